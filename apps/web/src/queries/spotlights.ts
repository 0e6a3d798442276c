/**
 * Spotlights (pixivision): one infinite list per category and language, and the two article views
 * (illustration article, typed article). Lists are fresh for the spec's 12 h; articles for good.
 */
import type { PixivisionLang, SpotlightCategory } from "@pxv/pixiv";
import { useInfiniteQuery, useQuery, type InfiniteData } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import type { SpotlightListPage } from "../data/search-source";
import { STALE_TIME } from "./stale-times";

export const spotlightKeys = {
  all: ["spotlights"] as const,
  list: (category: SpotlightCategory, lang: PixivisionLang) =>
    [...spotlightKeys.all, category, lang] as const,
  article: (id: number, lang: PixivisionLang) => [...spotlightKeys.all, "article", id, lang] as const,
  typed: (id: number, lang: PixivisionLang) => [...spotlightKeys.all, "typed", id, lang] as const,
};

export function useSpotlightsInfiniteQuery(category: SpotlightCategory, lang: PixivisionLang) {
  const source = useDataSource();
  return useInfiniteQuery<
    SpotlightListPage,
    Error,
    InfiniteData<SpotlightListPage, number>,
    ReturnType<typeof spotlightKeys.list>,
    number
  >({
    queryKey: spotlightKeys.list(category, lang),
    queryFn: ({ pageParam, signal }) => source.getSpotlights(category, pageParam, lang, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
    staleTime: STALE_TIME.spotlights,
  });
}

export function useSpotlightArticleQuery(id: number, lang: PixivisionLang, enabled = true) {
  const source = useDataSource();
  return useQuery({
    queryKey: spotlightKeys.article(id, lang),
    queryFn: ({ signal }) => source.getSpotlightDetail(id, lang, { signal }),
    staleTime: STALE_TIME.spotlightArticle,
    enabled,
  });
}

export function useSpotlightTypedArticleQuery(id: number, lang: PixivisionLang, enabled = true) {
  const source = useDataSource();
  return useQuery({
    queryKey: spotlightKeys.typed(id, lang),
    queryFn: ({ signal }) => source.getSpotlightTypedDetail(id, lang, { signal }),
    staleTime: STALE_TIME.spotlightArticle,
    enabled,
  });
}
