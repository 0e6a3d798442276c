/**
 * Finding where a picture's text is, before any OCR: pure pixel work, the same in the browser's
 * worker and in Node (the quality test). Two kinds of region:
 * - framed text: a speech bubble or caption box is a bright, closed, roundish area (a connected
 *   region of near-white pixels that does not touch the picture's edge, fills most of its bounds);
 *   the dark pixels inside it are its text (all of glyph size: a light panel with art or other
 *   bubbles in it is no frame). Its crop keeps only the frame's inside, so the outline
 *   never reaches the OCR.
 * - free text: outside the frames, dark connected shapes of a glyph's size, grouped first into
 *   characters (strokes nearly touching), then with their neighbours (closer than a character's
 *   size) into lines and blocks of at least three pieces of ink.
 * Each region says whether its text looks vertical (taller than wide), horizontal or either; the
 * OCR (recognise-page.ts) reads it accordingly. Crops are handed over as PGM (binary greyscale),
 * which Tesseract reads natively.
 */

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** An image as canvas ImageData has it: RGBA, row by row. */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray | Uint8Array;
}

/** A greyscale image, one byte a pixel. */
export interface GreyImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

export type TextOrientation = "vertical" | "horizontal" | "either";

export interface RegionCandidate {
  /** Where the text's ink is. */
  readonly box: Box;
  /** The bubble's or caption's bounds, for framed text. */
  readonly frame: Box | null;
  readonly orientation: TextOrientation;
  /** Framed text: each row of the frame's inside (from frame.y), as [left, right] inclusive. */
  readonly insideRows: readonly (readonly [number, number])[] | null;
}

/** Near-white: a bubble's or caption's inside. */
const BRIGHT = 232;
/** Ink: text and outlines. */
const DARK = 120;
/** A frame is at least this many pixels each way, and its inside fills this share of its bounds. */
const MIN_FRAME_SIDE = 40;
const MIN_FRAME_FILL = 0.6;
/** A frame spans at most this share of the picture each way (larger bright areas are background). */
const MAX_FRAME_SHARE = 0.8;
/** Ink pixels a frame must hold to be read. */
const MIN_FRAME_INK = 30;
/** A glyph is at most this share of the picture's shorter side each way. */
const MAX_GLYPH_SHARE = 0.1;
/** Strokes closer than this many stroke sizes make one character. */
const STROKE_GAP = 0.25;
/** Characters closer than this many character sizes join one block. */
const GLYPH_GAP = 0.8;
/** A free block needs this many glyph shapes (connected pieces of ink). */
const MIN_BLOCK_SHAPES = 3;
/** A region this much taller than wide reads vertically (wider: horizontally); between, either. */
const ORIENTATION_RATIO = 1.4;

/** Rec. 601 luma of each pixel. */
export function toGrey(image: RgbaImage): GreyImage {
  const data = new Uint8Array(image.width * image.height);
  for (let index = 0; index < data.length; index++) {
    const offset = index * 4;
    data[index] =
      ((image.data[offset] as number) * 299 +
        (image.data[offset + 1] as number) * 587 +
        (image.data[offset + 2] as number) * 114) /
      1000;
  }
  return { width: image.width, height: image.height, data };
}

interface Component {
  readonly label: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
  touchesEdge: boolean;
}

/**
 * Labels the connected components of the pixels `member` accepts (4-connected, or 8 with
 * `diagonal`); returns the label of each pixel (0 for none) and each component's bounds.
 */
function components(
  grey: GreyImage,
  member: (value: number, index: number) => boolean,
  diagonal: boolean,
): { labels: Int32Array; found: Component[] } {
  const { width, height, data } = grey;
  const labels = new Int32Array(width * height);
  const found: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== 0 || !member(data[start] as number, start)) continue;
    const component: Component = {
      label: found.length + 1,
      x0: width,
      y0: height,
      x1: -1,
      y1: -1,
      area: 0,
      touchesEdge: false,
    };
    found.push(component);
    labels[start] = component.label;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop() as number;
      const x = index % width;
      const y = (index - x) / width;
      component.area++;
      if (x < component.x0) component.x0 = x;
      if (x > component.x1) component.x1 = x;
      if (y < component.y0) component.y0 = y;
      if (y > component.y1) component.y1 = y;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) component.touchesEdge = true;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === 0 && dy === 0) || (!diagonal && dx !== 0 && dy !== 0)) continue;
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (labels[next] !== 0 || !member(data[next] as number, next)) continue;
          labels[next] = component.label;
          stack.push(next);
        }
      }
    }
  }
  return { labels, found };
}

/** The largest a glyph can be in this picture, in pixels. */
const maxGlyphSize = (grey: GreyImage): number => Math.min(grey.width, grey.height) * MAX_GLYPH_SHARE;

const boxOf = (component: Component): Box => ({
  x: component.x0,
  y: component.y0,
  width: component.x1 - component.x0 + 1,
  height: component.y1 - component.y0 + 1,
});

function orientationOf(box: Box): TextOrientation {
  if (box.height >= box.width * ORIENTATION_RATIO) return "vertical";
  if (box.width >= box.height * ORIENTATION_RATIO) return "horizontal";
  return "either";
}

/** The framed regions: bright closed areas with ink inside. */
function framedRegions(grey: GreyImage): RegionCandidate[] {
  const { width, height, data } = grey;
  const { labels, found } = components(grey, (value) => value >= BRIGHT, false);
  // Ink shapes larger than a glyph (outlines, art): a bright area holding one is a light panel or
  // background with things drawn in it, not a bubble.
  const maxGlyph = maxGlyphSize(grey);
  const ink = components(grey, (value) => value < DARK, true);
  const oversized = new Set(
    ink.found
      .filter((shape) => shape.x1 - shape.x0 >= maxGlyph || shape.y1 - shape.y0 >= maxGlyph)
      .map((shape) => shape.label),
  );
  const regions: RegionCandidate[] = [];
  for (const component of found) {
    const frame = boxOf(component);
    if (component.touchesEdge || frame.width < MIN_FRAME_SIDE || frame.height < MIN_FRAME_SIDE) continue;
    if (frame.width > width * MAX_FRAME_SHARE || frame.height > height * MAX_FRAME_SHARE) continue;
    const rows: [number, number][] = [];
    let inside = 0;
    let inkPixels = 0;
    let holdsArt = false;
    let x0 = width;
    let y0 = height;
    let x1 = -1;
    let y1 = -1;
    for (let y = component.y0; y <= component.y1; y++) {
      let left = -1;
      let right = -1;
      for (let x = component.x0; x <= component.x1; x++) {
        if (labels[y * width + x] !== component.label) continue;
        if (left < 0) left = x;
        right = x;
      }
      rows.push([left, right]);
      if (left < 0) continue;
      inside += right - left + 1;
      for (let x = left; x <= right; x++) {
        if ((data[y * width + x] as number) >= DARK) continue;
        if (oversized.has(ink.labels[y * width + x] as number)) holdsArt = true;
        inkPixels++;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
    if (holdsArt || inside < frame.width * frame.height * MIN_FRAME_FILL || inkPixels < MIN_FRAME_INK) {
      continue;
    }
    const box = { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
    regions.push({ box, frame, orientation: orientationOf(box), insideRows: rows });
  }
  return regions;
}

const inside = (x: number, y: number, box: Box): boolean =>
  x >= box.x && y >= box.y && x < box.x + box.width && y < box.y + box.height;

/** Free text: glyph-sized dark shapes outside the frames, grouped into blocks. */
function freeRegions(grey: GreyImage, frames: readonly Box[]): RegionCandidate[] {
  const { width } = grey;
  const maxGlyph = maxGlyphSize(grey);
  const { found } = components(
    grey,
    (value, index) => {
      if (value >= DARK) return false;
      const x = index % width;
      const y = (index - x) / width;
      return !frames.some((frame) => inside(x, y, frame));
    },
    true,
  );
  const glyphs = found
    .filter(
      (component) =>
        !component.touchesEdge &&
        component.area >= 4 &&
        component.x1 - component.x0 < maxGlyph &&
        component.y1 - component.y0 < maxGlyph,
    )
    .map(boxOf);
  // First a character's strokes (nearly touching), then characters into lines and blocks: the
  // second gap is measured against whole characters, not a stroke of one.
  const characters = groupBoxes(
    glyphs.map((box) => ({ box, members: 1 })),
    STROKE_GAP,
  );
  return groupBoxes(characters, GLYPH_GAP)
    .filter((group) => group.members >= MIN_BLOCK_SHAPES)
    .map(({ box }) => ({ box, frame: null, orientation: orientationOf(box), insideRows: null }));
}

interface ShapeGroup {
  readonly box: Box;
  /** How many glyph shapes (connected pieces of ink) it holds. */
  readonly members: number;
}

/** Groups boxes closer than `gap` times the larger one's size (each way), transitively. */
function groupBoxes(groups: readonly ShapeGroup[], gap: number): ShapeGroup[] {
  const boxes = groups.map((group) => group.box);
  const parent = boxes.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] = parent[parent[at] as number] as number;
    return at;
  };
  for (let a = 0; a < boxes.length; a++) {
    const first = boxes[a] as Box;
    for (let b = a + 1; b < boxes.length; b++) {
      const second = boxes[b] as Box;
      const size = Math.max(first.width, first.height, second.width, second.height);
      const gapX = Math.max(first.x, second.x) - Math.min(first.x + first.width, second.x + second.width);
      const gapY = Math.max(first.y, second.y) - Math.min(first.y + first.height, second.y + second.height);
      if (gapX <= size * gap && gapY <= size * gap) parent[root(a)] = root(b);
    }
  }
  const joined = new Map<number, ShapeGroup[]>();
  groups.forEach((group, index) => {
    const key = root(index);
    joined.set(key, [...(joined.get(key) ?? []), group]);
  });
  return [...joined.values()].map((members) => ({
    box: unionOf(members.map((member) => member.box)),
    members: members.reduce((total, member) => total + member.members, 0),
  }));
}

/** The smallest box holding all of `boxes` (at least one). */
export function unionOf(boxes: readonly Box[]): Box {
  const x0 = Math.min(...boxes.map((box) => box.x));
  const y0 = Math.min(...boxes.map((box) => box.y));
  const x1 = Math.max(...boxes.map((box) => box.x + box.width));
  const y1 = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Intersection over union of two boxes (0 when apart). */
export function overlapRatio(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  const shared = width * height;
  return shared / (a.width * a.height + b.width * b.height - shared);
}

/** Every text region candidate of a picture: framed ones first, then free ones, top to bottom. */
export function findTextCandidates(grey: GreyImage): RegionCandidate[] {
  const framed = framedRegions(grey);
  const free = freeRegions(
    grey,
    framed.map((region) => region.frame as Box),
  );
  const byPosition = (a: RegionCandidate, b: RegionCandidate): number =>
    a.box.y - b.box.y || b.box.x - a.box.x;
  return [...framed.sort(byPosition), ...free.sort(byPosition)];
}

/** Margin around a crop's ink, in pixels: Tesseract reads glyphs that touch the edge badly. */
const CROP_MARGIN = 12;

/**
 * A region's crop as PGM: its ink box with a white margin, scaled by `scale` (bilinear); for framed
 * text, only the frame's inside is kept (the outline and anything outside become white).
 */
export function cropAsPgm(grey: GreyImage, region: RegionCandidate, scale = 1): Uint8Array {
  const { box, frame, insideRows } = region;
  const width = box.width + CROP_MARGIN * 2;
  const height = box.height + CROP_MARGIN * 2;
  const crop = new Uint8Array(width * height).fill(255);
  for (let row = 0; row < height; row++) {
    const y = box.y - CROP_MARGIN + row;
    if (y < 0 || y >= grey.height) continue;
    let left = 0;
    let right = grey.width - 1;
    if (frame !== null && insideRows !== null) {
      const span = insideRows[y - frame.y];
      if (span === undefined || span[0] < 0) continue;
      [left, right] = span;
    }
    for (let column = 0; column < width; column++) {
      const x = box.x - CROP_MARGIN + column;
      if (x < left || x > right) continue;
      crop[row * width + column] = grey.data[y * grey.width + x] as number;
    }
  }
  const scaled = scale === 1 ? { width, height, data: crop } : resample({ width, height, data: crop }, scale);
  const header = new TextEncoder().encode(`P5\n${scaled.width} ${scaled.height}\n255\n`);
  const bytes = new Uint8Array(header.length + scaled.data.length);
  bytes.set(header);
  bytes.set(scaled.data, header.length);
  return bytes;
}

/** A greyscale image scaled by `scale`, bilinear. */
function resample(image: GreyImage, scale: number): GreyImage {
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8Array(width * height);
  const at = (x: number, y: number): number => image.data[y * image.width + x] as number;
  for (let y = 0; y < height; y++) {
    const sourceY = Math.min(image.height - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(sourceY);
    const y1 = Math.min(image.height - 1, y0 + 1);
    const fy = sourceY - y0;
    for (let x = 0; x < width; x++) {
      const sourceX = Math.min(image.width - 1, Math.max(0, (x + 0.5) / scale - 0.5));
      const x0 = Math.floor(sourceX);
      const x1 = Math.min(image.width - 1, x0 + 1);
      const fx = sourceX - x0;
      const top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
      const bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
      data[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width, height, data };
}
