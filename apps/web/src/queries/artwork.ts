/**
 * One artwork's detail. While it loads, the copy of the work already in a cached list (the card the
 * user tapped) stands in, so the page shows title, author and first image at once; list copies lack
 * only what detail adds (the comment count).
 */
import type { Artwork } from "@pxv/pixiv";
import { useQuery, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import type { RankingPage } from "../data/data-source";
import { rankingKeys } from "./ranking";
import { STALE_TIME } from "./stale-times";

export const artworkKeys = {
  all: ["artwork"] as const,
  detail: (id: number) => [...artworkKeys.all, id] as const,
};

/** The work with this id from any cached ranking, if one has it. */
export function findCachedArtwork(queryClient: QueryClient, id: number): Artwork | undefined {
  const lists = queryClient.getQueriesData<InfiniteData<RankingPage, number>>({ queryKey: rankingKeys.all });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const found = page.artworks.find((artwork) => artwork.id === id);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export function useArtworkQuery(id: number) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  return useQuery<Artwork, Error, Artwork, ReturnType<typeof artworkKeys.detail>>({
    queryKey: artworkKeys.detail(id),
    queryFn: ({ signal }) => source.getArtwork(id, { signal }),
    placeholderData: () => findCachedArtwork(queryClient, id),
    staleTime: STALE_TIME.artworkDetail,
  });
}
