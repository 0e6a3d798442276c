/**
 * Justified: rows of works at their own aspect ratios, each row filling the width (justified.ts),
 * title and author drawn over the images; virtualized by rows (virtual-rows.tsx).
 */
import { useCallback, useMemo } from "react";
import { GRID_GAP } from "../../lib/grid-layout";
import { justifiedRows } from "../../lib/layouts/justified";
import { ArtworkCard } from "../artwork-card";
import type { GridItem } from "./list-item";
import { useListBox } from "./use-list-box";
import { VirtualRows } from "./virtual-rows";

export function JustifiedView({ items }: { items: readonly GridItem[] }) {
  const [box, listRef] = useListBox();
  const rows = useMemo(
    () =>
      justifiedRows(
        items.map((item) => item.artwork),
        { containerWidth: box.width },
      ),
    [items, box.width],
  );
  const rowHeight = useCallback((row: number) => rows[row]?.height ?? 0, [rows]);

  return (
    <VirtualRows
      box={box}
      listRef={listRef}
      rowCount={rows.length}
      rowHeight={rowHeight}
      testId="justified-layout"
      renderRow={(index) => {
        const row = rows[index];
        if (row === undefined) return null;
        return (
          <div className="flex h-full" style={{ gap: GRID_GAP }}>
            {items.slice(row.start, row.end).map((item, place) => (
              <div key={item.artwork.id} className="h-full shrink-0" style={{ width: row.widths[place] }}>
                <ArtworkCard artwork={item.artwork} rank={item.rank} imageHeight={row.height} metaInside />
              </div>
            ))}
          </div>
        );
      }}
    />
  );
}
