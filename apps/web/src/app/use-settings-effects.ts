/**
 * Applies the saved settings to the document: the interface language (loading its messages when it
 * changes), the theme (settings/theme.ts: the `dark` class and `data-theme` on <html>; "system" follows the system's preference), the
 * accent colour and font (CSS variables), the image-card options and the background image (data
 * attributes the styles in index.css read). index.html applies theme and accent before the first paint from the same entry.
 */
import { useEffect, useSyncExternalStore } from "react";
import { translator } from "../i18n/translator";
import { useSettingsStore } from "../settings/settings-store";
import { changeLanguage } from "../i18n/i18n";
import { applyTheme, isDarkTheme } from "../settings/theme";

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

/** Dark mode as it applies now: the chosen theme, else the system's. */
export function useEffectiveDarkMode(): boolean {
  const theme = useSettingsStore((state) => state.theme);
  const system = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  return isDarkTheme(theme, system);
}

export function useSettingsEffects(): void {
  const language = useSettingsStore((state) => state.language);
  const accentColor = useSettingsStore((state) => state.accentColor);
  const fontFamily = useSettingsStore((state) => state.fontFamily);
  const radius = useSettingsStore((state) => state.app.isImageCardBorderRadius);
  const shadow = useSettingsStore((state) => state.app.isImageCardBoxShadow);
  const bodyBackground = useSettingsStore((state) => state.app.withBodyBg);
  const theme = useSettingsStore((state) => state.theme);
  const system = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);

  useEffect(() => {
    if (language === null || language === translator.language) return;
    changeLanguage(language).catch((error: unknown) => {
      console.error("Could not switch language", error);
    });
  }, [language]);

  useEffect(() => {
    applyTheme(document.documentElement, theme, system);
  }, [theme, system]);

  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty("--pxv-accent", accentColor);
    if (fontFamily === "") root.style.removeProperty("--pxv-font");
    else root.style.setProperty("--pxv-font", `"${fontFamily.replace(/["\\]/g, "")}"`);
    root.dataset["cardRadius"] = radius ? "on" : "off";
    root.dataset["cardShadow"] = shadow ? "on" : "off";
    root.dataset["bodyBg"] = bodyBackground ? "on" : "off";
  }, [accentColor, fontFamily, radius, shadow, bodyBackground]);
}
