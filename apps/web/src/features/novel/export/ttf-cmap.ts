/**
 * The characters a TrueType font has glyphs for, read from its `cmap` table (OpenType spec: the
 * Unicode subtables, format 12 for the full range, else format 4 for the BMP). The PDF export
 * uses it to set a character in a font that really has it, and to fetch a fallback font only when
 * a character is missing. Reads only the table directory and the cmap, never the outlines.
 */

interface Subtable {
  readonly platform: number;
  readonly encoding: number;
  readonly offset: number;
}

/** Unicode subtables in the order they are preferred: full range first, then the BMP. */
const PREFERENCE = [
  [3, 10],
  [0, 6],
  [0, 4],
  [3, 1],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
] as const;

function cmapOffset(view: DataView): number {
  const tableCount = view.getUint16(4);
  for (let index = 0; index < tableCount; index++) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(
      view.getUint8(record),
      view.getUint8(record + 1),
      view.getUint8(record + 2),
      view.getUint8(record + 3),
    );
    if (tag === "cmap") return view.getUint32(record + 8);
  }
  throw new Error("The font has no cmap table");
}

function readFormat12(view: DataView, start: number, into: Set<number>): void {
  const groups = view.getUint32(start + 12);
  for (let index = 0; index < groups; index++) {
    const group = start + 16 + index * 12;
    const first = view.getUint32(group);
    const last = view.getUint32(group + 4);
    const glyph = view.getUint32(group + 8);
    for (let code = first; code <= last; code++) if (glyph + code - first !== 0) into.add(code);
  }
}

function readFormat4(view: DataView, start: number, into: Set<number>): void {
  const segments = view.getUint16(start + 6) / 2;
  const ends = start + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let index = 0; index < segments; index++) {
    const last = view.getUint16(ends + index * 2);
    const first = view.getUint16(starts + index * 2);
    const delta = view.getInt16(deltas + index * 2);
    const rangeOffsetAt = rangeOffsets + index * 2;
    const rangeOffset = view.getUint16(rangeOffsetAt);
    for (let code = first; code <= last && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const raw = view.getUint16(rangeOffsetAt + rangeOffset + (code - first) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) into.add(code);
    }
  }
}

/** Every code point the font maps to a glyph. Throws on a font without a Unicode cmap. */
export function fontCodePoints(font: Uint8Array): Set<number> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const cmap = cmapOffset(view);
  const subtables: Subtable[] = [];
  const count = view.getUint16(cmap + 2);
  for (let index = 0; index < count; index++) {
    const record = cmap + 4 + index * 8;
    subtables.push({
      platform: view.getUint16(record),
      encoding: view.getUint16(record + 2),
      offset: cmap + view.getUint32(record + 4),
    });
  }
  const codePoints = new Set<number>();
  for (const [platform, encoding] of PREFERENCE) {
    const subtable = subtables.find((entry) => entry.platform === platform && entry.encoding === encoding);
    if (subtable === undefined) continue;
    const format = view.getUint16(subtable.offset);
    if (format === 12) readFormat12(view, subtable.offset, codePoints);
    else if (format === 4) readFormat4(view, subtable.offset, codePoints);
    else continue;
    return codePoints;
  }
  throw new Error("The font has no Unicode cmap of format 4 or 12");
}
