// Translated pictures kept per work, page and language: one kept is read back in its language only,
// keeping again replaces it, a work's translations are forgotten together, the oldest beyond the cap
// are dropped on write, and a picture out of bounds is refused on the way in and dropped on the way
// out (a corrupt row is never drawn). The shape agrees with the one the overlay draws.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalDb, setLocalDb } from "./local-db";
import {
  PICTURE_REGIONS_MAX,
  REGION_TEXT_MAX_CHARS,
  type TranslatedPicture,
} from "./picture-translation-record";
import {
  cachedPictureTranslation,
  forgetPictureTranslations,
  keptPictureTranslations,
  keepPictureTranslation,
  PICTURE_TRANSLATIONS_KEPT,
  pictureTranslationsTable,
} from "./picture-translations";

let db: LocalDb;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = new LocalDb(`pxv-picture-translations-${counter}`);
  setLocalDb(db);
});

afterEach(async () => {
  await db.delete();
  setLocalDb(null);
});

const region = (text: string, translation: string | null = `${text} (en)`) => ({
  box: { x: 10, y: 20, width: 30, height: 120 },
  frame: { x: 0, y: 10, width: 60, height: 150 },
  vertical: true,
  text,
  translation,
});

const picture = (language = "en", regions = [region("こんにちは")]): TranslatedPicture => ({
  width: 800,
  height: 1200,
  language,
  translator: "service",
  regions,
});

describe("kept picture translations", () => {
  it("read back per work, page and language", async () => {
    await keepPictureTranslation(7, 0, picture("en"), 1);
    await keepPictureTranslation(7, 1, picture("de", [region("さようなら", null)]), 2);
    expect(await cachedPictureTranslation(7, 0, "en")).toEqual(picture("en"));
    expect(await cachedPictureTranslation(7, 1, "de")).toEqual(picture("de", [region("さようなら", null)]));
    expect(await cachedPictureTranslation(7, 0, "de")).toBeNull();
    expect(await cachedPictureTranslation(7, 2, "en")).toBeNull();
    expect(await cachedPictureTranslation(8, 0, "en")).toBeNull();
    // Keys no row can have answer null rather than throw.
    expect(await cachedPictureTranslation(0, 0, "en")).toBeNull();
    expect(await cachedPictureTranslation(7, -1, "en")).toBeNull();
    expect(await cachedPictureTranslation(7, 0, "xx")).toBeNull();
  });

  it("replace an earlier translation of the same page and language", async () => {
    await keepPictureTranslation(7, 0, picture("en"), 1);
    const again = { ...picture("en"), translator: "browser" as const };
    await keepPictureTranslation(7, 0, again, 2);
    expect(await cachedPictureTranslation(7, 0, "en")).toEqual(again);
    expect(await pictureTranslationsTable().count()).toBe(1);
    expect((await pictureTranslationsTable().get([7, 0, "en"]))?.storedAt).toBe(2);
  });

  it("keep only the known fields", async () => {
    const extra = { ...picture("ja"), secret: "x", regions: [{ ...region("あ"), colour: "red" }] };
    await keepPictureTranslation(7, 0, extra, 1);
    expect(await cachedPictureTranslation(7, 0, "ja")).toEqual(picture("ja", [region("あ")]));
  });

  it("are read per work and language in one pass, by page", async () => {
    await keepPictureTranslation(7, 0, picture("en"), 1);
    await keepPictureTranslation(7, 3, picture("en"), 2);
    await keepPictureTranslation(7, 1, picture("fr"), 3);
    await keepPictureTranslation(8, 0, picture("en"), 4);
    await keepPictureTranslation(6, 2, picture("en"), 5);
    const kept = await keptPictureTranslations(7, "en");
    expect([...kept.keys()].sort()).toEqual([0, 3]);
    expect(kept.get(3)).toEqual(picture("en"));
    expect((await keptPictureTranslations(7, "de")).size).toBe(0);
  });

  it("are forgotten per work, every page and language", async () => {
    await keepPictureTranslation(7, 0, picture("en"), 1);
    await keepPictureTranslation(7, 3, picture("fr"), 2);
    await keepPictureTranslation(70, 0, picture("en"), 3);
    await forgetPictureTranslations(7);
    expect(await cachedPictureTranslation(7, 0, "en")).toBeNull();
    expect(await cachedPictureTranslation(7, 3, "fr")).toBeNull();
    expect(await cachedPictureTranslation(70, 0, "en")).toEqual(picture("en"));
  });

  it("drop the oldest translated beyond the cap when one more is kept", async () => {
    await pictureTranslationsTable().bulkPut(
      Array.from({ length: PICTURE_TRANSLATIONS_KEPT }, (_unused, index) => ({
        illustId: 1000 + index,
        page: 0,
        language: "en",
        // The first row is the newest, the second the oldest.
        storedAt: index === 0 ? 10_000 : index,
        picture: picture("en"),
      })),
    );
    await keepPictureTranslation(7, 0, picture("en"), 20_000);
    expect(await pictureTranslationsTable().count()).toBe(PICTURE_TRANSLATIONS_KEPT);
    expect(await cachedPictureTranslation(1001, 0, "en")).toBeNull();
    expect(await cachedPictureTranslation(1000, 0, "en")).toEqual(picture("en"));
    expect(await cachedPictureTranslation(7, 0, "en")).toEqual(picture("en"));
  });

  it("refuse a picture out of bounds, with what is needed", async () => {
    const tooMany = picture(
      "en",
      Array.from({ length: PICTURE_REGIONS_MAX + 1 }, () => region("あ")),
    );
    await expect(keepPictureTranslation(7, 0, tooMany, 1)).rejects.toThrow(/regions within their bounds/);
    await expect(keepPictureTranslation(7, 0, picture("tlh"), 1)).rejects.toThrow(/interface language/);
    await expect(keepPictureTranslation(-1, 0, picture("en"), 1)).rejects.toThrow(/positive work id/);
    await expect(keepPictureTranslation(7, 0.5, picture("en"), 1)).rejects.toThrow(/page from 0/);
    expect(await pictureTranslationsTable().count()).toBe(0);
  });

  it("are not drawn when the row read back is corrupt", async () => {
    const corrupt = (changes: Record<string, unknown>) => ({ ...picture("en"), ...changes });
    const rows = [
      corrupt({ width: Number.NaN }),
      corrupt({ translator: "someone" }),
      corrupt({ language: "de" }), // not the key's language
      corrupt({ regions: [{ ...region("あ"), box: { x: -1, y: 0, width: 1, height: 1 } }] }),
      corrupt({ regions: [{ ...region("あ"), frame: "none" }] }),
      corrupt({ regions: [region("あ".repeat(REGION_TEXT_MAX_CHARS + 1))] }),
      corrupt({ regions: [region("あ", "x".repeat(REGION_TEXT_MAX_CHARS + 1))] }),
      corrupt({ regions: [{ ...region("あ"), vertical: "yes" }] }),
      corrupt({ regions: "none" }),
      null,
    ];
    await pictureTranslationsTable().bulkPut(
      rows.map((row, page) => ({
        illustId: 7,
        page,
        language: "en",
        storedAt: 1,
        picture: row as unknown as TranslatedPicture,
      })),
    );
    for (const page of rows.keys()) expect(await cachedPictureTranslation(7, page, "en")).toBeNull();
  });
});
