// The grid geometry: columns by viewport width, the aspect clamp and card heights (PRODUCT.md §9).
import { describe, expect, it } from "vitest";
import {
  CARD_META_HEIGHT,
  cardAspect,
  cardHeight,
  columnWidth,
  columnsForWidth,
  COLUMNS_DEFAULT,
  GRID_GAP,
} from "./card-geometry";

describe("columnsForWidth", () => {
  it.each([
    [280, 1],
    [300, 1],
    [301, 2],
    [390, 2],
    [600, 2],
    [601, 3],
    [900, 3],
    [1024, 4],
    [1200, 4],
    [1280, 5],
    [1600, 5],
    [1920, 6],
    [2400, 7],
    [2700, 8],
    [3000, 9],
  ])("gives %i px %i columns", (width, columns) => {
    expect(columnsForWidth(width)).toBe(columns);
  });

  it("falls back to the default beyond the last breakpoint", () => {
    expect(columnsForWidth(3840)).toBe(COLUMNS_DEFAULT);
  });
});

describe("cardAspect", () => {
  it("is height over width inside the clamp", () => {
    expect(cardAspect(1000, 1000)).toBe(1);
    expect(cardAspect(2000, 1362)).toBeCloseTo(0.681);
    expect(cardAspect(1000, 1414)).toBeCloseTo(1.414);
  });

  it("clamps panoramas to 50% and tall strips to 160%", () => {
    expect(cardAspect(4000, 500)).toBe(0.5);
    expect(cardAspect(500, 5000)).toBe(1.6);
  });

  it("gives a square box for a missing or broken size", () => {
    expect(cardAspect(0, 100)).toBe(1);
    expect(cardAspect(100, 0)).toBe(1);
    expect(cardAspect(Number.NaN, 100)).toBe(1);
  });
});

describe("columnWidth and cardHeight", () => {
  it("shares the width between columns and gaps", () => {
    expect(columnWidth(390, 2)).toBe((390 - GRID_GAP) / 2);
    expect(columnWidth(1000, 5, 0)).toBe(200);
    expect(columnWidth(0, 3)).toBe(0);
  });

  it("adds the meta block under the clamped image box", () => {
    expect(cardHeight(200, 1000, 1000)).toBe(200 + CARD_META_HEIGHT);
    expect(cardHeight(200, 500, 5000)).toBe(320 + CARD_META_HEIGHT);
    expect(cardHeight(200, 4000, 500)).toBe(100 + CARD_META_HEIGHT);
  });
});
