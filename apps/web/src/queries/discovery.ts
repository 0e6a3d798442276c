/**
 * Discovery and popular lists from pixiv's web pages (through the server's web relay). Discovery is
 * a draw of DISCOVERY_PAGE_SIZE works, drawn up to DISCOVERY_MAX_PAGES times (PRODUCT.md §9 "Discovery
 * illusts 3 pages"); a work drawn twice is shown once. Popular is paged by page number.
 */
import { DISCOVERY_MAX_PAGES, type Artwork } from "@pxv/pixiv";
import type { DiscoveryMode } from "../data/browse-source";
import { useDrawsQuery, useNumberedPagesQuery } from "./paged-query";
import { STALE_TIME } from "./stale-times";
import { pagesFinder, type AnyCacheFinder } from "./cache-finder";
import { loadArea } from "../data/proxy-areas";

export const discoveryKeys = {
  all: ["discovery"] as const,
  draws: (mode: DiscoveryMode) => [...discoveryKeys.all, mode] as const,
  popular: () => [...discoveryKeys.all, "popular"] as const,
};

interface DiscoveryDraw {
  readonly artworks: readonly Artwork[];
}

/** The works of every draw so far, each once, in the order first drawn. */
export function distinctArtworks(pages: readonly { readonly artworks: readonly Artwork[] }[]): Artwork[] {
  const seen = new Set<number>();
  const result: Artwork[] = [];
  for (const page of pages) {
    for (const artwork of page.artworks) {
      if (seen.has(artwork.id)) continue;
      seen.add(artwork.id);
      result.push(artwork);
    }
  }
  return result;
}

export function useDiscoveryInfiniteQuery(mode: DiscoveryMode, enabled = true) {
  return useDrawsQuery(
    discoveryKeys.draws(mode),
    async (source, signal): Promise<DiscoveryDraw> => ({
      artworks: await loadArea(source, "webBrowse", signal).then((area) =>
        area.getDiscovery(mode, { signal }),
      ),
    }),
    {
      maxDraws: DISCOVERY_MAX_PAGES,
      isEmpty: (draw) => draw.artworks.length === 0,
      staleTime: STALE_TIME.webProxyList,
      enabled,
    },
  );
}

export function usePopularInfiniteQuery() {
  return useNumberedPagesQuery(
    discoveryKeys.popular(),
    (source, page, signal) =>
      loadArea(source, "webBrowse", signal).then((area) => area.getPopular(page, { signal })),
    { staleTime: STALE_TIME.webProxyList },
  );
}

/** Where discovery and popular works sit in the cache (queries/cached-items.ts). */
export const discoveryFinders: readonly AnyCacheFinder[] = [
  pagesFinder("artwork", discoveryKeys.all, "artworks"),
];
