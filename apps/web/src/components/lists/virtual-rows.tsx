/**
 * Rows over the window's scroll: only the rows crossing the viewport's band (use-window-band.ts,
 * the same deferred band the masonry keeps) are in the DOM. Row heights come from the caller's
 * geometry (grid, justified, novel and user lists), so nothing is measured and nothing moves as
 * images load; the rows' offsets are summed once per geometry and the band's rows found by binary
 * search, so a scroll step costs the same however long the list is.
 */
import { useMemo, type ReactNode } from "react";
import { GRID_GAP } from "../../lib/grid-layout";
import type { ListBoxState } from "./use-list-box";
import { useWindowBand } from "./use-window-band";

/** Each row's top (px from the list's top), and the list's height. */
export function rowOffsets(
  rowCount: number,
  rowHeight: (row: number) => number,
  gap: number,
): { tops: Float64Array; height: number } {
  const tops = new Float64Array(rowCount);
  let y = 0;
  for (let row = 0; row < rowCount; row++) {
    tops[row] = y;
    y += rowHeight(row) + gap;
  }
  return { tops, height: rowCount === 0 ? 0 : y - gap };
}

/** The rows [first, end) that cross the band [from, to) px. */
export function rowsIn(
  tops: Float64Array,
  height: number,
  from: number,
  to: number,
): { first: number; end: number } {
  // The first row whose next row starts after `from` (its bottom, with the gap, reaches the band).
  let low = 0;
  let high = tops.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((tops[middle + 1] ?? height) <= from) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < tops.length && (tops[end] ?? 0) < to) end++;
  return { first: low, end };
}

export function VirtualRows({
  box,
  listRef,
  rowCount,
  rowHeight,
  renderRow,
  gap = GRID_GAP,
  testId,
}: {
  /** The list's box and its ref (useListBox), which the caller's geometry also reads. */
  box: ListBoxState;
  listRef: (element: HTMLDivElement | null) => (() => void) | undefined;
  rowCount: number;
  /** A new function whenever the geometry changes: every row's offset is then summed again. */
  rowHeight: (row: number) => number;
  renderRow: (row: number) => ReactNode;
  gap?: number;
  testId?: string;
}) {
  const count = box.width > 0 ? rowCount : 0;
  const { tops, height } = useMemo(() => rowOffsets(count, rowHeight, gap), [count, rowHeight, gap]);
  const band = useWindowBand(box.top);
  const { first, end } = rowsIn(tops, height, band.from, band.to);
  const rows: ReactNode[] = [];
  for (let row = first; row < end; row++) {
    rows.push(
      <div
        key={row}
        data-row={row}
        className="absolute top-0 left-0 w-full"
        style={{ height: rowHeight(row), transform: `translateY(${String(tops[row] ?? 0)}px)` }}
      >
        {renderRow(row)}
      </div>,
    );
  }

  return (
    <div ref={listRef} data-testid={testId} className="relative w-full" style={{ height }}>
      {rows}
    </div>
  );
}
