/**
 * Translated manga pictures (issue 30), kept per work, page (0-based) and language, so that a picture
 * is read and translated once per language on this device — and on the others when sync is on
 * (sync/adapter-picture-translations.ts writes pulled ones through applyPictureTranslations). A
 * translation is the same whoever is signed in: unlike the bookmark archive, rows have no owners.
 * Every picture is checked (picture-translation-record.ts) before it is kept and again when it is
 * read back, so a corrupt row is never drawn. The table holds the PICTURE_TRANSLATIONS_KEPT most
 * recently translated pages; each write drops the oldest beyond that.
 */
import type { Table } from "dexie";
import { localDb } from "./local-db";
import {
  isPictureTranslationKey,
  translatedPictureOf,
  type PictureTranslationRow,
  type TranslatedPicture,
} from "./picture-translation-record";

/**
 * How many translated pages the device keeps. A cache of re-doable work must not grow without end:
 * a page's row is a few kilobytes (20–40 regions), so 2,000 pages — some fifty manga chapters — stay
 * within a few megabytes of IndexedDB. The oldest by when it was translated goes first, not by when
 * it was last shown, so that showing a kept translation writes (and syncs) nothing.
 */
export const PICTURE_TRANSLATIONS_KEPT = 2000;

export type PictureTranslationKey = [illustId: number, page: number, language: string];

export const pictureTranslationsTable = (): Table<PictureTranslationRow, PictureTranslationKey> =>
  localDb().pictureTranslations;

/** The kept translation of a work's page in a language, or null (none, or not one that can be drawn). */
export async function cachedPictureTranslation(
  illustId: number,
  page: number,
  language: string,
): Promise<TranslatedPicture | null> {
  if (!isPictureTranslationKey(illustId, page, language)) return null;
  const row = await pictureTranslationsTable().get([illustId, page, language]);
  return row === undefined ? null : translatedPictureOf(row.picture, language);
}

/**
 * Every kept page of a work in a language, by page (0-based), read in one pass over the work's rows;
 * pages without one (or with one that cannot be drawn) are absent.
 */
export async function keptPictureTranslations(
  illustId: number,
  language: string,
): Promise<Map<number, TranslatedPicture>> {
  const kept = new Map<number, TranslatedPicture>();
  if (!isPictureTranslationKey(illustId, 0, language)) return kept;
  const rows = await workRows(illustId).toArray();
  for (const row of rows) {
    const picture = row.language === language ? translatedPictureOf(row.picture, language) : null;
    if (picture !== null) kept.set(row.page, picture);
  }
  return kept;
}

/** Keeps a page's translation in its language (replacing an earlier one), dropping the oldest beyond the cap. */
export async function keepPictureTranslation(
  illustId: number,
  page: number,
  picture: TranslatedPicture,
  now: number = Date.now(),
): Promise<void> {
  const kept = translatedPictureOf(picture);
  if (kept === null || !isPictureTranslationKey(illustId, page, kept.language)) {
    throw new Error(
      `Not a picture translation that can be kept (work ${illustId}, page ${page}): a positive work id, ` +
        "a page from 0, an interface language and regions within their bounds are needed",
    );
  }
  await applyPictureTranslations(
    [{ illustId, page, language: kept.language, storedAt: now, picture: kept }],
    [],
  );
}

/** Forgets every kept translation of a work, all pages and languages. */
export async function forgetPictureTranslations(illustId: number): Promise<void> {
  if (!Number.isSafeInteger(illustId) || illustId <= 0) return;
  await workRows(illustId).delete();
}

/** A work's rows, every page and language. */
function workRows(illustId: number) {
  return (
    pictureTranslationsTable()
      .where("[illustId+page+language]")
      // Keys compare item by item and a prefix first: [id] is below all of the work's, [id + 1] above.
      .between([illustId], [illustId + 1])
  );
}

/**
 * Writes translations and removes rows in one transaction, dropping the oldest beyond the cap (a
 * page kept here, or pulled translations and tombstones from sync).
 */
export async function applyPictureTranslations(
  puts: readonly PictureTranslationRow[],
  deletes: readonly PictureTranslationKey[],
): Promise<void> {
  const table = pictureTranslationsTable();
  await localDb().transaction("rw", table, async () => {
    await table.bulkPut([...puts]);
    await table.bulkDelete([...deletes]);
    const over = (await table.count()) - PICTURE_TRANSLATIONS_KEPT;
    if (over > 0) await table.bulkDelete(await table.orderBy("storedAt").limit(over).primaryKeys());
  });
}
