// Layout geometry: columns by width, card heights from the works' sizes, grid rows, justified rows, the slide strip's window.
import { describe, expect, it } from "vitest";
import { CARD_META_HEIGHT, GRID_GAP } from "./card-geometry";
import { gridGeometry, gridRowItems } from "./grid";
import { justifiedRows, justifiedTargetHeight } from "./justified";
import { masonryGeometry } from "./masonry";
import { SLIDE_IMAGE_HEIGHT, slideOffsets, slideWidths, slideWindow } from "./slide";

const box = (containerWidth: number, viewportWidth = containerWidth, metaHeight = CARD_META_HEIGHT) => ({
  containerWidth,
  viewportWidth,
  metaHeight,
});

describe("masonry geometry", () => {
  it.each([
    [300, 1],
    [599, 2],
    [900, 3],
    [1280, 5],
    [1920, 6],
    [2500, 8],
    [4000, 6],
  ])("uses PRODUCT.md's columns at a %i px window (%i)", (viewport, columns) => {
    expect(masonryGeometry([], box(viewport, viewport)).columns).toBe(columns);
  });

  it("shares the list's width among the columns and their gaps", () => {
    const geometry = masonryGeometry([], box(1000, 1280));
    expect(geometry.columns).toBe(5);
    expect(geometry.columnWidth * 5 + GRID_GAP * 4).toBeCloseTo(1000);
  });

  it("sizes each card from its work, clamping extreme aspects, before any image loads", () => {
    const works = [
      { width: 1000, height: 1000 },
      { width: 1000, height: 1500 },
      { width: 3000, height: 500 },
      { width: 500, height: 5000 },
      { width: 0, height: 0 },
    ];
    const { columnWidth: width, sizes } = masonryGeometry(works, box(590, 590, 40));
    expect(width).toBe(290);
    expect(sizes).toEqual([290 + 40, 435 + 40, 145 + 40, 464 + 40, 290 + 40]);
  });

  it("leaves the meta block out when it is drawn over the image", () => {
    expect(masonryGeometry([{ width: 100, height: 100 }], box(590, 590, 0)).sizes).toEqual([290]);
  });
});

describe("grid geometry", () => {
  it("gives square cells plus the meta block and counts whole rows", () => {
    const geometry = gridGeometry(11, box(1000, 1000));
    expect(geometry.columns).toBe(4);
    expect(geometry.cellWidth).toBeCloseTo(242.5);
    expect(geometry.rowHeight).toBe(243 + CARD_META_HEIGHT);
    expect(geometry.rowCount).toBe(3);
  });

  it("lists each row's items, the last one short", () => {
    expect(gridRowItems(0, 4, 11)).toEqual({ start: 0, end: 4 });
    expect(gridRowItems(2, 4, 11)).toEqual({ start: 8, end: 11 });
  });

  it("has no rows for no items or no width", () => {
    expect(gridGeometry(0, box(1000)).rowCount).toBe(0);
    expect(gridGeometry(5, box(0, 1000)).cellWidth).toBe(0);
  });
});

describe("justified rows", () => {
  const squares = (count: number) => Array.from({ length: count }, () => ({ width: 100, height: 100 }));

  it("fills each full row to the exact width at a height near the target", () => {
    const rows = justifiedRows(squares(9), { containerWidth: 1000, targetHeight: 240, gap: 10 });
    // 4 squares at 240 px + 3 gaps = 990 < 1000; the fifth closes the row.
    expect(rows[0]).toMatchObject({ start: 0, end: 5 });
    const first = rows[0];
    expect(first?.widths.reduce((a, b) => a + b, 0)).toBe(1000 - 4 * 10);
    expect(first?.height).toBe(192);
  });

  it("keeps the last row at the target height without stretching it", () => {
    const rows = justifiedRows(squares(7), { containerWidth: 1000, targetHeight: 240, gap: 10 });
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({ start: 5, end: 7, height: 240, widths: [240, 240] });
  });

  it("follows each work's aspect, clamped as every card's", () => {
    const rows = justifiedRows(
      [
        { width: 2000, height: 1000 },
        { width: 500, height: 1000 },
        { width: 100, height: 10_000 },
      ],
      { containerWidth: 600, targetHeight: 200, gap: 10 },
    );
    // Ratios 2, 0.625 (1:2 clamped to 1:1.6) and 0.625: only the third reaches 600 px.
    expect(rows).toHaveLength(1);
    const [wide = 0, tall = 0, thin = 0] = rows[0]?.widths ?? [];
    expect(wide + tall + thin).toBe(580);
    expect(wide / tall).toBeCloseTo(3.2, 1);
    expect(rows[0]?.height).toBe(Math.round(580 / 3.25));
  });

  it("lowers the rows on narrow lists and has none without width", () => {
    expect(justifiedTargetHeight(400)).toBeLessThan(justifiedTargetHeight(1000));
    expect(justifiedRows(squares(3), { containerWidth: 0 })).toEqual([]);
  });
});

describe("slide widths", () => {
  it("makes each card as wide as its clamped aspect at the strip's height", () => {
    expect(
      slideWidths([
        { width: 100, height: 100 },
        { width: 200, height: 100 },
        { width: 100, height: 1000 },
      ]),
    ).toEqual([SLIDE_IMAGE_HEIGHT, SLIDE_IMAGE_HEIGHT * 2, Math.round(SLIDE_IMAGE_HEIGHT / 1.6)]);
  });
});

describe("slide window", () => {
  const widths = [100, 200, 100, 100, 300];
  const offsets = slideOffsets(widths, 10);

  it("places cards with the gap between them and ends at the strip's width", () => {
    expect(offsets).toEqual([0, 110, 320, 430, 540, 840]);
  });

  it("renders the cards overlapping the view, plus the overscan on each side", () => {
    expect(slideWindow(offsets, widths, 0, 250, 0)).toEqual({ start: 0, end: 2 });
    expect(slideWindow(offsets, widths, 315, 120, 0)).toEqual({ start: 2, end: 4 });
    expect(slideWindow(offsets, widths, 315, 120, 1)).toEqual({ start: 1, end: 5 });
    expect(slideWindow(offsets, widths, 600, 500, 3)).toEqual({ start: 1, end: 5 });
  });

  it("renders nothing for no cards", () => {
    expect(slideWindow(slideOffsets([], 10), [], 0, 500, 3)).toEqual({ start: 0, end: 0 });
  });
});
