/**
 * The artwork page's hold on its pictures' translation: the target language (the setting, else the
 * interface's), the work's pictures for the OCR (the 1200-px master on pxv's image proxy, whatever
 * size the page shows), a translation made before shown as soon as the page opens, and `toggle`:
 * translate (again, when the language changed or pages are missing), else switch between the
 * translation and the original. It is also the `t` command's target, on the page and in the zoom
 * viewer. Opening a work loads the cache's module only (kept-translation.ts); the OCR and the
 * translators load on the first press (translate-work.ts).
 */
import type { Artwork } from "@pxv/pixiv";
import { useCallback, useEffect, useMemo } from "react";
import { useCommandTarget, type TranslationTarget } from "../../components/command-targets";
import { useTranslation } from "../../i18n/use-translation";
import { useSettingsStore } from "../../settings/settings-store";
import { viewerImageUrl } from "../settings/setting-rules";
import {
  setWork,
  toggleShowing,
  usePictureTranslations,
  useWorkTranslation,
  type WorkTranslation,
} from "./picture-translation-state";
import type { WorkPictures } from "./translate-work";

/** The OCR, the translators and the run: loaded on the first press, never just by opening a work. */
let translateWorkModule: Promise<typeof import("./translate-work")> | null = null;
const loadTranslateWork = () => (translateWorkModule ??= import("./translate-work"));

/** Whether `toggle` should (re)start the translation rather than switch what is shown. */
function needsTranslating(work: WorkTranslation | undefined, language: string): boolean {
  if (work === undefined || work.language !== language) return true;
  return !work.running && work.pages.some((page) => page.state === "waiting");
}

export function usePictureTranslation(artwork: Artwork) {
  const { i18n } = useTranslation();
  const chosen = useSettingsStore((state) => state.app.pictureTranslateTo);
  const language = chosen === "" ? i18n.language : chosen;
  const work = useWorkTranslation(artwork.id);
  const pictures = useMemo<WorkPictures>(
    () => ({ id: artwork.id, pages: artwork.images.map((image) => viewerImageUrl(image, "Large")) }),
    [artwork],
  );

  // A translation made before (here or on a synced device) is shown again; leaving stops a run.
  useEffect(() => {
    let left = false;
    void import("./kept-translation").then(({ showKeptTranslation }) => {
      if (!left) void showKeptTranslation(pictures, language);
    });
    return () => {
      left = true;
      if (translateWorkModule === null) setWork(pictures.id, undefined);
      else
        void translateWorkModule.then(({ stopTranslatingWork }) => {
          stopTranslatingWork(pictures.id);
        });
    };
  }, [pictures, language]);

  const toggle = useCallback(() => {
    const current = usePictureTranslations.getState()[pictures.id];
    if (!needsTranslating(current, language)) {
      toggleShowing(pictures.id);
      return;
    }
    void loadTranslateWork().then(({ translateWork }) => translateWork(pictures, language));
  }, [pictures, language]);

  const target = useMemo<TranslationTarget>(() => ({ toggle }), [toggle]);
  useCommandTarget("translation", artwork.type === "ugoira" ? null : target);
  return { work, toggle };
}
