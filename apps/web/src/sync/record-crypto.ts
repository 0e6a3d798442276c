/**
 * A record as it travels: its id is HMAC-SHA-256 of the plain record key under the record-id key
 * (equal on every device, meaningless to the server); its ciphertext is AES-GCM with a fresh 12-byte
 * IV prepended, over the JSON of { k: key, v: value, p: true for a pruned tombstone }, with the id,
 * the clock and the deletion flag as additional data (the JSON of [id, hlc, deleted]): the tag binds
 * them, so they travel once, in the clear beside the ciphertext, instead of again inside it. Opening
 * checks the tag and that the id is the one the plain key makes, so the server cannot alter, swap or
 * re-date a record: anything else is refused (RefusedRecordError) and overwrites nothing. Records
 * of the first format (the id alone as additional data, the clock and flag inside) still open.
 */
import { fromBase64url, toBase64url, utf8 } from "./base64url";
import { randomBytes, type SpaceKeys } from "./keys";

export interface PlainRecord {
  /** "setting:theme", "history:illust:123" … */
  readonly key: string;
  /** The item's value; absent for a deletion. */
  readonly value?: unknown;
  readonly deleted: boolean;
  readonly hlc: string;
  /** A tombstone that only drops the record from the space (history over its cap), not the item. */
  readonly pruned?: boolean;
}

export interface WireRecord {
  readonly id: string;
  readonly ciphertext: string;
  readonly deleted: boolean;
  readonly hlc: string;
}

/** A record that did not come from this space's key, or was changed on the way. */
export class RefusedRecordError extends Error {
  override readonly name = "RefusedRecordError";
}

export async function recordId(keys: SpaceKeys, key: string): Promise<string> {
  return toBase64url(new Uint8Array(await crypto.subtle.sign("HMAC", keys.recordId, utf8(key))));
}

/** What the tag binds besides the plain text (format 2): never equal to a first-format id alone. */
const boundData = (id: string, hlc: string, deleted: boolean): Uint8Array<ArrayBuffer> =>
  utf8(JSON.stringify([id, hlc, deleted]));

export async function sealRecord(keys: SpaceKeys, record: PlainRecord): Promise<WireRecord> {
  const id = await recordId(keys, record.key);
  const iv = randomBytes(12);
  const body = utf8(
    JSON.stringify({
      k: record.key,
      v: record.deleted ? undefined : record.value,
      p: record.pruned === true ? true : undefined,
    }),
  );
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: "AES-GCM", iv, additionalData: boundData(id, record.hlc, record.deleted) },
      keys.encrypt,
      body,
    ),
  );
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv);
  joined.set(sealed, iv.length);
  return { id, ciphertext: toBase64url(joined), deleted: record.deleted, hlc: record.hlc };
}

/** The plain text under either format's additional data, or null when neither tag holds. */
async function decrypt(keys: SpaceKeys, wire: WireRecord, bytes: Uint8Array<ArrayBuffer>) {
  const iv = bytes.subarray(0, 12);
  const sealed = bytes.subarray(12);
  for (const [format, additionalData] of [
    [2, boundData(wire.id, wire.hlc, wire.deleted)],
    [1, utf8(wire.id)],
  ] as const) {
    try {
      const plain = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv, additionalData },
        keys.encrypt,
        sealed,
      );
      return { format, plain };
    } catch {
      // Not this format's tag: the next one, or refused.
    }
  }
  return null;
}

export async function openRecord(keys: SpaceKeys, wire: WireRecord): Promise<PlainRecord> {
  const bytes = fromBase64url(wire.ciphertext);
  if (bytes === null || bytes.length < 12 + 16)
    throw new RefusedRecordError("The record is not a sealed record");
  const opened = await decrypt(keys, wire, bytes);
  if (opened === null)
    throw new RefusedRecordError("The record was not written with this space's key, or was changed since");
  const parsed = JSON.parse(new TextDecoder().decode(opened.plain)) as {
    k: unknown;
    v?: unknown;
    h?: unknown;
    d?: unknown;
    p?: unknown;
  };
  // The first format carried the clock and the flag inside: they must be the ones outside.
  if (
    typeof parsed.k !== "string" ||
    (opened.format === 1 && (parsed.h !== wire.hlc || parsed.d !== wire.deleted))
  ) {
    throw new RefusedRecordError("The record's clock or deletion flag was changed on the server");
  }
  if ((await recordId(keys, parsed.k)) !== wire.id)
    throw new RefusedRecordError("The record was moved to another id");
  return {
    key: parsed.k,
    ...(wire.deleted ? {} : { value: parsed.v }),
    deleted: wire.deleted,
    hlc: wire.hlc,
    ...(parsed.p === true ? { pruned: true } : {}),
  };
}
