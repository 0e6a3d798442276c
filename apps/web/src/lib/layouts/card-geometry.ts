/**
 * Geometry of the image grids, computed from the width and height pixiv gives for every work, so that
 * each card has its final box before its image loads (nothing jumps, and the virtual list knows every
 * card's height up front). These are the visual constants of PRODUCT.md §9; they live here and nowhere else.
 */

/**
 * Columns by width (PRODUCT.md §9): the first row whose `maxWidth` is at least the viewport width wins;
 * wider than every row gives `COLUMNS_DEFAULT`.
 */
export const COLUMN_BREAKPOINTS: readonly { readonly maxWidth: number; readonly columns: number }[] = [
  { maxWidth: 300, columns: 1 },
  { maxWidth: 600, columns: 2 },
  { maxWidth: 900, columns: 3 },
  { maxWidth: 1200, columns: 4 },
  { maxWidth: 1600, columns: 5 },
  { maxWidth: 1920, columns: 6 },
  { maxWidth: 2400, columns: 7 },
  { maxWidth: 2700, columns: 8 },
  { maxWidth: 3000, columns: 9 },
];
export const COLUMNS_DEFAULT = 6;

/** A card's image box is height/width of the work, clamped to 50%–160% (PRODUCT.md §9). */
export const CARD_ASPECT_MIN = 0.5;
export const CARD_ASPECT_MAX = 1.6;

/** Space between cards, px (PRODUCT.md §9: virtual list gap 10). */
export const GRID_GAP = 10;

/** Height of the title/author block under each card's image, px; the card sets it explicitly. */
export const CARD_META_HEIGHT = 44;

/** Start loading the next page when the end of the list is this close to the viewport, px (PRODUCT.md §9). */
export const INFINITE_SCROLL_OFFSET = 800;

export function columnsForWidth(viewportWidth: number): number {
  for (const { maxWidth, columns } of COLUMN_BREAKPOINTS) {
    if (viewportWidth <= maxWidth) return columns;
  }
  return COLUMNS_DEFAULT;
}

/** Height of the image box per unit of width; a work without a usable size gets a square box. */
export function cardAspect(width: number, height: number): number {
  if (!(width > 0) || !(height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return 1;
  return Math.min(CARD_ASPECT_MAX, Math.max(CARD_ASPECT_MIN, height / width));
}

/** Width of one column when `columns` columns and their gaps share `containerWidth`. */
export function columnWidth(containerWidth: number, columns: number, gap: number = GRID_GAP): number {
  if (columns < 1 || containerWidth <= 0) return 0;
  return Math.max(0, (containerWidth - gap * (columns - 1)) / columns);
}

/** Full height of a card: the clamped image box plus the meta block (none when it is drawn inside). */
export function cardHeight(
  colWidth: number,
  width: number,
  height: number,
  metaHeight: number = CARD_META_HEIGHT,
): number {
  return Math.round(colWidth * cardAspect(width, height)) + metaHeight;
}

/**
 * Columns of fixed-height cards (novel and user lists): one column up to the first width, one more
 * past each (PRODUCT.md §9 "600/1200/1600 breakpoints elsewhere").
 */
export const CARD_LIST_BREAKPOINTS: readonly number[] = [600, 1200, 1600];

export function cardListColumns(width: number): number {
  return 1 + CARD_LIST_BREAKPOINTS.filter((breakpoint) => width > breakpoint).length;
}
