// Settings: the language picker and the theme apply at once and persist to localStorage; the hub
// links to every settings screen.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { DEFAULT_SETTINGS } from "../../settings/settings-schema";
import { reloadStoredSettings, SETTINGS_STORAGE_KEY, useSettingsStore } from "../../settings/settings-store";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSettingsStore.setState({ ...DEFAULT_SETTINGS });
  localStorage.clear();
  document.documentElement.classList.remove("dark");
});

function saved(): unknown {
  return (JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}") as { state?: unknown }).state;
}

describe("Setting page", () => {
  it("switches the interface language and remembers it", async () => {
    await renderApp("/setting");
    const picker = await screen.findByTestId("setting-language");
    expect(picker.querySelectorAll("option")).toHaveLength(12);

    await act(async () => {
      fireEvent.change(picker, { target: { value: "ja" } });
      await Promise.resolve();
    });

    expect(await screen.findByRole("heading", { level: 1, name: "設定" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("ja");
    expect(saved()).toMatchObject({ language: "ja" });
  });

  it("turns the dark theme on with the class on <html> and remembers it", async () => {
    await renderApp("/setting");
    const dark = await screen.findByTestId("setting-theme-dark");
    expect(dark.getAttribute("aria-checked")).toBe("false");

    act(() => {
      fireEvent.click(dark);
    });

    expect(dark.getAttribute("aria-checked")).toBe("true");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(saved()).toMatchObject({ theme: "dark" });
  });

  it("migrates a version-1 entry and ignores values that are not valid", () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ state: { language: "xx", darkMode: true }, version: 1 }),
    );
    reloadStoredSettings();
    expect(useSettingsStore.getState()).toMatchObject({ language: null, theme: "dark" });
    // Saved again in today's shape.
    const stored = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}") as {
      state?: { theme?: string; darkMode?: unknown };
      version?: number;
    };
    expect(stored.version).toBe(2);
    expect(stored.state).toMatchObject({ theme: "dark" });
    expect(stored.state).not.toHaveProperty("darkMode");
  });

  it.each([
    ["setting-link-contents", "/setting/contents_display"],
    ["setting-link-preference", "/setting/preference"],
    ["setting-link-history", "/setting/history"],
    ["setting-link-clearcache", "/setting/clearcache"],
    ["setting-link-accent", "/setting/accent_color"],
    ["setting-link-about", "/setting/about"],
    ["setting-link-recommend", "/setting/osusume"],
    ["setting-link-down-app", "/setting/down_app"],
    ["setting-link-login", "/account/login"],
  ])("links %s to %s", async (testId, path) => {
    await renderApp("/setting");
    expect((await screen.findByTestId(testId)).getAttribute("href")).toBe(path);
  });
});
