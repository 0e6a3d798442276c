/**
 * The sandbox's translations of the text in its text pages (catalogue/text-pages.ts), for picture
 * translation: a request whose every line is the text of a region gets each line's fixed
 * translation into the target language the instruction names (by its tag, e.g. `(en)`, or its name,
 * e.g. "English" / "简体中文"); Simplified Chinese when it names none, as for novels. Languages
 * without a written translation get the English one marked with the language's tag (`[de] …`).
 * Any other text is left to the pseudo-translation (pseudo-translate.ts).
 */
import { REGION_TRANSLATIONS } from "../catalogue/text-pages.js";

/** Each interface language's tag and the names an instruction may call it by. */
const LANGUAGE_NAMES: readonly (readonly [string, readonly string[]])[] = [
  ["zh-TW", ["traditional chinese", "繁體中文", "繁体中文"]],
  ["zh-CN", ["simplified chinese", "简体中文", "chinese", "中文"]],
  ["en", ["english"]],
  ["ja", ["japanese", "日本語"]],
  ["ko", ["korean", "한국어"]],
  ["de", ["german", "deutsch"]],
  ["el", ["greek", "ελληνικά"]],
  ["es", ["spanish", "español"]],
  ["fr", ["french", "français"]],
  ["it", ["italian", "italiano"]],
  ["pt", ["portuguese", "português"]],
  ["ru", ["russian", "русский"]],
];

/** The target language an instruction names: a `(tag)` first, then a name; zh-CN when none. */
export function targetLanguageOf(instruction: string): string {
  const lower = instruction.toLowerCase();
  for (const [tag] of LANGUAGE_NAMES) if (lower.includes(`(${tag.toLowerCase()})`)) return tag;
  for (const [tag, names] of LANGUAGE_NAMES) if (names.some((name) => lower.includes(name))) return tag;
  return "zh-CN";
}

/** A region text's translation into `language`: written out, or the English one marked. */
export function translateRegionText(text: string, language: string): string | null {
  const translations = REGION_TRANSLATIONS[text.replace(/\s+/g, "")];
  if (translations === undefined) return null;
  const written = translations[language];
  return written ?? `[${language}] ${translations.en as string}`;
}

/**
 * The translation of a request's text when each of its non-empty lines is a region's text; null
 * otherwise (then the pseudo-translation answers). Line breaks are kept, so lines pair up.
 */
export function regionTranslation(instruction: string, text: string): string | null {
  const lines = text.split("\n");
  if (lines.every((line) => line.trim() === "")) return null;
  const language = targetLanguageOf(instruction);
  const translated = lines.map((line) => (line.trim() === "" ? "" : translateRegionText(line, language)));
  return translated.some((line) => line === null) ? null : translated.join("\n");
}
