/**
 * What a theme does to the document: the `dark` class on <html> (Tailwind's dark variant: the dark
 * theme, the OLED-black one, and the system's choice when it prefers dark) and, for the two themes
 * that adjust a base, `data-theme` on <html> (index.css: "black" turns the dark greys to true black
 * for OLED screens, "contrast" darkens the light theme's greys, borders and accent to at least 7:1).
 * index.html's first script does the same from the saved settings before the first paint, so no
 * wrong theme flashes; theme.test.ts runs that script against this function.
 */
import type { Theme } from "./settings-schema";

/** Themes that adjust the dark or light base, named by `data-theme` on <html>. */
const ADJUSTING_THEMES: ReadonlySet<Theme> = new Set(["black", "contrast"]);

/** Whether `theme` stands on the dark base. */
export function isDarkTheme(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === "system" ? systemPrefersDark : theme === "dark" || theme === "black";
}

/** Puts `theme` on the document's root element. */
export function applyTheme(root: HTMLElement, theme: Theme, systemPrefersDark: boolean): void {
  root.classList.toggle("dark", isDarkTheme(theme, systemPrefersDark));
  if (ADJUSTING_THEMES.has(theme)) root.dataset["theme"] = theme;
  else delete root.dataset["theme"];
}
