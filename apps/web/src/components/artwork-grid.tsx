/**
 * A virtualized masonry grid of artwork cards over the window's scroll. Every card's height comes
 * from grid-layout before any image loads, so TanStack Virtual places cards exactly and only the
 * cards near the viewport are in the DOM, however long the list grows.
 *
 * The last measured width is remembered across mounts: when Back returns to a grid, its full height
 * is there on the first render, so the router's scroll restoration lands on the same cards.
 */
import type { Artwork } from "@pxv/pixiv";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { useSettingsStore } from "../features/settings/settings-store";
import { CARD_META_HEIGHT, cardHeight, columnsForWidth, columnWidth, GRID_GAP } from "../lib/grid-layout";
import { ArtworkCard } from "./artwork-card";

export interface GridItem {
  readonly artwork: Artwork;
  readonly rank?: number;
}

interface Box {
  readonly width: number;
  /** Distance from the top of the document to the top of the grid. */
  readonly top: number;
}

let lastBox: Box = { width: 0, top: 0 };

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => {
    window.removeEventListener("resize", onChange);
  };
}

const viewportWidth = (): number => window.innerWidth;

/** Tracks the grid element's width and document offset; a callback ref, so no effect sets state. */
function useGridBox(): [Box, (element: HTMLDivElement | null) => (() => void) | undefined] {
  const [box, setBox] = useState<Box>(lastBox);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (element === null) return undefined;
    const measure = (): void => {
      const next = { width: element.clientWidth, top: element.getBoundingClientRect().top + window.scrollY };
      lastBox = next;
      setBox((previous) => (previous.width === next.width && previous.top === next.top ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return [box, ref];
}

export function ArtworkGrid({ items }: { items: readonly GridItem[] }) {
  const [box, gridRef] = useGridBox();
  const columns = columnsForWidth(useSyncExternalStore(subscribeToResize, viewportWidth, () => 0));
  const colWidth = columnWidth(box.width, columns);
  const outerMeta = useSettingsStore((state) => state.app.isImageCardOuterMeta);
  const metaHeight = outerMeta ? CARD_META_HEIGHT : 0;

  const estimateSize = useCallback(
    (index: number) => {
      const artwork = items[index]?.artwork;
      return artwork === undefined ? 0 : cardHeight(colWidth, artwork.width, artwork.height, metaHeight);
    },
    [items, colWidth, metaHeight],
  );

  const virtualizer = useWindowVirtualizer({
    count: colWidth > 0 ? items.length : 0,
    estimateSize,
    lanes: columns,
    gap: GRID_GAP,
    overscan: 3,
    scrollMargin: box.top,
  });

  // Sizes are estimates computed from the column width: recompute them all when it changes.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, colWidth, columns, metaHeight]);

  return (
    <div ref={gridRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <div
            key={`${item.artwork.id}:${row.index}`}
            className="absolute top-0 left-0"
            style={{
              width: colWidth,
              height: row.size,
              transform: `translate(${row.lane * (colWidth + GRID_GAP)}px, ${row.start - box.top}px)`,
            }}
          >
            <ArtworkCard artwork={item.artwork} rank={item.rank} />
          </div>
        );
      })}
    </div>
  );
}
