/**
 * A tiny vector font (digits, `p`, `×`, `#`, `/`) drawn as SVG strokes. Generated pictures write
 * their work id, page and size with it instead of system fonts, so the pixels are the same on every
 * machine, with or without fonts installed. Glyphs sit on a 4×6 grid (y down; `p` descends to 8).
 */

/**
 * Each glyph is strokes separated by `|`, each stroke points `x,y` separated by spaces, so a glyph
 * reads as the polyline it draws.
 */
const GLYPH_STROKES: Readonly<Record<string, string>> = {
  "0": "0,0 4,0 4,6 0,6 0,0|4,0 0,6",
  "1": "1,1 2,0 2,6|1,6 3,6",
  "2": "0,0 4,0 4,3 0,3 0,6 4,6",
  "3": "0,0 4,0 4,6 0,6|1,3 4,3",
  "4": "0,0 0,3 4,3|4,0 4,6",
  "5": "4,0 0,0 0,3 4,3 4,6 0,6",
  "6": "4,0 0,0 0,6 4,6 4,3 0,3",
  "7": "0,0 4,0 1.5,6",
  "8": "0,0 4,0 4,6 0,6 0,0|0,3 4,3",
  "9": "4,3 0,3 0,0 4,0 4,6 0,6",
  p: "0,8 0,2 4,2 4,5 0,5",
  "×": "0.5,2.5 3.5,5.5|3.5,2.5 0.5,5.5",
  "#": "1,0 1,6|3,0 3,6|0,2 4,2|0,4 4,4",
  "/": "4,0 0,6",
};

type Point = readonly [number, number];

const GLYPHS: ReadonlyMap<string, readonly (readonly Point[])[]> = new Map(
  Object.entries(GLYPH_STROKES).map(([character, strokes]) => [
    character,
    strokes
      .split("|")
      .map((stroke) => stroke.split(" ").map((point) => point.split(",").map(Number) as unknown as Point)),
  ]),
);

/** Grid units from one glyph's left edge to the next one's. */
const ADVANCE = 6;
const GLYPH_WIDTH = 4;
const GLYPH_HEIGHT = 6;

/** Width in grid units of a line of text. */
function textUnits(text: string): number {
  return text.length === 0 ? 0 : text.length * ADVANCE - (ADVANCE - GLYPH_WIDTH);
}

/**
 * An SVG path (`d`) drawing `text` with glyphs `height` pixels tall, centred on (centerX, centerY).
 * Characters the font lacks leave a blank.
 */
export function strokeTextPath(text: string, centerX: number, centerY: number, height: number): string {
  const unit = height / GLYPH_HEIGHT;
  const left = centerX - (textUnits(text) * unit) / 2;
  const top = centerY - height / 2;
  const round = (value: number): string => (Math.round(value * 100) / 100).toString();
  const commands: string[] = [];
  let index = 0;
  for (const character of text) {
    for (const stroke of GLYPHS.get(character) ?? []) {
      stroke.forEach(([x, y], pointIndex) => {
        const command = pointIndex === 0 ? "M" : "L";
        commands.push(`${command}${round(left + (index * ADVANCE + x) * unit)} ${round(top + y * unit)}`);
      });
    }
    index++;
  }
  return commands.join("");
}

/** The width in pixels of `text` drawn `height` pixels tall. */
export function strokeTextWidth(text: string, height: number): number {
  return (textUnits(text) * height) / GLYPH_HEIGHT;
}
