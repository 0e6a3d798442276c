// Incremental list layouts: appending pages places only the new cards (masonry) or re-breaks only
// the last row (justified), with exactly the result of a full layout and the old cards untouched;
// the windowing query and the viewport band.
import { describe, expect, it } from "vitest";
import { CARD_META_HEIGHT, cardHeight, GRID_GAP } from "./card-geometry";
import { justifiedRows } from "./justified";
import type { WorkSize } from "./masonry";
import { incrementalJustified, layoutJustified } from "./justified-placement";
import { incrementalMasonry, layoutMasonry, masonryCardsIn, type MasonryLayout } from "./masonry-placement";
import { BAND_OVERSCAN_PX, BAND_STEP_PX, bandAt } from "../../components/lists/use-window-band";

/** Works of varied sizes (a fixed pseudo-random sequence), each a distinct object. */
function works(count: number, seed = 1): WorkSize[] {
  let state = seed;
  const next = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => ({
    width: 400 + Math.round(next() * 1600),
    height: 400 + Math.round(next() * 2400),
  }));
}

const BOX = { containerWidth: 1240, viewportWidth: 1280, metaHeight: CARD_META_HEIGHT };

/** The first `count` positions of a layout, as plain arrays. */
function positions(layout: MasonryLayout) {
  const { count } = layout;
  return {
    tops: [...layout.tops.subarray(0, count)],
    heights: [...layout.heights.subarray(0, count)],
    lanes: [...layout.lanes.subarray(0, count)],
    height: layout.height,
  };
}

describe("masonry layout", () => {
  it("puts each card in the shortest column, the leftmost of equals, at its work's height", () => {
    const list = [
      { width: 100, height: 100 },
      { width: 100, height: 200 },
      { width: 100, height: 50 },
      { width: 100, height: 100 },
    ];
    const layout = layoutMasonry(list, { containerWidth: 410, viewportWidth: 500, metaHeight: 0 });
    expect(layout.columns).toBe(2);
    expect(layout.columnWidth).toBe(200);
    // Heights 200, 320 (1:2 clamped to 1.6), 100, 200; the third goes under the first (shorter).
    expect(positions(layout)).toEqual({
      tops: [0, 0, 200 + GRID_GAP, 200 + GRID_GAP + 100 + GRID_GAP],
      heights: [200, 320, 100, 200],
      lanes: [0, 1, 0, 0],
      height: 200 + GRID_GAP + 100 + GRID_GAP + 200,
    });
    expect(layout.columnItems).toEqual([[0, 2, 3], [1]]);
  });

  it("sizes cards as the shared card geometry does", () => {
    const list = works(20);
    const layout = layoutMasonry(list, BOX);
    list.forEach((work, index) => {
      expect(layout.heights[index]).toBe(
        cardHeight(layout.columnWidth, work.width, work.height, CARD_META_HEIGHT),
      );
    });
  });

  it("appends page after page with exactly the positions of a full layout, old cards untouched", () => {
    const all = works(1020);
    let layout: MasonryLayout | null = null;
    for (let end = 30; end <= all.length; end += 30) {
      const before: MasonryLayout | null = layout;
      const snapshot = before === null ? null : positions(before);
      layout = layoutMasonry(all.slice(0, end), BOX, before);
      expect(positions(layout)).toEqual(positions(layoutMasonry(all.slice(0, end), BOX)));
      if (before !== null && snapshot !== null) {
        // The previous layout still reads the same, and the new one kept its cards where they were.
        expect(positions(before)).toEqual(snapshot);
        expect([...layout.tops.subarray(0, before.count)]).toEqual(snapshot.tops);
        expect([...layout.lanes.subarray(0, before.count)]).toEqual(snapshot.lanes);
      }
    }
    expect(layout?.count).toBe(1020);
  });

  it("writes an append in place, placing only the new cards", () => {
    const all = works(60);
    const first = layoutMasonry(all.slice(0, 30), BOX);
    const second = layoutMasonry(all.slice(0, 60), BOX, first);
    expect(second.tops).toBe(first.tops);
    expect(first.count).toBe(30);
    expect(masonryCardsIn(first, -1e9, 1e9)).toHaveLength(30);
  });

  it("lays out again from the first change when a work is dropped or replaced", () => {
    const all = works(300);
    const full = layoutMasonry(all, BOX);
    const before = positions(full);
    const dropped = [...all.slice(0, 100), ...all.slice(101)];
    const after = layoutMasonry(dropped, BOX, full);
    expect(positions(after)).toEqual(positions(layoutMasonry(dropped, BOX)));
    expect([...after.tops.subarray(0, 100)]).toEqual(before.tops.slice(0, 100));
    // The layout it came from is left as it was.
    expect(positions(full)).toEqual(before);
    const replaced = [...all.slice(0, 250), ...works(50, 7)];
    expect(positions(layoutMasonry(replaced, BOX, after))).toEqual(positions(layoutMasonry(replaced, BOX)));
  });

  it("lays out afresh when the columns or the meta block change, and when the list shrinks", () => {
    const all = works(200);
    const wide = layoutMasonry(all, BOX);
    const narrow = { containerWidth: 880, viewportWidth: 900, metaHeight: CARD_META_HEIGHT };
    expect(positions(layoutMasonry(all, narrow, wide))).toEqual(positions(layoutMasonry(all, narrow)));
    const inner = { ...BOX, metaHeight: 0 };
    expect(positions(layoutMasonry(all, inner, wide))).toEqual(positions(layoutMasonry(all, inner)));
    const shorter = layoutMasonry(all.slice(0, 90), BOX, wide);
    expect(positions(shorter)).toEqual(positions(layoutMasonry(all.slice(0, 90), BOX)));
    expect(masonryCardsIn(shorter, -1e9, 1e9)).toHaveLength(90);
    expect(positions(wide)).toEqual(positions(layoutMasonry(all, BOX)));
  });

  it("remembers its last layout across calls (incrementalMasonry)", () => {
    const all = works(60);
    const layoutOf = incrementalMasonry();
    const first = layoutOf(all.slice(0, 30), BOX);
    const second = layoutOf(all, BOX);
    expect(second.tops).toBe(first.tops);
    expect(positions(second)).toEqual(positions(layoutMasonry(all, BOX)));
  });

  it("finds exactly the cards that cross a band, in order", () => {
    const layout = layoutMasonry(works(500), BOX);
    for (const [from, to] of [
      [-500, 0],
      [0, 900],
      [3000, 4400],
      [layout.height - 100, layout.height + 500],
      [layout.height + 10, layout.height + 900],
    ] as const) {
      const expected: number[] = [];
      for (let index = 0; index < layout.count; index++) {
        const top = layout.tops[index] ?? 0;
        if (top < to && top + (layout.heights[index] ?? 0) > from) expected.push(index);
      }
      expect(masonryCardsIn(layout, from, to)).toEqual(expected);
    }
  });

  it("has no height and no cards for no works or no width", () => {
    expect(layoutMasonry([], BOX).height).toBe(0);
    const unsized = layoutMasonry(works(5), { ...BOX, containerWidth: 0 });
    expect(unsized.columnWidth).toBe(0);
  });
});

describe("justified layout", () => {
  const options = { containerWidth: 1240 };

  it("appends page after page with exactly the rows of a full layout", () => {
    const all = works(1020, 3);
    const layoutOf = incrementalJustified();
    let previousRows: readonly unknown[] = [];
    for (let end = 30; end <= all.length; end += 30) {
      const { rows } = layoutOf(all.slice(0, end), options);
      expect(rows).toEqual(justifiedRows(all.slice(0, end), options));
      // Every row but the previous last one is the same object: only that row was broken again.
      const kept = Math.max(0, previousRows.length - 1);
      for (let row = 0; row < kept; row++) expect(rows[row]).toBe(previousRows[row]);
      previousRows = rows;
    }
  });

  it("breaks again from the row of the first change, and afresh for another width", () => {
    const all = works(300, 5);
    const full = layoutJustified(all, options);
    const dropped = [...all.slice(0, 150), ...all.slice(151)];
    const after = layoutJustified(dropped, options, full);
    expect(after.rows).toEqual(justifiedRows(dropped, options));
    const changedRow = full.rows.findIndex((row) => row.end > 150);
    for (let row = 0; row < changedRow; row++) expect(after.rows[row]).toBe(full.rows[row]);
    const narrow = { containerWidth: 500 };
    expect(layoutJustified(all, narrow, full).rows).toEqual(justifiedRows(all, narrow));
    expect(layoutJustified(all.slice(0, 40), options, full).rows).toEqual(
      justifiedRows(all.slice(0, 40), options),
    );
  });
});

describe("viewport band", () => {
  it("covers the viewport and the overscan wherever the scroll is within a step", () => {
    const height = 900;
    const listTop = 120;
    for (const scrollY of [0, 50, 99, 100, 1234, 98_765]) {
      const band = bandAt(Math.floor(scrollY / BAND_STEP_PX), height, listTop);
      expect(band.from).toBeLessThanOrEqual(scrollY - listTop - BAND_OVERSCAN_PX);
      expect(band.to).toBeGreaterThanOrEqual(scrollY - listTop + height + BAND_OVERSCAN_PX);
      expect(band.to - band.from).toBe(height + BAND_STEP_PX + 2 * BAND_OVERSCAN_PX);
    }
  });
});
