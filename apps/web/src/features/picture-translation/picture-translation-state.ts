/**
 * Where each work's picture translation stands, shared by everything that shows it: the action row's
 * button, the overlay over each page on the artwork page, and the same overlay in the zoom viewer.
 * One entry per work that was asked to be translated (or found in the cache), with its target
 * language, whether the translation or the original is shown, each page's state, and a notice when
 * the pages could be read but not translated. translate-work.ts writes it; components only read it.
 */
import { useMemo } from "react";
import { create } from "zustand";
import type { OcrFailureKind } from "./ocr-protocol";
import type { TranslatedPicture } from "./translated-picture";

export type PageTranslation =
  | { readonly state: "waiting" }
  | { readonly state: "reading" }
  | { readonly state: "done"; readonly picture: TranslatedPicture; readonly fromCache: boolean }
  | { readonly state: "failed"; readonly failure: OcrFailureKind };

/** Why the recognised text is shown instead of a translation. */
export type TranslationNotice =
  { readonly kind: "no-translator" } | { readonly kind: "service-failed"; readonly message: string };

export interface WorkTranslation {
  readonly language: string;
  readonly showing: "translated" | "original";
  readonly pages: readonly PageTranslation[];
  readonly notice: TranslationNotice | null;
  /** Whether pages are still being read (the work's run has not ended). */
  readonly running: boolean;
}

type Works = Readonly<Record<number, WorkTranslation>>;

export const usePictureTranslations = create<Works>(() => ({}));

/** The work's translation, or undefined when it was never asked for. */
export const useWorkTranslation = (workId: number): WorkTranslation | undefined =>
  usePictureTranslations((works) => works[workId]);

/** A page's translated picture while the translation is shown, else null. */
export function useShownPicture(workId: number, page: number): TranslatedPicture | null {
  return usePictureTranslations((works) => {
    const work = works[workId];
    const state = work?.pages[page];
    return work?.showing === "translated" && state?.state === "done" ? state.picture : null;
  });
}

const NONE_SHOWN: readonly (TranslatedPicture | null)[] = [];

/** Each page's translated picture while the translation is shown (null for a page not translated). */
export function useShownPictures(workId: number): readonly (TranslatedPicture | null)[] {
  const work = usePictureTranslations((works) => works[workId]);
  return useMemo(
    () =>
      work?.showing !== "translated"
        ? NONE_SHOWN
        : work.pages.map((page) => (page.state === "done" ? page.picture : null)),
    [work],
  );
}

export function updateWork(workId: number, change: (work: WorkTranslation) => WorkTranslation): void {
  usePictureTranslations.setState((works) => {
    const work = works[workId];
    return work === undefined ? works : { ...works, [workId]: change(work) };
  });
}

export function setWork(workId: number, work: WorkTranslation | undefined): void {
  usePictureTranslations.setState(
    (works) =>
      Object.fromEntries([
        ...Object.entries(works).filter(([id]) => Number(id) !== workId),
        ...(work === undefined ? [] : [[workId, work] as const]),
      ]),
    true,
  );
}

export function setPage(workId: number, page: number, state: PageTranslation): void {
  updateWork(workId, (work) => ({
    ...work,
    pages: work.pages.map((old, index) => (index === page ? state : old)),
  }));
}

/** Shows the translation or the original. */
export function toggleShowing(workId: number): void {
  updateWork(workId, (work) => ({
    ...work,
    showing: work.showing === "translated" ? "original" : "translated",
  }));
}
