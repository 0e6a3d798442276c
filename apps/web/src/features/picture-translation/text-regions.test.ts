// Finding text regions on drawn pictures: a bubble's text is framed (vertical or horizontal by its
// shape), a light panel holding a bubble is no frame itself, glyph-sized ink outside frames makes
// free text while long strokes and lone specks do not, and a crop keeps only the frame's inside.
import { describe, expect, it } from "vitest";
import { cropAsPgm, findTextCandidates, overlapRatio, unionOf, type GreyImage } from "./text-regions";

const WIDTH = 400;
const HEIGHT = 400;

function canvas(background: number): GreyImage {
  return { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT).fill(background) };
}

function rect(image: GreyImage, x: number, y: number, width: number, height: number, value: number) {
  for (let row = y; row < y + height; row++) image.data.fill(value, row * WIDTH + x, row * WIDTH + x + width);
}

/** A bubble: a white ellipse with a dark outline `line` pixels thick. */
function bubble(image: GreyImage, cx: number, cy: number, rx: number, ry: number, line = 3) {
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
      const inner = ((x - cx) / (rx - line)) ** 2 + ((y - cy) / (ry - line)) ** 2;
      if (inner <= 1) image.data[y * WIDTH + x] = 255;
      else if (d <= 1) image.data[y * WIDTH + x] = 0;
    }
  }
}

/** Glyph-like blocks of 14×14 ink, `count` of them from (x, y), 20 px apart along one axis. */
function glyphs(image: GreyImage, x: number, y: number, count: number, vertical: boolean) {
  for (let index = 0; index < count; index++) {
    rect(image, vertical ? x : x + index * 20, vertical ? y + index * 20 : y, 14, 14, 20);
  }
}

describe("findTextCandidates", () => {
  it("frames a bubble's text, vertical or horizontal by its shape", () => {
    const image = canvas(150);
    bubble(image, 100, 150, 50, 100);
    glyphs(image, 93, 100, 5, true);
    bubble(image, 290, 300, 90, 45);
    glyphs(image, 250, 293, 4, false);
    const found = findTextCandidates(image);
    expect(found).toHaveLength(2);
    const [vertical, horizontal] = found;
    expect(vertical).toMatchObject({
      orientation: "vertical",
      box: { x: 93, y: 100, width: 14, height: 94 },
    });
    expect(vertical?.frame).not.toBeNull();
    expect(horizontal).toMatchObject({
      orientation: "horizontal",
      box: { x: 250, y: 293, width: 74, height: 14 },
    });
  });

  it("takes a light panel holding a bubble for no frame, and still finds the bubble", () => {
    const image = canvas(120);
    rect(image, 20, 20, 360, 360, 245);
    bubble(image, 200, 200, 60, 120);
    glyphs(image, 193, 150, 5, true);
    const found = findTextCandidates(image);
    expect(found).toHaveLength(1);
    // The frame is the bubble's inside, within its 3 px outline.
    expect(found[0]?.frame).toMatchObject({ x: 143, y: 83, width: 115, height: 235 });
  });

  it("groups glyph-sized ink outside frames into free text, not strokes or specks", () => {
    const image = canvas(200);
    glyphs(image, 40, 40, 6, false);
    rect(image, 30, 300, 340, 8, 10); // a long stroke
    rect(image, 300, 100, 3, 3, 10); // a speck
    glyphs(image, 350, 150, 4, true);
    const found = findTextCandidates(image);
    expect(found.map((region) => [region.frame, region.orientation, region.box])).toEqual([
      [null, "horizontal", { x: 40, y: 40, width: 114, height: 14 }],
      [null, "vertical", { x: 350, y: 150, width: 14, height: 74 }],
    ]);
  });

  it("finds nothing on a plain picture", () => {
    expect(findTextCandidates(canvas(255))).toEqual([]);
    expect(findTextCandidates(canvas(90))).toEqual([]);
  });
});

describe("cropAsPgm", () => {
  it("is a PGM of the ink box with a margin, scaled, the frame's outline left out", () => {
    const image = canvas(150);
    bubble(image, 100, 150, 30, 60);
    glyphs(image, 93, 120, 3, true);
    const [region] = findTextCandidates(image);
    if (region === undefined) throw new Error("no region");
    const pgm = cropAsPgm(image, region);
    const header = new TextDecoder().decode(pgm.slice(0, 15));
    expect(header.startsWith("P5\n38 78\n255\n")).toBe(true);
    const pixels = pgm.slice(pgm.length - 38 * 78);
    // Only white and the glyphs' ink: the page's grey and the outline are outside the frame.
    expect(new Set(pixels)).toEqual(new Set([255, 20]));
    const half = cropAsPgm(image, region, 0.5);
    expect(new TextDecoder().decode(half.slice(0, 13))).toBe("P5\n19 39\n255\n");
  });
});

describe("box helpers", () => {
  it("unites boxes and measures their overlap", () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    const b = { x: 5, y: 0, width: 10, height: 10 };
    expect(unionOf([a, b])).toEqual({ x: 0, y: 0, width: 15, height: 10 });
    expect(overlapRatio(a, b)).toBeCloseTo(50 / 150);
    expect(overlapRatio(a, { x: 20, y: 20, width: 5, height: 5 })).toBe(0);
  });
});
