/**
 * Slide: one horizontal strip of cards (Home cards, and the slide view of a list), virtualized
 * along its own scroll with TanStack Virtual; widths from slide.ts. Arrow buttons page by a
 * viewport on pointer devices; touch scrolls natively. The keyboard's focused card is scrolled into
 * the strip's view, and the strip into the window's.
 */
import { useVirtualizer } from "@tanstack/react-virtual";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { GRID_GAP } from "../../lib/grid-layout";
import { SLIDE_IMAGE_HEIGHT, slideWidths } from "../../lib/layouts/slide";
import { ListCard } from "./list-card";
import type { GridItem } from "./list-item";

export function SlideView({
  items,
  imageHeight = SLIDE_IMAGE_HEIGHT,
  metaHeight,
  focusIndex = null,
}: {
  items: readonly GridItem[];
  imageHeight?: number;
  metaHeight: number;
  focusIndex?: number | null;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const widths = useMemo(
    () =>
      slideWidths(
        items.map((item) => item.artwork),
        imageHeight,
      ),
    [items, imageHeight],
  );
  const estimateSize = useCallback((index: number) => widths[index] ?? 0, [widths]);
  // The virtualizer is read during render only; nothing memoized depends on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    gap: GRID_GAP,
    overscan: 3,
  });
  // Only when the focus moves.
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex === null || focusIndex === scrolledTo.current) return;
    scrolledTo.current = focusIndex;
    virtualizer.scrollToIndex(focusIndex, { align: "auto" });
    scroller.current?.scrollIntoView({ block: "nearest" });
  }, [focusIndex, virtualizer]);
  const page = (direction: 1 | -1): void => {
    const element = scroller.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: "smooth" });
  };
  const height = imageHeight + metaHeight;
  const arrow =
    "absolute top-1/2 z-10 hidden size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow-md hover:bg-white pointer-fine:flex dark:bg-neutral-800/90";

  return (
    <div className="relative" data-layout="slide">
      <div
        ref={scroller}
        className="overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
        style={{ height }}
      >
        <div className="relative h-full" style={{ width: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((column) => {
            const item = items[column.index];
            if (item === undefined) return null;
            return (
              <div
                key={item.artwork.id}
                data-index={column.index}
                className="absolute top-0 left-0 h-full"
                style={{ width: column.size, transform: `translateX(${String(column.start)}px)` }}
              >
                <ListCard artwork={item.artwork} rank={item.rank} imageHeight={imageHeight} />
              </div>
            );
          })}
        </div>
      </div>
      <button
        type="button"
        aria-label={t("common.back")}
        className={`${arrow} left-1`}
        onClick={() => {
          page(-1);
        }}
      >
        <ChevronLeft aria-hidden className="size-5" />
      </button>
      <button
        type="button"
        aria-label={t("common.more")}
        className={`${arrow} right-1`}
        onClick={() => {
          page(1);
        }}
      >
        <ChevronRight aria-hidden className="size-5" />
      </button>
    </div>
  );
}
