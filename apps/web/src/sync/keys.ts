/**
 * A sync space's keys. The space key K is 32 random bytes, or PBKDF2-SHA-256 of a passphrase over
 * the space's random salt at PBKDF2_ITERATIONS; K never leaves the device. From K, HKDF-SHA-256
 * derives one key per purpose under its own label: the write token (sent to the server, which keeps
 * its hash), the AES-GCM key that encrypts records, and the HMAC key that turns a record's plain key
 * ("setting:theme") into its opaque id. The derived CryptoKeys are not extractable.
 */
import { fromBase64url, toBase64url, utf8 } from "./base64url";

export const PBKDF2_ITERATIONS = 600_000;
export const PASSPHRASE_KDF = `pbkdf2-sha256:${PBKDF2_ITERATIONS}`;
const HKDF_SALT = utf8("pxv-sync");
const LABELS = {
  writeToken: "pxv-sync/v1/write-token",
  encrypt: "pxv-sync/v1/encrypt",
  recordId: "pxv-sync/v1/record-id",
} as const;

export interface SpaceKeys {
  /** base64url of 32 bytes, sent as `Authorization: Bearer`. */
  readonly writeToken: string;
  readonly encrypt: CryptoKey;
  readonly recordId: CryptoKey;
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** A new random space key, as base64url (43 characters). */
export function newSpaceKey(): string {
  return toBase64url(randomBytes(32));
}

/** The space key a passphrase and salt give (base64url), with the iterations of `kdf`. */
export async function passphraseKey(
  passphrase: string,
  salt: Uint8Array<ArrayBuffer>,
  kdf = PASSPHRASE_KDF,
): Promise<string> {
  const match = /^pbkdf2-sha256:(\d+)$/.exec(kdf);
  const iterations = Number(match?.[1] ?? "0");
  if (iterations < PBKDF2_ITERATIONS) throw new Error(`Unsupported key derivation: ${kdf}`);
  const material = await crypto.subtle.importKey("raw", utf8(passphrase.normalize("NFC")), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    material,
    256,
  );
  return toBase64url(new Uint8Array(bits));
}

/** The three purpose keys of a space key (base64url of 32 bytes). */
export async function deriveSpaceKeys(spaceKey: string): Promise<SpaceKeys> {
  const raw = fromBase64url(spaceKey);
  if (raw?.length !== 32) throw new Error("A sync key is 32 bytes in base64url");
  const master = await crypto.subtle.importKey("raw", new Uint8Array(raw), "HKDF", false, [
    "deriveBits",
    "deriveKey",
  ]);
  const hkdf = (label: string) => ({ name: "HKDF", hash: "SHA-256", salt: HKDF_SALT, info: utf8(label) });
  const [token, encrypt, recordId] = await Promise.all([
    crypto.subtle.deriveBits(hkdf(LABELS.writeToken), master, 256),
    crypto.subtle.deriveKey(hkdf(LABELS.encrypt), master, { name: "AES-GCM", length: 256 }, false, [
      "encrypt",
      "decrypt",
    ]),
    crypto.subtle.deriveKey(
      hkdf(LABELS.recordId),
      master,
      { name: "HMAC", hash: "SHA-256", length: 256 },
      false,
      ["sign"],
    ),
  ]);
  return { writeToken: toBase64url(new Uint8Array(token)), encrypt, recordId };
}
