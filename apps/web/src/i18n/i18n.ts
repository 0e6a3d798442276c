/**
 * i18next set-up. Only the active language's JSON is loaded (each locale is its own lazy chunk), so
 * the first load carries one language. All locales share zh-CN's key set (checked by a test), so no
 * fallback language is needed. Keeps <html lang> in step with the active language.
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "./languages";
import type zhCN from "./locales/zh-CN.json";

export type Messages = typeof zhCN;

const loaders = import.meta.glob<Messages>("./locales/*.json", { import: "default" });

async function loadMessages(language: Language): Promise<Messages> {
  const load = loaders[`./locales/${language}.json`];
  if (load === undefined) throw new Error(`No messages for language ${language}`);
  return load();
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** Starts i18next on one language; resolves once its messages are loaded. */
export async function initI18n(language: Language, messages?: Messages): Promise<void> {
  const translation = messages ?? (await loadMessages(language));
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  applyDocumentLanguage(language);
}

/** Loads a language when needed and makes it current. */
export async function changeLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, "translation")) {
    i18next.addResourceBundle(language, "translation", await loadMessages(language));
  }
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
}
