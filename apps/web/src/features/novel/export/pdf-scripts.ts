/**
 * The writing system of each character, and the PDF font each one is set in. A PDF embeds only
 * what it uses, so each script has its own font: Noto Sans for Latin, Cyrillic and Greek (the
 * standard Helvetica encoding has no Cyrillic or Greek), Noto Sans KR for Hangul, and for Han
 * characters, kana and CJK punctuation the CJK font of the novel's language (JP, KR or SC; SC for
 * Chinese and anything else). Spaces, digits and punctuation are neutral: they stay in the font of
 * the text around them when it has them. Pure, so the choice is tested without a font or a browser.
 */
export type Script = "western" | "hangul" | "kana" | "han" | "cjk-symbol" | "neutral" | "other";

export type PdfFontKey = "latin" | "jp" | "kr" | "sc";

/** Where a glyph the chosen font lacks is looked for next, among the fonts already loaded. */
export const FALLBACK_ORDER: readonly PdfFontKey[] = ["latin", "sc", "jp", "kr"];

type Range = readonly [number, number, Script];

/** Ranges in ascending order; code points outside them below U+2C00 are neutral, above are other. */
const RANGES: readonly Range[] = [
  [0x0041, 0x005a, "western"],
  [0x0061, 0x007a, "western"],
  [0x00aa, 0x00aa, "western"],
  [0x00b5, 0x00b5, "western"],
  [0x00ba, 0x00ba, "western"],
  [0x00c0, 0x00d6, "western"],
  [0x00d8, 0x00f6, "western"],
  [0x00f8, 0x052f, "western"], // Latin Extended, IPA, diacritics, Greek, Cyrillic
  [0x1100, 0x11ff, "hangul"],
  [0x1c80, 0x1c8f, "western"], // Cyrillic Extended-C
  [0x1d00, 0x1fff, "western"], // phonetic extensions, Latin Extended Additional, Greek Extended
  [0x2c60, 0x2c7f, "western"],
  [0x2de0, 0x2dff, "western"],
  [0x2e80, 0x2fdf, "han"], // radicals
  [0x3000, 0x303f, "cjk-symbol"],
  [0x3040, 0x30ff, "kana"],
  [0x3100, 0x312f, "cjk-symbol"], // bopomofo
  [0x3130, 0x318f, "hangul"],
  [0x3190, 0x31ef, "cjk-symbol"],
  [0x31f0, 0x31ff, "kana"],
  [0x3200, 0x33ff, "cjk-symbol"], // enclosed and compatibility CJK
  [0x3400, 0x4dbf, "han"],
  [0x4e00, 0x9fff, "han"],
  [0xa640, 0xa69f, "western"], // Cyrillic Extended-B
  [0xa720, 0xa7ff, "western"],
  [0xa960, 0xa97f, "hangul"],
  [0xac00, 0xd7ff, "hangul"],
  [0xf900, 0xfaff, "han"],
  [0xfe30, 0xfe4f, "cjk-symbol"],
  [0xff00, 0xff65, "cjk-symbol"], // full-width forms
  [0xff66, 0xff9f, "kana"], // half-width katakana
  [0xffa0, 0xffdc, "hangul"],
  [0xffdd, 0xffef, "cjk-symbol"],
  [0x1b000, 0x1b16f, "kana"],
  [0x20000, 0x3ffff, "han"],
];

export function scriptOf(codePoint: number): Script {
  let low = 0;
  let high = RANGES.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last, script] = RANGES[middle] as Range;
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return script;
  }
  return codePoint < 0x2c00 ? "neutral" : "other";
}

/** The CJK font of a novel in this language (detectNovelLanguage's answer). */
export function cjkFontOf(language: "ja" | "zh" | "ko" | "en"): PdfFontKey {
  return language === "ja" ? "jp" : language === "ko" ? "kr" : "sc";
}

/** The font a script is set in; null for neutral and unknown characters, which follow their text. */
export function fontOfScript(script: Script, cjk: PdfFontKey): PdfFontKey | null {
  switch (script) {
    case "western":
      return "latin";
    case "hangul":
      return "kr";
    case "kana":
    case "han":
    case "cjk-symbol":
      return cjk;
    case "neutral":
    case "other":
      return null;
  }
}

/** The fonts a text needs before any glyph is looked up: one per script it uses (at least one). */
export function fontsForText(text: string, cjk: PdfFontKey): Set<PdfFontKey> {
  const fonts = new Set<PdfFontKey>();
  for (const char of text) {
    const font = fontOfScript(scriptOf(char.codePointAt(0) ?? 0), cjk);
    if (font !== null) fonts.add(font);
  }
  if (fonts.size === 0) fonts.add("latin");
  return fonts;
}

/** A character with the font it is set in. */
export interface PlacedChar {
  readonly char: string;
  readonly script: Script;
  readonly font: PdfFontKey;
}

/** Whether a loaded font has a glyph for a code point. */
export type Coverage = (font: PdfFontKey, codePoint: number) => boolean;

/**
 * Sets each character of `text` in a loaded font: its script's font when loaded and covering it,
 * neutral characters in the font of the text before (or, at the start, after) them, and otherwise
 * the first loaded font in FALLBACK_ORDER that has the glyph (or the first loaded font at all, which
 * keeps the character's place even without a glyph).
 */
export function placeChars(
  text: string,
  cjk: PdfFontKey,
  loaded: readonly PdfFontKey[],
  covers: Coverage,
): PlacedChar[] {
  const chars = Array.from(text);
  const scripts = chars.map((char) => scriptOf(char.codePointAt(0) ?? 0));
  const wanted = scripts.map((script) => fontOfScript(script, cjk));
  const fallbacks = FALLBACK_ORDER.filter((font) => loaded.includes(font));
  const placed: PlacedChar[] = [];
  let previous: PdfFontKey | null = null;
  chars.forEach((char, index) => {
    const codePoint = char.codePointAt(0) ?? 0;
    // Only a neutral character at the start looks ahead, so a long text stays linear.
    const own = wanted[index] ?? previous ?? wanted.slice(index + 1).find((font) => font !== null) ?? null;
    const candidates = [own, previous, ...fallbacks];
    const font =
      candidates.find(
        (candidate): candidate is PdfFontKey =>
          candidate !== null && loaded.includes(candidate) && covers(candidate, codePoint),
      ) ??
      fallbacks[0] ??
      "latin";
    placed.push({ char, script: scripts[index] ?? "other", font });
    previous = font;
  });
  return placed;
}
