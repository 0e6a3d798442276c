/**
 * Fixed-height cards (novels, users) in columns by width (cardListColumns), virtualized by rows
 * over the window's scroll; the list and footer parts are shared with the artwork list.
 */
import { useCallback, type ReactNode } from "react";
import { cardListColumns, GRID_GAP } from "../../lib/grid-layout";
import { gridRowItems } from "../../lib/layouts/grid";
import { useListBox } from "./use-list-box";
import { VirtualRows } from "./virtual-rows";

export function CardRows<T>({
  items,
  cardHeight,
  keyOf,
  renderCard,
  testId,
}: {
  items: readonly T[];
  cardHeight: number;
  keyOf: (item: T) => number;
  renderCard: (item: T, index: number) => ReactNode;
  testId?: string;
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
      renderRow={(row) => {
        const { start, end } = gridRowItems(row, columns, items.length);
        return (
          <div
            className="grid h-full"
            style={{ gap: GRID_GAP, gridTemplateColumns: `repeat(${String(columns)}, minmax(0, 1fr))` }}
          >
            {items.slice(start, end).map((item, place) => (
              <div key={keyOf(item)} className="h-full min-w-0">
                {renderCard(item, start + place)}
              </div>
            ))}
          </div>
        );
      }}
    />
  );
}
