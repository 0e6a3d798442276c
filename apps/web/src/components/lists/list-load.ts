/**
 * The loading state a list shows (PRODUCT.md §2 Image lists, §4 Lists): what a TanStack infinite query
 * already gives, so lists take `useXInfiniteQuery()`'s result as it is. `nextStep` turns it into
 * the line under the list; `useThrottledLoadMore` asks for the next page no more often than the
 * spec's list throttle, and waits longer after a small batch (PRODUCT.md §9); `useFilteredOutStop` stops
 * a list whose pages the content filters keep leaving empty.
 */
import {
  FILTERED_OUT_PAGE_LIMIT,
  LIST_FETCH_THROTTLE_MS,
  SMALL_BATCH_SIZE,
  SMALL_BATCH_WAIT_MS,
} from "@pxv/pixiv";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ListState } from "../list-status";

export interface ListLoad {
  /** The first page has not arrived yet. */
  readonly isPending: boolean;
  /** The first page failed (with no data to show). */
  readonly isError: boolean;
  readonly error: Error | null;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** The line under a list with `count` visible items. */
export function footerState(load: ListLoad, count: number): ListState {
  if (load.isFetchingNextPage) return "loading";
  if (load.isFetchNextPageError) return "error";
  if (load.hasNextPage) return "idle";
  return count === 0 ? "empty" : "end";
}

/** How long to wait before the next page may be asked for. */
export function loadMoreDelay(now: number, lastRequestAt: number, lastBatchSize: number | null): number {
  const throttle = lastRequestAt + LIST_FETCH_THROTTLE_MS - now;
  const smallBatch = lastBatchSize !== null && lastBatchSize < SMALL_BATCH_SIZE ? SMALL_BATCH_WAIT_MS : 0;
  return Math.max(0, throttle, smallBatch);
}

/**
 * `loadMore()` for the end sentinel and the load-more button: one request at a time, spaced by the
 * throttle. `batchSize` is how many items the last page added after filtering. A call may pass
 * `stillWanted`, asked again when the wait is over (the sentinel: is the end still near?), so a list
 * that grew or was scrolled back up meanwhile does not load a page nobody reached.
 */
export function useThrottledLoadMore(
  load: ListLoad,
  batchSize: number | null,
): (stillWanted?: () => boolean) => void {
  const lastRequestAt = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ load, batchSize });
  useEffect(() => {
    latest.current = { load, batchSize };
  });
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback((stillWanted?: () => boolean) => {
    if (timer.current !== null) return;
    const run = (): void => {
      timer.current = null;
      const { load: current } = latest.current;
      if (!current.hasNextPage || current.isFetchingNextPage) return;
      if (stillWanted !== undefined && !stillWanted()) return;
      lastRequestAt.current = Date.now();
      void current.fetchNextPage();
    };
    const wait = loadMoreDelay(Date.now(), lastRequestAt.current, latest.current.batchSize);
    if (wait === 0) run();
    else timer.current = setTimeout(run, wait);
  }, []);
}

interface FilteredOutStreak {
  /** Whether a page was loading at the last render. */
  readonly fetching: boolean;
  /** Visible items when that page was asked for. */
  readonly countBefore: number;
  /** Pages in a row that added no visible item. */
  readonly emptyPages: number;
}

/**
 * Counts pages in a row that the filters left empty (a page ends with the visible `count`
 * unchanged). `stopped` turns true at FILTERED_OUT_PAGE_LIMIT: the list then stops asking for pages
 * by itself until `resume()` (the user asks for more), which gives it another run of pages.
 */
export function useFilteredOutStop(
  count: number,
  fetching: boolean,
): { readonly stopped: boolean; readonly resume: () => void } {
  const [streak, setStreak] = useState<FilteredOutStreak>({ fetching, countBefore: count, emptyPages: 0 });
  if (fetching !== streak.fetching) {
    // Adjusted while rendering (React's pattern for state derived from a change of props).
    const emptyPages = fetching
      ? streak.emptyPages
      : count === streak.countBefore
        ? streak.emptyPages + 1
        : 0;
    setStreak({ fetching, countBefore: fetching ? count : streak.countBefore, emptyPages });
  }
  const resume = useCallback(() => {
    setStreak((current) => ({ ...current, emptyPages: 0 }));
  }, []);
  return { stopped: streak.emptyPages >= FILTERED_OUT_PAGE_LIMIT, resume };
}
