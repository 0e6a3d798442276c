// Grid: square cards in PRODUCT.md's columns, virtualized by rows (grid.ts, virtual-rows.tsx).
import { useCallback, useMemo } from "react";
import { GRID_GAP } from "../../lib/layouts/card-geometry";
import { gridGeometry, gridRowItems } from "../../lib/layouts/grid";
import { ListCard } from "./list-card";
import type { GridItem } from "./list-item";
import { useListBox, useViewportWidth } from "./use-list-box";
import { VirtualRows } from "./virtual-rows";

export function GridView({
  items,
  metaHeight,
  focusIndex = null,
}: {
  items: readonly GridItem[];
  metaHeight: number;
  focusIndex?: number | null;
}) {
  const [box, listRef] = useListBox();
  const viewportWidth = useViewportWidth();
  const geometry = useMemo(
    () => gridGeometry(items.length, { containerWidth: box.width, viewportWidth, metaHeight }),
    [items.length, box.width, viewportWidth, metaHeight],
  );
  const rowHeight = useCallback(() => geometry.rowHeight, [geometry]);
  const imageHeight = geometry.rowHeight - metaHeight;

  return (
    <VirtualRows
      box={box}
      listRef={listRef}
      rowCount={geometry.rowCount}
      rowHeight={rowHeight}
      testId="grid-layout"
      focusRow={focusIndex === null ? null : Math.floor(focusIndex / geometry.columns)}
      renderRow={(row) => {
        const { start, end } = gridRowItems(row, geometry.columns, items.length);
        return (
          <div className="flex h-full" style={{ gap: GRID_GAP }}>
            {items.slice(start, end).map((item, place) => (
              <div
                key={item.artwork.id}
                data-index={start + place}
                className="h-full shrink-0"
                style={{ width: geometry.cellWidth }}
              >
                <ListCard artwork={item.artwork} rank={item.rank} imageHeight={imageHeight} />
              </div>
            ))}
          </div>
        );
      }}
    />
  );
}
