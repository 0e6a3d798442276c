/**
 * The rule of every settings field (PRODUCT.md §3, §5), one place for everything that reads settings
 * back: the stored entry, an imported file, the settings store. `checkSettings` reads an object field
 * by field, keeps each valid value and names each one it refuses (`theme`, `app.wfType`,
 * `blockedTags[2]`, an unknown key); nothing is coerced, and a list keeps its valid entries.
 * `readSettings` fills what is missing or refused from the defaults and applies the combination
 * rules, so what it returns is always complete and valid.
 */
import { isBindable } from "../lib/key-combo";
import { isLanguage, type Language } from "../i18n/languages";
import {
  applyCombinationRules,
  CHOICES,
  DEFAULT_SETTINGS,
  DIGIT_STRINGS,
  isRecord,
  readAddress,
  THEMES,
  type AddressField,
  type AppSettings,
  type ContentSettings,
  type Settings,
} from "./settings-schema";

/** The valid values an object holds: any field may be missing, and the groups may be partial. */
export type SettingsPatch = Partial<Omit<Settings, "content" | "app">> & {
  readonly content?: Partial<ContentSettings>;
  readonly app?: Partial<AppSettings>;
};

export interface SettingsCheck {
  readonly valid: SettingsPatch;
  /** Where the object holds something refused, as paths: "theme", "app.wfType", "blockedTags[2]". */
  readonly refused: readonly string[];
}

/** One field checked: its value when any of it can be kept, and the refused paths below it ("" = itself). */
interface Checked<T> {
  readonly value?: T;
  readonly refused: readonly string[];
}
type Rule<T> = (value: unknown) => Checked<T>;

const REFUSED: Checked<never> = { refused: [""] };
const kept = <T>(value: T): Checked<T> => ({ value, refused: [] });
const when =
  <T>(test: (value: unknown) => value is T): Rule<T> =>
  (value) =>
    test(value) ? kept(value) : REFUSED;

const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
const textUpTo =
  (maxLength: number) =>
  (value: unknown): value is string =>
    typeof value === "string" && value.length <= maxLength;
const oneOf =
  <T>(choices: readonly T[]) =>
  (value: unknown): value is T =>
    choices.includes(value as T);

/** A list of distinct valid entries; each invalid entry is refused by its index, duplicates dropped. */
function listOf<T>(isEntry: (value: unknown) => value is T, maxLength = Infinity): Rule<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return REFUSED;
    const entries = new Set<T>();
    const refused: string[] = [];
    value.forEach((entry: unknown, index) => {
      if (isEntry(entry) && entries.has(entry)) return;
      if (isEntry(entry) && entries.size < maxLength) entries.add(entry);
      else refused.push(`[${index}]`);
    });
    return { value: [...entries], refused };
  };
}

/** An object of known keys, each with its rule; an unknown key is refused by name. */
function groupOf<T>(rules: { readonly [K in keyof T]: Rule<T[K]> }): Rule<Partial<T>> {
  return (value) => {
    if (!isRecord(value)) return REFUSED;
    const group: Partial<T> = {};
    const refused: string[] = [];
    for (const [key, entry] of Object.entries(value)) {
      if (!Object.hasOwn(rules, key)) {
        refused.push(`.${key}`);
        continue;
      }
      const field = key as keyof T;
      const checked = rules[field](entry);
      if (checked.value !== undefined) group[field] = checked.value;
      refused.push(...checked.refused.map((path) => `.${key}${path}`));
    }
    return { value: group, refused };
  };
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const COMMAND_ID = /^[a-z][a-z-]{0,39}$/;
/** Keys one command may hold, at most. */
const MAX_BINDINGS = 4;
/** Longest font name kept. */
const MAX_FONT_LENGTH = 200;

const isBlockedTag = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const isUserId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isBinding = (value: unknown): value is string => typeof value === "string" && isBindable(value);

function addressRule(field: AddressField): Rule<string> {
  return (value) => {
    const address = typeof value === "string" ? readAddress(field, value) : null;
    return address === null ? REFUSED : kept(address);
  };
}

/** One app setting: a choice from its list, digits, a whole number ≥ 0, or the type of its default. */
function appRule<K extends keyof AppSettings>(key: K, fallback: AppSettings[K]): Rule<AppSettings[K]> {
  const choices = CHOICES[key];
  if (choices !== undefined) return when(oneOf(choices as readonly AppSettings[K][]));
  if (DIGIT_STRINGS.has(key)) {
    return when((value): value is AppSettings[K] => typeof value === "string" && /^\d{0,6}$/.test(value));
  }
  if (key === "dlFileNameTpl") {
    // PRODUCT.md §5: a file-name template must keep {pid} and {index}.
    return when(
      (value): value is AppSettings[K] =>
        typeof value === "string" && value.includes("{pid}") && value.includes("{index}"),
    );
  }
  if (typeof fallback === "number") {
    return when((value): value is AppSettings[K] => Number.isSafeInteger(value) && (value as number) >= 0);
  }
  return when((value): value is AppSettings[K] => typeof value === typeof fallback);
}

const APP_RULES = Object.fromEntries(
  (Object.entries(DEFAULT_SETTINGS.app) as [keyof AppSettings, AppSettings[keyof AppSettings]][]).map(
    ([key, fallback]) => [key, appRule(key, fallback)],
  ),
) as { readonly [K in keyof AppSettings]: Rule<AppSettings[K]> };

/** Rebound keys: well-formed command ids, each with up to MAX_BINDINGS bindable keys (key-combo.ts). */
const keyBindingsRule: Rule<Record<string, string[]>> = (value) => {
  if (!isRecord(value)) return REFUSED;
  const bindings: Record<string, string[]> = {};
  const refused: string[] = [];
  const keysRule = listOf(isBinding, MAX_BINDINGS);
  for (const [id, keys] of Object.entries(value)) {
    const checked = COMMAND_ID.test(id) ? keysRule(keys) : REFUSED;
    if (checked.value !== undefined) bindings[id] = checked.value;
    refused.push(...checked.refused.map((path) => `.${id}${path}`));
  }
  return { value: bindings, refused };
};

type FieldValues = Required<SettingsPatch>;

const FIELD_RULES: { readonly [K in keyof FieldValues]: Rule<FieldValues[K]> } = {
  language: when((value): value is Language | null => value === null || isLanguage(value)),
  theme: when(oneOf(THEMES)),
  accentColor: (value) =>
    typeof value === "string" && HEX_COLOR.test(value) ? kept(value.toLowerCase()) : REFUSED,
  fontFamily: when(textUpTo(MAX_FONT_LENGTH)),
  content: groupOf<ContentSettings>({ r18: when(isBoolean), r18g: when(isBoolean), ai: when(isBoolean) }),
  nsfwFlag: when((value): value is 0 | 1 | null => value === 0 || value === 1 || value === null),
  blockedTags: listOf(isBlockedTag),
  blockedUserIds: listOf(isUserId),
  apiBase: addressRule("apiBase"),
  imageHost: addressRule("imageHost"),
  sensitiveWordsUrl: addressRule("sensitiveWordsUrl"),
  noticesUrl: addressRule("noticesUrl"),
  app: groupOf<AppSettings>(APP_RULES),
  keyBindings: keyBindingsRule,
};

/** Checks an object (already migrated) field by field; anything that is not an object is refused whole. */
export function checkSettings(value: unknown): SettingsCheck {
  if (!isRecord(value)) return { valid: {}, refused: ["settings"] };
  const checked = groupOf<FieldValues>(FIELD_RULES)(value);
  return {
    valid: checked.value ?? {},
    // The group's paths start with "." (".theme"): a top-level field is named without it.
    refused: checked.refused.map((path) => path.slice(1)),
  };
}

/**
 * Any stored or imported value (already migrated) as complete, valid settings; what is missing or
 * refused takes its value from `defaults`.
 */
export function readSettings(value: unknown, defaults: Settings = DEFAULT_SETTINGS): Settings {
  const { content, app, ...fields } = checkSettings(value).valid;
  return {
    ...defaults,
    ...fields,
    content: { ...defaults.content, ...content },
    app: applyCombinationRules({ ...defaults.app, ...app }),
  };
}
