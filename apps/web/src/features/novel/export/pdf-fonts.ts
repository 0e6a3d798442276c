/**
 * The PDF export's fonts (all Noto, OFL, as TrueType, which jsPDF needs): Noto Sans for Latin,
 * Cyrillic and Greek (0.6 MB), Noto Sans JP (5.5 MB), KR (6.2 MB) and SC (10.6 MB), in ./fonts/ beside
 * their licences (scripts/pdf-fonts.mjs takes each from its @expo-google-fonts package at set-up).
 * Each is fetched the first time a novel uses its script, once per visit, with the set of characters
 * it has; jsPDF then embeds only the glyphs a PDF uses. The URLs are assets of the lazy PDF chunk,
 * so nothing here reaches the first visit.
 */
import latinUrl from "./fonts/NotoSans-Regular.ttf?url";
import jpUrl from "./fonts/NotoSansJP-Regular.ttf?url";
import krUrl from "./fonts/NotoSansKR-Regular.ttf?url";
import scUrl from "./fonts/NotoSansSC-Regular.ttf?url";
import {
  fontsForText,
  placeChars,
  scriptOf,
  type Coverage,
  type PdfFontKey,
  type PlacedChar,
} from "./pdf-scripts";
import { send } from "../../../data/pxv-client";
import { fontCodePoints } from "./ttf-cmap";

/** The name each font has in the PDF (jsPDF prefixes the subset tag). */
export const PDF_FONT_NAMES: Readonly<Record<PdfFontKey, string>> = {
  latin: "NotoSans",
  jp: "NotoSansJP",
  kr: "NotoSansKR",
  sc: "NotoSansSC",
};

const URLS: Readonly<Record<PdfFontKey, string>> = { latin: latinUrl, jp: jpUrl, kr: krUrl, sc: scUrl };

export interface LoadedFont {
  readonly key: PdfFontKey;
  /** The file as the binary string jsPDF's virtual file system takes. */
  readonly binary: string;
  readonly codePoints: ReadonlySet<number>;
}

const loading = new Map<PdfFontKey, Promise<LoadedFont>>();

function binaryString(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return binary;
}

/** A font, fetched once per visit (a failed fetch is tried again next time). */
function loadFont(key: PdfFontKey): Promise<LoadedFont> {
  let font = loading.get(key);
  if (font === undefined) {
    font = (async () => {
      const response = await send(URLS[key]);
      if (!response.ok)
        throw new Error(`The PDF font ${PDF_FONT_NAMES[key]} did not load: HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { key, binary: binaryString(bytes), codePoints: fontCodePoints(bytes) };
    })();
    loading.set(key, font);
    font.catch(() => loading.delete(key));
  }
  return font;
}

/** The fonts a text is set in and how each character is placed in them. */
export interface FontPlan {
  readonly fonts: readonly LoadedFont[];
  readonly place: (text: string) => PlacedChar[];
}

/**
 * Loads the fonts of the scripts `text` uses; then, when some character has no glyph in any of
 * them, the novel's CJK font and at last SC (which has nearly every Han character), each only if it
 * is still missing something it could have.
 */
export async function planFonts(text: string, cjk: PdfFontKey): Promise<FontPlan> {
  const fonts = await Promise.all([...fontsForText(text, cjk)].map(loadFont));
  // Controls and invisible format characters (zero-width space, direction marks) need no glyph.
  const distinct = [...new Set(text)]
    .filter((char) => !/[\p{C}\p{Z}]/u.test(char))
    .map((char) => char.codePointAt(0) ?? 0);
  const missing = (): number[] =>
    distinct.filter(
      (codePoint) => scriptOf(codePoint) !== "other" && !fonts.some((font) => font.codePoints.has(codePoint)),
    );
  for (const fallback of [cjk, "sc"] as const) {
    if (missing().length === 0) break;
    if (!fonts.some((font) => font.key === fallback)) fonts.push(await loadFont(fallback));
  }
  const byKey = new Map(fonts.map((font) => [font.key, font]));
  const covers: Coverage = (key, codePoint) => byKey.get(key)?.codePoints.has(codePoint) ?? false;
  const keys = fonts.map((font) => font.key);
  return { fonts, place: (line) => placeChars(line, cjk, keys, covers) };
}
