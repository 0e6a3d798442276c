/**
 * The sync API's request and answer shapes (zod), built from the configured limits so that a body
 * over a bound is refused by validation with the field named. They validate requests, type the
 * handlers and describe the routes in /openapi.json; docs/SYNC.md explains them in words.
 * Everything secret-looking here is opaque to the server: ids are the client's keyed hashes,
 * ciphertexts its AES-GCM output, clocks its hybrid logical clock strings.
 */
import { z } from "zod";
import type { SyncLimits } from "./sync-config.js";

/** Text in base64url's alphabet (ids: kept as text, never decoded). */
const base64urlText = (minChars: number, maxChars: number, what: string) =>
  z
    .string({ error: `${what} must be a base64url string` })
    .min(minChars, `${what} must be at least ${minChars} characters`)
    .max(maxChars, `${what} must be at most ${maxChars} characters`)
    .regex(/^[A-Za-z0-9_-]*$/, `${what} must use base64url characters only (A-Z a-z 0-9 - _, no padding)`);

/** Bytes as base64url without padding (a length of 1 modulo 4 is no byte string's encoding). */
const base64url = (minChars: number, maxChars: number, what: string) =>
  base64urlText(minChars, maxChars, what).refine(
    (value) => value.length % 4 !== 1,
    `${what} is not whole base64url (a character too many)`,
  );

/** Characters of the base64url form of `bytes` bytes. */
export const base64urlLength = (bytes: number): number => Math.ceil((bytes * 4) / 3);

export const SPACE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** Longest record id: a keyed hash (HMAC-SHA-256 is 43 characters) with room for a prefix. */
export const RECORD_ID_MAX_CHARS = 128;
/** Longest hybrid logical clock string. */
export const HLC_MAX_CHARS = 64;
/** Longest key-derivation description of a passphrase space ("pbkdf2-sha256:600000", Argon2id's parameters). */
export const KDF_MAX_CHARS = 200;

const sequence = z.number().int().min(0);

export const spaceParams = z.object({
  spaceId: z
    .string()
    .regex(SPACE_ID_PATTERN, "spaceId must be the 22-character base64url id the server gave the space"),
});

// Loose: Fastify replaces the request's headers with what validation returns.
export const authorizationHeaders = z.looseObject({
  authorization: z
    .string()
    .optional()
    .describe("`Bearer <write token>`: the base64url token the client derives from the space key with HKDF"),
});

export const limitsSchema = z.object({
  spaceMaxRecords: z.number().int(),
  spaceMaxBytes: z.number().int(),
  recordMaxBytes: z.number().int(),
  batchMaxRecords: z.number().int(),
  batchMaxBytes: z.number().int(),
  pageMaxRecords: z.number().int(),
  tombstoneDays: z
    .number()
    .int()
    .describe("Days a tombstone is kept; a device away longer resyncs from 0 (0: kept for ever)"),
});

export const createSpaceBody = z.strictObject({
  writeToken: base64url(43, 86, "writeToken").describe("32 to 64 bytes from HKDF over the space key"),
  passphrase: z
    .strictObject({
      salt: base64url(22, 86, "passphrase.salt").describe("The space's random salt (16 to 64 bytes)"),
      kdf: z
        .string()
        .min(1, "passphrase.kdf must not be empty")
        .max(KDF_MAX_CHARS, `passphrase.kdf must be at most ${KDF_MAX_CHARS} characters`)
        .regex(/^[\x20-\x7e]+$/, "passphrase.kdf must be printable ASCII")
        .describe('How the key is derived, e.g. "pbkdf2-sha256:600000"; stored as sent'),
    })
    .optional()
    .describe("Only for a space whose key comes from a passphrase; readable by anyone with the space id"),
});

export const createSpaceAnswer = z.object({
  spaceId: z.string(),
  sequence,
  limits: limitsSchema,
});

export const saltAnswer = z.object({ salt: z.string(), kdf: z.string() });

export const statusAnswer = z.object({
  spaceId: z.string(),
  sequence: sequence.describe("The sequence of the space's newest write"),
  records: z.number().int().describe("Records held, tombstones included"),
  bytes: z.number().int().describe("Bytes counted against the quota: ciphertexts, ids and clocks"),
  passphrase: z.boolean(),
  purgedThrough: sequence.describe("The newest sequence of a purged tombstone (0: none purged)"),
  createdAt: z.string().describe("ISO 8601"),
  updatedAt: z.string().describe("ISO 8601: the last push"),
  limits: limitsSchema,
});

export function recordSchema(limits: SyncLimits) {
  return z.strictObject({
    id: base64urlText(1, RECORD_ID_MAX_CHARS, "id"),
    ciphertext: base64url(0, base64urlLength(limits.recordMaxBytes), "ciphertext"),
    deleted: z
      .boolean({ error: "deleted must be true or false" })
      .default(false)
      .describe("A tombstone; false when left out"),
    hlc: z
      .string({ error: "hlc must be a string" })
      .min(1, "hlc must not be empty")
      .max(HLC_MAX_CHARS, `hlc must be at most ${HLC_MAX_CHARS} characters`)
      .regex(/^[\x21-\x7e]+$/, "hlc must be printable ASCII without spaces"),
  });
}

export function pushBody(limits: SyncLimits) {
  return z.strictObject({
    baseSequence: sequence.describe("The space's sequence as this client last pulled it"),
    records: z
      .array(recordSchema(limits))
      .min(1, "records must hold at least one record")
      .max(limits.batchMaxRecords, `records must hold at most ${limits.batchMaxRecords} records per push`)
      .superRefine((records, context) => {
        const seen = new Set<string>();
        records.forEach((record, index) => {
          if (seen.has(record.id)) {
            context.addIssue({
              code: "custom",
              path: [index, "id"],
              message: "id appears twice in one push (send each record once)",
            });
          }
          seen.add(record.id);
        });
      }),
  });
}

export const pushAnswer = z.object({
  sequence: sequence.describe("The space's sequence after this push: the client's next baseSequence"),
});

export function pullQuery(limits: SyncLimits) {
  return z.strictObject({
    since: z.coerce
      .number({ error: "since must be a sequence number" })
      .int("since must be a whole number")
      .min(0, "since must be 0 or more")
      .default(0),
    limit: z.coerce
      .number({ error: "limit must be a number of records" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(limits.pageMaxRecords, `limit must be at most ${limits.pageMaxRecords}`)
      .default(limits.pageMaxRecords),
  });
}

export const pullAnswer = z.object({
  records: z.array(
    z.object({
      id: z.string(),
      ciphertext: z.string(),
      deleted: z.boolean(),
      hlc: z.string(),
    }),
  ),
  next: sequence.describe("The since of the next page; once more is false, the space's sequence"),
  more: z.boolean(),
});
