// /rank/:type — types without R-18 entries, the date picker driving ?date=, and infinite loading
// with its no-more and tap-to-retry states.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { defaultRankDate } from "@pxv/pixiv";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RankingPage, RankingParams } from "../../data/data-source";
import { DataSourceError } from "../../data/errors";
import { artwork } from "../../test/fixtures";
import { renderApp, stubSource } from "../../test/render-app";

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

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const pageOf = (page: number, nextPage: number | null): RankingPage => ({
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

    expect((await screen.findByTestId("list-end")).textContent).toBe("No more");
    const cards = screen.getAllByTestId("artwork-card");
    expect(cards).toHaveLength(6);
    expect(within(cards[5] as HTMLElement).getByLabelText("Rank 62")).toBeTruthy();
    expect(getRanking.mock.calls.map(([params]) => params.page)).toEqual([1, 2, 2, 3]);
  });
});
