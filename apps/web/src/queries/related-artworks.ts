// Works related to a work, page by page (pixiv's `related`, cached 2 days).
import { useNumberedPagesQuery } from "./paged-query";
import { STALE_TIME } from "./stale-times";
import { pagesFinder, type AnyCacheFinder } from "./cache-finder";
import { loadArea } from "../data/proxy-areas";

export const relatedKeys = {
  all: ["related-artworks"] as const,
  list: (id: number) => [...relatedKeys.all, id] as const,
};

export function useRelatedArtworksQuery(id: number, enabled: boolean) {
  return useNumberedPagesQuery(
    relatedKeys.list(id),
    (source, page, signal) =>
      loadArea(source, "work", signal).then((area) => area.getRelatedArtworks(id, page, { signal })),
    { staleTime: STALE_TIME.related, enabled },
  );
}

/** Where related works sit in the cache (queries/cached-items.ts). */
export const relatedFinders: readonly AnyCacheFinder[] = [
  pagesFinder("artwork", relatedKeys.all, "artworks"),
];
