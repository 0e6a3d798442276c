/**
 * The message store and formatter (in place of i18next, a third of the first page's script budget):
 * the current language, the namespaces loaded for it, and `t`, which looks a dotted key up in a
 * namespace and fills `{{name}}` placeholders. A message with a count is a plural: an object of CLDR
 * plural forms ({"one": …, "few": …, "other": …}; "other" required), one chosen by Intl.PluralRules
 * for the `count` value in the current language — the only format the locale files use. A missing
 * or empty message reads as its key, so a gap shows rather than an empty space. Values are
 * not HTML-escaped: React escapes what it renders. Keys are typed from zh-CN's files, so a misspelt
 * key fails type checking. Loading the files is i18n.ts's work; reading them in React is
 * use-translation.ts's.
 */
import type { ScreenNamespace } from "./namespaces";
import type translation from "./locales/zh-CN.json";
import type browse from "./locales/browse/zh-CN.json";
import type search from "./locales/search/zh-CN.json";
import type artwork from "./locales/artwork/zh-CN.json";
import type reader from "./locales/reader/zh-CN.json";
import type account from "./locales/account/zh-CN.json";
import type keys from "./locales/keys/zh-CN.json";
import type bulk from "./locales/bulk/zh-CN.json";
import type prefs from "./locales/prefs/zh-CN.json";
import type sync from "./locales/sync/zh-CN.json";
import type updates from "./locales/updates/zh-CN.json";
import type sorting from "./locales/sorting/zh-CN.json";
import type archive from "./locales/archive/zh-CN.json";

export type Namespace = "translation" | ScreenNamespace;

interface Bundles {
  translation: typeof translation;
  browse: typeof browse;
  search: typeof search;
  artwork: typeof artwork;
  reader: typeof reader;
  account: typeof account;
  keys: typeof keys;
  bulk: typeof bulk;
  prefs: typeof prefs;
  sync: typeof sync;
  updates: typeof updates;
  sorting: typeof sorting;
  archive: typeof archive;
}

/** A message with a count: its forms by CLDR plural category, "other" always there. */
type Plural = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

/** The dotted paths of a message tree's messages (strings and plurals). */
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string | Plural ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey<N extends Namespace = "translation"> = Leaves<Bundles[N]>;
/** A key of any namespace, written `namespace:key` outside the frame's own ("translation"). */
export type AnyMessageKey = MessageKey | { [N in ScreenNamespace]: `${N}:${MessageKey<N>}` }[ScreenNamespace];
export type Values = Readonly<Record<string, string | number>>;
/** A namespace's formatter, as `useTranslation(namespace).t` gives it. */
export type TFunction<N extends Namespace = "translation"> = (key: MessageKey<N>, values?: Values) => string;

/** A loaded message file: nested objects of strings (a plural is an object of strings too). */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills `{{name}}` placeholders; one with no value is left as written. */
export function interpolate(message: string, values: Values | undefined): string {
  if (values === undefined) return message;
  return message.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** Plural rules by language, made once each. */
const pluralRules = new Map<string, Intl.PluralRules>();

function lookUp(
  tree: MessageTree | undefined,
  key: string,
  language: string,
  values: Values | undefined,
): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  if (typeof node === "object" && "other" in node) {
    // A plural: the form of `count`'s category in this language, else "other".
    let rules = pluralRules.get(language);
    if (rules === undefined) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    node = node[rules.select(Number(values?.count))] ?? node.other;
  }
  return typeof node === "string" && node !== "" ? node : undefined;
}

type Listener = () => void;

/** The messages of every language loaded so far, by language then namespace. */
const store = new Map<string, Map<Namespace, MessageTree>>();
const listeners = new Set<Listener>();
let current = "";
/** Bumped on every change (language, a namespace added): what React re-renders on. */
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function format(language: string, namespace: Namespace, key: string, values?: Values): string {
  const message = lookUp(store.get(language)?.get(namespace), key, language, values);
  return message === undefined ? key : interpolate(message, values);
}

export const translator = {
  /** The current language ("" before start-up has chosen one). */
  get language(): string {
    return current;
  },
  /** A change counter, for React's external-store subscription. */
  get version(): number {
    return version;
  },
  isStarted(): boolean {
    return current !== "";
  },
  hasBundle(language: string, namespace: Namespace): boolean {
    return store.get(language)?.has(namespace) ?? false;
  },
  addBundle(language: string, namespace: Namespace, messages: MessageTree): void {
    let bundles = store.get(language);
    if (bundles === undefined) {
      bundles = new Map();
      store.set(language, bundles);
    }
    bundles.set(namespace, messages);
    changed();
  },
  setLanguage(language: string): void {
    if (language === current) return;
    current = language;
    changed();
  },
  /** A message of any namespace in the current language: `key` (the frame's) or `namespace:key`. */
  t(key: AnyMessageKey, values?: Values): string {
    const colon = key.indexOf(":");
    return colon < 0
      ? format(current, "translation", key, values)
      : format(current, key.slice(0, colon) as Namespace, key.slice(colon + 1), values);
  },
  /** A namespace's formatter in the current language. */
  fixedT<N extends Namespace>(namespace: N): TFunction<N> {
    const language = current;
    return (key, values) => format(language, namespace, key, values);
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
