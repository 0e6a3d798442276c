// The theme on <html>: the app's applyTheme and index.html's first script (which applies the saved
// theme before the app runs, so no wrong theme flashes) give the same classes and data-theme for
// every theme, saved or defaulted, with the system preferring dark or light.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { FIRST_SCREEN_ELEMENT_ID } from "@pxv/pixiv";
import { afterEach, describe, expect, it } from "vitest";
import { LOGIN_KEYS } from "../session/login-storage";
import { THEMES, type Theme } from "./settings-schema";
import { applyTheme, isDarkTheme } from "./theme";

// Not `new URL(…, import.meta.url)`: Vite rewrites that form into an asset URL in the web tests.
const indexHtml = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../../index.html"), "utf8");
/** index.html's inline script (the one without a src). */
const earlyScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? "";

/** The system's preference the next run sees. */
let systemDark = false;
const matchMedia = (query: string) => ({ matches: systemDark && query.includes("dark") });

function prefersDark(dark: boolean): void {
  systemDark = dark;
}

/** What index.html's script leaves on <html>, given the saved entry. */
function afterEarlyScript(saved: unknown): { dark: boolean; theme: string | undefined } {
  const root = document.documentElement;
  root.className = "";
  delete root.dataset["theme"];
  localStorage.setItem("pxv-settings", JSON.stringify(saved));
  runInNewContext(earlyScript, { localStorage, document, window: { matchMedia } });
  return { dark: root.classList.contains("dark"), theme: root.dataset["theme"] };
}

function afterApplyTheme(theme: Theme, systemDark: boolean): { dark: boolean; theme: string | undefined } {
  const element = document.createElement("html");
  applyTheme(element, theme, systemDark);
  return { dark: element.classList.contains("dark"), theme: element.dataset["theme"] };
}

afterEach(() => {
  systemDark = false;
  localStorage.clear();
  document.documentElement.className = "";
  delete document.documentElement.dataset["theme"];
});

describe("theme", () => {
  it("index.html's first script is found", () => {
    expect(earlyScript).toContain("pxv-settings");
  });

  for (const systemDark of [false, true]) {
    for (const theme of THEMES) {
      it(`${theme} with the system ${systemDark ? "dark" : "light"}: the early script matches the app`, () => {
        prefersDark(systemDark);
        expect(afterEarlyScript({ state: { theme }, version: 2 })).toEqual(
          afterApplyTheme(theme, systemDark),
        );
      });
    }
    it(`nothing saved, the system ${systemDark ? "dark" : "light"}: the system's choice`, () => {
      prefersDark(systemDark);
      expect(afterEarlyScript(null)).toEqual(afterApplyTheme("system", systemDark));
    });
  }

  it("black is dark on true black, contrast is light with its own attribute, and going back clears it", () => {
    expect(isDarkTheme("black", false)).toBe(true);
    expect(isDarkTheme("contrast", true)).toBe(false);
    const root = document.createElement("html");
    applyTheme(root, "contrast", false);
    expect(root.dataset["theme"]).toBe("contrast");
    applyTheme(root, "dark", false);
    expect(root.dataset["theme"]).toBeUndefined();
    expect(root.classList.contains("dark")).toBe(true);
  });
});

describe("index.html's first script and the stored sign-ins", () => {
  afterEach(() => {
    localStorage.clear();
  });

  /** Whether the script hid the server's first screen (a style naming it; the theme runs leave theirs). */
  function hidesFirstScreen(): boolean {
    for (const style of document.head.querySelectorAll("style")) style.remove();
    runInNewContext(earlyScript, { localStorage, document, window: { matchMedia } });
    return [...document.head.querySelectorAll("style")].some((style) =>
      style.textContent.includes(`#${FIRST_SCREEN_ELEMENT_ID}`),
    );
  }

  it("shows the first screen to a visitor with nothing stored", () => {
    expect(hidesFirstScreen()).toBe(false);
  });

  // The script cannot import session/login-storage.ts: it names the keys itself, and this keeps the
  // names the same as the store's.
  it.each([LOGIN_KEYS.accounts, LOGIN_KEYS.appLogin, LOGIN_KEYS.webSession])(
    "hides it where %s is stored",
    (key) => {
      localStorage.setItem(key, "{}");
      expect(hidesFirstScreen()).toBe(true);
    },
  );
});
