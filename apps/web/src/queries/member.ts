/**
 * A user: profile, public bookmarks (paged by max_bookmark_id), series lists, related users, the
 * users they follow, and the tags on their works with the works per tag.
 */
import { useTranslation } from "../i18n/use-translation";
import { useQuery } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import { useCursorPagesQuery, useNumberedPagesQuery } from "./paged-query";
import { STALE_TIME } from "./stale-times";
import { arrayFinder, detailFinder, pagesFinder, type AnyCacheFinder } from "./cache-finder";
import { loadArea } from "../data/proxy-areas";

export const memberKeys = {
  all: ["member"] as const,
  detail: (id: number) => [...memberKeys.all, "detail", id] as const,
  favorites: (id: number) => [...memberKeys.all, "favorites", id] as const,
  favoriteNovels: (id: number) => [...memberKeys.all, "favorite-novels", id] as const,
  illustSeries: (id: number) => [...memberKeys.all, "illust-series", id] as const,
  novelSeries: (id: number) => [...memberKeys.all, "novel-series", id] as const,
  related: (id: number) => [...memberKeys.all, "related", id] as const,
  following: (id: number) => [...memberKeys.all, "following", id] as const,
  tags: (id: number, language: string) => [...memberKeys.all, "tags", id, language] as const,
  tagArtworks: (id: number, tag: string) => [...memberKeys.all, "tag-artworks", id, tag] as const,
};

export function useMemberQuery(id: number) {
  const source = useDataSource();
  return useQuery({
    queryKey: memberKeys.detail(id),
    queryFn: ({ signal }) => source.getMember(id, { signal }),
    staleTime: STALE_TIME.memberInfo,
  });
}

export function useUserFavoritesQuery(id: number, enabled = true) {
  return useCursorPagesQuery(
    memberKeys.favorites(id),
    (source, cursor, signal) =>
      loadArea(source, "people", signal).then((area) => area.getUserFavorites(id, cursor, { signal })),
    { staleTime: STALE_TIME.favorites, enabled },
  );
}

export function useUserFavoriteNovelsQuery(id: number, enabled = true) {
  return useCursorPagesQuery(
    memberKeys.favoriteNovels(id),
    (source, cursor, signal) =>
      loadArea(source, "people", signal).then((area) => area.getUserFavoriteNovels(id, cursor, { signal })),
    { staleTime: STALE_TIME.favorites, enabled },
  );
}

export function useUserIllustSeriesQuery(id: number, enabled = true) {
  return useNumberedPagesQuery(
    memberKeys.illustSeries(id),
    (source, page, signal) =>
      loadArea(source, "people", signal).then((area) => area.getUserIllustSeries(id, page, { signal })),
    { staleTime: STALE_TIME.memberArtwork, enabled },
  );
}

export function useUserNovelSeriesQuery(id: number, enabled = true) {
  return useNumberedPagesQuery(
    memberKeys.novelSeries(id),
    (source, page, signal) =>
      loadArea(source, "people", signal).then((area) => area.getUserNovelSeries(id, page, { signal })),
    { staleTime: STALE_TIME.memberArtwork, enabled },
  );
}

export function useRelatedUsersQuery(id: number, enabled = true) {
  const source = useDataSource();
  return useQuery({
    queryKey: memberKeys.related(id),
    queryFn: ({ signal }) =>
      loadArea(source, "people", signal).then((area) => area.getRelatedUsers(id, { signal })),
    staleTime: STALE_TIME.related,
    enabled,
  });
}

export function useFollowingQuery(id: number) {
  return useNumberedPagesQuery(
    memberKeys.following(id),
    (source, page, signal) =>
      loadArea(source, "people", signal).then((area) => area.getFollowing(id, page, { signal })),
    { staleTime: STALE_TIME.follow },
  );
}

export function useMemberTagsQuery(id: number, enabled = true) {
  const source = useDataSource();
  // Tag translations follow the interface language.
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: memberKeys.tags(id, i18n.language),
    queryFn: ({ signal }) =>
      loadArea(source, "people", signal).then((area) => area.getMemberTags(id, i18n.language, { signal })),
    staleTime: STALE_TIME.memberInfo,
    enabled,
  });
}

export function useMemberTagArtworksQuery(id: number, tag: string | null) {
  return useNumberedPagesQuery(
    memberKeys.tagArtworks(id, tag ?? ""),
    (source, page, signal) =>
      loadArea(source, "people", signal).then((area) =>
        area.getMemberTagArtworks(id, tag ?? "", page, { signal }),
      ),
    { staleTime: STALE_TIME.favorites, enabled: tag !== null },
  );
}

/** Where a user's profile, bookmarks and people sit in the cache (queries/cached-items.ts). */
export const memberFinders: readonly AnyCacheFinder[] = [
  detailFinder("member", [...memberKeys.all, "detail"]),
  pagesFinder("artwork", [...memberKeys.all, "favorites"], "items"),
  pagesFinder("novel", [...memberKeys.all, "favorite-novels"], "items"),
  arrayFinder("user", [...memberKeys.all, "related"]),
  pagesFinder("user", [...memberKeys.all, "following"], "users"),
  pagesFinder("artwork", [...memberKeys.all, "tag-artworks"], "artworks"),
];
