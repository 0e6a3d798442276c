// /rank/:type and /rank_novel/:type — the category and type menus without the entries the content
// settings hide, R-18 rankings refused with R-18 off and shown with it on, the date picker driving
// ?date=, the web ranking for illust and ugoira, novels, and infinite loading with its no-more and
// tap-to-retry states (pages spaced by the list throttle).
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { defaultRankDate } from "@pxv/pixiv";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NovelRankingParams, WebRankingParams } from "../../data/browse-source";
import type { RankingParams } from "../../data/data-source";
import type { ArtworkPage } from "../../data/list-pages";
import { DataSourceError } from "../../data/errors";
import { artwork } from "../../test/fixtures";
import { renderApp, stubSource } from "../../test/render-app";
import { novel } from "../home/novel-fixture";
import { DEFAULT_SETTINGS } from "../../settings/settings-schema";
import { useSettingsStore } from "../../settings/settings-store";

/** An IntersectionObserver that reports its target in view as soon as it is observed. */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    queueMicrotask(() => {
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
    });
  }
  unobserve(): void {}
  disconnect(): void {}
}

// Screens load as lazy chunks; on a busy machine the first one takes more than a second.

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
});

afterEach(() => {
  cleanup();
  useSettingsStore.setState({ ...DEFAULT_SETTINGS });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const pageOf = (page: number, nextPage: number | null): ArtworkPage => ({
  artworks: [artwork({ id: 140000000 + page * 10 + 1 }), artwork({ id: 140000000 + page * 10 + 2 })],
  nextPage,
});

describe("Rank page", () => {
  it("lists the overall types without the R-18 ones and marks the current one", async () => {
    await renderApp("/rank/weekly");
    const types = await screen.findByRole("navigation", { name: "Ranking type" });
    const links = within(types).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Daily",
      "Weekly",
      "Monthly",
      "Rookie",
      "Original",
      "AI-generated",
      "Popular with men",
      "Popular with women",
    ]);
    expect(within(types).getByRole("link", { current: "page" }).textContent).toBe("Weekly");
  });

  it("says an R-18 ranking is hidden by the content settings", async () => {
    const getRanking = vi.fn(() => Promise.resolve(pageOf(1, null)));
    await renderApp("/rank/r18", stubSource({ getRanking }));
    expect(await screen.findByTestId("rank-unavailable")).toBeTruthy();
    expect(getRanking).not.toHaveBeenCalled();
  });

  it("asks for the picked date and keeps it in the URL", async () => {
    const getRanking = vi.fn((_params: RankingParams) => Promise.resolve(pageOf(1, null)));
    const { router } = await renderApp("/rank/monthly?date=2024-02-29", stubSource({ getRanking }));
    await screen.findAllByTestId("artwork-card");
    expect(getRanking.mock.calls[0]?.[0]).toEqual({ mode: "month", date: "2024-02-29", page: 1 });
    expect(screen.getByTestId<HTMLInputElement>("rank-date").value).toBe("2024-02-29");

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Previous day" }));
      await Promise.resolve();
    });
    expect(router.state.location.search).toBe("?date=2024-02-28");
    await screen.findAllByTestId("artwork-card");
    expect(getRanking.mock.calls.at(-1)?.[0]).toEqual({ mode: "month", date: "2024-02-28", page: 1 });
  });

  it("falls back to the default date for a date out of range", async () => {
    const getRanking = vi.fn((_params: RankingParams) => Promise.resolve(pageOf(1, null)));
    await renderApp("/rank/daily?date=2001-01-01", stubSource({ getRanking }));
    await screen.findAllByTestId("artwork-card");
    const expected = defaultRankDate(new Date());
    expect(getRanking.mock.calls[0]?.[0].date).toBe(expected);
    expect(screen.getByTestId<HTMLInputElement>("rank-date").value).toBe(expected);
  });

  it("loads the next pages near the end, retries a failed page on tap, and ends with no more", async () => {
    vi.stubGlobal("IntersectionObserver", InViewObserver);
    let failPageTwo = true;
    const getRanking = vi.fn(({ page }: RankingParams) => {
      if (page === 2 && failPageTwo) {
        failPageTwo = false;
        return Promise.reject(new DataSourceError("network", "Failed to fetch"));
      }
      return Promise.resolve(pageOf(page, page < 3 ? page + 1 : null));
    });
    await renderApp("/rank/daily", stubSource({ getRanking }));

    const retry = await screen.findByTestId("list-retry");
    expect(retry.textContent).toBe("Network error, tap to retry");
    expect(screen.getAllByTestId("artwork-card")).toHaveLength(2);

    await act(async () => {
      fireEvent.click(retry);
      await Promise.resolve();
    });

    // Pages are spaced by the list throttle (1.5 s).
    expect((await screen.findByTestId("list-end")).textContent).toBe("No more");
    // A new page's cards render in the background (lists/use-window-band.ts), just after the footer.
    await waitFor(() => {
      expect(screen.getAllByTestId("artwork-card")).toHaveLength(6);
    });
    const cards = screen.getAllByTestId("artwork-card");
    expect(within(cards[5] as HTMLElement).getByLabelText("Rank 62")).toBeTruthy();
    expect(getRanking.mock.calls.map(([params]) => params.page)).toEqual([1, 2, 2, 3]);
  }, 20_000);

  it("shows the R-18 ranking and its menu entries once R-18 is on", async () => {
    useSettingsStore.setState({ content: { r18: true, r18g: false, ai: false } });
    const getRanking = vi.fn((_params: RankingParams) =>
      Promise.resolve({ artworks: [artwork({ id: 140000901, xRestrict: 1 })], nextPage: null }),
    );
    await renderApp("/rank/r18", stubSource({ getRanking }));
    const cards = await screen.findAllByTestId("artwork-card");
    expect(cards.map((card) => card.getAttribute("data-id"))).toEqual(["140000901"]);
    expect(getRanking.mock.calls[0]?.[0].mode).toBe("day_r18");
    const types = screen.getByRole("navigation", { name: "Ranking type" });
    expect(within(types).getByRole("link", { name: "R-18 daily" })).toBeTruthy();
    expect(within(types).queryByRole("link", { name: "R-18G weekly" })).toBeNull();
  });

  it("refuses the AI ranking until AI works are enabled", async () => {
    const getRanking = vi.fn(() => Promise.resolve(pageOf(1, null)));
    await renderApp("/rank/daily_ai", stubSource({ getRanking }));
    expect(await screen.findByTestId("rank-unavailable")).toBeTruthy();
    expect(getRanking).not.toHaveBeenCalled();
  });

  it("jumps to a category's first type and reads illust rankings from the web ranking", async () => {
    const getWebRanking = vi.fn((_params: WebRankingParams) => Promise.resolve(pageOf(1, null)));
    const { router } = await renderApp("/rank/daily", stubSource({ getWebRanking }));
    const categories = await screen.findByRole("navigation", { name: "Ranking category" });
    expect(
      within(categories)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/rank/daily",
      "/rank/daily_illust",
      "/rank/daily_ugoira",
      "/rank/daily_manga",
      "/rank_novel/day",
    ]);
    await act(async () => {
      fireEvent.click(within(categories).getByRole("link", { name: "Ugoira" }));
      await Promise.resolve();
    });
    expect(router.state.location.pathname).toBe("/rank/daily_ugoira");
    await screen.findAllByTestId("artwork-card");
    expect(getWebRanking.mock.calls[0]?.[0]).toMatchObject({ content: "ugoira", mode: "daily", page: 1 });
  });

  it("lists a novel ranking with ranks, and refuses its R-18 types with R-18 off", async () => {
    const getNovelRanking = vi.fn((_params: NovelRankingParams) =>
      Promise.resolve({ novels: [novel(7101, "One"), novel(7102, "Two")], nextPage: null }),
    );
    await renderApp("/rank_novel/week", stubSource({ getNovelRanking }));
    const cards = await screen.findAllByTestId("novel-card");
    expect(cards).toHaveLength(2);
    expect(getNovelRanking.mock.calls[0]?.[0].mode).toBe("week");
    const types = screen.getByRole("navigation", { name: "Ranking type" });
    expect(within(types).queryByRole("link", { name: "R-18 daily" })).toBeNull();
    cleanup();

    await renderApp("/rank_novel/day_r18", stubSource({ getNovelRanking }));
    expect(await screen.findByTestId("rank-unavailable")).toBeTruthy();
    expect(getNovelRanking).toHaveBeenCalledTimes(1);
  });
});
