/**
 * Masonry geometry: columns by the viewport width (PRODUCT.md §9 breakpoints), the width they share in the
 * list's box, and each card's height from the work's own width and height (clamped aspect plus the
 * meta block). masonry-placement.ts places each card in the shortest column,
 * incrementally; with every height known up front, nothing moves when the images arrive.
 */
import { cardHeight, columnsForWidth, columnWidth, GRID_GAP } from "./card-geometry";

export interface WorkSize {
  readonly width: number;
  readonly height: number;
}

export interface ListBox {
  /** Width of the list's own box, px. */
  readonly containerWidth: number;
  /** Width of the window, which picks the column count. */
  readonly viewportWidth: number;
  /** Height of the title/author block under each image (0 when drawn over it). */
  readonly metaHeight: number;
  readonly gap?: number;
}

export interface MasonryGeometry {
  readonly columns: number;
  readonly columnWidth: number;
  /** Height of each card, in the order of the works. */
  readonly sizes: readonly number[];
}

export function masonryGeometry(works: readonly WorkSize[], box: ListBox): MasonryGeometry {
  const gap = box.gap ?? GRID_GAP;
  const columns = columnsForWidth(box.viewportWidth);
  const width = columnWidth(box.containerWidth, columns, gap);
  return {
    columns,
    columnWidth: width,
    sizes: works.map((work) => cardHeight(width, work.width, work.height, box.metaHeight)),
  };
}
