/**
 * i18next set-up. Only the active language's messages are loaded (each locale file is its own lazy
 * chunk): the frame's `translation` namespace at start-up, and a screen area's namespace
 * (namespaces.ts) when one of its screens loads. All locales share zh-CN's key set (checked by a
 * test), so no fallback language is needed. Keeps <html lang> in step with the active language.
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "./languages";
import type { ScreenNamespace } from "./namespaces";
import type zhCN from "./locales/zh-CN.json";

export type Messages = typeof zhCN;
type Namespace = "translation" | ScreenNamespace;

const frameLoaders = import.meta.glob<Messages>("./locales/*.json", { import: "default" });
const screenLoaders = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", { import: "default" });

async function loadMessages(language: Language, namespace: Namespace): Promise<Record<string, unknown>> {
  const path =
    namespace === "translation" ? `./locales/${language}.json` : `./locales/${namespace}/${language}.json`;
  const load = namespace === "translation" ? frameLoaders[path] : screenLoaders[path];
  if (load === undefined) throw new Error(`No ${namespace} messages for language ${language}`);
  return load();
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** Namespaces loaded so far; a language change loads all of them for the new language. */
const loadedNamespaces = new Set<Namespace>(["translation"]);

async function ensureLoaded(language: Language, namespaces: Iterable<Namespace>): Promise<void> {
  await Promise.all(
    [...namespaces].map(async (namespace) => {
      if (i18next.hasResourceBundle(language, namespace)) return;
      i18next.addResourceBundle(language, namespace, await loadMessages(language, namespace));
    }),
  );
}

/** The language start-up began with and its i18next start, so screens can load beside it. */
let starting: { language: Language; ready: Promise<void> } | null = null;

/** Starts i18next on one language; resolves once its messages are loaded. */
export function initI18n(language: Language, messages?: Messages): Promise<void> {
  const ready = (async () => {
    const translation = messages ?? ((await loadMessages(language, "translation")) as Messages);
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      ns: ["translation"],
      defaultNS: "translation",
      resources: { [language]: { translation } },
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      // A screen namespace is always loaded before its screen renders (routes.tsx), never lazily by i18next.
      partialBundledLanguages: true,
    });
    applyDocumentLanguage(language);
  })();
  starting = { language, ready };
  return ready;
}

/**
 * Loads screen namespaces for the current language (a screen's chunk waits for this before
 * rendering). Callable while start-up is still loading the frame's messages: both files then load in
 * the same round trip, so the first screen costs no extra wave of requests.
 */
export async function loadNamespaces(namespaces: readonly ScreenNamespace[]): Promise<void> {
  for (const namespace of namespaces) loadedNamespaces.add(namespace);
  if (starting !== null && !i18next.isInitialized) {
    const { language, ready } = starting;
    const bundles = await Promise.all(
      namespaces.map(async (namespace) => [namespace, await loadMessages(language, namespace)] as const),
    );
    await ready;
    for (const [namespace, bundle] of bundles) {
      if (!i18next.hasResourceBundle(language, namespace))
        i18next.addResourceBundle(language, namespace, bundle);
    }
  }
  await ensureLoaded(i18next.language as Language, namespaces);
}

/** Loads a language (every namespace in use) when needed and makes it current. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language, loadedNamespaces);
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
}
