/**
 * What the picture translation lays over one page, on the artwork page and in the zoom viewer alike:
 * the translated text while the translation is shown (translation-overlay.tsx), a small badge while
 * the page's text is being read, and nothing otherwise. The box it sits in has the picture's aspect
 * ratio, so the overlay's percentages land on the picture.
 */
import { LoaderCircle } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { usePictureTranslations, useShownPicture } from "./picture-translation-state";
import { TranslationOverlay } from "./translation-overlay";

export function PageTranslationLayer({ workId, page }: { workId: number; page: number }) {
  const { t } = useTranslation("artwork");
  const picture = useShownPicture(workId, page);
  const reading = usePictureTranslations((works) => works[workId]?.pages[page]?.state === "reading");
  if (picture !== null) {
    return (
      <TranslationOverlay
        picture={picture}
        showing="translated"
        label={t("picture_translation.overlay_label", { page: page + 1 })}
      />
    );
  }
  if (!reading) return null;
  return (
    <span
      data-testid="picture-translation-reading"
      className="pointer-events-none absolute top-2 right-2 rounded-full bg-black/60 p-1.5 text-white"
    >
      <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{t("picture_translation.reading_page", { page: page + 1 })}</span>
    </span>
  );
}
