/**
 * Translated manga pictures (issue 30) as records, one per page and language
 * ("picture-translation:<work id>:<page>:<language>", the value when it was translated and the
 * translated picture), heard through Dexie's table hooks like history: a page translated on one
 * device is drawn at once on the others. A pulled value that is not a translated picture within its
 * bounds, in its key's language, is refused. The space holds only the newest PICTURE_TRANSLATIONS_SYNCED
 * (sync-cap.ts: older ones are pruned from it, not deleted anywhere), and no page whose record would be
 * over PICTURE_TRANSLATION_VALUE_MAX_BYTES: that one stays on the device that translated it. A page
 * the store drops as its oldest (storage/picture-translations.ts) is a deletion like any other.
 */
import {
  applyPictureTranslations,
  pictureTranslationsTable,
  type PictureTranslationKey,
} from "../storage/picture-translations";
import {
  isPictureTranslationKey,
  translatedPictureOf,
  type PictureTranslationRow,
  type TranslatedPicture,
} from "../storage/picture-translation-record";
import type { SyncAdapter } from "./adapter";
import { utf8 } from "./base64url";
import { keyedTableAdapter } from "./kind-table-adapter";
import { cappedPruning } from "./sync-cap";

/**
 * How many translated pages the space holds, newest first: enough for the chapters being read on
 * every device, and at the largest (each under the byte bound below) a quarter of a space's default
 * 64 MB, so translations never crowd out the records that cannot be made again.
 */
export const PICTURE_TRANSLATIONS_SYNCED = 500;

/**
 * The largest value synced, in bytes of JSON: half the server's default bound on one record (64 KB,
 * PXV_SYNC_RECORD_MAX_KB), leaving room for the record's key, IV and tag and for an instance that
 * lowers the bound. A record over the instance's bound would be refused with the whole push, so a
 * page with that much text (a typical page is a few kilobytes) is kept on its device only.
 */
export const PICTURE_TRANSLATION_VALUE_MAX_BYTES = 32 * 1024;

interface PictureTranslationValue {
  readonly storedAt: number;
  readonly picture: TranslatedPicture;
}

const isTime = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

function storedAtOf(value: unknown): number {
  const storedAt = (value as Partial<PictureTranslationValue> | null)?.storedAt;
  return isTime(storedAt) ? storedAt : 0;
}

function valueOf(row: PictureTranslationRow): PictureTranslationValue | undefined {
  const value = { storedAt: row.storedAt, picture: row.picture };
  return utf8(JSON.stringify(value)).length <= PICTURE_TRANSLATION_VALUE_MAX_BYTES ? value : undefined;
}

function keyOfName(name: string): PictureTranslationKey | null {
  const match = /^(\d+):(\d+):([A-Za-z-]+)$/.exec(name);
  if (match === null) return null;
  const key: PictureTranslationKey = [Number(match[1]), Number(match[2]), match[3] ?? ""];
  return isPictureTranslationKey(...key) ? key : null;
}

function rowOf(
  [illustId, page, language]: PictureTranslationKey,
  value: unknown,
): PictureTranslationRow | null {
  if (typeof value !== "object" || value === null) return null;
  const { storedAt, picture } = value as Partial<PictureTranslationValue>;
  const kept = translatedPictureOf(picture, language);
  return isTime(storedAt) && kept !== null ? { illustId, page, language, storedAt, picture: kept } : null;
}

export const pictureTranslationsAdapter: SyncAdapter = {
  ...keyedTableAdapter<PictureTranslationKey, PictureTranslationRow>({
    prefix: "picture-translation:",
    table: pictureTranslationsTable,
    keyOf: (row) => [row.illustId, row.page, row.language],
    nameOf: ([illustId, page, language]) => `${illustId}:${page}:${language}`,
    keyOfName,
    valueOf,
    rowOf,
    skipPruned: true,
    store: applyPictureTranslations,
  }),
  ...cappedPruning({ count: PICTURE_TRANSLATIONS_SYNCED, timeOf: storedAtOf }),
};
