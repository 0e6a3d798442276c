// The row lists' geometry: each row's offset summed from the caller's heights, and the rows a band
// of the window crosses found by binary search, edges and gaps included.
import { describe, expect, it } from "vitest";
import { rowOffsets, rowsIn } from "./virtual-rows";

describe("rowOffsets", () => {
  it("sums the heights and the gaps between rows, none after the last", () => {
    const { tops, height } = rowOffsets(3, (row) => [100, 50, 80][row] ?? 0, 10);
    expect([...tops]).toEqual([0, 110, 170]);
    expect(height).toBe(250);
    expect(rowOffsets(0, () => 100, 10).height).toBe(0);
  });
});

describe("rowsIn", () => {
  // Rows of 100 px with 10 px gaps: row n spans [110n, 110n + 100).
  const { tops, height } = rowOffsets(100, () => 100, 10);

  it("gives the rows that cross the band", () => {
    expect(rowsIn(tops, height, 0, 300)).toEqual({ first: 0, end: 3 });
    expect(rowsIn(tops, height, 1100, 1320)).toEqual({ first: 10, end: 12 });
  });

  it("counts a row whose gap reaches the band's top, and stops at a row starting at its bottom", () => {
    expect(rowsIn(tops, height, 105, 220)).toEqual({ first: 0, end: 2 });
    expect(rowsIn(tops, height, 110, 220)).toEqual({ first: 1, end: 2 });
  });

  it("handles bands above, below and around the whole list", () => {
    expect(rowsIn(tops, height, -500, -100)).toEqual({ first: 0, end: 0 });
    expect(rowsIn(tops, height, height + 10, height + 500)).toEqual({ first: 100, end: 100 });
    expect(rowsIn(tops, height, -100, height + 100)).toEqual({ first: 0, end: 100 });
    expect(rowsIn(new Float64Array(0), 0, 0, 900)).toEqual({ first: 0, end: 0 });
  });
});
