/**
 * Masonry positions, placed incrementally: each card goes into the shortest column (the leftmost of
 * equals) at the height its work's size gives (masonry.ts), so a card's place depends only on the
 * cards before it. When a page is appended, only the new cards are placed, continuing from the
 * columns' heights; the cards already placed keep their positions (and arrays) untouched. Also the
 * windowing query: which cards cross a band of the list, by binary search in each column.
 */
import { cardHeight, GRID_GAP } from "./card-geometry";
import { masonryGeometry, type ListBox, type WorkSize } from "./masonry";
import { sharedPrefix } from "./shared-prefix";

export interface MasonryLayout {
  /** The works laid out, in order (compared by identity to find what a new list appends). */
  readonly works: readonly WorkSize[];
  readonly count: number;
  readonly columns: number;
  readonly columnWidth: number;
  readonly metaHeight: number;
  readonly gap: number;
  /** Per card, by index (only the first `count` entries belong to this layout). */
  readonly tops: Float64Array;
  readonly heights: Float64Array;
  readonly lanes: Int32Array;
  /** Per column, the indices of its cards in order (top to bottom); shared, read up to `count`. */
  readonly columnItems: readonly (readonly number[])[];
  /** Height of the whole list, px. */
  readonly height: number;
}

function allocate(capacity: number): Pick<MasonryLayout, "tops" | "heights" | "lanes"> {
  return {
    tops: new Float64Array(capacity),
    heights: new Float64Array(capacity),
    lanes: new Int32Array(capacity),
  };
}

/**
 * The layout of `works` in `box`. Given the previous layout (same columns and sizes), the cards
 * both lists share at the start keep their places and only the rest are placed; an append writes
 * past the previous layout's cards in the same arrays, any other change copies the shared part.
 */
export function layoutMasonry(
  works: readonly WorkSize[],
  box: ListBox,
  previous: MasonryLayout | null = null,
): MasonryLayout {
  const gap = box.gap ?? GRID_GAP;
  const { columns, columnWidth } = masonryGeometry([], box);
  const metaHeight = box.metaHeight;
  const count = works.length;
  const compatible =
    previous !== null &&
    previous.columns === columns &&
    previous.columnWidth === columnWidth &&
    previous.metaHeight === metaHeight &&
    previous.gap === gap;
  const keep = compatible ? sharedPrefix(previous.works, works, Math.min(previous.count, count)) : 0;

  let arrays: Pick<MasonryLayout, "tops" | "heights" | "lanes">;
  let columnItems: number[][];
  if (compatible && keep === previous.count && previous.tops.length >= count) {
    // A pure append with room to spare: write after the previous cards in place.
    arrays = previous;
    columnItems = previous.columnItems as number[][];
  } else {
    arrays = allocate(Math.max(count, keep * 2, 64));
    columnItems = Array.from({ length: columns }, () => []);
    if (compatible && keep > 0) {
      arrays.tops.set(previous.tops.subarray(0, keep));
      arrays.heights.set(previous.heights.subarray(0, keep));
      arrays.lanes.set(previous.lanes.subarray(0, keep));
      previous.columnItems.forEach((items, lane) => {
        const column = columnItems[lane];
        for (const index of items) {
          if (index >= keep) break;
          column?.push(index);
        }
      });
    }
  }
  const { tops, heights, lanes } = arrays;

  // Where the next card of each column would start, from the last card kept in it.
  const next = new Float64Array(columns);
  columnItems.forEach((items, lane) => {
    // Entries past `keep` belong to a longer layout sharing these arrays: cut back to ours.
    while (items.length > 0 && (items.at(-1) ?? 0) >= keep) items.pop();
    const last = items.at(-1);
    next[lane] = last === undefined ? 0 : (tops[last] ?? 0) + (heights[last] ?? 0) + gap;
  });

  for (let index = keep; index < count; index++) {
    let lane = 0;
    for (let candidate = 1; candidate < columns; candidate++) {
      if ((next[candidate] ?? 0) < (next[lane] ?? 0)) lane = candidate;
    }
    const work = works[index] as WorkSize;
    const top = next[lane] ?? 0;
    const height = cardHeight(columnWidth, work.width, work.height, metaHeight);
    tops[index] = top;
    heights[index] = height;
    lanes[index] = lane;
    columnItems[lane]?.push(index);
    next[lane] = top + height + gap;
  }

  const height = count === 0 ? 0 : Math.max(...next) - gap;
  return {
    works,
    count,
    columns,
    columnWidth,
    metaHeight,
    gap,
    tops,
    heights,
    lanes,
    columnItems,
    height,
  };
}

/** The cards that cross the band [from, to) of the list (px from its top), in index order. */
export function masonryCardsIn(layout: MasonryLayout, from: number, to: number): number[] {
  const { tops, heights, count } = layout;
  const found: number[] = [];
  for (const items of layout.columnItems) {
    // The first card of the column whose bottom reaches the band (bottoms grow down a column).
    let low = 0;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const index = items[middle] ?? 0;
      if (index >= count || (tops[index] ?? 0) + (heights[index] ?? 0) > from) high = middle;
      else low = middle + 1;
    }
    for (let at = low; at < items.length; at++) {
      const index = items[at] ?? 0;
      if (index >= count || (tops[index] ?? 0) >= to) break;
      found.push(index);
    }
  }
  return found.sort((a, b) => a - b);
}

/**
 * `layoutMasonry` that remembers its last layout, so each call places only what changed since
 * (one per list, e.g. `useState(incrementalMasonry)`).
 */
export function incrementalMasonry(): (works: readonly WorkSize[], box: ListBox) => MasonryLayout {
  let latest: MasonryLayout | null = null;
  return (works, box) => {
    latest = layoutMasonry(works, box, latest);
    return latest;
  };
}
