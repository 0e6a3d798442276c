/**
 * Rows over the window's scroll, virtualized with TanStack Virtual: only the rows near the viewport
 * are in the DOM. Row heights come from the caller's geometry (grid, justified, novel and user
 * lists), so nothing is measured and nothing moves as images load. `focusRow` (the keyboard's focused
 * card's row) is scrolled into view when it changes.
 */
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { GRID_GAP } from "../../lib/layouts/card-geometry";
import { scrollWindowTo } from "./scroll-into-view";
import type { ListBoxState } from "./use-list-box";

/** Rows rendered beyond the viewport on each side. */
const OVERSCAN_ROWS = 1;

export function VirtualRows({
  box,
  listRef,
  rowCount,
  rowHeight,
  renderRow,
  gap = GRID_GAP,
  testId,
  focusRow = null,
}: {
  /** The list's box and its ref (useListBox), which the caller's geometry also reads. */
  box: ListBoxState;
  listRef: (element: HTMLDivElement | null) => (() => void) | undefined;
  rowCount: number;
  /** A new function whenever the geometry changes: every row is then re-sized. */
  rowHeight: (row: number) => number;
  renderRow: (row: number) => ReactNode;
  gap?: number;
  testId?: string;
  focusRow?: number | null;
}) {
  const virtualizer = useWindowVirtualizer({
    count: box.width > 0 ? rowCount : 0,
    estimateSize: rowHeight,
    gap,
    overscan: OVERSCAN_ROWS,
    scrollMargin: box.top,
  });

  // Row heights are computed from the width: recompute them all when it (or the rule) changes.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  // Only when the focus moves to another row.
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow === null || focusRow === scrolledTo.current) return;
    scrolledTo.current = focusRow;
    // A row's start is from the top of the document (the list's own top is the scroll margin).
    const row = virtualizer.measurementsCache[focusRow];
    if (row !== undefined) scrollWindowTo(row.start, row.size);
  }, [focusRow, virtualizer]);

  return (
    <div
      ref={listRef}
      data-testid={testId}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-row={row.index}
          className="absolute top-0 left-0 w-full"
          style={{ height: row.size, transform: `translateY(${row.start - box.top}px)` }}
        >
          {renderRow(row.index)}
        </div>
      ))}
    </div>
  );
}
