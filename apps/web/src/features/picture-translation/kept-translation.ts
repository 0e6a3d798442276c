/**
 * A work's translation kept before (on this device, or another that syncs) shown as soon as its page
 * opens, without reading any picture: the pages found in the cache go into the picture-translation
 * state. Apart from translate-work.ts, so that opening a work loads the cache's module only (the
 * viewing history has loaded the database already), never the OCR or the translators; the work's
 * pages are read in one pass over its rows, however many pages it has.
 */
import { keptPictureTranslations } from "../../storage/picture-translations";
import { setWork, usePictureTranslations } from "./picture-translation-state";
import type { WorkPictures } from "./translate-work";

/**
 * Shows the work's pages already translated into `language` (a translation made before, on this
 * device or another that syncs), without reading any picture. Answers whether any page was found.
 */
export async function showKeptTranslation(work: WorkPictures, language: string): Promise<boolean> {
  const kept = await keptPictureTranslations(work.id, language);
  if (kept.size === 0) return false;
  if (usePictureTranslations.getState()[work.id] !== undefined) return true;
  setWork(work.id, {
    language,
    showing: "translated",
    pages: work.pages.map((_, page) => {
      const picture = kept.get(page);
      return picture === undefined ? { state: "waiting" } : { state: "done", picture, fromCache: true };
    }),
    notice: null,
    running: false,
  });
  return true;
}
