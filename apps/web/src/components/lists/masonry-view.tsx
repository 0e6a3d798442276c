/**
 * Masonry: cards in the spec's columns, each as tall as its work's clamped aspect (masonry.ts), in
 * the shortest column (TanStack Virtual lanes over the window's scroll; only the cards near the
 * viewport are in the DOM, however long the list grows).
 */
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useLayoutEffect, useMemo } from "react";
import { GRID_GAP } from "../../lib/grid-layout";
import { masonryGeometry } from "../../lib/layouts/masonry";
import { ArtworkCard } from "../artwork-card";
import type { GridItem } from "./list-item";
import { useListBox, useViewportWidth } from "./use-list-box";

/** Cards rendered beyond the viewport, per column (the DOM stays small at any length). */
const OVERSCAN = 1;

export function MasonryView({ items, metaHeight }: { items: readonly GridItem[]; metaHeight: number }) {
  const [box, listRef] = useListBox();
  const viewportWidth = useViewportWidth();
  const works = useMemo(() => items.map((item) => item.artwork), [items]);
  const geometry = useMemo(
    () => masonryGeometry(works, { containerWidth: box.width, viewportWidth, metaHeight }),
    [works, box.width, viewportWidth, metaHeight],
  );
  const estimateSize = useCallback((index: number) => geometry.sizes[index] ?? 0, [geometry]);

  const virtualizer = useWindowVirtualizer({
    count: geometry.columnWidth > 0 ? items.length : 0,
    estimateSize,
    lanes: geometry.columns,
    gap: GRID_GAP,
    overscan: OVERSCAN,
    scrollMargin: box.top,
  });

  // Sizes are computed from the column width: recompute them all when the geometry changes.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, geometry.columnWidth, geometry.columns, metaHeight]);

  const { columnWidth } = geometry;
  return (
    <div
      ref={listRef}
      data-layout="masonry"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <div
            key={`${String(item.artwork.id)}:${String(row.index)}`}
            className="absolute top-0 left-0"
            style={{
              width: columnWidth,
              height: row.size,
              transform: `translate(${String(row.lane * (columnWidth + GRID_GAP))}px, ${String(row.start - box.top)}px)`,
            }}
          >
            <ArtworkCard artwork={item.artwork} rank={item.rank} />
          </div>
        );
      })}
    </div>
  );
}
