/**
 * A record as it travels: its id is HMAC-SHA-256 of the plain record key under the record-id key
 * (equal on every device, meaningless to the server); its ciphertext is AES-GCM over the JSON of
 * { key, value, hlc } with a fresh 12-byte IV prepended, the id as additional data. Opening checks
 * the tag, that the id is the one the plain key makes and that the clock inside is the clock outside,
 * so the server cannot alter, swap or re-date a record: anything else is refused (RefusedRecordError)
 * and overwrites nothing.
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

export async function sealRecord(keys: SpaceKeys, record: PlainRecord): Promise<WireRecord> {
  const id = await recordId(keys, record.key);
  const iv = randomBytes(12);
  const body = utf8(
    JSON.stringify({
      k: record.key,
      v: record.deleted ? undefined : record.value,
      h: record.hlc,
      d: record.deleted,
      p: record.pruned === true,
    }),
  );
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: utf8(id) }, keys.encrypt, body),
  );
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv);
  joined.set(sealed, iv.length);
  return { id, ciphertext: toBase64url(joined), deleted: record.deleted, hlc: record.hlc };
}

export async function openRecord(keys: SpaceKeys, wire: WireRecord): Promise<PlainRecord> {
  const bytes = fromBase64url(wire.ciphertext);
  if (bytes === null || bytes.length < 12 + 16)
    throw new RefusedRecordError("The record is not a sealed record");
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, 12), additionalData: utf8(wire.id) },
      keys.encrypt,
      bytes.slice(12),
    );
  } catch {
    throw new RefusedRecordError("The record was not written with this space's key, or was changed since");
  }
  const parsed = JSON.parse(new TextDecoder().decode(plain)) as {
    k: unknown;
    v?: unknown;
    h: unknown;
    d: unknown;
    p?: unknown;
  };
  if (typeof parsed.k !== "string" || parsed.h !== wire.hlc || parsed.d !== wire.deleted) {
    throw new RefusedRecordError("The record's clock or deletion flag was changed on the server");
  }
  if ((await recordId(keys, parsed.k)) !== wire.id)
    throw new RefusedRecordError("The record was moved to another id");
  return {
    key: parsed.k,
    ...(parsed.d ? {} : { value: parsed.v }),
    deleted: parsed.d,
    hlc: wire.hlc,
    ...(parsed.p === true ? { pruned: true } : {}),
  };
}
