/**
 * Every endless list's hook, as TanStack infinite queries: pages numbered from 1 (`nextPage`), pages
 * chained by a cursor (`next`) — the page shapes of data/list-pages.ts — pages by offset (comments),
 * and repeated draws up to a cap. Each page is fetched from the app's data source, which the hook
 * reads (the fetcher gets it first). Pages only ever append, so structural sharing is off: comparing
 * every loaded work again on each new page would cost O(list length). ESLint forbids
 * `useInfiniteQuery` anywhere else, so no list can bypass this module.
 */
import { useInfiniteQuery, type InfiniteData, type QueryKey } from "@tanstack/react-query";
import type { DataSource } from "../data/data-source";
import { useDataSource } from "../data/data-source-context";

interface ListOptions {
  readonly staleTime: number;
  readonly enabled?: boolean;
}

/**
 * A list paged by number: page 1 first, then each page's `nextPage` until it is null (or passes
 * `maxPage`, for lists pxv stops early).
 */
export function useNumberedPagesQuery<TPage extends { readonly nextPage: number | null }>(
  queryKey: QueryKey,
  fetchPage: (source: DataSource, page: number, signal: AbortSignal) => Promise<TPage>,
  {
    staleTime,
    enabled = true,
    maxPage = Number.POSITIVE_INFINITY,
  }: ListOptions & { readonly maxPage?: number },
) {
  const source = useDataSource();
  return useInfiniteQuery<TPage, Error, InfiniteData<TPage, number>, QueryKey, number>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(source, pageParam, signal),
    structuralSharing: false,
    initialPageParam: 1,
    getNextPageParam: (lastPage) =>
      lastPage.nextPage !== null && lastPage.nextPage <= maxPage ? lastPage.nextPage : undefined,
    staleTime,
    enabled,
  });
}

/** A list paged by cursor: no cursor first, then each page's `next` until it is null. */
export function useCursorPagesQuery<TPage extends { readonly next: string | null }>(
  queryKey: QueryKey,
  fetchPage: (source: DataSource, cursor: string | null, signal: AbortSignal) => Promise<TPage>,
  { staleTime, enabled = true }: ListOptions,
) {
  const source = useDataSource();
  return useInfiniteQuery<TPage, Error, InfiniteData<TPage, string | null>, QueryKey, string | null>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(source, pageParam, signal),
    structuralSharing: false,
    initialPageParam: null,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    staleTime,
    enabled,
  });
}

/**
 * A list paged by offset: offset 0 first, then the number of items loaded so far while the last
 * page says there are more.
 */
export function useOffsetPagesQuery<TPage>(
  queryKey: QueryKey,
  fetchPage: (source: DataSource, offset: number, signal: AbortSignal) => Promise<TPage>,
  {
    staleTime,
    enabled = true,
    hasMore,
    countOf,
  }: ListOptions & {
    readonly hasMore: (page: TPage) => boolean;
    readonly countOf: (page: TPage) => number;
  },
) {
  const source = useDataSource();
  return useInfiniteQuery<TPage, Error, InfiniteData<TPage, number>, QueryKey, number>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(source, pageParam, signal),
    structuralSharing: false,
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      hasMore(lastPage) ? pages.reduce((sum, page) => sum + countOf(page), 0) : undefined,
    staleTime,
    enabled,
  });
}

/** A list of draws (1, 2, … up to `maxDraws`), stopping early when a draw comes back empty. */
export function useDrawsQuery<TDraw>(
  queryKey: QueryKey,
  draw: (source: DataSource, signal: AbortSignal) => Promise<TDraw>,
  {
    maxDraws,
    isEmpty,
    staleTime,
    enabled = true,
  }: ListOptions & {
    readonly maxDraws: number;
    readonly isEmpty: (draw: TDraw) => boolean;
  },
) {
  const source = useDataSource();
  return useInfiniteQuery<TDraw, Error, InfiniteData<TDraw, number>, QueryKey, number>({
    queryKey,
    queryFn: ({ signal }) => draw(source, signal),
    structuralSharing: false,
    initialPageParam: 1,
    getNextPageParam: (lastDraw, _draws, drawNumber) =>
      drawNumber < maxDraws && !isEmpty(lastDraw) ? drawNumber + 1 : undefined,
    staleTime,
    enabled,
  });
}
