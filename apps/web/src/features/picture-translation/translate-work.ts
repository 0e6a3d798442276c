/**
 * Translates a work's pictures, page after page, into the picture-translation state: each page is
 * taken from the cache when it was translated before into that language; otherwise its text is read
 * in the OCR worker (picture-ocr.ts), the regions' texts translated together (translate-regions.ts:
 * the instance's service, else the browser's translator) and the result kept in the cache. Without
 * any translator, or when the service fails, the recognised text is shown with a notice and not
 * cached (a later try may translate it). A page that cannot be read fails alone; the others go on.
 * Loaded on first use, with the OCR and the cache.
 */
import { cachedPictureTranslation, keepPictureTranslation } from "../../storage/picture-translations";
import { PictureOcrError, recognisePicture, type RecognisedPicture } from "./picture-ocr";
import { setPage, setWork, updateWork, type TranslationNotice } from "./picture-translation-state";
import type { TranslatedPicture } from "./translated-picture";
import { NoPictureTranslator, translateRegionTexts, type RegionTranslations } from "./translate-regions";

export interface WorkPictures {
  readonly id: number;
  /** Each page's picture, on pxv's own origin. */
  readonly pages: readonly string[];
}

const runs = new Map<number, AbortController>();

const NOTHING_TRANSLATED: RegionTranslations = { translator: "service", translations: [] };

/** The recognised picture with each region's translation (none: the recognised text is shown). */
function pictureOf(
  read: RecognisedPicture,
  language: string,
  answer: RegionTranslations | null,
): TranslatedPicture {
  return {
    width: read.width,
    height: read.height,
    language,
    translator: answer?.translator ?? "none",
    regions: read.regions.map(({ box, frame, vertical, text }, index) => ({
      box,
      frame,
      vertical,
      text,
      translation: answer?.translations[index] ?? null,
    })),
  };
}

/** The recognised picture translated, or with its recognised text and why it is not translated. */
async function translatedPicture(
  read: RecognisedPicture,
  language: string,
  signal: AbortSignal,
): Promise<{ picture: TranslatedPicture; notice: TranslationNotice | null }> {
  const texts = read.regions.map((region) => region.text);
  // A picture without text asks no translator (nothing to translate, nothing to fail).
  if (texts.length === 0) return { picture: pictureOf(read, language, NOTHING_TRANSLATED), notice: null };
  try {
    const answer = await translateRegionTexts(texts, language, signal);
    return { picture: pictureOf(read, language, answer), notice: null };
  } catch (error) {
    signal.throwIfAborted();
    const notice: TranslationNotice =
      error instanceof NoPictureTranslator
        ? { kind: "no-translator" }
        : { kind: "service-failed", message: (error as Error).message };
    return { picture: pictureOf(read, language, null), notice };
  }
}

async function translatePage(work: WorkPictures, page: number, language: string, signal: AbortSignal) {
  const cached = await cachedPictureTranslation(work.id, page, language);
  signal.throwIfAborted();
  if (cached !== null) {
    setPage(work.id, page, { state: "done", picture: cached, fromCache: true });
    return;
  }
  setPage(work.id, page, { state: "reading" });
  let read;
  try {
    read = await recognisePicture(work.pages[page] as string);
  } catch (error) {
    signal.throwIfAborted();
    const failure = error instanceof PictureOcrError ? error.failure : "engine";
    setPage(work.id, page, { state: "failed", failure });
    return;
  }
  signal.throwIfAborted();
  const { picture, notice } = await translatedPicture(read, language, signal);
  signal.throwIfAborted();
  setPage(work.id, page, { state: "done", picture, fromCache: false });
  if (notice !== null) updateWork(work.id, (current) => ({ ...current, notice }));
  else await keepPictureTranslation(work.id, page, picture);
}

/**
 * Translates every page of the work into `language`, starting at `firstPage` (the one in view) and
 * going round. A run for the same work in another language replaces the one before.
 */
export async function translateWork(work: WorkPictures, language: string, firstPage = 0): Promise<void> {
  runs.get(work.id)?.abort();
  const controller = new AbortController();
  runs.set(work.id, controller);
  setWork(work.id, {
    language,
    showing: "translated",
    pages: work.pages.map(() => ({ state: "waiting" })),
    notice: null,
    running: true,
  });
  const order = work.pages.map((_, index) => (firstPage + index) % work.pages.length);
  try {
    for (const page of order) await translatePage(work, page, language, controller.signal);
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    if (runs.get(work.id) === controller) {
      runs.delete(work.id);
      updateWork(work.id, (current) => ({ ...current, running: false }));
    }
  }
}

/** Stops the work's run (its page left the screen); what was translated stays shown next time. */
export function stopTranslatingWork(workId: number): void {
  runs.get(workId)?.abort();
  runs.delete(workId);
  setWork(workId, undefined);
}
