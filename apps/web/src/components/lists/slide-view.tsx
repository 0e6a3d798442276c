/**
 * Slide: one horizontal strip of cards (Home cards, and the slide view of a list), rendering only
 * the cards in its view and a few beside them (the widths are known from the works' sizes, slide.ts,
 * so no measuring library is needed — this strip is on Home's first paint). Arrow buttons page by a
 * viewport on pointer devices, each only while the strip can scroll its way (at the start, the back
 * arrow would cover the first card); touch scrolls natively. The keyboard's focused card is scrolled
 * into the strip's view, and the strip into the window's.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { GRID_GAP } from "../../lib/layouts/card-geometry";
import { scrollBehavior } from "../../lib/motion";
import { SLIDE_IMAGE_HEIGHT, slideOffsets, slideWidths, slideWindow } from "../../lib/layouts/slide";
import { entryKey, entrySize } from "./inline-pages";
import { ListEntryCard, type InlineExpand } from "./list-card";
import type { GridItem } from "./list-item";

/** Cards rendered beyond each side of the view. */
const OVERSCAN = 3;
/** Scroll positions this close to an end count as the end (fractional scrolling on zoomed pages). */
const END_SLACK_PX = 1;

export function SlideView({
  items,
  imageHeight = SLIDE_IMAGE_HEIGHT,
  metaHeight,
  focusIndex = null,
  expand,
}: {
  items: readonly GridItem[];
  imageHeight?: number;
  metaHeight: number;
  focusIndex?: number | null;
  expand?: InlineExpand | undefined;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const widths = useMemo(() => slideWidths(items.map(entrySize), imageHeight), [items, imageHeight]);
  const offsets = useMemo(() => slideOffsets(widths, GRID_GAP), [widths]);
  // The strip's scroll position and width; the window's width until the strip is measured (on the
  // server, which renders a first screen without a window, every card: app/first-screen).
  const [view, setView] = useState(() => ({
    left: 0,
    width: typeof window === "undefined" ? Number.POSITIVE_INFINITY : window.innerWidth,
  }));
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null) return undefined;
    const measure = (): void => {
      setView((last) =>
        last.left === element.scrollLeft && last.width === element.clientWidth
          ? last
          : { left: element.scrollLeft, width: element.clientWidth },
      );
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      resizes.disconnect();
    };
  }, []);
  const { start, end } = slideWindow(offsets, widths, view.left, view.width, OVERSCAN);
  // Only when the focus moves: the focused card is brought into the strip's view, then the strip into the window's.
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    const element = scroller.current;
    if (focusIndex === null || focusIndex === scrolledTo.current || element === null) return;
    scrolledTo.current = focusIndex;
    const cardStart = offsets[focusIndex] ?? 0;
    const cardEnd = cardStart + (widths[focusIndex] ?? 0);
    if (cardStart < element.scrollLeft) element.scrollLeft = cardStart;
    else if (cardEnd > element.scrollLeft + element.clientWidth)
      element.scrollLeft = cardEnd - element.clientWidth;
    element.scrollIntoView({ block: "nearest" });
  }, [focusIndex, offsets, widths]);
  const page = (direction: 1 | -1): void => {
    const element = scroller.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: scrollBehavior() });
  };
  const height = imageHeight + metaHeight;
  const canGoBack = view.left > END_SLACK_PX;
  const canGoOn = view.left + view.width < (offsets[items.length] ?? 0) - END_SLACK_PX;
  const arrow = (shown: boolean): string =>
    `absolute top-1/2 z-10 hidden size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow-md hover:bg-white dark:bg-neutral-800/90 ${shown ? "pointer-fine:flex" : ""}`;

  return (
    <div className="relative" data-layout="slide">
      <div
        ref={scroller}
        className="overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
        style={{ height }}
      >
        <div className="relative h-full" style={{ width: offsets[items.length] ?? 0 }}>
          {items.slice(start, end).map((item, at) => {
            const index = start + at;
            return (
              <div
                key={entryKey(item)}
                data-entry={entryKey(item)}
                data-index={index}
                className="absolute top-0 left-0 h-full"
                style={{
                  width: widths[index] ?? 0,
                  transform: `translateX(${String(offsets[index] ?? 0)}px)`,
                }}
              >
                <ListEntryCard item={item} imageHeight={imageHeight} expand={expand} />
              </div>
            );
          })}
        </div>
      </div>
      <button
        type="button"
        aria-label={t("common.back")}
        data-testid="slide-back"
        className={`${arrow(canGoBack)} left-1`}
        onClick={() => {
          page(-1);
        }}
      >
        <ChevronLeft aria-hidden className="size-5" />
      </button>
      <button
        type="button"
        aria-label={t("common.more")}
        data-testid="slide-forward"
        className={`${arrow(canGoOn)} right-1`}
        onClick={() => {
          page(1);
        }}
      >
        <ChevronRight aria-hidden className="size-5" />
      </button>
    </div>
  );
}
