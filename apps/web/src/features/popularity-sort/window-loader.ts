/**
 * Loading a sort's window: the list's next pages up to the window, through the list's own infinite
 * query (`fetchNextPage` of queries/paged-query.ts's hooks), so every page lands in the cache the
 * list reads and is asked for at most once: a call made while a page is in flight (the list's own
 * sentinel, or a run started again) joins that request (`cancelRefetch: false`) instead of asking
 * again. One page at a time; progress before each; a cancel lets the page in flight finish and asks
 * for no more; the list's end (no next page) stops it early; a failed page stops it too.
 */

/** What the loader reads of an infinite query's state (TanStack's result has these). */
export interface PagedListState {
  readonly data?: { readonly pages: readonly unknown[] } | undefined;
  readonly hasNextPage: boolean;
  readonly isFetchNextPageError: boolean;
}

/** An infinite query's result: its state, and the next page's fetch that resolves to the new state. */
export interface PagedList extends PagedListState {
  fetchNextPage: (options?: { readonly cancelRefetch?: boolean }) => Promise<PagedListState>;
}

export interface WindowProgress {
  /** The page being loaded, from 1. */
  readonly page: number;
  /** The window's last page. */
  readonly target: number;
}

export interface WindowOutcome {
  /** Pages the list holds now (may be more than the window). */
  readonly pages: number;
  /** The list has no page after these. */
  readonly end: boolean;
  readonly cancelled: boolean;
  readonly failed: boolean;
}

export interface WindowLoadOptions {
  /** Before each page is asked for. */
  readonly onProgress?: (progress: WindowProgress) => void;
  /** Asked before each page: true stops the run (the page in flight still lands). */
  readonly isCancelled?: () => boolean;
}

const pagesIn = (state: PagedListState): number => state.data?.pages.length ?? 0;

/** Loads `list`'s pages until it holds `target` of them, reaches its end, fails or is cancelled. */
export async function loadWindow(
  list: PagedList,
  target: number,
  { onProgress, isCancelled = () => false }: WindowLoadOptions = {},
): Promise<WindowOutcome> {
  let state: PagedListState = list;
  // A fetch that joined another request (a refetch) may add no page: bounded tries, never a loop.
  let tries = target + 2;
  // An earlier failure of the list's is not this run's: it asks again.
  let failed = false;
  while (pagesIn(state) < target && state.hasNextPage && !failed) {
    if (isCancelled()) return { pages: pagesIn(state), end: false, cancelled: true, failed: false };
    if ((tries -= 1) < 0) break;
    onProgress?.({ page: pagesIn(state) + 1, target });
    state = await list.fetchNextPage({ cancelRefetch: false });
    failed = state.isFetchNextPageError;
  }
  return { pages: pagesIn(state), end: !state.hasNextPage && !failed, cancelled: false, failed };
}
