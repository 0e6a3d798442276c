// Grid: square cards in PRODUCT.md's columns, virtualized by rows (grid.ts, virtual-rows.tsx).
import { useCallback, useMemo } from "react";
import { GRID_GAP } from "../../lib/layouts/card-geometry";
import { gridGeometry, gridRowItems } from "../../lib/layouts/grid";
import { entryKey } from "./inline-pages";
import { ListEntryCard, type InlineExpand } from "./list-card";
import type { GridItem } from "./list-item";
import { useListBox, useViewportWidth } from "./use-list-box";
import { VirtualRows } from "./virtual-rows";

export function GridView({
  items,
  metaHeight,
  focusIndex = null,
  expand,
}: {
  items: readonly GridItem[];
  metaHeight: number;
  focusIndex?: number | null;
  expand?: InlineExpand | undefined;
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
                key={entryKey(item)}
                data-entry={entryKey(item)}
                data-index={start + place}
                className="h-full shrink-0"
                style={{ width: geometry.cellWidth }}
              >
                <ListEntryCard item={item} imageHeight={imageHeight} expand={expand} />
              </div>
            ))}
          </div>
        );
      }}
    />
  );
}
