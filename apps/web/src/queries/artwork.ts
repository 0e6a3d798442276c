/**
 * One artwork's detail. While it loads, the copy of the work already in a cached list (the card the
 * user tapped, from whichever list: queries/cached-items.ts) stands in, so the page shows title,
 * author and first image at once; list copies lack only what detail adds (the comment count).
 */
import type { Artwork } from "@pxv/pixiv";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import { artworkKeys } from "./artwork-keys";
import { findCachedItem } from "./cached-items";
import { STALE_TIME } from "./stale-times";

export { artworkKeys } from "./artwork-keys";

export function useArtworkQuery(id: number) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  return useQuery<Artwork, Error, Artwork, ReturnType<typeof artworkKeys.detail>>({
    queryKey: artworkKeys.detail(id),
    queryFn: ({ signal }) => source.getArtwork(id, { signal }),
    placeholderData: () => findCachedItem(queryClient, "artwork", id),
    staleTime: STALE_TIME.artworkDetail,
  });
}
