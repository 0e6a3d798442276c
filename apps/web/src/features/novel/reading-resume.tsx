/**
 * The reading position in the novel reader: saved while the reader scrolls (storage/
 * reading-positions.ts), and on return offered rather than jumped to — a bar at the bottom says where
 * the reader stopped, Continue goes there, × starts from the top. Reading on from the top past one
 * screen takes the offer away, and only then does that new place replace the kept one, so a glance
 * at the first lines does not lose it.
 */
import { X } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { savedPosition, savePosition } from "../../storage/reading-positions";

/** How often the reading position is saved while scrolling. */
const POSITION_SAVE_MS = 500;

/** The element's top in the page, and the fraction of it above the viewport's top. */
function readFraction(element: HTMLElement): number {
  const top = element.getBoundingClientRect().top + window.scrollY;
  return (window.scrollY - top) / Math.max(1, element.offsetHeight);
}

export interface ReadingOffer {
  /** The kept fraction while it is offered, else null. */
  readonly fraction: number | null;
  readonly resume: () => void;
  readonly dismiss: () => void;
}

/** Saves the position of the text in `ref` while scrolling and offers the kept one once the text is shown. */
export function useReadingPosition(
  id: number,
  ref: React.RefObject<HTMLDivElement | null>,
  ready: boolean,
): ReadingOffer {
  // Read once as the reader opens (the page is keyed by the novel's id).
  const [offered, setOffered] = useState<number | null>(() => savedPosition(id));

  useEffect(() => {
    const element = ref.current;
    if (!ready || element === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onScroll = (): void => {
      timer ??= setTimeout(() => {
        timer = null;
        if (offered !== null) {
          // Reading on from the top: the offer goes, and this place will be the one kept.
          if (window.scrollY > window.innerHeight) setOffered(null);
          return;
        }
        savePosition(id, readFraction(element));
      }, POSITION_SAVE_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer !== null) clearTimeout(timer);
    };
  }, [id, ref, ready, offered]);

  const resume = useCallback(() => {
    const element = ref.current;
    if (element !== null && offered !== null) {
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top + element.offsetHeight * offered });
    }
    setOffered(null);
  }, [ref, offered]);
  const dismiss = useCallback(() => {
    setOffered(null);
  }, []);
  return { fraction: ready ? offered : null, resume, dismiss };
}

/** The bar that offers the kept position. */
export function ResumeOffer({ offer }: { offer: ReadingOffer }) {
  const { t, i18n } = useTranslation("reader");
  if (offer.fraction === null) return null;
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent" }).format(offer.fraction);
  return (
    <div
      role="status"
      data-testid="novel-resume"
      className="fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 mx-auto flex w-fit max-w-[calc(100%-1.5rem)] items-center gap-3 rounded-full bg-neutral-900 py-1.5 pr-1.5 pl-4 text-sm text-white shadow-lg xl:bottom-6 dark:bg-neutral-100 dark:text-neutral-900"
    >
      <span>{t("novel.resume_offer", { percent })}</span>
      <button
        type="button"
        data-testid="novel-resume-continue"
        onClick={offer.resume}
        className="rounded-full bg-accent-fill px-3 py-1 font-medium text-white"
      >
        {t("novel.resume")}
      </button>
      <button
        type="button"
        data-testid="novel-resume-dismiss"
        aria-label={t("novel.resume_dismiss")}
        title={t("novel.resume_dismiss")}
        onClick={offer.dismiss}
        className="rounded-full p-1"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
