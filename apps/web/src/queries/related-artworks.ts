// Works related to a work, page by page (pixiv's `related`, cached 2 days).
import { useInfiniteQuery } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import { STALE_TIME } from "./stale-times";
import { pagesFinder, type AnyCacheFinder } from "./cache-finder";

export const relatedKeys = {
  all: ["related-artworks"] as const,
  list: (id: number) => [...relatedKeys.all, id] as const,
};

export function useRelatedArtworksQuery(id: number, enabled: boolean) {
  const source = useDataSource();
  return useInfiniteQuery({
    queryKey: relatedKeys.list(id),
    queryFn: ({ pageParam, signal }) => source.getRelatedArtworks(id, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    staleTime: STALE_TIME.related,
    enabled,
  });
}

/** Where related works sit in the cache (queries/cached-items.ts). */
export const relatedFinders: readonly AnyCacheFinder[] = [
  pagesFinder("artwork", relatedKeys.all, "artworks"),
];
