/**
 * Justified geometry: rows of works at their own aspect ratios (clamped as in every card), each row
 * scaled down so that it fills the list's width exactly, at or just under a target height. The last row keeps the
 * target height and is not stretched. Widths are whole pixels that add up to the row's width.
 */
import { cardAspect, GRID_GAP } from "./card-geometry";
import type { WorkSize } from "./masonry";

/** Target row height by list width: small screens get lower rows. */
export const JUSTIFIED_ROW_HEIGHT = { narrow: 160, wide: 240, narrowBelow: 600 } as const;

export interface JustifiedRow {
  /** First item index and one past the last. */
  readonly start: number;
  readonly end: number;
  readonly height: number;
  readonly widths: readonly number[];
}

export interface JustifiedOptions {
  readonly containerWidth: number;
  readonly targetHeight?: number;
  readonly gap?: number;
}

export function justifiedTargetHeight(containerWidth: number): number {
  return containerWidth < JUSTIFIED_ROW_HEIGHT.narrowBelow
    ? JUSTIFIED_ROW_HEIGHT.narrow
    : JUSTIFIED_ROW_HEIGHT.wide;
}

/** Whole-pixel widths in proportion to `ratios` that add up to `total`. */
function distribute(ratios: readonly number[], total: number): number[] {
  const sum = ratios.reduce((a, b) => a + b, 0);
  let used = 0;
  return ratios.map((ratio, index) => {
    if (index === ratios.length - 1) return Math.max(0, total - used);
    const width = Math.round((ratio / sum) * total);
    used += width;
    return width;
  });
}

export function justifiedRows(works: readonly WorkSize[], options: JustifiedOptions): JustifiedRow[] {
  const { containerWidth } = options;
  const gap = options.gap ?? GRID_GAP;
  const target = options.targetHeight ?? justifiedTargetHeight(containerWidth);
  if (containerWidth <= 0 || works.length === 0) return [];
  const rows: JustifiedRow[] = [];
  let start = 0;
  let ratios: number[] = [];
  for (let index = 0; index < works.length; index++) {
    const work = works[index] as WorkSize;
    ratios.push(1 / cardAspect(work.width, work.height));
    const sum = ratios.reduce((a, b) => a + b, 0);
    const gaps = gap * (ratios.length - 1);
    if (sum * target + gaps >= containerWidth) {
      const inner = containerWidth - gaps;
      // The row closes on the work that makes it reach the width, so it only ever shrinks.
      const height = Math.round(inner / sum);
      rows.push({ start, end: index + 1, height, widths: distribute(ratios, inner) });
      start = index + 1;
      ratios = [];
    }
  }
  if (ratios.length > 0) {
    const sum = ratios.reduce((a, b) => a + b, 0);
    rows.push({
      start,
      end: works.length,
      height: target,
      widths: distribute(ratios, Math.round(sum * target)),
    });
  }
  return rows;
}
