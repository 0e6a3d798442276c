/**
 * Space ids and write tokens. A space id is 128 random bits chosen by the server. The write token is
 * derived by the client from the space's key (HKDF) and proves the client holds it; the server keeps
 * only its SHA-256 (a token carries 256 bits of entropy, so a fast hash is enough) and compares
 * hashes in constant time. The token travels as `Authorization: Bearer <token>`, a header the logs
 * redact; it is never logged, stored or echoed.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Bytes of a space id (22 base64url characters). */
const SPACE_ID_BYTES = 16;

export function newSpaceId(): string {
  return randomBytes(SPACE_ID_BYTES).toString("base64url");
}

export function hashWriteToken(token: string): Buffer {
  return createHash("sha256").update(Buffer.from(token, "base64url")).digest();
}

/** True when `token` hashes to `expected`, in time that does not depend on where they differ. */
export function writeTokenMatches(token: string, expected: Buffer): boolean {
  const actual = hashWriteToken(token);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+)$/;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none of that form. */
export function bearerToken(header: string | undefined): string | null {
  return header ? (BEARER.exec(header.trim())?.[1] ?? null) : null;
}
