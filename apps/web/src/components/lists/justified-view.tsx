/**
 * Justified: rows of works at their own aspect ratios, each row filling the width (justified.ts),
 * title and author drawn over the images; virtualized by rows (virtual-rows.tsx). An appended page
 * breaks only the last row again (lib/layouts/justified-placement.ts); cards are memoized (list-card.tsx).
 */
import { useCallback, useMemo, useState } from "react";
import { GRID_GAP } from "../../lib/layouts/card-geometry";
import { incrementalJustified } from "../../lib/layouts/justified-placement";
import { entryKey, entrySize } from "./inline-pages";
import { ListEntryCard, type InlineExpand } from "./list-card";
import type { GridItem } from "./list-item";
import { useListBox } from "./use-list-box";
import { VirtualRows } from "./virtual-rows";

export function JustifiedView({
  items,
  focusIndex = null,
  expand,
}: {
  items: readonly GridItem[];
  focusIndex?: number | null;
  expand?: InlineExpand | undefined;
}) {
  const [box, listRef] = useListBox();
  const [layoutOf] = useState(incrementalJustified);
  const works = useMemo(() => items.map(entrySize), [items]);
  const { rows } = useMemo(
    () => layoutOf(works, { containerWidth: box.width }),
    [layoutOf, works, box.width],
  );
  const rowHeight = useCallback((row: number) => rows[row]?.height ?? 0, [rows]);

  return (
    <VirtualRows
      box={box}
      listRef={listRef}
      rowCount={rows.length}
      rowHeight={rowHeight}
      testId="justified-layout"
      focusRow={
        focusIndex === null ? null : rows.findIndex((row) => focusIndex >= row.start && focusIndex < row.end)
      }
      renderRow={(index) => {
        const row = rows[index];
        if (row === undefined) return null;
        return (
          <div className="flex h-full" style={{ gap: GRID_GAP }}>
            {items.slice(row.start, row.end).map((item, place) => (
              <div
                key={entryKey(item)}
                data-entry={entryKey(item)}
                data-index={row.start + place}
                className="h-full shrink-0"
                style={{ width: row.widths[place] }}
              >
                <ListEntryCard item={item} imageHeight={row.height} metaInside expand={expand} />
              </div>
            ))}
          </div>
        );
      }}
    />
  );
}
