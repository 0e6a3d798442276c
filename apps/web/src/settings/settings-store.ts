/**
 * The user's settings, kept in localStorage under "pxv-settings" as the envelope `{ state, version }`
 * (the shape zustand's persist middleware wrote, which earlier versions of pxv used; index.html reads
 * the same entry to apply theme and accent colour before the first paint). Read once as the store is
 * made and written on every change. Older versions are migrated and every value is checked on the way
 * in (settings-fields.ts), so a hand-edited, outdated or imported entry cannot put the app in an
 * impossible state.
 */
import { create } from "zustand";
import type { Language } from "../i18n/languages";
import { isFingerFirst } from "../lib/finger-first";
import { supportsViewTransitions } from "../lib/view-transitions";
import { readSettings } from "./settings-fields";
import {
  applyCombinationRules,
  migrateSettings,
  platformDefaults,
  SETTINGS_VERSION,
  type AppSettings,
  type ContentSettings,
  type Settings,
  type Theme,
} from "./settings-schema";

export const SETTINGS_STORAGE_KEY = "pxv-settings";

/**
 * A new profile's settings on this browser: the page transition depends on the platform, the
 * long-press menu and swipe paging on whether a finger is the main pointer.
 */
const DEFAULTS = platformDefaults(
  typeof navigator === "undefined" ? "" : navigator.userAgent,
  supportsViewTransitions(),
  isFingerFirst,
);

export interface SettingsState extends Settings {
  setLanguage: (language: Language) => void;
  setTheme: (theme: Theme) => void;
  setAccentColor: (color: string) => void;
  setContent: (content: Partial<ContentSettings>) => void;
  setNsfwFlag: (flag: 0 | 1 | null) => void;
  setAppSetting: <K extends keyof AppSettings>(key: K, value: AppSettings[K]) => void;
  update: (patch: Partial<Settings>) => void;
  /** Replaces every setting (import): the value is read like a stored one. */
  replaceAll: (settings: Settings) => void;
}

/** The saved part of the state: everything but the setters. */
function savedSettings(state: Settings): Settings {
  return readSettings(state, DEFAULTS);
}

interface StoredEnvelope {
  readonly state?: unknown;
  readonly version?: unknown;
}

/** The stored settings, migrated and checked, and whether the entry needs writing in today's shape. */
function readStored(): { settings: Settings; outdated: boolean } | null {
  try {
    const raw = localStorage.getItem(SETTINGS_STORAGE_KEY);
    if (raw === null) return null;
    const { state, version } = JSON.parse(raw) as StoredEnvelope;
    const from = typeof version === "number" ? version : 0;
    const migrated = from === SETTINGS_VERSION ? state : migrateSettings(state, from);
    return { settings: readSettings(migrated, DEFAULTS), outdated: from !== SETTINGS_VERSION };
  } catch {
    // Unreadable (not JSON, or no storage): the defaults, and the next change writes a good entry.
    return null;
  }
}

function writeStored(state: Settings): void {
  try {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ state: savedSettings(state), version: SETTINGS_VERSION }),
    );
  } catch (error) {
    console.warn("Could not save the settings", error);
  }
}

const initial = readStored();

export const useSettingsStore = create<SettingsState>()((set) => ({
  ...DEFAULTS,
  ...initial?.settings,
  setLanguage: (language) => {
    set({ language });
  },
  setTheme: (theme) => {
    set({ theme });
  },
  setAccentColor: (accentColor) => {
    set({ accentColor });
  },
  setContent: (content) => {
    set((state) => ({ content: { ...state.content, ...content } }));
  },
  setNsfwFlag: (nsfwFlag) => {
    set({ nsfwFlag });
  },
  setAppSetting: (key, value) => {
    set((state) => ({ app: applyCombinationRules({ ...state.app, [key]: value }, key) }));
  },
  update: (patch) => {
    set(patch);
  },
  replaceAll: (settings) => {
    set(readSettings(settings, DEFAULTS));
  },
}));

// Every change is saved; an entry of an older version is saved in today's shape at once.
useSettingsStore.subscribe(writeStored);
if (initial?.outdated === true) writeStored(useSettingsStore.getState());

/** Reads the stored entry again (another tab or a test changed it), saving it in today's shape. */
export function reloadStoredSettings(): void {
  const stored = readStored();
  if (stored !== null) useSettingsStore.setState(stored.settings);
}

/** The current settings without the setters (for export and for code outside React). */
export function currentSettings(): Settings {
  return savedSettings(useSettingsStore.getState());
}
