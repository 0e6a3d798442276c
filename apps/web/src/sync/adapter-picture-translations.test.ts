// Translated pictures as sync records: one per page and language with when it was translated and the
// picture, a write heard by key, pulled translations written into the table and a tombstone removing
// one, values out of bounds or in another language than their key refused, a page too large for a
// record kept off the space, and the space capped at the newest translations (pruned, not deleted).
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalDb, setLocalDb } from "../storage/local-db";
import {
  PICTURE_REGIONS_MAX,
  REGION_TEXT_MAX_CHARS,
  type TranslatedPicture,
} from "../storage/picture-translation-record";
import {
  cachedPictureTranslation,
  forgetPictureTranslations,
  keepPictureTranslation,
} from "../storage/picture-translations";
import {
  PICTURE_TRANSLATIONS_SYNCED,
  PICTURE_TRANSLATION_VALUE_MAX_BYTES,
  pictureTranslationsAdapter as adapter,
} from "./adapter-picture-translations";
import { adapterOf, SYNC_ADAPTERS } from "./adapters";

const HLC = "000001764220800000:00000:devB";
let db: LocalDb;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = new LocalDb(`pxv-picture-translations-sync-${counter}`);
  setLocalDb(db);
});

afterEach(async () => {
  await db.delete();
  setLocalDb(null);
});

const picture = (language = "en", text = "こんにちは"): TranslatedPicture => ({
  width: 800,
  height: 1200,
  language,
  translator: "browser",
  regions: [
    { box: { x: 1, y: 2, width: 3, height: 4 }, frame: null, vertical: false, text, translation: "Hi" },
  ],
});

const pulled = (key: string, value: unknown) => ({ key, value, deleted: false, hlc: HLC });

describe("picture translation records", () => {
  it("are one per page and language, with the time translated and the picture", async () => {
    await keepPictureTranslation(7, 2, picture("ko"), 5_000);
    const record = { key: "picture-translation:7:2:ko", value: { storedAt: 5_000, picture: picture("ko") } };
    expect(await adapter.readAll()).toEqual([record]);
    expect(await adapter.read?.(["picture-translation:7:2:ko", "picture-translation:7:3:ko"])).toEqual([
      record,
      { key: "picture-translation:7:3:ko", value: undefined },
    ]);
    expect(adapterOf(SYNC_ADAPTERS, record.key)).toBe(adapter);
  });

  it("hear each write and removal by key", async () => {
    const heard: string[] = [];
    const stop = adapter.watch((keys) => heard.push(...(keys ?? ["all"])));
    await keepPictureTranslation(7, 0, picture("zh-TW"), 1);
    await forgetPictureTranslations(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(heard).toEqual(["picture-translation:7:0:zh-TW", "picture-translation:7:0:zh-TW"]);
  });

  it("write pulled translations, remove on a tombstone, and refuse what cannot be drawn", async () => {
    await keepPictureTranslation(7, 0, picture("en"), 1);
    const tooMany = {
      ...picture("fr"),
      regions: Array.from({ length: PICTURE_REGIONS_MAX + 1 }, () => ({})),
    };
    await adapter.apply([
      pulled("picture-translation:8:1:fr", { storedAt: 9, picture: picture("fr") }),
      { key: "picture-translation:7:0:en", deleted: true, hlc: HLC },
      // Another language than the key's, a picture out of bounds, no time, keys no row can have.
      pulled("picture-translation:9:0:de", { storedAt: 9, picture: picture("fr") }),
      pulled("picture-translation:9:1:fr", { storedAt: 9, picture: tooMany }),
      pulled("picture-translation:9:2:fr", { picture: picture("fr") }),
      pulled("picture-translation:9:0:xx", { storedAt: 9, picture: { ...picture(), language: "xx" } }),
      pulled("picture-translation:0:0:fr", { storedAt: 9, picture: picture("fr") }),
      pulled("picture-translation:9:-1:fr", { storedAt: 9, picture: picture("fr") }),
      pulled("picture-translation:9:0:fr:extra", { storedAt: 9, picture: picture("fr") }),
    ]);
    expect(await db.pictureTranslations.toArray()).toEqual([
      { illustId: 8, page: 1, language: "fr", storedAt: 9, picture: picture("fr") },
    ]);
    expect(await cachedPictureTranslation(8, 1, "fr")).toEqual(picture("fr"));
  });

  it("leave a pulled translation that was only pruned from the space", async () => {
    await keepPictureTranslation(7, 0, picture("en"), 1);
    await adapter.apply([{ key: "picture-translation:7:0:en", deleted: true, pruned: true, hlc: HLC }]);
    expect(await cachedPictureTranslation(7, 0, "en")).toEqual(picture("en"));
  });

  it("keep a page too large for a record off the space", async () => {
    // Each character of Japanese is three bytes of UTF-8: six regions of the longest text are over it.
    const longest = picture("en", "あ".repeat(REGION_TEXT_MAX_CHARS)).regions[0];
    const regions = Array.from({ length: 6 }, () => longest);
    expect(6 * 3 * REGION_TEXT_MAX_CHARS).toBeGreaterThan(PICTURE_TRANSLATION_VALUE_MAX_BYTES);
    await keepPictureTranslation(7, 0, { ...picture("en"), regions } as TranslatedPicture, 1);
    await keepPictureTranslation(7, 1, picture("en"), 2);
    expect((await adapter.readAll()).map((change) => change.key)).toEqual(["picture-translation:7:1:en"]);
    expect(await adapter.read?.(["picture-translation:7:0:en"])).toEqual([
      { key: "picture-translation:7:0:en", value: undefined },
    ]);
    expect(await cachedPictureTranslation(7, 0, "en")).not.toBeNull();
  });

  it("are capped in the space at the newest translated, the rest pruned with their values kept", () => {
    const live = Array.from({ length: PICTURE_TRANSLATIONS_SYNCED + 2 }, (_unused, index) => ({
      key: `picture-translation:${index + 1}:0:en`,
      value: { storedAt: index, picture: picture("en") },
      deleted: false,
      hlc: HLC,
    }));
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    expect(adapter.prune?.(live).sort(byKey)).toEqual([
      { key: "picture-translation:1:0:en", value: undefined, pruned: true, kept: live[0]?.value },
      { key: "picture-translation:2:0:en", value: undefined, pruned: true, kept: live[1]?.value },
    ]);
    expect(adapter.prune?.(live.slice(2))).toEqual([]);
    // After a resync, one missing from a full space and older than all it holds was pruned, not deleted.
    const held = live.slice(2);
    expect(adapter.prunedOf?.(live.slice(0, 2), held)).toEqual([
      "picture-translation:1:0:en",
      "picture-translation:2:0:en",
    ]);
    expect(adapter.prunedOf?.(live.slice(0, 2), held.slice(1))).toEqual([]);
  });
});
