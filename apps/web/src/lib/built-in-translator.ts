/**
 * The browser's built-in Translator (the Translator API, on-device models, where the browser has
 * one): its shape as pxv uses it, whether it exists, and the tag it takes for an interface language.
 * Novel and picture translation fall back to it when the instance has no translation service.
 */

export interface BuiltInTranslator {
  translate(text: string, options?: { signal?: AbortSignal }): Promise<string>;
  destroy?: () => void;
}

export interface TranslatorLanguages {
  readonly sourceLanguage: string;
  readonly targetLanguage: string;
}

/** Whether a language pair can be translated: now, after a download, or not at all. */
export type TranslatorAvailability = "unavailable" | "downloadable" | "downloading" | "available";

export interface TranslatorFactory {
  create(options: TranslatorLanguages & { signal?: AbortSignal }): Promise<BuiltInTranslator>;
  /** Not in every implementation; without it, `create` is the test. */
  availability?: (options: TranslatorLanguages) => Promise<TranslatorAvailability>;
}

/** The browser's Translator, or null when it has none. */
export function builtInTranslator(): TranslatorFactory | null {
  const candidate = (globalThis as { Translator?: TranslatorFactory }).Translator;
  return candidate !== undefined && typeof candidate.create === "function" ? candidate : null;
}

export const hasBrowserTranslator = (): boolean => builtInTranslator() !== null;

/** The Translator API's tag for an interface language: zh-CN is "zh", zh-TW "zh-Hant", others as they are. */
export function translatorLanguage(language: string): string {
  if (language === "zh-CN") return "zh";
  if (language === "zh-TW") return "zh-Hant";
  return language;
}
