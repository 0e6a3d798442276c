/**
 * The twelve interface languages (PRODUCT.md §1) and the choice of one at start-up: the saved setting
 * first, then the browser's preferred languages, then zh-CN. Each language's name is written in that
 * language (an endonym), which is how a language picker must show it whatever the current language.
 */

export const LANGUAGES = [
  { code: "zh-CN", name: "简体中文" },
  { code: "zh-TW", name: "繁體中文" },
  { code: "de", name: "Deutsch" },
  { code: "el", name: "Ελληνικά" },
  { code: "en", name: "English" },
  { code: "es", name: "Español" },
  { code: "fr", name: "Français" },
  { code: "it", name: "Italiano" },
  { code: "ja", name: "日本語" },
  { code: "ko", name: "한국어" },
  { code: "pt", name: "Português" },
  { code: "ru", name: "Русский" },
] as const;

export type Language = (typeof LANGUAGES)[number]["code"];

export const DEFAULT_LANGUAGE: Language = "zh-CN";

const CODES: readonly string[] = LANGUAGES.map((language) => language.code);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && CODES.includes(value);
}

/** Maps one BCP 47 tag (en-US, zh-Hant-HK, pt-BR) to a supported language, or null. */
export function matchLanguage(tag: string): Language | null {
  const lower = tag.trim().toLowerCase().replace(/_/g, "-");
  if (lower === "") return null;
  const [primary = ""] = lower.split("-");
  if (primary === "zh") {
    return /-(?:tw|hk|mo|hant)\b/.test(lower) ? "zh-TW" : "zh-CN";
  }
  for (const code of CODES) {
    if (code.toLowerCase() === primary) return code as Language;
  }
  return null;
}

export function detectLanguage(saved: unknown, browserLanguages: readonly string[]): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match !== null) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** The `lang` pixiv's web endpoints translate tags into for an interface language (others read English). */
export function pixivWebLanguage(language: string): "ja" | "ko" | "zh" | "zh_tw" | "en" {
  if (language === "zh-TW") return "zh_tw";
  if (language.startsWith("zh")) return "zh";
  if (language === "ja" || language === "ko") return language;
  return "en";
}
