// Home: the day's ranking as cards (top 10 plus 5), each opening its artwork; the tabs for manga
// and novels with their own rankings; the cards below; and the search box opening an artwork id.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { defaultRankDate } from "@pxv/pixiv";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NovelRankingParams, RankingParams } from "../../data/browse-source";
import { artwork } from "../../test/fixtures";
import { renderApp, stubSource } from "../../test/render-app";
import { novel } from "./novel-fixture";
import { DEFAULT_SETTINGS } from "../../settings/settings-schema";
import { useSettingsStore } from "../../settings/settings-store";

// Screens load as lazy chunks; on a busy machine the first one takes more than a second.

beforeEach(() => {
  // jsdom does no layout; give the lists a width so the virtualizer places cards.
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
  artwork({ id: 130000003, title: "Third", type: "ugoira", xRestrict: 0 }),
];

/** The cards of the Home rank card (other cards may list works too). */
async function rankCards(): Promise<HTMLElement[]> {
  const section = await screen.findByTestId("home-rank");
  return within(section).findAllByTestId("artwork-card");
}

describe("Home", () => {
  it("shows the daily ranking as cards with ranks and badges, and a more link", async () => {
    const getRanking = vi.fn((_params: RankingParams) => Promise.resolve({ artworks: works, nextPage: 2 }));
    await renderApp("/", stubSource({ getRanking }));

    const cards = await rankCards();
    expect(cards.map((card) => card.getAttribute("data-id"))).toEqual([
      "130000001",
      "130000002",
      "130000003",
    ]);
    expect(cards[0]?.getAttribute("href")).toBe("/artworks/130000001");
    expect(within(cards[0] as HTMLElement).getByLabelText("Rank 1")).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByLabelText(/^4 pages\b/)).toBeTruthy();
    expect(within(cards[2] as HTMLElement).getByLabelText("Animated work")).toBeTruthy();
    expect(cards[0]?.querySelector("img")?.getAttribute("src")).toMatch(/^\/-\/c\/540x540_70\//);
    expect(cards[0]?.querySelector("img")?.getAttribute("loading")).toBe("lazy");

    expect(getRanking.mock.calls[0]?.[0]).toEqual({
      mode: "day",
      date: defaultRankDate(new Date()),
      page: 1,
    });
    expect(screen.getByTestId("home-rank-more").getAttribute("href")).toBe("/rank/daily");
  });

  it("keeps the rank card to the top 10 plus 5", async () => {
    const many = Array.from({ length: 30 }, (_, index) => artwork({ id: 131000000 + index }));
    // One strip that keeps only the cards near its view: data-count is the list's length.
    await renderApp("/", stubSource({ getRanking: () => Promise.resolve({ artworks: many, nextPage: 2 }) }));
    await rankCards();
    expect(within(screen.getByTestId("home-rank")).getByTestId("ranking-grid").dataset["count"]).toBe("15");
    expect(within(screen.getByTestId("home-rank")).queryByTestId("list-load-more")).toBeNull();
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

    const cards = await rankCards();
    await act(async () => {
      fireEvent.click(cards[1] as HTMLElement);
      await Promise.resolve();
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Second" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/artworks/130000002");
    await act(async () => {
      finishDetail(artwork({ id: 130000002, title: "Second", pageCount: 4, totalComments: 12 }));
      await Promise.resolve();
    });
  }, 30_000);

  it("shows the typed error with a retry button when the ranking fails", async () => {
    const { DataSourceError } = await import("../../data/errors");
    let first = true;
    const getRanking = vi.fn(({ mode }: RankingParams) => {
      if (mode === "day" && first) {
        first = false;
        return Promise.reject(new DataSourceError("rate_limited", "Rate Limit"));
      }
      return Promise.resolve({ artworks: works, nextPage: null });
    });
    await renderApp("/", stubSource({ getRanking }));

    const section = await screen.findByTestId("home-rank");
    const notice = await within(section).findByTestId("error-notice");
    expect(notice.textContent).toContain("pixiv is limiting requests");
    await act(async () => {
      fireEvent.click(within(notice).getByRole("button", { name: "Retry" }));
      await Promise.resolve();
    });
    expect(await rankCards()).toHaveLength(3);
  });

  it("hides what the content rule hides: AI works, blocked authors and tags, R-18 tags", async () => {
    const list = [
      ...works,
      artwork({ id: 130000004, title: "Blocked author", userId: 777 }),
      artwork({ id: 130000005, title: "R-18", xRestrict: 1 }),
      artwork({ id: 130000006, title: "Blocked tag", tags: ["猫"] }),
      artwork({ id: 130000007, title: "AI by tag", tags: ["NovelAI"] }),
      artwork({ id: 130000008, title: "AI by flag", aiType: 2 }),
      artwork({ id: 130000009, title: "R-18 tag", tags: ["R-18"] }),
    ];
    useSettingsStore.setState({ blockedUserIds: [777], blockedTags: ["猫"] });
    await renderApp(
      "/",
      stubSource({ getRanking: () => Promise.resolve({ artworks: list, nextPage: null }) }),
    );
    const cards = await rankCards();
    expect(cards.map((card) => card.getAttribute("data-id"))).toEqual([
      "130000001",
      "130000002",
      "130000003",
    ]);
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
    const cards = await rankCards();
    expect(cards.map((card) => card.getAttribute("data-id"))).toEqual(["130000011"]);
  });

  it("has manga and novel tabs with their own rankings", async () => {
    const getRanking = vi.fn((_params: RankingParams) =>
      Promise.resolve({ artworks: works, nextPage: null }),
    );
    const getNovelRanking = vi.fn((_params: NovelRankingParams) =>
      Promise.resolve({ novels: [novel(7001, "A story"), novel(7002, "Another")], nextPage: null }),
    );
    const { router } = await renderApp("/home_manga", stubSource({ getRanking, getNovelRanking }));
    await rankCards();
    expect(getRanking.mock.calls[0]?.[0].mode).toBe("day_manga");
    expect(screen.getByTestId("home-rank-more").getAttribute("href")).toBe("/rank/daily_manga");

    await act(async () => {
      fireEvent.click(screen.getByTestId("home-tab-novel"));
      await Promise.resolve();
    });
    expect(router.state.location.pathname).toBe("/home_novel");
    const section = await screen.findByTestId("home-rank");
    const novels = await within(section).findAllByTestId("novel-card");
    expect(novels.map((card) => card.getAttribute("href"))).toEqual(["/novel/7001", "/novel/7002"]);
    expect(getNovelRanking.mock.calls.map(([params]) => params)).toContainEqual({
      mode: "day",
      date: defaultRankDate(new Date()),
      page: 1,
    });
    expect(screen.getByTestId("home-rank-more").getAttribute("href")).toBe("/rank_novel/day");
  });

  it("shows the recommended, random and latest cards with links to their lists", async () => {
    const popular = [artwork({ id: 132000001 }), artwork({ id: 132000002 })];
    const source = stubSource({
      getRanking: () => Promise.resolve({ artworks: works, nextPage: null }),
      getRecommended: () => Promise.resolve({ artworks: popular, nextPage: null }),
      getLatest: () => Promise.resolve({ items: works, next: null }),
    });
    await renderApp("/", source);
    const latest = await screen.findByTestId("home-latest");
    // Home lists keep single-image works only (PRODUCT.md §5): the 4-page "Second" is left out.
    const latestCards = await within(latest).findAllByTestId("artwork-card");
    expect(latestCards.map((card) => card.getAttribute("data-id"))).toEqual(["130000001", "130000003"]);
    expect(screen.getByTestId("home-latest-more").getAttribute("href")).toBe("/latest/illust");
    expect(screen.getByTestId("home-random-more").getAttribute("href")).toBe("/random_illust");
    expect(screen.getByTestId("home-recommended-more").getAttribute("href")).toBe("/osusume_illust");
    expect(screen.getByTestId("home-discovery-more").getAttribute("href")).toBe("/discovery");
  });

  it("opens the artwork when an id of 8 or more digits is searched", async () => {
    const { router } = await renderApp("/");
    const input = await screen.findByTestId("search-input");
    fireEvent.change(input, { target: { value: "130000002" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/artworks/130000002");
    });
  });
});
