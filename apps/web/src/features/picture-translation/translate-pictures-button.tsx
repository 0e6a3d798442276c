/**
 * The action row's "Translate pictures" button (the `t` key too), which becomes "Show original" /
 * "Show translation" once the pictures are translated; and the status line under the row: progress
 * while pages are read, why the recognised text is shown instead of a translation, and each page
 * that could not be read. Not offered for ugoira.
 */
import type { Artwork } from "@pxv/pixiv";
import { Languages } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import type { OcrFailureKind } from "./ocr-protocol";
import { useWorkTranslation } from "./picture-translation-state";
import { usePictureTranslation } from "./use-picture-translation";

export function TranslatePicturesButton({ artwork, className }: { artwork: Artwork; className: string }) {
  const { t } = useTranslation("artwork");
  const { work, toggle } = usePictureTranslation(artwork);
  const label =
    work === undefined
      ? t("picture_translation.button")
      : work.showing === "translated"
        ? t("picture_translation.show_original")
        : t("picture_translation.show_translation");
  return (
    <button
      type="button"
      data-testid="translate-pictures"
      data-showing={work?.showing ?? "none"}
      aria-pressed={work === undefined ? undefined : work.showing === "translated"}
      onClick={toggle}
      className={className}
    >
      <Languages aria-hidden className="size-4" />
      {label}
    </button>
  );
}

const FAILURE_KEYS = {
  picture: "picture_translation.failed_picture",
  engine: "picture_translation.failed_engine",
  memory: "picture_translation.failed_memory",
} as const satisfies Record<OcrFailureKind, string>;

export function PictureTranslationStatus({ workId }: { workId: number }) {
  const { t } = useTranslation("artwork");
  const work = useWorkTranslation(workId);
  if (work === undefined) return null;
  const finished = work.pages.filter((page) => page.state === "done" || page.state === "failed").length;
  const lines: string[] = [];
  if (work.running)
    lines.push(t("picture_translation.progress", { done: finished, count: work.pages.length }));
  if (work.notice?.kind === "no-translator") lines.push(t("picture_translation.no_translator"));
  if (work.notice?.kind === "service-failed")
    lines.push(t("picture_translation.service_failed", { message: work.notice.message }));
  work.pages.forEach((page, index) => {
    if (page.state === "failed") lines.push(t(FAILURE_KEYS[page.failure], { page: index + 1 }));
  });
  return (
    <div
      role="status"
      data-testid="picture-translation-status"
      data-running={work.running}
      className="text-sm text-neutral-600 dark:text-neutral-400"
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
