/**
 * Search queries: illust, novel and user results (infinite, or one page at a time when the
 * pagination setting is on), popular preview and autocomplete (trending tags: trending-tags.ts). Keys carry the whole
 * built query, so a filter change is a new list (PRODUCT.md §2: "any filter change resets the page").
 * A null query (PRODUCT.md §5: restricted or blocked term) is an empty finished list without a request.
 */
import type { Artwork, Novel } from "@pxv/pixiv";
import { keepPreviousData, useQuery, type InfiniteData } from "@tanstack/react-query";
import type { ArtworkPage, NovelPage } from "../data/list-pages";
import { useDataSource } from "../data/data-source-context";
import type { SearchQuery } from "../data/search-source";
import { useNumberedPagesQuery } from "./paged-query";
import { STALE_TIME } from "./stale-times";
import { arrayFinder, pageFinder, pagesFinder, type AnyCacheFinder } from "./cache-finder";
import { loadArea } from "../data/proxy-areas";

export const searchKeys = {
  all: ["search"] as const,
  illusts: (query: SearchQuery | null) => [...searchKeys.all, "illust", query] as const,
  illustPage: (query: SearchQuery | null, page: number) =>
    [...searchKeys.all, "illust-page", query, page] as const,
  novels: (query: SearchQuery | null) => [...searchKeys.all, "novel", query] as const,
  novelPage: (query: SearchQuery | null, page: number) =>
    [...searchKeys.all, "novel-page", query, page] as const,
  users: (word: string) => [...searchKeys.all, "user", word] as const,
  popular: (query: SearchQuery | null) => [...searchKeys.all, "popular", query] as const,
  autocomplete: (word: string) => [...searchKeys.all, "autocomplete", word] as const,
};

const EMPTY_ARTWORKS: ArtworkPage = { artworks: [], nextPage: null };
const EMPTY_NOVELS: NovelPage = { novels: [], nextPage: null };

export function useIllustSearchInfiniteQuery(query: SearchQuery | null, enabled = true) {
  return useNumberedPagesQuery(
    searchKeys.illusts(query),
    (source, page, signal) =>
      query === null
        ? Promise.resolve(EMPTY_ARTWORKS)
        : loadArea(source, "search", signal).then((area) => area.searchIllusts(query, page, { signal })),
    { staleTime: STALE_TIME.searchResults, enabled },
  );
}

/** One numbered page of illust results (the pagination setting). */
export function useIllustSearchPageQuery(query: SearchQuery | null, page: number, enabled = true) {
  const source = useDataSource();
  return useQuery({
    queryKey: searchKeys.illustPage(query, page),
    queryFn: ({ signal }): Promise<ArtworkPage> =>
      query === null
        ? Promise.resolve(EMPTY_ARTWORKS)
        : loadArea(source, "search", signal).then((area) => area.searchIllusts(query, page, { signal })),
    staleTime: STALE_TIME.searchResults,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useNovelSearchInfiniteQuery(query: SearchQuery | null, enabled = true) {
  return useNumberedPagesQuery(
    searchKeys.novels(query),
    (source, page, signal) =>
      query === null
        ? Promise.resolve(EMPTY_NOVELS)
        : loadArea(source, "search", signal).then((area) => area.searchNovels(query, page, { signal })),
    { staleTime: STALE_TIME.searchResults, enabled },
  );
}

export function useNovelSearchPageQuery(query: SearchQuery | null, page: number, enabled = true) {
  const source = useDataSource();
  return useQuery({
    queryKey: searchKeys.novelPage(query, page),
    queryFn: ({ signal }): Promise<NovelPage> =>
      query === null
        ? Promise.resolve(EMPTY_NOVELS)
        : loadArea(source, "search", signal).then((area) => area.searchNovels(query, page, { signal })),
    staleTime: STALE_TIME.searchResults,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUserSearchInfiniteQuery(word: string) {
  return useNumberedPagesQuery(
    searchKeys.users(word),
    (source, page, signal) =>
      loadArea(source, "search", signal).then((area) => area.searchUsers(word, page, { signal })),
    { staleTime: STALE_TIME.searchResults, enabled: word !== "" },
  );
}

export function usePopularPreviewQuery(query: SearchQuery | null, enabled: boolean) {
  const source = useDataSource();
  return useQuery<readonly Artwork[]>({
    queryKey: searchKeys.popular(query),
    queryFn: ({ signal }) =>
      query === null
        ? Promise.resolve([])
        : loadArea(source, "search", signal).then((area) => area.getPopularPreview(query, { signal })),
    staleTime: STALE_TIME.popularPreview,
    enabled: enabled && query !== null,
  });
}

export function useAutocompleteQuery(word: string) {
  const source = useDataSource();
  return useQuery({
    queryKey: searchKeys.autocomplete(word),
    queryFn: ({ signal }) =>
      loadArea(source, "search", signal).then((area) => area.getAutocomplete(word, { signal })),
    staleTime: STALE_TIME.autocomplete,
    enabled: word !== "",
  });
}

/** `enabled: false` holds the request back (the search box waits for the first cards). */
/** Flattens loaded pages of a search. */
export function flattenArtworks(data: InfiniteData<ArtworkPage, number> | undefined): Artwork[] {
  return data === undefined ? [] : data.pages.flatMap((page) => page.artworks);
}

export function flattenNovels(data: InfiniteData<NovelPage, number> | undefined): Novel[] {
  return data === undefined ? [] : data.pages.flatMap((page) => page.novels);
}

/** Where search results sit in the cache (queries/cached-items.ts). */
export const searchFinders: readonly AnyCacheFinder[] = [
  pagesFinder("artwork", [...searchKeys.all, "illust"], "artworks"),
  pageFinder("artwork", [...searchKeys.all, "illust-page"], "artworks"),
  pagesFinder("novel", [...searchKeys.all, "novel"], "novels"),
  pageFinder("novel", [...searchKeys.all, "novel-page"], "novels"),
  pagesFinder("user", [...searchKeys.all, "user"], "users"),
  arrayFinder("artwork", [...searchKeys.all, "popular"]),
];
