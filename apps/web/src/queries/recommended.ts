/**
 * Recommended lists (osusume): illustrations, manga and novels, paged by page number. Kept as long
 * as the spec's recommended lifetime (12 h).
 */
import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { ArtworkPage, IllustKind, NovelPage } from "../data/browse-source";
import { useDataSource } from "../data/data-source-context";
import { STALE_TIME } from "./stale-times";

export const recommendedKeys = {
  all: ["recommended"] as const,
  illusts: (kind: IllustKind) => [...recommendedKeys.all, kind] as const,
  novels: () => [...recommendedKeys.all, "novel"] as const,
};

export function useRecommendedInfiniteQuery(kind: IllustKind) {
  const source = useDataSource();
  return useInfiniteQuery<
    ArtworkPage,
    Error,
    InfiniteData<ArtworkPage, number>,
    ReturnType<typeof recommendedKeys.illusts>,
    number
  >({
    queryKey: recommendedKeys.illusts(kind),
    queryFn: ({ pageParam, signal }) => source.getRecommended(kind, pageParam, { signal }),
    // Pages only ever append: comparing every loaded work again on each page costs O(list length).
    structuralSharing: false,
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.nextPage,
    staleTime: STALE_TIME.recommended,
  });
}

export function useRecommendedNovelsInfiniteQuery() {
  const source = useDataSource();
  return useInfiniteQuery<
    NovelPage,
    Error,
    InfiniteData<NovelPage, number>,
    ReturnType<typeof recommendedKeys.novels>,
    number
  >({
    queryKey: recommendedKeys.novels(),
    queryFn: ({ pageParam, signal }) => source.getRecommendedNovels(pageParam, { signal }),
    // Pages only ever append: comparing every loaded work again on each page costs O(list length).
    structuralSharing: false,
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.nextPage,
    staleTime: STALE_TIME.recommended,
  });
}
