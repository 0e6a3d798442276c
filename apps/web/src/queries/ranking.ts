/**
 * Ranking lists: one infinite query per (mode, date), paged with the ranking's page number, for
 * illustrations and for novels. Each item carries its rank (position in the whole ranking),
 * computed from its page and place.
 */
import {
  RANK_PAGE_SIZE,
  type Artwork,
  type IllustRankMode,
  type Novel,
  type NovelRankMode,
  type WebRankContent,
  type WebRankMode,
} from "@pxv/pixiv";
import type { InfiniteData } from "@tanstack/react-query";
import type { ArtworkPage, NovelPage } from "../data/list-pages";
import { useNumberedPagesQuery } from "./paged-query";
import { STALE_TIME } from "./stale-times";
import { pagesFinder, type AnyCacheFinder } from "./cache-finder";
import { loadArea } from "../data/proxy-areas";

export const rankingKeys = {
  all: ["ranking"] as const,
  list: (mode: IllustRankMode, date: string) => [...rankingKeys.all, "illust", mode, date] as const,
  novels: (mode: NovelRankMode, date: string) => [...rankingKeys.all, "novel", mode, date] as const,
  web: (content: WebRankContent, mode: WebRankMode, date: string) =>
    [...rankingKeys.all, "web", content, mode, date] as const,
};

export interface RankedArtwork {
  readonly artwork: Artwork;
  readonly rank: number;
}

export interface RankedNovel {
  readonly novel: Novel;
  readonly rank: number;
}

/** The rank of the first item of the page at `index`. */
const firstRankOf = (pageParams: readonly number[], index: number, pageSize = RANK_PAGE_SIZE): number =>
  ((pageParams[index] ?? index + 1) - 1) * pageSize;

/** Flattens loaded pages into one list with each work's rank (pages of `pageSize` works). */
export function rankedArtworks(
  data: InfiniteData<ArtworkPage, number>,
  pageSize: number = RANK_PAGE_SIZE,
): RankedArtwork[] {
  return data.pages.flatMap((page, index) => {
    const first = firstRankOf(data.pageParams, index, pageSize);
    return page.artworks.map((artwork, place) => ({ artwork, rank: first + place + 1 }));
  });
}

export function rankedNovels(data: InfiniteData<NovelPage, number>): RankedNovel[] {
  return data.pages.flatMap((page, index) => {
    const first = firstRankOf(data.pageParams, index);
    return page.novels.map((novel, place) => ({ novel, rank: first + place + 1 }));
  });
}

export function useRankingInfiniteQuery(mode: IllustRankMode, date: string, enabled = true) {
  return useNumberedPagesQuery(
    rankingKeys.list(mode, date),
    (source, page, signal) => source.getRanking({ mode, date, page }, { signal }),
    { staleTime: STALE_TIME.ranking, enabled },
  );
}

/** pixiv's web ranking (illust and ugoira categories); `enabled` false for the app-API ones. */
export function useWebRankingInfiniteQuery(
  content: WebRankContent,
  mode: WebRankMode,
  date: string,
  enabled = true,
) {
  return useNumberedPagesQuery(
    rankingKeys.web(content, mode, date),
    (source, page, signal) =>
      loadArea(source, "webBrowse", signal).then((area) =>
        area.getWebRanking({ content, mode, date, page }, { signal }),
      ),
    { staleTime: STALE_TIME.ranking, enabled },
  );
}

export function useNovelRankingInfiniteQuery(mode: NovelRankMode, date: string, enabled = true) {
  return useNumberedPagesQuery(
    rankingKeys.novels(mode, date),
    (source, page, signal) => source.getNovelRanking({ mode, date, page }, { signal }),
    { staleTime: STALE_TIME.ranking, enabled },
  );
}

/** Where ranking works sit in the cache (queries/cached-items.ts). */
export const rankingFinders: readonly AnyCacheFinder[] = [
  pagesFinder("artwork", [...rankingKeys.all, "illust"], "artworks"),
  pagesFinder("artwork", [...rankingKeys.all, "web"], "artworks"),
  pagesFinder("novel", [...rankingKeys.all, "novel"], "novels"),
];
