// The card menu: none without the long-press settings; with block on, a right-click offers to
// block the author or a tag, and blocking hides the work from the list at once. The title opens
// the image preview instead of the work.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SETTINGS } from "../../settings/settings-schema";
import { useSettingsStore } from "../../settings/settings-store";
import { artwork } from "../../test/fixtures";
import { cardMenuCommands } from "../../commands/card-menu-commands";
import { renderApp, stubSource } from "../../test/render-app";

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
});

afterEach(() => {
  cleanup();
  useSettingsStore.setState({ ...DEFAULT_SETTINGS });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const works = [
  artwork({ id: 150000001, title: "Kept", userId: 1 }),
  artwork({ id: 150000002, title: "Blocked soon", userId: 2, tags: ["夕焼け"] }),
];
const source = () => stubSource({ getRanking: () => Promise.resolve({ artworks: works, nextPage: null }) });

describe("card menu", () => {
  it("leaves the browser's menu alone when no long-press action is on", async () => {
    await renderApp("/rank/daily", source());
    const [card] = await screen.findAllByTestId("artwork-card");
    const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
    card?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(screen.queryByTestId("card-menu")).toBeNull();
  });

  it("blocks the author from a right-click, hiding the work everywhere", async () => {
    useSettingsStore.setState((state) => ({ app: { ...state.app, isLongpressBlock: true } }));
    await renderApp("/rank/daily", source());
    const cards = await screen.findAllByTestId("artwork-card");
    fireEvent.contextMenu(cards[1] as HTMLElement, { clientX: 100, clientY: 100 });
    const menu = await screen.findByTestId("card-menu");
    expect(within(menu).getByRole("menuitem", { name: "#夕焼け" })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(menu).getByRole("menuitem", { name: /Block the author · Test Painter/ }));
      await Promise.resolve();
    });
    expect(useSettingsStore.getState().blockedUserIds).toEqual([2]);
    await waitFor(() => {
      expect(screen.getAllByTestId("artwork-card").map((card) => card.getAttribute("data-id"))).toEqual([
        "150000001",
      ]);
    });
  });

  it("draws its items from the registered commands, with the keys bound to them now", async () => {
    useSettingsStore.setState((state) => ({
      app: { ...state.app, isLongpressBlock: true, isLongpressDL: true, isLongpressPrivateBookmark: true },
      keyBindings: { download: ["x"] },
    }));
    await renderApp("/rank/daily", source());
    const cards = await screen.findAllByTestId("artwork-card");
    fireEvent.contextMenu(cards[0] as HTMLElement, { clientX: 100, clientY: 100 });
    const menu = await screen.findByTestId("card-menu");
    const commands = within(menu)
      .getAllByRole("menuitem")
      .flatMap((item) => {
        const id = item.getAttribute("data-command");
        return id === null ? [] : [id];
      });
    const app = useSettingsStore.getState().app;
    expect(commands).toEqual(
      cardMenuCommands(app)
        .filter((command) => command.choices === undefined)
        .map((command) => command.id),
    );
    const download = menu.querySelector("[data-command=download]");
    expect(download?.getAttribute("aria-keyshortcuts")).toBe("x");
    expect(download?.textContent).toContain("X");
    const privately = menu.querySelector("[data-command=bookmark-private]");
    // Signed out: the private bookmark is shown disabled, its hint says why.
    expect(privately?.hasAttribute("disabled")).toBe(true);
    expect(privately?.getAttribute("title")).toBeTruthy();
  });

  it("opens the image preview from the title, without leaving the list", async () => {
    const { router } = await renderApp("/rank/daily", source());
    const [title] = await screen.findAllByTestId("card-title");
    await act(async () => {
      fireEvent.click(title as HTMLElement);
      await Promise.resolve();
    });
    const preview = await screen.findByTestId("image-preview");
    expect(preview.getAttribute("aria-label")).toBe("Kept");
    expect(router.state.location.pathname).toBe("/rank/daily");
    // The preview listens for keys from an effect, which may run just after its first paint.
    await waitFor(() => {
      fireEvent.keyDown(window, { key: "Escape" });
      expect(screen.queryByTestId("image-preview")).toBeNull();
    });
  });
});
