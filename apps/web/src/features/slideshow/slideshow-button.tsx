/**
 * The "Slideshow" button: in a list's header row a round icon button of the list switches' size that
 * starts the slideshow over the list after the row; on the artwork page (`artwork` given) a labelled
 * button that starts it at that work, over the list the work was opened from (else of its pages
 * alone). Its name is the artwork messages' (loaded here on first use); in a header row it is the
 * accessible name and tooltip only, so nothing moves when it arrives. The slideshow itself loads on
 * the first click (slideshow-entry.tsx).
 */
import type { Artwork } from "@pxv/pixiv";
import { Presentation } from "lucide-react";
import { useLocation } from "react-router";
import { roundIconButtonClass } from "../../components/round-icon-button";
import { useNamespace } from "../../i18n/use-namespace";
import { useTranslation } from "../../i18n/use-translation";
import { openedFromList } from "../../routing/overlay-route";
import { listAfter, openSlideshow } from "./slideshow-entry";

const LABELLED =
  "inline-flex items-center gap-2 rounded-full bg-neutral-100 px-4 py-2 text-sm font-medium hover:bg-neutral-200 dark:bg-neutral-800 dark:hover:bg-neutral-700";

export function SlideshowButton({ artwork = null }: { artwork?: Artwork | null }) {
  const ready = useNamespace("artwork");
  const { t } = useTranslation("artwork");
  const location = useLocation();
  const label = ready ? t("slideshow.start") : undefined;
  return (
    <button
      type="button"
      data-testid="slideshow-button"
      aria-label={artwork === null ? label : undefined}
      title={label}
      onClick={(event) => {
        const listId = artwork === null ? listAfter(event.currentTarget) : openedFromList(location.state);
        openSlideshow({ listId, startId: artwork?.id ?? null, artwork });
      }}
      className={artwork === null ? roundIconButtonClass() : LABELLED}
    >
      <Presentation aria-hidden className="size-4" />
      {artwork === null ? null : t("slideshow.label")}
    </button>
  );
}
