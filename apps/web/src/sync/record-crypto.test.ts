// Keys and sealed records: a record opens with its space's keys and only with them; a changed byte,
// a moved id, a re-dated clock or another space's key is refused; ids are stable per key.
import { describe, expect, it } from "vitest";
import { fromBase64url, toBase64url } from "./base64url";
import { deriveSpaceKeys, newSpaceKey, passphraseKey, PBKDF2_ITERATIONS } from "./keys";
import { openRecord, recordId, RefusedRecordError, sealRecord } from "./record-crypto";
import { parseSyncFragment, syncLink } from "./space-storage";

const HLC = "000001764220800000:00001:devA";

describe("sealed records", () => {
  it("round-trips a value, with a fresh IV on each write", async () => {
    const keys = await deriveSpaceKeys(newSpaceKey());
    const record = { key: "setting:theme", value: "dark", deleted: false, hlc: HLC };
    const first = await sealRecord(keys, record);
    const second = await sealRecord(keys, record);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    expect(first.id).toBe(second.id);
    expect(first.ciphertext).not.toContain("dark");
    expect(await openRecord(keys, first)).toEqual(record);
    expect(await openRecord(keys, second)).toEqual(record);
  });

  it("round-trips a tombstone without its value", async () => {
    const keys = await deriveSpaceKeys(newSpaceKey());
    const sealed = await sealRecord(keys, { key: "block-tag:x", value: true, deleted: true, hlc: HLC });
    expect(await openRecord(keys, sealed)).toEqual({ key: "block-tag:x", deleted: true, hlc: HLC });
  });

  it("refuses a changed byte, a moved id, a re-dated clock and a foreign key", async () => {
    const keys = await deriveSpaceKeys(newSpaceKey());
    const other = await deriveSpaceKeys(newSpaceKey());
    const sealed = await sealRecord(keys, { key: "setting:theme", value: "dark", deleted: false, hlc: HLC });
    const bytes = fromBase64url(sealed.ciphertext) ?? new Uint8Array();
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    const tampered = { ...sealed, ciphertext: toBase64url(bytes) };
    const moved = { ...sealed, id: await recordId(keys, "setting:language") };
    const redated = { ...sealed, hlc: "000009999999999999:00000:devB" };
    for (const wire of [tampered, moved, redated]) {
      await expect(openRecord(keys, wire)).rejects.toBeInstanceOf(RefusedRecordError);
    }
    await expect(openRecord(other, sealed)).rejects.toBeInstanceOf(RefusedRecordError);
  });

  it("binds the clock and the deletion flag in the tag, not inside: a flipped flag is refused", async () => {
    const keys = await deriveSpaceKeys(newSpaceKey());
    const sealed = await sealRecord(keys, { key: "position:1", value: 0.42, deleted: false, hlc: HLC });
    // IV, tag and the JSON of the key and value only.
    const plain = JSON.stringify({ k: "position:1", v: 0.42 });
    expect(fromBase64url(sealed.ciphertext)).toHaveLength(12 + 16 + plain.length);
    await expect(openRecord(keys, { ...sealed, deleted: true })).rejects.toBeInstanceOf(RefusedRecordError);
    const pruned = await sealRecord(keys, { key: "history:illust:1", deleted: true, hlc: HLC, pruned: true });
    expect(await openRecord(keys, pruned)).toEqual({
      key: "history:illust:1",
      deleted: true,
      hlc: HLC,
      pruned: true,
    });
  });

  it("still opens a record of the first format (id as additional data, clock and flag inside)", async () => {
    const keys = await deriveSpaceKeys(newSpaceKey());
    const firstFormat = async (hlcInside: string) => {
      const id = await recordId(keys, "setting:theme");
      const iv = new Uint8Array(12).fill(3);
      const body = new TextEncoder().encode(
        JSON.stringify({ k: "setting:theme", v: "dark", h: hlcInside, d: false, p: false }),
      );
      const sealed = new Uint8Array(
        await crypto.subtle.encrypt(
          { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(id) },
          keys.encrypt,
          body,
        ),
      );
      return { id, ciphertext: toBase64url(new Uint8Array([...iv, ...sealed])), deleted: false, hlc: HLC };
    };
    expect(await openRecord(keys, await firstFormat(HLC))).toEqual({
      key: "setting:theme",
      value: "dark",
      deleted: false,
      hlc: HLC,
    });
    await expect(openRecord(keys, await firstFormat("000000000000001:00000:old"))).rejects.toBeInstanceOf(
      RefusedRecordError,
    );
  });

  it("derives the same token and ids from the same key, different ones from another", async () => {
    const key = newSpaceKey();
    const [a, b, c] = await Promise.all([
      deriveSpaceKeys(key),
      deriveSpaceKeys(key),
      deriveSpaceKeys(newSpaceKey()),
    ]);
    expect(a.writeToken).toBe(b.writeToken);
    expect(fromBase64url(a.writeToken)).toHaveLength(32);
    expect(await recordId(a, "history:illust:1")).toBe(await recordId(b, "history:illust:1"));
    expect(await recordId(a, "history:illust:1")).not.toBe(await recordId(c, "history:illust:1"));
    expect(a.writeToken).not.toBe(c.writeToken);
  });

  it("derives a passphrase key with PBKDF2 at 600,000 iterations or more, and no fewer", async () => {
    const salt = new Uint8Array(16).fill(7);
    const key = await passphraseKey("correct horse", salt);
    expect(await passphraseKey("correct horse", salt)).toBe(key);
    expect(await passphraseKey("correct horsf", salt)).not.toBe(key);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    await expect(passphraseKey("x", salt, "pbkdf2-sha256:1000")).rejects.toThrow(/Unsupported/);
  });
});

describe("sync links", () => {
  it("carry the space and key in the fragment and read back", () => {
    const key = newSpaceKey();
    const link = syncLink("https://pxv.example", "AAAAAAAAAAAAAAAAAAAAAA", key);
    const url = new URL(link);
    expect(url.pathname).toBe("/setting/sync");
    expect(url.search).toBe("");
    expect(parseSyncFragment(url.hash)).toEqual({ spaceId: "AAAAAAAAAAAAAAAAAAAAAA", key });
    expect(parseSyncFragment("#sync=AAAAAAAAAAAAAAAAAAAAAA")).toEqual({
      spaceId: "AAAAAAAAAAAAAAAAAAAAAA",
      key: null,
    });
    expect(parseSyncFragment("#sync=short.key")).toBeNull();
    expect(parseSyncFragment("#other")).toBeNull();
  });
});
