/**
 * A user's illustrations or manga, newest first, page by page (HibiAPI `member_illust`, cached 6 h).
 * Used by the artwork page's author card and by the user pages.
 */
import type { UserArtworkType } from "../data/work-source";
import { useNumberedPagesQuery } from "./paged-query";
import { STALE_TIME } from "./stale-times";
import { pagesFinder, type AnyCacheFinder } from "./cache-finder";
import { loadArea } from "../data/proxy-areas";

export const userArtworksKeys = {
  all: ["user-artworks"] as const,
  list: (userId: number, type: UserArtworkType) => [...userArtworksKeys.all, userId, type] as const,
};

export function useUserArtworksQuery(userId: number, type: UserArtworkType, enabled = true) {
  return useNumberedPagesQuery(
    userArtworksKeys.list(userId, type),
    (source, page, signal) =>
      loadArea(source, "work", signal).then((area) =>
        area.getUserArtworks({ userId, type, page }, { signal }),
      ),
    { staleTime: STALE_TIME.memberArtwork, enabled },
  );
}

/** Where a user's works sit in the cache (queries/cached-items.ts). */
export const userArtworksFinders: readonly AnyCacheFinder[] = [
  pagesFinder("artwork", userArtworksKeys.all, "artworks"),
];
