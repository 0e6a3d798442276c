// The geometry of a picture's translation: areas stay inside their bubbles and captions (and within an
// ellipse's outline) while covering the original ink, columns only for Chinese and Japanese, and the
// fitted text really fits by the measure, never larger than the original, smaller as it gets longer.
import { describe, expect, it } from "vitest";
import {
  LINE_HEIGHT,
  TEXT_PADDING_EM,
  coveringCornerRadius,
  estimatedMeasure,
  fitText,
  fontSizeLimits,
  layOutRegions,
  regionArea,
  textDirection,
  type TextDirection,
} from "./region-layout";
import type { Box } from "./text-regions";
import type { TranslatedPicture, TranslatedRegion } from "./translated-picture";

const PICTURE = { width: 850, height: 1200 };

function region(change: Partial<TranslatedRegion>): TranslatedRegion {
  return {
    box: { x: 100, y: 100, width: 30, height: 150 },
    frame: null,
    vertical: true,
    text: "こんにちは",
    translation: "Hello",
    ...change,
  };
}

const contains = (outer: Box, inner: Box): boolean =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** How far a point is from an ellipse's centre, in its radii (1 on the outline). */
function ellipseRadius(frame: Box, x: number, y: number): number {
  const rx = frame.width / 2;
  const ry = frame.height / 2;
  return Math.hypot((x - frame.x - rx) / rx, (y - frame.y - ry) / ry);
}

describe("regionArea", () => {
  it("keeps a bubble's text area inside the ellipse, around the ink, with room to spare", () => {
    const frame = { x: 200, y: 300, width: 180, height: 300 };
    const box = { x: 270, y: 360, width: 40, height: 180 };
    const area = regionArea(region({ box, frame }), PICTURE);
    expect(contains(frame, area)).toBe(true);
    expect(contains(area, box)).toBe(true);
    // Much wider than the single column of ink: a translation in lines has room.
    expect(area.width).toBeGreaterThan(2.5 * box.width);
    // Its corners are at most a hair outside the outline (the mask's rounded corners stay inside).
    for (const [x, y] of [
      [area.x, area.y],
      [area.x + area.width, area.y + area.height],
    ] as const) {
      expect(ellipseRadius(frame, x, y)).toBeLessThan(1.05);
    }
  });

  it("holds ink that reaches out to a caption's edges, still within the caption", () => {
    const frame = { x: 40, y: 40, width: 300, height: 60 };
    const box = { x: 44, y: 45, width: 292, height: 50 };
    const area = regionArea(
      region({ box, frame, vertical: false, text: "とても長いキャプションの文章です" }),
      PICTURE,
    );
    expect(contains(frame, area)).toBe(true);
    expect(contains(area, box)).toBe(true);
  });

  it("gives free text its ink with some room, within the picture", () => {
    const box = { x: 400, y: 500, width: 30, height: 150 };
    const area = regionArea(region({ box }), PICTURE);
    expect(contains(area, box)).toBe(true);
    expect(area.width).toBeGreaterThan(box.width);
    expect(area.width).toBeLessThan(2 * box.width);

    const corner = regionArea(region({ box: { x: 0, y: 1100, width: 30, height: 100 } }), PICTURE);
    expect(contains({ x: 0, y: 0, ...PICTURE }, corner)).toBe(true);
    expect(corner.x).toBe(0);
    expect(corner.y + corner.height).toBe(PICTURE.height);
  });

  it("is in whole pixels", () => {
    const area = regionArea(region({ box: { x: 10.5, y: 20, width: 33, height: 77 } }), PICTURE);
    for (const value of Object.values(area)) expect(Number.isInteger(value)).toBe(true);
  });
});

/** Whether a rectangle with corners rounded by `radius` holds the point. */
function roundedHolds(area: Box, radius: number, x: number, y: number): boolean {
  const cx = Math.min(Math.max(x, area.x + radius), area.x + area.width - radius);
  const cy = Math.min(Math.max(y, area.y + radius), area.y + area.height - radius);
  return (
    x >= area.x &&
    y >= area.y &&
    x <= area.x + area.width &&
    y <= area.y + area.height &&
    Math.hypot(x - cx, y - cy) <= radius + 1e-9
  );
}

describe("coveringCornerRadius", () => {
  it.each([
    [
      "a caption's ink close to every corner",
      { x: 0, y: 0, width: 300, height: 60 },
      { x: 4, y: 5, width: 290, height: 50 },
    ],
    [
      "a column in a wide area",
      { x: 0, y: 0, width: 120, height: 200 },
      { x: 40, y: 10, width: 40, height: 180 },
    ],
    [
      "ink touching the area",
      { x: 0, y: 0, width: 100, height: 100 },
      { x: 0, y: 20, width: 60, height: 60 },
    ],
  ])("rounds %s only as far as the ink stays covered", (_name, area, ink) => {
    const radius = coveringCornerRadius(area, ink, 1000);
    for (const [x, y] of [
      [ink.x, ink.y],
      [ink.x + ink.width, ink.y],
      [ink.x, ink.y + ink.height],
      [ink.x + ink.width, ink.y + ink.height],
    ] as const) {
      expect(roundedHolds(area, radius, x, y)).toBe(true);
    }
    // A little rounder would uncover a corner of the ink (unless the radius is already at its most).
    const larger = radius * 1.05 + 0.5;
    const uncovers = [
      [ink.x, ink.y],
      [ink.x + ink.width, ink.y],
      [ink.x, ink.y + ink.height],
      [ink.x + ink.width, ink.y + ink.height],
    ].some(([x = 0, y = 0]) => !roundedHolds(area, larger, x, y));
    expect(uncovers || radius === Math.min(area.width, area.height) / 2).toBe(true);
  });

  it("never rounds more than wanted", () => {
    expect(
      coveringCornerRadius(
        { x: 0, y: 0, width: 200, height: 200 },
        { x: 90, y: 90, width: 20, height: 20 },
        12,
      ),
    ).toBe(12);
  });
});

describe("textDirection", () => {
  it.each(["zh-CN", "zh-TW", "ja"])("writes %s in columns where the original was", (language) => {
    expect(textDirection(region({ vertical: true }), language)).toBe("vertical");
    expect(textDirection(region({ vertical: false }), language)).toBe("horizontal");
  });

  it.each(["de", "el", "en", "es", "fr", "it", "ko", "pt", "ru"])("writes %s in lines", (language) => {
    expect(textDirection(region({ vertical: true }), language)).toBe("horizontal");
  });
});

/** Every line fits the area by the measure, and so do all the lines together. */
function expectWithin(fitted: ReturnType<typeof fitText>, area: Box, direction: TextDirection): void {
  const along = direction === "vertical" ? area.height : area.width;
  const across = direction === "vertical" ? area.width : area.height;
  const padding = 2 * TEXT_PADDING_EM * fitted.fontSize;
  for (const line of fitted.lines) {
    expect(estimatedMeasure(line) * fitted.fontSize).toBeLessThanOrEqual(along - padding + 1e-9);
  }
  expect(fitted.lines.length * LINE_HEIGHT * fitted.fontSize).toBeLessThanOrEqual(across - padding + 1e-9);
}

const SENTENCE =
  "I never thought I would see the old lighthouse again, but here we are, standing in the rain at midnight.";
const CHINESE = "我从没想过还能再看到那座旧灯塔，可我们现在就站在午夜的雨中。";

describe("fitText", () => {
  const limits = { min: 6, max: 30 };

  it.each([
    ["English in lines", SENTENCE, { x: 0, y: 0, width: 160, height: 220 }, "horizontal"],
    ["Chinese in columns", CHINESE, { x: 0, y: 0, width: 90, height: 240 }, "vertical"],
    ["Chinese in lines", CHINESE, { x: 0, y: 0, width: 200, height: 120 }, "horizontal"],
  ] as const)("fits %s within the area", (_name, text, area, direction) => {
    const fitted = fitText(text, area, direction, estimatedMeasure, limits);
    expect(fitted.fits).toBe(true);
    expectWithin(fitted, area, direction);
    expect(fitted.lines.join("").replace(/\s/gu, "")).toBe(text.replace(/\s/gu, ""));
  });

  it("takes the largest size that fits: one step larger would not", () => {
    const area = { x: 0, y: 0, width: 160, height: 220 };
    const fitted = fitText(SENTENCE, area, "horizontal", estimatedMeasure, limits);
    expect(fitted.fontSize).toBeLessThan(limits.max);
    const larger = fitText(SENTENCE, area, "horizontal", estimatedMeasure, {
      min: fitted.fontSize + 0.25,
      max: fitted.fontSize + 0.25,
    });
    expect(larger.fits).toBe(false);
  });

  it("wraps between words in spaced scripts", () => {
    for (const text of [
      SENTENCE,
      "Я никогда не думал, что снова увижу старый маяк.",
      "Δεν περίμενα να δω ξανά τον φάρο.",
    ]) {
      const fitted = fitText(
        text,
        { x: 0, y: 0, width: 120, height: 300 },
        "horizontal",
        estimatedMeasure,
        limits,
      );
      expect(fitted.lines.length).toBeGreaterThan(1);
      expect(fitted.lines.join(" ")).toBe(text);
    }
  });

  it("evens out its lines, so a bubble's text does not end in a short line", () => {
    // Greedy wrapping at this size gives "Thank you so" over "much".
    const area = { x: 0, y: 0, width: 250, height: 100 };
    const english = fitText("Thank you so much", area, "horizontal", estimatedMeasure, limits);
    expect(english).toMatchObject({ fontSize: limits.max, lines: ["Thank you", "so much"] });
    const chinese = fitText(
      "真的谢谢你",
      { x: 0, y: 0, width: 100, height: 100 },
      "horizontal",
      estimatedMeasure,
      limits,
    );
    expect(chinese.lines).toEqual(["真的谢", "谢你"]);
  });

  it("says where lines broke at a space", () => {
    const fitted = fitText(
      "Thank you so much",
      { x: 0, y: 0, width: 120, height: 120 },
      "horizontal",
      estimatedMeasure,
      limits,
    );
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.spaceBefore).toEqual(fitted.lines.map((_, index) => index > 0));
    const chinese = fitText(
      CHINESE,
      { x: 0, y: 0, width: 90, height: 240 },
      "vertical",
      estimatedMeasure,
      limits,
    );
    expect(chinese.spaceBefore.every((space) => !space)).toBe(true);
  });

  it("breaks a word between its characters only when no size keeps it whole", () => {
    const word = "Supercalifragilisticexpialidocious";
    const fitted = fitText(
      word,
      { x: 0, y: 0, width: 60, height: 200 },
      "horizontal",
      estimatedMeasure,
      limits,
    );
    expect(fitted.fits).toBe(true);
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join("")).toBe(word);
  });

  it("wraps Chinese and Japanese between characters, never before closing marks", () => {
    const text = "「本当に？」と彼は言った。もう一度、ここへ来るなんて。";
    const fitted = fitText(
      text,
      { x: 0, y: 0, width: 60, height: 130 },
      "vertical",
      estimatedMeasure,
      limits,
    );
    expect(fitted.lines.length).toBeGreaterThan(2);
    expect(fitted.lines.join("")).toBe(text);
    for (const line of fitted.lines) expect(line).not.toMatch(/^[、。」？]/u);
    for (const line of fitted.lines) expect(line).not.toMatch(/「$/u);
  });

  it("gets smaller or stays as the text gets longer", () => {
    const words = SENTENCE.split(" ");
    const area = { x: 0, y: 0, width: 150, height: 150 };
    let previous = Infinity;
    for (let count = 1; count <= words.length; count++) {
      const { fontSize } = fitText(
        words.slice(0, count).join(" "),
        area,
        "horizontal",
        estimatedMeasure,
        limits,
      );
      expect(fontSize).toBeLessThanOrEqual(previous);
      previous = fontSize;
    }
    expect(previous).toBeLessThan(limits.max);
  });

  it("is never larger than its limit, however much room there is", () => {
    const fitted = fitText(
      "Hi!",
      { x: 0, y: 0, width: 500, height: 500 },
      "horizontal",
      estimatedMeasure,
      limits,
    );
    expect(fitted).toEqual({ fontSize: limits.max, lines: ["Hi!"], spaceBefore: [false], fits: true });
  });

  it("keeps the smallest size and says it overflows when nothing fits", () => {
    const fitted = fitText(
      SENTENCE,
      { x: 0, y: 0, width: 40, height: 30 },
      "horizontal",
      estimatedMeasure,
      limits,
    );
    expect(fitted.fontSize).toBe(limits.min);
    expect(fitted.fits).toBe(false);
  });
});

describe("fontSizeLimits", () => {
  it("goes up to the original column's width and down to a floor for the picture", () => {
    const limits = fontSizeLimits(
      region({ box: { x: 0, y: 0, width: 24, height: 120 }, text: "こんにちは" }),
      PICTURE,
    );
    expect(limits.max).toBeCloseTo(24);
    expect(limits.min).toBeGreaterThanOrEqual(6);
    expect(limits.min).toBeLessThan(limits.max);
  });

  it("measures a glyph of a block of several columns, not the whole block", () => {
    // Three columns of five characters, 20 px each.
    const limits = fontSizeLimits(
      region({ box: { x: 0, y: 0, width: 60, height: 100 }, text: "あいうえおかきくけこさしすせそ" }),
      PICTURE,
    );
    expect(limits.max).toBeGreaterThan(18);
    expect(limits.max).toBeLessThan(22);
  });
});

describe("layOutRegions", () => {
  const picture: TranslatedPicture = {
    ...PICTURE,
    language: "zh-CN",
    translator: "service",
    regions: [
      region({ frame: { x: 60, y: 80, width: 110, height: 200 }, translation: "你好" }),
      region({ box: { x: 400, y: 400, width: 30, height: 150 }, translation: null, text: "さようなら" }),
      region({ box: { x: 600, y: 400, width: 30, height: 150 }, translation: "  " }),
    ],
  };

  it("shows the translation in the target language, the recognised text when there is none", () => {
    const layouts = layOutRegions(picture, estimatedMeasure);
    expect(layouts.map((layout) => [layout.language, layout.lines.join(""), layout.framed])).toEqual([
      ["zh-CN", "你好", true],
      ["ja", "さようなら", false],
    ]);
    expect(layouts.map((layout) => layout.direction)).toEqual(["vertical", "vertical"]);
  });

  it("writes an untranslated vertical region in columns whatever the target", () => {
    const [, untranslated] = layOutRegions({ ...picture, language: "en" }, estimatedMeasure);
    expect(untranslated?.direction).toBe("vertical");
  });
});
