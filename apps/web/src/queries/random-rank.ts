/**
 * Random lists (PRODUCT.md §9 "Random rank"): each page is a random ranking page — a mode of the kind, a
 * date 2–14 days back and a page within the kind's cap, shuffled — up to the kind's page cap. A
 * draw is kept for the session (staleTime Infinity) so that Back shows the same works.
 */
import { pickRandomRank, RANDOM_RANK, shuffled, type Artwork, type Novel } from "@pxv/pixiv";
import { useDrawsQuery } from "./paged-query";
import { pagesFinder, type AnyCacheFinder } from "./cache-finder";

export const randomRankKeys = {
  all: ["random-rank"] as const,
  illusts: (kind: "illust" | "manga") => [...randomRankKeys.all, kind] as const,
  novels: () => [...randomRankKeys.all, "novel"] as const,
};

interface Draw<T> {
  readonly items: readonly T[];
}

const isEmpty = (draw: Draw<unknown>): boolean => draw.items.length === 0;

export function useRandomRankInfiniteQuery(kind: "illust" | "manga") {
  return useDrawsQuery(
    randomRankKeys.illusts(kind),
    async (source, signal): Promise<Draw<Artwork>> => {
      const { artworks } = await source.getRanking(pickRandomRank(kind, new Date()), { signal });
      return { items: shuffled(artworks) };
    },
    { maxDraws: RANDOM_RANK[kind].pages, isEmpty, staleTime: Number.POSITIVE_INFINITY },
  );
}

export function useRandomNovelsInfiniteQuery() {
  return useDrawsQuery(
    randomRankKeys.novels(),
    async (source, signal): Promise<Draw<Novel>> => {
      const { novels } = await source.getNovelRanking(pickRandomRank("novel", new Date()), { signal });
      return { items: shuffled(novels) };
    },
    { maxDraws: RANDOM_RANK.novel.pages, isEmpty, staleTime: Number.POSITIVE_INFINITY },
  );
}

/** Where random works sit in the cache (queries/cached-items.ts). */
export const randomRankFinders: readonly AnyCacheFinder[] = [
  pagesFinder("artwork", randomRankKeys.illusts("illust"), "items"),
  pagesFinder("artwork", randomRankKeys.illusts("manga"), "items"),
  pagesFinder("novel", randomRankKeys.novels(), "items"),
];
