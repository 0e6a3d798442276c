/**
 * Random lists (spec §9 "Random rank"): each page is a random ranking page — a mode of the kind, a
 * date 2–14 days back and a page within the kind's cap, shuffled — up to the kind's page cap. A
 * draw is kept for the session (staleTime Infinity) so that Back shows the same works.
 */
import { pickRandomRank, RANDOM_RANK, shuffled, type Artwork, type Novel } from "@pxv/pixiv";
import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";

export const randomRankKeys = {
  all: ["random-rank"] as const,
  illusts: (kind: "illust" | "manga") => [...randomRankKeys.all, kind] as const,
  novels: () => [...randomRankKeys.all, "novel"] as const,
};

interface Draw<T> {
  readonly items: readonly T[];
}

const nextDraw =
  (cap: number) =>
  <T>(lastPage: Draw<T>, _pages: unknown, draw: number): number | undefined =>
    draw < cap && lastPage.items.length > 0 ? draw + 1 : undefined;

export function useRandomRankInfiniteQuery(kind: "illust" | "manga") {
  const source = useDataSource();
  return useInfiniteQuery<
    Draw<Artwork>,
    Error,
    InfiniteData<Draw<Artwork>, number>,
    ReturnType<typeof randomRankKeys.illusts>,
    number
  >({
    queryKey: randomRankKeys.illusts(kind),
    queryFn: async ({ signal }) => {
      const pick = pickRandomRank(kind, new Date());
      const { artworks } = await source.getRanking(pick, { signal });
      return { items: shuffled(artworks) };
    },
    // Pages only ever append: comparing every loaded work again on each page costs O(list length).
    structuralSharing: false,
    initialPageParam: 1,
    getNextPageParam: nextDraw(RANDOM_RANK[kind].pages),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRandomNovelsInfiniteQuery() {
  const source = useDataSource();
  return useInfiniteQuery<
    Draw<Novel>,
    Error,
    InfiniteData<Draw<Novel>, number>,
    ReturnType<typeof randomRankKeys.novels>,
    number
  >({
    queryKey: randomRankKeys.novels(),
    queryFn: async ({ signal }) => {
      const pick = pickRandomRank("novel", new Date());
      const { novels } = await source.getNovelRanking(pick, { signal });
      return { items: shuffled(novels) };
    },
    // Pages only ever append: comparing every loaded work again on each page costs O(list length).
    structuralSharing: false,
    initialPageParam: 1,
    getNextPageParam: nextDraw(RANDOM_RANK.novel.pages),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
