/**
 * Fixed-height cards (novels, users) in columns by width (cardListColumns), virtualized by rows
 * over the window's scroll; the list and footer parts are shared with the artwork list. Each cell
 * carries its index for the keyboard's card focus (use-card-focus.ts), whose row is scrolled in.
 */
import { useCallback, type ReactNode } from "react";
import { cardListColumns, GRID_GAP } from "../../lib/layouts/card-geometry";
import { gridRowItems } from "../../lib/layouts/grid";
import { useListBox } from "./use-list-box";
import { VirtualRows } from "./virtual-rows";

export function CardRows<T>({
  items,
  cardHeight,
  keyOf,
  renderCard,
  testId,
  focusIndex = null,
}: {
  items: readonly T[];
  cardHeight: number;
  keyOf: (item: T) => number;
  renderCard: (item: T, index: number) => ReactNode;
  testId?: string;
  focusIndex?: number | null;
}) {
  const [box, listRef] = useListBox();
  const columns = cardListColumns(box.width);
  const rowHeight = useCallback(() => cardHeight, [cardHeight]);
  return (
    <VirtualRows
      box={box}
      listRef={listRef}
      rowCount={Math.ceil(items.length / columns)}
      rowHeight={rowHeight}
      testId={testId}
      focusRow={focusIndex === null ? null : Math.floor(focusIndex / columns)}
      renderRow={(row) => {
        const { start, end } = gridRowItems(row, columns, items.length);
        return (
          <div
            className="grid h-full"
            style={{ gap: GRID_GAP, gridTemplateColumns: `repeat(${String(columns)}, minmax(0, 1fr))` }}
          >
            {items.slice(start, end).map((item, place) => (
              <div key={keyOf(item)} data-index={start + place} className="h-full min-w-0">
                {renderCard(item, start + place)}
              </div>
            ))}
          </div>
        );
      }}
    />
  );
}
