/**
 * Picture translation's contract (`POST /api/picture-translate`, PXV_API_PATHS.pictureTranslation):
 * the languages a picture's text regions may be translated into (the twelve interface languages, each
 * with the English name the service's instruction calls it by) and the limits of one request, written
 * once for the server that enforces them and the browser that stays within them.
 */

/** Each interface language's tag and its English name (as a chat-completions instruction names it). */
export const PICTURE_TRANSLATION_LANGUAGES = {
  "zh-CN": "Simplified Chinese",
  "zh-TW": "Traditional Chinese",
  de: "German",
  el: "Greek",
  en: "English",
  es: "Spanish",
  fr: "French",
  it: "Italian",
  ja: "Japanese",
  ko: "Korean",
  pt: "Portuguese",
  ru: "Russian",
} as const;

export type PictureTranslationLanguage = keyof typeof PICTURE_TRANSLATION_LANGUAGES;

export const PICTURE_TRANSLATION_LANGUAGE_TAGS = Object.keys(PICTURE_TRANSLATION_LANGUAGES) as [
  PictureTranslationLanguage,
  ...PictureTranslationLanguage[],
];

export function isPictureTranslationLanguage(value: string): value is PictureTranslationLanguage {
  return Object.hasOwn(PICTURE_TRANSLATION_LANGUAGES, value);
}

/** One request's bounds: a page's regions, each a bubble's or caption's text, with room to spare. */
export const PICTURE_TRANSLATION_LIMITS = {
  /** Text regions in one request. */
  maxTexts: 64,
  /** Characters (UTF-16 units) of one region's text. */
  textMaxCharacters: 1000,
  /** Characters of all the request's texts together: one service request's worth. */
  totalMaxCharacters: 8000,
} as const;

/**
 * How long the browser waits for a picture's translation: one service request, or, when its answer
 * does not pair up line for line, the regions one by one (a few at a time) on the server.
 */
export const PICTURE_TRANSLATION_TIMEOUT_MS = 5 * 60_000;

/** Any line break, as a recognised text (or a service's answer) may write it. */
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029\u0085]/;

/** Characters written without spaces between them: kana, CJK ideographs and CJK punctuation. */
const UNSPACED = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/** A text's non-blank lines, trimmed (a service's answer, a region's lines). */
export function textLines(text: string): string[] {
  return text
    .split(LINE_BREAK)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * A region's text on one line, as a translator gets it: its lines (a bubble's columns) trimmed and
 * joined — without a space next to a Japanese character, with one between other words — and runs of
 * whitespace made one space. "" when nothing is on it.
 */
export function regionTextLine(text: string): string {
  let joined = "";
  for (const line of textLines(text).map((part) => part.replace(/\s+/g, " "))) {
    const unspaced = joined === "" || UNSPACED.test(joined.slice(-1)) || UNSPACED.test(line.charAt(0));
    joined += unspaced ? line : ` ${line}`;
  }
  return joined;
}
