// Home: the daily ranking's first page as cards, each opening its artwork; the list's copy of a
// work stands in on the artwork page until the detail arrives.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { defaultRankDate } from "@pxv/pixiv";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RankingParams } from "../../data/data-source";
import { artwork } from "../../test/fixtures";
import { renderApp, stubSource } from "../../test/render-app";
import { DEFAULT_SETTINGS } from "../settings/settings-schema";
import { useSettingsStore } from "../settings/settings-store";

/** Shows AI works too, as someone with the AI switch on would see the list. */
function showAi(): void {
  useSettingsStore.setState({ content: { r18: false, r18g: false, ai: true } });
}

beforeEach(() => {
  // jsdom does no layout; give the grid a width so the virtualizer places cards.
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
});

afterEach(() => {
  cleanup();
  useSettingsStore.setState({ ...DEFAULT_SETTINGS });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const works = [
  artwork({ id: 130000001, title: "First" }),
  artwork({ id: 130000002, title: "Second", pageCount: 4 }),
  artwork({ id: 130000003, title: "Third", type: "ugoira", aiType: 2 }),
];

describe("Home", () => {
  it("shows the daily ranking as cards with ranks and badges, and a more link", async () => {
    const getRanking = vi.fn((_params: RankingParams) => Promise.resolve({ artworks: works, nextPage: 2 }));
    showAi();
    await renderApp("/", stubSource({ getRanking }));

    const cards = await screen.findAllByTestId("artwork-card");
    expect(cards.map((card) => card.getAttribute("data-id"))).toEqual([
      "130000001",
      "130000002",
      "130000003",
    ]);
    expect(cards[0]?.getAttribute("href")).toBe("/artworks/130000001");
    expect(within(cards[0] as HTMLElement).getByLabelText("Rank 1")).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByLabelText("Pages: 4")).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByLabelText("Animated work")).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByLabelText("AI-generated")).toBeTruthy();
    expect(cards[0]?.querySelector("img")?.getAttribute("src")).toMatch(/^\/-\/c\/540x540_70\//);
    expect(cards[0]?.querySelector("img")?.getAttribute("loading")).toBe("lazy");

    expect(getRanking).toHaveBeenCalledTimes(1);
    expect(getRanking.mock.calls[0]?.[0]).toEqual({
      mode: "day",
      date: defaultRankDate(new Date()),
      page: 1,
    });
    expect(screen.getByTestId("home-rank-more").getAttribute("href")).toBe("/rank/daily");
  });

  it("opens a card's artwork with the list's copy while the detail loads", async () => {
    let finishDetail: (value: ReturnType<typeof artwork>) => void = () => undefined;
    const source = stubSource({
      getRanking: () => Promise.resolve({ artworks: works, nextPage: null }),
      getArtwork: () =>
        new Promise((resolve) => {
          finishDetail = resolve;
        }),
    });
    const { router } = await renderApp("/", source);

    const cards = await screen.findAllByTestId("artwork-card");
    await act(async () => {
      fireEvent.click(cards[1] as HTMLElement);
      await Promise.resolve();
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Second" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/artworks/130000002");
    expect(screen.getAllByTestId("artwork-image")).toHaveLength(4);
    expect(screen.getByTestId("artwork-comments").textContent).toBe("–");

    await act(async () => {
      finishDetail(artwork({ id: 130000002, title: "Second", pageCount: 4, totalComments: 12 }));
      await Promise.resolve();
    });
    expect((await screen.findByTestId("artwork-comments")).textContent).toBe("12");
  });

  it("shows the typed error with a retry button when the ranking fails", async () => {
    const { DataSourceError } = await import("../../data/errors");
    const getRanking = vi
      .fn<() => Promise<{ artworks: typeof works; nextPage: null }>>()
      .mockRejectedValueOnce(new DataSourceError("rate_limited", "Rate Limit"))
      .mockResolvedValue({ artworks: works, nextPage: null });
    showAi();
    await renderApp("/", stubSource({ getRanking }));

    const notice = await screen.findByTestId("error-notice");
    expect(notice.textContent).toContain("pixiv is limiting requests");
    await act(async () => {
      fireEvent.click(within(notice).getByRole("button", { name: "Retry" }));
      await Promise.resolve();
    });
    expect(await screen.findAllByTestId("artwork-card")).toHaveLength(3);
  });

  it("hides what the content rule hides: AI works by default, blocked authors and tags", async () => {
    const list = [
      ...works,
      artwork({ id: 130000004, title: "Blocked author", userId: 777 }),
      artwork({ id: 130000005, title: "R-18", xRestrict: 1 }),
      artwork({ id: 130000006, title: "Blocked tag", tags: ["猫"] }),
      artwork({ id: 130000007, title: "AI by tag", tags: ["NovelAI"] }),
    ];
    useSettingsStore.setState({ blockedUserIds: [777], blockedTags: ["猫"] });
    await renderApp(
      "/",
      stubSource({ getRanking: () => Promise.resolve({ artworks: list, nextPage: null }) }),
    );
    const cards = await screen.findAllByTestId("artwork-card");
    expect(cards.map((card) => card.getAttribute("data-id"))).toEqual(["130000001", "130000002"]);
  });

  it("hides manga when the hide-manga-in-rankings setting is on", async () => {
    const list = [
      artwork({ id: 130000011, title: "Illust" }),
      artwork({ id: 130000012, title: "Manga", type: "manga" }),
    ];
    useSettingsStore.setState((state) => ({ app: { ...state.app, isHideRankManga: true } }));
    await renderApp(
      "/",
      stubSource({ getRanking: () => Promise.resolve({ artworks: list, nextPage: null }) }),
    );
    const cards = await screen.findAllByTestId("artwork-card");
    expect(cards.map((card) => card.getAttribute("data-id"))).toEqual(["130000011"]);
  });
});
