/**
 * Applies the saved settings to the document: the interface language (loading its messages when it
 * changes) and dark mode (the `dark` class on <html>; when not chosen, the system's preference).
 */
import { useEffect, useSyncExternalStore } from "react";
import i18next from "i18next";
import { useSettingsStore } from "../features/settings/settings-store";
import { changeLanguage } from "../i18n/i18n";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribeToSystemTheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => {
    query.removeEventListener("change", onChange);
  };
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

/** Dark mode as it applies now: the saved choice, else the system's. */
export function useEffectiveDarkMode(): boolean {
  const saved = useSettingsStore((state) => state.darkMode);
  const system = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  return saved ?? system;
}

export function useSettingsEffects(): void {
  const language = useSettingsStore((state) => state.language);
  const dark = useEffectiveDarkMode();

  useEffect(() => {
    if (language === null || language === i18next.language) return;
    changeLanguage(language).catch((error: unknown) => {
      console.error("Could not switch language", error);
    });
  }, [language]);

  useEffect(() => {
    document.documentElement.classList.toggle("dark", dark);
  }, [dark]);
}
