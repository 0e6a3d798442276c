/**
 * Justified rows, broken incrementally: a row depends only on its own works (justified.ts), so when
 * a page is appended the rows before the last one stay as they are (the same objects) and only the
 * last row — the one still open at the target height — is broken again with the new works.
 */
import { GRID_GAP } from "./card-geometry";
import { justifiedRows, justifiedTargetHeight, type JustifiedOptions, type JustifiedRow } from "./justified";
import type { WorkSize } from "./masonry";
import { sharedPrefix } from "./shared-prefix";

export interface JustifiedLayout {
  /** The works laid out, in order (compared by identity to find what a new list appends). */
  readonly works: readonly WorkSize[];
  readonly containerWidth: number;
  readonly targetHeight: number;
  readonly gap: number;
  readonly rows: readonly JustifiedRow[];
}

/** How many leading rows end at or before item `index` (rows cover the items in order). */
function rowsBefore(rows: readonly JustifiedRow[], index: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((rows[middle]?.end ?? 0) <= index) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The rows of `works`. Given the previous layout (same width, target and gap), the rows before the
 * first changed work — and before the last row, which an append may fill — are kept; the rest are
 * broken from that row's first work on.
 */
export function layoutJustified(
  works: readonly WorkSize[],
  options: JustifiedOptions,
  previous: JustifiedLayout | null = null,
): JustifiedLayout {
  const { containerWidth } = options;
  const gap = options.gap ?? GRID_GAP;
  const targetHeight = options.targetHeight ?? justifiedTargetHeight(containerWidth);
  const resolved = { containerWidth, targetHeight, gap };
  let keep = 0;
  if (
    previous !== null &&
    previous.containerWidth === containerWidth &&
    previous.targetHeight === targetHeight &&
    previous.gap === gap &&
    previous.rows.length > 0
  ) {
    // The rows wholly before the first change, but never the last (open) row.
    keep = Math.min(rowsBefore(previous.rows, sharedPrefix(previous.works, works)), previous.rows.length - 1);
  }
  const kept = previous === null ? [] : previous.rows.slice(0, keep);
  const from = kept.at(-1)?.end ?? 0;
  const rest = justifiedRows(works.slice(from), resolved).map((row) =>
    from === 0 ? row : { ...row, start: row.start + from, end: row.end + from },
  );
  return { works, ...resolved, rows: kept.concat(rest) };
}

/**
 * `layoutJustified` that remembers its last layout, so each call breaks only the rows an append
 * touches (one per list, e.g. `useState(incrementalJustified)`).
 */
export function incrementalJustified(): (
  works: readonly WorkSize[],
  options: JustifiedOptions,
) => JustifiedLayout {
  let latest: JustifiedLayout | null = null;
  return (works, options) => {
    latest = layoutJustified(works, options, latest);
    return latest;
  };
}
