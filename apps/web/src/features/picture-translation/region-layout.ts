/**
 * Where and how big a region's translation is drawn over its picture, as pure geometry in the
 * picture's pixels (the overlay turns it into percentages and container units):
 * - the area: inside a bubble or caption, the part safely within its outline (the middle of the frame
 *   joined with the original text's ink), else the ink with a little room around it; the overlay
 *   masks it and writes the translation in it;
 * - the direction: columns only when the original ran in columns and the text shown is Chinese or
 *   Japanese;
 * - the font size: the largest at which the text, wrapped (between words for spaced scripts, between
 *   characters for Chinese and Japanese, keeping closing punctuation off a line's start), fits the
 *   area, never larger than the original's glyphs.
 * Text advances come from an injected measure, so this runs and tests without a canvas.
 */
import type { TranslatedPicture, TranslatedRegion } from "./translated-picture";
import { unionOf, type Box } from "./text-regions";

export type TextDirection = "vertical" | "horizontal";

/** A string's advance at a font size of 1 px (the overlay measures with a canvas). */
export type TextMeasure = (text: string) => number;

export interface FontSizeLimits {
  readonly min: number;
  readonly max: number;
}

export interface FittedText {
  /** In the picture's pixels. */
  readonly fontSize: number;
  /** The wrapped lines (columns, for vertical text), first to last. */
  readonly lines: readonly string[];
  /** Per line, whether the text had a space before it: read aloud, the lines are joined with one. */
  readonly spaceBefore: readonly boolean[];
  /** False when even the smallest size overflows the area: the overlay clips what does not fit. */
  readonly fits: boolean;
}

/** Everything the overlay needs to draw one region. */
export interface RegionLayout extends FittedText {
  readonly area: Box;
  readonly direction: TextDirection;
  /** The language of the text shown: the target, or Japanese when the region was not translated. */
  readonly language: string;
  readonly framed: boolean;
  /** The mask's corner radius, in the picture's pixels: round, yet covering all the original ink. */
  readonly cornerRadius: number;
}

/** Line height (column width, for vertical text) in font sizes; the overlay draws with the same. */
export const LINE_HEIGHT = 1.2;
/** Room between the text and the mask's edge, in font sizes, on each side. */
export const TEXT_PADDING_EM = 0.15;

/** The middle of a frame kept for text, per side: an ellipse's inscribed rectangle is 0.707. */
const FRAME_CORE = 0.72;
/** What stays clear inside a frame's bounds, as a share of its shorter side (at least a pixel). */
const FRAME_MARGIN = 0.03;
/** Room added around the original ink, in its glyph sizes: framed text, then free text. */
const FRAMED_INK_PADDING = 0.15;
const FREE_INK_PADDING = 0.3;
/** The mask's corner radius, as a share of its shorter side (framed) or of the ink's padding (free). */
const FRAMED_CORNER = 0.35;
const FREE_CORNER = 1;
/** The largest font, in the original's glyph sizes. */
const MAX_FONT_PER_GLYPH = 1;
/** The smallest font: this share of the picture's shorter side, and never under MIN_FONT_PX. */
const MIN_FONT_SHARE = 1 / 120;
const MIN_FONT_PX = 6;
/** Font sizes are tried from the largest down in steps of this many pixels. */
const FONT_STEP = 0.25;
/** The languages written in columns when the original was. */
const VERTICAL_LANGUAGES: readonly string[] = ["zh-CN", "zh-TW", "ja"];

/** Characters a line breaks around one by one: Han, kana, CJK punctuation, full-width forms. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fb\u30fc\uff00-\uffef]/u;
/** Never at a line's start (closing marks, small kana, the long vowel mark). */
const NO_LINE_START = new Set(
  "、。，．・：；？！‼⁇⁈⁉ー〜～…‥」』）〕］｝〉》】〙〗〟’”ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ,.!?:;)]}%",
);
/** Never at a line's end (opening marks). */
const NO_LINE_END = new Set("「『（〔［｛〈《【〘〖〝‘“([{");

const clampBox = (box: Box, bounds: Box): Box => {
  const x0 = Math.max(box.x, bounds.x);
  const y0 = Math.max(box.y, bounds.y);
  const x1 = Math.min(box.x + box.width, bounds.x + bounds.width);
  const y1 = Math.min(box.y + box.height, bounds.y + bounds.height);
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
};

const grow = (box: Box, by: number): Box => ({
  x: box.x - by,
  y: box.y - by,
  width: box.width + 2 * by,
  height: box.height + 2 * by,
});

const scaleAboutCentre = (box: Box, factor: number): Box => ({
  x: box.x + (box.width * (1 - factor)) / 2,
  y: box.y + (box.height * (1 - factor)) / 2,
  width: box.width * factor,
  height: box.height * factor,
});

/** Whole pixels, outward (the mask must cover the ink it was measured on). */
const roundOut = (box: Box): Box => {
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  return { x, y, width: Math.ceil(box.x + box.width) - x, height: Math.ceil(box.y + box.height) - y };
};

/**
 * The original glyphs' size: a column's width (vertical) or a line's height (horizontal) for a single
 * line; for several, the side of the square each character has in the ink box.
 */
export function originalGlyphSize(region: TranslatedRegion): number {
  const { width, height } = region.box;
  const characters = Math.max(1, region.text.replace(/\s+/gu, "").length);
  const perCharacter = Math.sqrt((width * height) / characters);
  return Math.max(1, Math.min(perCharacter, region.vertical ? width : height));
}

/**
 * The rectangle a region's translation is masked and written in, in the picture's pixels. Framed text:
 * the frame's middle (FRAME_CORE of each side: within an ellipse as within a rectangle) joined with the
 * padded ink, kept a margin inside the frame, and always holding the ink itself. Free text: the ink
 * with some room, within the picture.
 */
export function regionArea(
  region: TranslatedRegion,
  picture: Pick<TranslatedPicture, "width" | "height">,
): Box {
  const glyph = originalGlyphSize(region);
  const pictureBox: Box = { x: 0, y: 0, width: picture.width, height: picture.height };
  const { box, frame } = region;
  if (frame === null) return clampBox(roundOut(grow(box, FREE_INK_PADDING * glyph)), pictureBox);
  const margin = Math.max(1, FRAME_MARGIN * Math.min(frame.width, frame.height));
  const safe = grow(frame, -margin);
  const room = clampBox(
    unionOf([scaleAboutCentre(frame, FRAME_CORE), grow(box, FRAMED_INK_PADDING * glyph)]),
    safe,
  );
  return clampBox(roundOut(unionOf([room, clampBox(box, frame)])), pictureBox);
}

/**
 * The largest corner radius up to `wanted` at which a rounded `area` still covers all of `ink`: a
 * circular corner of radius r holds the point dx, dy in from its corner when (r − dx)² + (r − dy)² ≤ r²,
 * that is r ≤ dx + dy + √(2·dx·dy).
 */
export function coveringCornerRadius(area: Box, ink: Box, wanted: number): number {
  const left = Math.max(0, ink.x - area.x);
  const top = Math.max(0, ink.y - area.y);
  const right = Math.max(0, area.x + area.width - (ink.x + ink.width));
  const bottom = Math.max(0, area.y + area.height - (ink.y + ink.height));
  const largest = (dx: number, dy: number): number => dx + dy + Math.sqrt(2 * dx * dy);
  return Math.min(
    wanted,
    largest(left, top),
    largest(right, top),
    largest(left, bottom),
    largest(right, bottom),
    Math.min(area.width, area.height) / 2,
  );
}

/** Columns when the original ran in columns and the text is Chinese or Japanese; else lines. */
export function textDirection(region: TranslatedRegion, language: string): TextDirection {
  return region.vertical && VERTICAL_LANGUAGES.includes(language) ? "vertical" : "horizontal";
}

/** The font sizes a region's text may take: up to its original glyphs, down to a readable floor. */
export function fontSizeLimits(
  region: TranslatedRegion,
  picture: Pick<TranslatedPicture, "width" | "height">,
): FontSizeLimits {
  const max = MAX_FONT_PER_GLYPH * originalGlyphSize(region);
  const floor = Math.max(MIN_FONT_PX, MIN_FONT_SHARE * Math.min(picture.width, picture.height));
  return { min: Math.min(floor, max), max };
}

/** A piece a line never breaks inside, and whether a space comes before it. */
interface Unit {
  readonly text: string;
  readonly spaceBefore: boolean;
}

const isCjk = (character: string): boolean => CJK.test(character);

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
/** A string's characters as a reader sees them (a letter with its accents, an emoji with its parts). */
const graphemes = (text: string): string[] =>
  Array.from(graphemeSegmenter.segment(text), ({ segment }) => segment);

/**
 * The unbreakable pieces of one whitespace-free word: a run of non-CJK characters stays whole (a Latin,
 * Cyrillic, Greek or Hangul word, a number); each CJK character stands alone, with the closing marks
 * after it and the opening marks before it.
 */
function wordUnits(word: string): string[] {
  const units: string[] = [];
  let opening = "";
  for (const character of graphemes(word)) {
    const last = units[units.length - 1];
    if (last !== undefined && opening === "") {
      const lastCharacter = graphemes(last).pop() ?? "";
      if (!isCjk(character) && !isCjk(lastCharacter) && !NO_LINE_END.has(lastCharacter)) {
        units[units.length - 1] = last + character;
        continue;
      }
      if (NO_LINE_START.has(character)) {
        units[units.length - 1] = last + character;
        continue;
      }
    }
    if (NO_LINE_END.has(character)) {
      opening += character;
      continue;
    }
    units.push(opening + character);
    opening = "";
  }
  if (opening !== "") units.push(opening);
  return units;
}

/** The text's unbreakable pieces, words separated by whitespace. */
function unitsOf(text: string): Unit[] {
  return text
    .split(/\s+/u)
    .filter((word) => word !== "")
    .flatMap((word, index) =>
      wordUnits(word).map((unit, i) => ({ text: unit, spaceBefore: index > 0 && i === 0 })),
    );
}

interface Wrapped {
  readonly lines: string[];
  /** Per line, whether the text had a space before it (where the line broke between words). */
  readonly spaceBefore: boolean[];
  /** The widest line's advance. */
  readonly widest: number;
}

/**
 * Greedy wrapping of `units` into lines of at most `length` (in 1 px font advances); a unit longer
 * than a line on its own is broken between its characters when `breakUnits`, else left too long.
 */
function wrap(units: readonly Unit[], length: number, advance: TextMeasure, breakUnits: boolean): Wrapped {
  const lines: string[] = [];
  const spaceBefore: boolean[] = [];
  let line = "";
  let width = 0;
  let widest = 0;
  const space = advance(" ");
  const place = (text: string, afterSpace: boolean) => {
    const unitWidth = advance(text);
    const gap = afterSpace ? space : 0;
    if (line !== "" && width + gap + unitWidth <= length) {
      line += (afterSpace ? " " : "") + text;
      width += gap + unitWidth;
      widest = Math.max(widest, width);
      return;
    }
    if (line !== "") lines.push(line);
    spaceBefore.push(lines.length > 0 && afterSpace);
    line = text;
    width = unitWidth;
    widest = Math.max(widest, width);
  };
  for (const unit of units) {
    const characters = breakUnits && advance(unit.text) > length ? graphemes(unit.text) : [];
    if (characters.length > 1) {
      characters.forEach((character, index) => {
        place(character, unit.spaceBefore && index === 0);
      });
    } else {
      place(unit.text, unit.spaceBefore);
    }
  }
  if (line !== "") lines.push(line);
  return { lines, spaceBefore, widest };
}

/**
 * The shortest line length, at most `length`, that wraps `units` into as few lines as `length` does:
 * lines of even length, so a bubble's text is not one long line over a short last one.
 */
function balance(units: readonly Unit[], length: number, advance: TextMeasure, breakUnits: boolean): Wrapped {
  const longest = wrap(units, length, advance, breakUnits);
  if (longest.lines.length < 2) return longest;
  let best = longest;
  let low = 0;
  let high = longest.widest;
  for (let round = 0; round < 16; round++) {
    const middle = (low + high) / 2;
    const wrapped = wrap(units, middle, advance, breakUnits);
    if (wrapped.lines.length <= longest.lines.length && wrapped.widest <= middle) {
      best = wrapped;
      high = middle;
    } else {
      low = middle;
    }
  }
  return best;
}

/**
 * The largest font size in `limits` (tried in FONT_STEP steps) at which `text`, wrapped into lines
 * (columns, for vertical text) of LINE_HEIGHT, fits `area` less TEXT_PADDING_EM on each side: first
 * with every word whole, else with words too long for a line broken between their characters; its
 * lines then evened out. When even the smallest size does not fit, the smallest with `fits: false`:
 * the overlay clips the overflow.
 */
export function fitText(
  text: string,
  area: Box,
  direction: TextDirection,
  measure: TextMeasure,
  limits: FontSizeLimits,
): FittedText {
  const units = unitsOf(text);
  const widths = new Map<string, number>();
  const advance = (piece: string): number => {
    let width = widths.get(piece);
    if (width === undefined) {
      width = measure(piece);
      widths.set(piece, width);
    }
    return width;
  };
  const along = direction === "vertical" ? area.height : area.width;
  const across = direction === "vertical" ? area.width : area.height;
  const lineLength = (fontSize: number): number => Math.max(0, along / fontSize - 2 * TEXT_PADDING_EM);
  const fitsAt = (fontSize: number, { lines, widest }: Wrapped): boolean =>
    widest <= lineLength(fontSize) &&
    lines.length * LINE_HEIGHT * fontSize <= across - 2 * TEXT_PADDING_EM * fontSize;
  const min = Math.max(Number.MIN_VALUE, Math.min(limits.min, limits.max));
  const steps = Math.floor((limits.max - min) / FONT_STEP);
  for (const breakWords of [false, true]) {
    for (let step = 0; step <= steps; step++) {
      const fontSize = limits.max - step * FONT_STEP;
      if (fitsAt(fontSize, wrap(units, lineLength(fontSize), advance, breakWords))) {
        const { lines, spaceBefore } = balance(units, lineLength(fontSize), advance, breakWords);
        return { fontSize, lines, spaceBefore, fits: true };
      }
    }
  }
  const { lines, spaceBefore } = wrap(units, lineLength(min), advance, true);
  return { fontSize: min, lines, spaceBefore, fits: false };
}

/** An estimate of a string's advance at 1 px: CJK characters a full em, others about half. */
export const estimatedMeasure: TextMeasure = (text) => {
  let width = 0;
  for (const character of text) width += isCjk(character) ? 1 : character === " " ? 0.28 : 0.56;
  return width;
};

/**
 * Each region's layout: its area, direction and fitted text (the translation, or the recognised
 * Japanese when there is none). Regions with nothing to show are left out, their original kept.
 */
export function layOutRegions(picture: TranslatedPicture, measure: TextMeasure): RegionLayout[] {
  return picture.regions.flatMap((region) => {
    const text = (region.translation ?? region.text).trim();
    if (text === "") return [];
    const language = region.translation === null ? "ja" : picture.language;
    const area = regionArea(region, picture);
    if (area.width <= 0 || area.height <= 0) return [];
    const direction = textDirection(region, language);
    const fitted = fitText(text, area, direction, measure, fontSizeLimits(region, picture));
    const framed = region.frame !== null;
    const wanted = framed
      ? FRAMED_CORNER * Math.min(area.width, area.height)
      : FREE_CORNER * FREE_INK_PADDING * originalGlyphSize(region);
    const cornerRadius = coveringCornerRadius(area, region.box, wanted);
    return [{ ...fitted, area, direction, language, framed, cornerRadius }];
  });
}
