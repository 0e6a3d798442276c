/**
 * Grid geometry: the same columns as masonry (PRODUCT.md §9 breakpoints), every cell a square image plus
 * the meta block, so a row's height is one number and the virtual list pages by rows.
 */
import { columnsForWidth, columnWidth, GRID_GAP } from "./card-geometry";
import type { ListBox } from "./masonry";

export interface GridGeometry {
  readonly columns: number;
  readonly cellWidth: number;
  /** Height of one row of cells (without the gap below it). */
  readonly rowHeight: number;
  readonly rowCount: number;
}

export function gridGeometry(count: number, box: ListBox): GridGeometry {
  const gap = box.gap ?? GRID_GAP;
  const columns = columnsForWidth(box.viewportWidth);
  const cellWidth = columnWidth(box.containerWidth, columns, gap);
  return {
    columns,
    cellWidth,
    rowHeight: Math.round(cellWidth) + box.metaHeight,
    rowCount: Math.ceil(Math.max(0, count) / columns),
  };
}

/** The item indices of one grid row. */
export function gridRowItems(row: number, columns: number, count: number): { start: number; end: number } {
  const start = row * columns;
  return { start, end: Math.min(count, start + columns) };
}
