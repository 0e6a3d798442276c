// Settings: the language picker and dark-mode switch apply at once and persist to localStorage.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { SETTINGS_STORAGE_KEY, useSettingsStore } from "./settings-store";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSettingsStore.setState({ language: null, darkMode: null });
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

  it("turns dark mode on with the class on <html> and remembers it", async () => {
    await renderApp("/setting");
    const toggle = await screen.findByTestId("setting-dark-mode");
    expect(toggle.getAttribute("aria-checked")).toBe("false");

    act(() => {
      fireEvent.click(toggle);
    });

    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(saved()).toMatchObject({ darkMode: true });
  });

  it("ignores a saved value that is not valid", async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ state: { language: "xx", darkMode: "yes" }, version: 1 }),
    );
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState()).toMatchObject({ language: null, darkMode: null });
  });
});
