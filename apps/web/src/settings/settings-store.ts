/**
 * The user's settings, kept in localStorage under "pxv-settings" as zustand's envelope
 * `{ state, version }` (index.html reads the same entry to apply theme and accent colour before the
 * first paint). Older versions are migrated and every value is checked on the way in
 * (settings-schema.ts), so a hand-edited, outdated or imported entry cannot put the app in an
 * impossible state.
 */
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { Language } from "../i18n/languages";
import { supportsViewTransitions } from "../lib/view-transitions";
import {
  applyCombinationRules,
  migrateSettings,
  platformDefaults,
  readSettings,
  SETTINGS_VERSION,
  type AppSettings,
  type ContentSettings,
  type Settings,
  type Theme,
} from "./settings-schema";

export const SETTINGS_STORAGE_KEY = "pxv-settings";

/** A new profile's settings on this browser (the page transition depends on the platform). */
const DEFAULTS = platformDefaults(
  typeof navigator === "undefined" ? "" : navigator.userAgent,
  supportsViewTransitions(),
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
export function savedSettings(state: Settings): Settings {
  return readSettings(state, DEFAULTS);
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULTS,
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
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: SETTINGS_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): Settings => savedSettings(state),
      migrate: (persisted, version) => migrateSettings(persisted, version) as Settings,
      merge: (persisted, current) => ({ ...current, ...readSettings(persisted, DEFAULTS) }),
    },
  ),
);

/** The current settings without the setters (for export and for code outside React). */
export function currentSettings(): Settings {
  return savedSettings(useSettingsStore.getState());
}
