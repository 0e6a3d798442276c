/**
 * The newest works (illustrations, manga, novels), paged by pixiv's id cursor (`max_illust_id`,
 * `max_novel_id`). Fresh for the spec's latest lifetime (600 s).
 */
import type { Artwork, Novel } from "@pxv/pixiv";
import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { CursorPage, IllustKind } from "../data/browse-source";
import { useDataSource } from "../data/data-source-context";
import { STALE_TIME } from "./stale-times";

export const latestKeys = {
  all: ["latest"] as const,
  illusts: (kind: IllustKind) => [...latestKeys.all, kind] as const,
  novels: () => [...latestKeys.all, "novel"] as const,
};

type Cursor = string | null;

export function useLatestInfiniteQuery(kind: IllustKind) {
  const source = useDataSource();
  return useInfiniteQuery<
    CursorPage<Artwork>,
    Error,
    InfiniteData<CursorPage<Artwork>, Cursor>,
    ReturnType<typeof latestKeys.illusts>,
    Cursor
  >({
    queryKey: latestKeys.illusts(kind),
    queryFn: ({ pageParam, signal }) => source.getLatest(kind, pageParam, { signal }),
    // Pages only ever append: comparing every loaded work again on each page costs O(list length).
    structuralSharing: false,
    initialPageParam: null,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    staleTime: STALE_TIME.latest,
  });
}

export function useLatestNovelsInfiniteQuery() {
  const source = useDataSource();
  return useInfiniteQuery<
    CursorPage<Novel>,
    Error,
    InfiniteData<CursorPage<Novel>, Cursor>,
    ReturnType<typeof latestKeys.novels>,
    Cursor
  >({
    queryKey: latestKeys.novels(),
    queryFn: ({ pageParam, signal }) => source.getLatestNovels(pageParam, { signal }),
    // Pages only ever append: comparing every loaded work again on each page costs O(list length).
    structuralSharing: false,
    initialPageParam: null,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    staleTime: STALE_TIME.latest,
  });
}
