/**
 * Ranking lists: one infinite query per (mode, date), paged with the ranking's page number. Each item
 * carries its rank (position in the whole ranking), computed from its page and place.
 */
import { RANK_PAGE_SIZE, type Artwork, type IllustRankMode } from "@pxv/pixiv";
import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import type { RankingPage } from "../data/data-source";
import { STALE_TIME } from "./stale-times";

export const rankingKeys = {
  all: ["ranking"] as const,
  list: (mode: IllustRankMode, date: string) => [...rankingKeys.all, mode, date] as const,
};

type RankingKey = ReturnType<typeof rankingKeys.list>;

export interface RankedArtwork {
  readonly artwork: Artwork;
  readonly rank: number;
}

/** Flattens loaded pages into one list with each work's rank. */
export function rankedArtworks(data: InfiniteData<RankingPage, number>): RankedArtwork[] {
  return data.pages.flatMap((page, index) => {
    const first = ((data.pageParams[index] ?? index + 1) - 1) * RANK_PAGE_SIZE;
    return page.artworks.map((artwork, place) => ({ artwork, rank: first + place + 1 }));
  });
}

export function useRankingInfiniteQuery(mode: IllustRankMode, date: string) {
  const source = useDataSource();
  return useInfiniteQuery<RankingPage, Error, InfiniteData<RankingPage, number>, RankingKey, number>({
    queryKey: rankingKeys.list(mode, date),
    queryFn: ({ pageParam, signal }) => source.getRanking({ mode, date, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.nextPage,
    staleTime: STALE_TIME.ranking,
  });
}
