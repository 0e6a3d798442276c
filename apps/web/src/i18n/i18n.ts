/**
 * Loading messages (translator.ts formats them). Only the active language's messages are loaded
 * (each locale file is its own lazy chunk): the frame's `translation` namespace at start-up, and a
 * screen area's namespace (namespaces.ts) when one of its screens loads. All locales share zh-CN's
 * key set (checked by a test), so no fallback language is needed. Keeps <html lang> in step with the
 * active language.
 */
import type { Language } from "./languages";
import type { ScreenNamespace } from "./namespaces";
import { translator, type MessageTree, type Namespace } from "./translator";
import type zhCN from "./locales/zh-CN.json";

export type Messages = typeof zhCN;

/** Every locale file, its own lazy chunk (one map: a key per file is most of the entry's i18n bytes). */
const loaders = import.meta.glob<{ default: MessageTree }>(["./locales/*.json", "./locales/*/*.json"]);

async function loadMessages(language: Language, namespace: Namespace): Promise<MessageTree> {
  const path =
    namespace === "translation" ? `./locales/${language}.json` : `./locales/${namespace}/${language}.json`;
  const load = loaders[path];
  if (load === undefined) throw new Error(`No ${namespace} messages for language ${language}`);
  return (await load()).default;
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** Namespaces loaded so far; a language change loads all of them for the new language. */
const loadedNamespaces = new Set<Namespace>(["translation"]);

async function ensureLoaded(language: Language, namespaces: Iterable<Namespace>): Promise<void> {
  await Promise.all(
    [...namespaces].map(async (namespace) => {
      if (translator.hasBundle(language, namespace)) return;
      const messages = await loadMessages(language, namespace);
      if (!translator.hasBundle(language, namespace)) translator.addBundle(language, namespace, messages);
    }),
  );
}

/** The language start-up began with and its messages' loading, so screens can load beside it. */
let starting: { language: Language; ready: Promise<void> } | null = null;

/** Starts on one language (its messages given, or loaded); resolves once they are in. */
export function initI18n(language: Language, messages?: Messages): Promise<void> {
  const ready = (async () => {
    const translation = messages ?? (await loadMessages(language, "translation"));
    translator.addBundle(language, "translation", translation);
    translator.setLanguage(language);
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
  if (starting !== null && !translator.isStarted()) {
    await ensureLoaded(starting.language, namespaces);
    await starting.ready;
    return;
  }
  await ensureLoaded(translator.language as Language, namespaces);
}

/**
 * Makes `language` current with the frame's and `namespaces`' messages, without touching a document:
 * the server's rendering of a first screen (app/first-screen), which has none.
 */
export async function setLanguageOutsideDocument(
  language: Language,
  namespaces: readonly ScreenNamespace[],
): Promise<void> {
  await ensureLoaded(language, ["translation", ...namespaces]);
  translator.setLanguage(language);
}

/** Loads a language (every namespace in use) when needed and makes it current. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language, loadedNamespaces);
  translator.setLanguage(language);
  applyDocumentLanguage(language);
}
