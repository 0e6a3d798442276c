/**
 * Recommended lists (osusume): illustrations, manga and novels, paged by page number. Kept as long
 * as PRODUCT.md's recommended lifetime (12 h).
 */
import { POPULAR_MIN_BOOKMARKS, type Artwork } from "@pxv/pixiv";
import type { IllustKind } from "../data/browse-source";
import { useNumberedPagesQuery } from "./paged-query";
import { STALE_TIME } from "./stale-times";
import { pagesFinder, type AnyCacheFinder } from "./cache-finder";

export const recommendedKeys = {
  all: ["recommended"] as const,
  illusts: (kind: IllustKind) => [...recommendedKeys.all, kind] as const,
  novels: () => [...recommendedKeys.all, "novel"] as const,
};

export function useRecommendedInfiniteQuery(kind: IllustKind) {
  return useNumberedPagesQuery(
    recommendedKeys.illusts(kind),
    (source, page, signal) => source.getRecommended(kind, page, { signal }),
    { staleTime: STALE_TIME.recommended },
  );
}

export function useRecommendedNovelsInfiniteQuery() {
  return useNumberedPagesQuery(
    recommendedKeys.novels(),
    (source, page, signal) => source.getRecommendedNovels(page, { signal }),
    { staleTime: STALE_TIME.recommended },
  );
}

/** Recommended illustrations are shown at 500 bookmarks or more (PRODUCT.md §5); manga all. */
export const isShownRecommended = (artwork: Artwork): boolean => artwork.like >= POPULAR_MIN_BOOKMARKS;

/** Where recommended works sit in the cache (queries/cached-items.ts). */
export const recommendedFinders: readonly AnyCacheFinder[] = [
  pagesFinder("artwork", recommendedKeys.illusts("illust"), "artworks", isShownRecommended),
  pagesFinder("artwork", recommendedKeys.illusts("manga"), "artworks"),
  pagesFinder("novel", recommendedKeys.novels(), "novels"),
];
