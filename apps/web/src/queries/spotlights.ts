/**
 * Spotlights (pixivision): one infinite list per category and language, and the two article views
 * (illustration article, typed article). Lists are fresh for PRODUCT.md's 12 h; articles for good.
 */
import type { PixivisionLang, SpotlightCategory } from "@pxv/pixiv";
import { useQuery } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import { useNumberedPagesQuery } from "./paged-query";
import { STALE_TIME } from "./stale-times";
import { loadArea } from "../data/proxy-areas";

export const spotlightKeys = {
  all: ["spotlights"] as const,
  list: (category: SpotlightCategory, lang: PixivisionLang) =>
    [...spotlightKeys.all, category, lang] as const,
  article: (id: number, lang: PixivisionLang) => [...spotlightKeys.all, "article", id, lang] as const,
  typed: (id: number, lang: PixivisionLang) => [...spotlightKeys.all, "typed", id, lang] as const,
};

export function useSpotlightsInfiniteQuery(category: SpotlightCategory, lang: PixivisionLang) {
  return useNumberedPagesQuery(
    spotlightKeys.list(category, lang),
    (source, page, signal) =>
      loadArea(source, "search", signal).then((area) => area.getSpotlights(category, page, lang, { signal })),
    { staleTime: STALE_TIME.spotlights },
  );
}

export function useSpotlightArticleQuery(id: number, lang: PixivisionLang, enabled = true) {
  const source = useDataSource();
  return useQuery({
    queryKey: spotlightKeys.article(id, lang),
    queryFn: ({ signal }) =>
      loadArea(source, "search", signal).then((area) => area.getSpotlightDetail(id, lang, { signal })),
    staleTime: STALE_TIME.spotlightArticle,
    enabled,
  });
}

export function useSpotlightTypedArticleQuery(id: number, lang: PixivisionLang, enabled = true) {
  const source = useDataSource();
  return useQuery({
    queryKey: spotlightKeys.typed(id, lang),
    queryFn: ({ signal }) =>
      loadArea(source, "search", signal).then((area) => area.getSpotlightTypedDetail(id, lang, { signal })),
    staleTime: STALE_TIME.spotlightArticle,
    enabled,
  });
}
