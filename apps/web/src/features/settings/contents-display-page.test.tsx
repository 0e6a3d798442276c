// Contents display (PRODUCT.md §4): R-18 and R-18G ask for the age confirmation (R-18G warns first),
// declining changes nothing, accepting applies, sets the NSFW flag and reloads; AI applies at once;
// turning R-18 off removes the flag.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageReload } from "../../lib/reload";
import { renderApp } from "../../test/render-app";
import { DEFAULT_SETTINGS } from "../../settings/settings-schema";
import { useSettingsStore } from "../../settings/settings-store";

let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  reload = vi.fn<() => void>();
  vi.spyOn(pageReload, "now").mockImplementation(reload);
  // jsdom has no <dialog> modal support.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useSettingsStore.setState({ ...DEFAULT_SETTINGS });
  localStorage.clear();
});

/** Opens the screen; its code loads on demand, which takes a while on a cold test run. */
async function open(): Promise<void> {
  await renderApp("/setting/contents_display");
  await screen.findByTestId("contents-display-page");
}

async function click(testId: string): Promise<void> {
  await act(async () => {
    fireEvent.click(await screen.findByTestId(testId));
    await Promise.resolve();
  });
}

describe("Contents display", () => {
  it("asks for the age confirmation before R-18; declining changes nothing", async () => {
    await open();
    await click("content-r18");
    expect((await screen.findByTestId("confirm-dialog")).textContent).toContain("18 or older");
    await click("dialog-cancel");
    expect(useSettingsStore.getState().content.r18).toBe(false);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it("turns R-18 on after the confirmation, sets the NSFW flag and reloads", async () => {
    await open();
    await click("content-r18");
    await click("dialog-confirm");
    expect(useSettingsStore.getState()).toMatchObject({ content: { r18: true }, nsfwFlag: 1 });
    await vi.waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });

  it("warns before the R-18G confirmation", async () => {
    await open();
    await click("content-r18g");
    expect(await screen.findByTestId("alert-dialog")).toBeTruthy();
    await click("dialog-confirm");
    expect(await screen.findByTestId("confirm-dialog")).toBeTruthy();
    await click("dialog-confirm");
    expect(useSettingsStore.getState().content.r18g).toBe(true);
  });

  it("turns AI on without asking, and R-18 off at once removing the flag", async () => {
    useSettingsStore.setState({ content: { r18: true, r18g: false, ai: false }, nsfwFlag: 1 });
    await open();
    await click("content-ai");
    expect(screen.queryByTestId("confirm-dialog")).toBeNull();
    expect(useSettingsStore.getState().content.ai).toBe(true);
    await click("content-r18");
    expect(screen.queryByTestId("confirm-dialog")).toBeNull();
    expect(useSettingsStore.getState()).toMatchObject({ content: { r18: false }, nsfwFlag: null });
  });
});
