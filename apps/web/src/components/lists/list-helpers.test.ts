// The list footer's rules: which line shows for a load state, how long the next page waits (PRODUCT.md
// §9 throttles) and that a wait ends without a load when the end is no longer reached, the page numbers and
// page-jump field of paginated lists (PRODUCT.md §5).
import { LIST_FETCH_THROTTLE_MS, SMALL_BATCH_WAIT_MS } from "@pxv/pixiv";
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { footerState, loadMoreDelay, useThrottledLoadMore, type ListLoad } from "./list-load";
import { pageWindow, parsePageJump } from "./list-pagination";

const load = (overrides: Partial<ListLoad>): ListLoad => ({
  isPending: false,
  isError: false,
  error: null,
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: () => Promise.resolve(),
  refetch: () => Promise.resolve(),
  ...overrides,
});

describe("footerState", () => {
  it.each([
    ["loading the next page", load({ isFetchingNextPage: true }), 30, "loading"],
    ["a failed next page", load({ isFetchNextPageError: true }), 30, "error"],
    ["more to load", load({}), 30, "idle"],
    ["the end", load({ hasNextPage: false }), 30, "end"],
    ["nothing at all", load({ hasNextPage: false }), 0, "empty"],
  ] as const)("%s → %s", (_name, state, count, expected) => {
    expect(footerState(state, count)).toBe(expected);
  });
});

describe("loadMoreDelay", () => {
  it("asks at once the first time, then no sooner than the list throttle", () => {
    expect(loadMoreDelay(10_000, Number.NEGATIVE_INFINITY, null)).toBe(0);
    expect(loadMoreDelay(10_000, 9_500, 30)).toBe(LIST_FETCH_THROTTLE_MS - 500);
    expect(loadMoreDelay(10_000, 5_000, 30)).toBe(0);
  });

  it("waits after a batch of fewer than 10 visible works", () => {
    expect(loadMoreDelay(10_000, 5_000, 4)).toBe(SMALL_BATCH_WAIT_MS);
  });
});

describe("useThrottledLoadMore", () => {
  it("asks again when the throttle is over, and loads only if the end is still wanted", () => {
    vi.useFakeTimers();
    try {
      const fetchNextPage = vi.fn(() => Promise.resolve());
      const { result } = renderHook(() => useThrottledLoadMore(load({ fetchNextPage }), 30));
      result.current();
      expect(fetchNextPage).toHaveBeenCalledTimes(1);

      // The list grew past the sentinel while the second call waited: nothing is loaded.
      let wanted = true;
      result.current(() => wanted);
      wanted = false;
      vi.advanceTimersByTime(LIST_FETCH_THROTTLE_MS);
      expect(fetchNextPage).toHaveBeenCalledTimes(1);

      // Reached again and still in view when the wait ends: the page loads.
      result.current(() => true);
      vi.advanceTimersByTime(LIST_FETCH_THROTTLE_MS);
      expect(fetchNextPage).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("pagination", () => {
  it("shows the pages around the current one", () => {
    expect(pageWindow(1, true)).toEqual([1, 2, 3]);
    expect(pageWindow(5, true)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(5, false)).toEqual([3, 4, 5]);
    expect(pageWindow(9, false, 10)).toEqual([7, 8, 9, 10]);
  });

  it.each([
    ["12", undefined, 12],
    ["0", undefined, null],
    ["1234", undefined, null],
    ["1a", undefined, null],
    ["", undefined, null],
    ["11", 10, null],
  ] as const)("page jump %j (last %s) → %s", (text, last, expected) => {
    expect(parsePageJump(text, last)).toBe(expected);
  });
});
