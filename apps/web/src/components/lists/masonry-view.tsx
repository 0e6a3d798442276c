/**
 * Masonry: cards in PRODUCT.md's columns, each as tall as its work's clamped aspect, in the shortest
 * column (lib/layouts/masonry-placement.ts, placed incrementally: an appended page places only its own cards).
 * Virtualized over the window's scroll: only the cards crossing the viewport's band
 * (use-window-band.ts) are in the DOM, however long the list grows, and each is memoized, so a
 * scroll step or a new page renders only the cards that enter. The keyboard's focused card is
 * scrolled to the middle of the window when it is not wholly in view. Rendered on the server, its
 * first row only, laid out by CSS (masonry-first-row.tsx).
 */
import type { Artwork } from "@pxv/pixiv";
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { entryKey, entrySize } from "./inline-pages";
import { ListEntryCard, type InlineExpand } from "./list-card";
import { MasonryFirstRow } from "./masonry-first-row";
import type { GridItem } from "./list-item";
import { incrementalMasonry, masonryCardsIn } from "../../lib/layouts/masonry-placement";
import { scrollWindowTo } from "./scroll-into-view";
import { useListBox, useViewportWidth } from "./use-list-box";
import { useWindowBand } from "./use-window-band";

const MasonryCell = memo(function MasonryCell({
  index,
  item,
  expanded,
  onToggleExpand,
  x,
  y,
  width,
  height,
}: {
  index: number;
  item: GridItem;
  expanded: boolean;
  onToggleExpand: ((artwork: Artwork) => void) | undefined;
  x: number;
  y: number;
  width: number;
  height: number;
}) {
  return (
    <div
      data-index={index}
      data-entry={entryKey(item)}
      className="absolute top-0 left-0"
      style={{ width, height, transform: `translate(${String(x)}px, ${String(y)}px)` }}
    >
      <ListEntryCard
        item={item}
        expand={
          onToggleExpand === undefined ? undefined : { isExpanded: () => expanded, toggle: onToggleExpand }
        }
      />
    </div>
  );
});

interface MasonryViewProps {
  items: readonly GridItem[];
  metaHeight: number;
  focusIndex?: number | null;
  expand?: InlineExpand | undefined;
}

export function MasonryView(props: MasonryViewProps) {
  // On the server (a first screen sent in the page) there is no window to lay the columns out in.
  return typeof window === "undefined" ? (
    <MasonryFirstRow items={props.items} />
  ) : (
    <MasonryColumns {...props} />
  );
}

function MasonryColumns({ items: latestItems, metaHeight, focusIndex = null, expand }: MasonryViewProps) {
  const [box, listRef] = useListBox();
  const viewportWidth = useViewportWidth();
  const [layoutOf] = useState(incrementalMasonry);
  // A new page's cards, like a new band's, render in the background (see use-window-band.ts).
  const items = useDeferredValue(latestItems);
  const works = useMemo(() => items.map(entrySize), [items]);
  const layout = useMemo(
    () => layoutOf(works, { containerWidth: box.width, viewportWidth, metaHeight }),
    [layoutOf, works, box.width, viewportWidth, metaHeight],
  );
  const band = useWindowBand(box.top);
  const shown = layout.columnWidth > 0 ? masonryCardsIn(layout, band.from, band.to) : [];
  const { columnWidth, gap, tops, heights, lanes } = layout;

  // Only when the focus moves: the layout growing under a focused card does not scroll the page.
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex === null || focusIndex === scrolledTo.current) return;
    scrolledTo.current = focusIndex;
    scrollWindowTo(box.top + (tops[focusIndex] ?? 0), heights[focusIndex] ?? 0);
  }, [focusIndex, box.top, tops, heights]);

  return (
    <div ref={listRef} data-layout="masonry" className="relative w-full" style={{ height: layout.height }}>
      {shown.map((index) => {
        const item = items[index];
        if (item === undefined) return null;
        return (
          <MasonryCell
            key={`${entryKey(item)}:${String(index)}`}
            index={index}
            item={item}
            expanded={expand?.isExpanded(item.artwork) ?? false}
            onToggleExpand={expand?.toggle}
            x={(lanes[index] ?? 0) * (columnWidth + gap)}
            y={tops[index] ?? 0}
            width={columnWidth}
            height={heights[index] ?? 0}
          />
        );
      })}
    </div>
  );
}
