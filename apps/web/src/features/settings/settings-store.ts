/**
 * The user's interface settings, kept in localStorage under "pxv-settings" (index.html reads the
 * same entry to set dark mode before the first paint). `null` means "not chosen": the language then
 * comes from the browser and dark mode from the system. Saved values are checked on the way in, so
 * a hand-edited or outdated entry cannot put the app in an impossible state.
 */
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { isLanguage, type Language } from "../../i18n/languages";

export const SETTINGS_STORAGE_KEY = "pxv-settings";

export interface SettingsState {
  readonly language: Language | null;
  readonly darkMode: boolean | null;
  setLanguage: (language: Language) => void;
  setDarkMode: (darkMode: boolean) => void;
}

type SavedSettings = Pick<SettingsState, "language" | "darkMode">;

function readSaved(value: unknown): Partial<SavedSettings> {
  if (typeof value !== "object" || value === null) return {};
  const saved = value as Record<string, unknown>;
  return {
    language: isLanguage(saved["language"]) ? saved["language"] : null,
    darkMode: typeof saved["darkMode"] === "boolean" ? saved["darkMode"] : null,
  };
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      language: null,
      darkMode: null,
      setLanguage: (language) => {
        set({ language });
      },
      setDarkMode: (darkMode) => {
        set({ darkMode });
      },
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): SavedSettings => ({ language: state.language, darkMode: state.darkMode }),
      merge: (persisted, current) => ({ ...current, ...readSaved(persisted) }),
    },
  ),
);
