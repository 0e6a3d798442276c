// Import on the Preferences screen (PRODUCT.md §8): a bad settings or history file changes nothing
// stored and the report names every field or entry it refused; a good settings file is merged,
// the page reloads, and the reloaded page reports it with an Undo that brings the old settings back.
import "fake-indexeddb/auto";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageReload } from "../../lib/reload";
import { renderApp } from "../../test/render-app";
import { readSettings } from "../../settings/settings-fields";
import { DEFAULT_SETTINGS, SETTINGS_VERSION } from "../../settings/settings-schema";
import { useSettingsStore } from "../../settings/settings-store";
import { addToHistory, listHistory } from "../../storage/history";
import { LocalDb, setLocalDb } from "../../storage/local-db";

let reload: ReturnType<typeof vi.fn<() => void>>;
let db: LocalDb;
let counter = 0;

const stored = readSettings({ theme: "dark", blockedTags: ["猫"], apiBase: "https://mirror.example" });

beforeEach(() => {
  reload = vi.fn<() => void>();
  vi.spyOn(pageReload, "now").mockImplementation(reload);
  useSettingsStore.setState({ ...stored });
  counter += 1;
  db = new LocalDb(`pxv-transfer-test-${counter}`);
  setLocalDb(db);
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useSettingsStore.setState({ ...DEFAULT_SETTINGS });
  localStorage.clear();
  sessionStorage.clear();
  await db.delete();
  setLocalDb(null);
});

const settingsFile = (settings: unknown): string =>
  JSON.stringify({ app: "pxv", kind: "settings", version: SETTINGS_VERSION, settings });

async function open(): Promise<void> {
  await renderApp("/setting/preference");
  await screen.findByTestId("preference-page");
}

async function choose(testId: string, text: string): Promise<void> {
  const input = await screen.findByTestId(testId);
  await act(async () => {
    fireEvent.change(input, {
      target: { files: [new File([text], "import.json", { type: "application/json" })] },
    });
    await Promise.resolve();
  });
}

const refusedNames = async (): Promise<string[]> =>
  [...(await screen.findByTestId("import-refused")).querySelectorAll("code")].map((code) => code.textContent);

describe("Import", () => {
  it("refuses a settings file with nothing valid, names its fields and changes nothing", async () => {
    await open();
    await choose("settings-import-file", settingsFile({ blockedTags: "x", theme: 5 }));
    expect((await screen.findByTestId("import-error")).textContent).toContain("nothing that can be imported");
    expect(await refusedNames()).toEqual(["blockedTags", "theme"]);
    expect(useSettingsStore.getState()).toMatchObject({ theme: "dark", blockedTags: ["猫"] });
    expect(reload).not.toHaveBeenCalled();
  });

  it("merges a partly bad settings file, reloads, reports it and undoes it", async () => {
    await open();
    await choose(
      "settings-import-file",
      settingsFile({
        theme: "light",
        blockedTags: ["犬"],
        apiBase: "javascript:alert(1)",
        noticesUrl: "data:,x",
      }),
    );
    await waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
    expect(useSettingsStore.getState()).toMatchObject({
      theme: "light",
      blockedTags: ["猫", "犬"],
      apiBase: "https://mirror.example",
      noticesUrl: "",
    });

    // The page the reload brings back reports the import.
    cleanup();
    await open();
    expect((await screen.findByTestId("import-done")).textContent).toBe("Settings imported");
    expect(await refusedNames()).toEqual(["apiBase", "noticesUrl"]);
    await act(async () => {
      fireEvent.click(await screen.findByTestId("import-undo"));
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(2);
    });
    expect(useSettingsStore.getState()).toMatchObject({ theme: "dark", blockedTags: ["猫"] });

    cleanup();
    await open();
    expect((await screen.findByTestId("import-done")).textContent).toBe("Import undone");
  });

  it("refuses a history stub and keeps the full stored entry", async () => {
    const full = {
      id: 146541043,
      title: "stored",
      images: [{ s: "s", m: "m", l: "l", o: "o" }],
      tags: [],
      author: { id: 1, name: "an author" },
    };
    await addToHistory("illust", full, 1000);
    await open();
    await choose("history-import-file", '[[{"id":146541043}]]');
    expect((await screen.findByTestId("import-error")).textContent).toContain("nothing that can be imported");
    expect(await refusedNames()).toEqual(["illust[0]"]);
    expect(await listHistory("illust")).toEqual([full]);
  });
});
