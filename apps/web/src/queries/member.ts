/**
 * A user: profile, public bookmarks (paged by max_bookmark_id), series lists, related users, the
 * users they follow, and the tags on their works with the works per tag.
 */
import { useTranslation } from "../i18n/use-translation";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import { STALE_TIME } from "./stale-times";

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
  const source = useDataSource();
  return useInfiniteQuery({
    queryKey: memberKeys.favorites(id),
    queryFn: ({ pageParam, signal }) => source.getUserFavorites(id, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: STALE_TIME.favorites,
    enabled,
  });
}

export function useUserFavoriteNovelsQuery(id: number, enabled = true) {
  const source = useDataSource();
  return useInfiniteQuery({
    queryKey: memberKeys.favoriteNovels(id),
    queryFn: ({ pageParam, signal }) => source.getUserFavoriteNovels(id, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: STALE_TIME.favorites,
    enabled,
  });
}

export function useUserIllustSeriesQuery(id: number, enabled = true) {
  const source = useDataSource();
  return useInfiniteQuery({
    queryKey: memberKeys.illustSeries(id),
    queryFn: ({ pageParam, signal }) => source.getUserIllustSeries(id, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    staleTime: STALE_TIME.memberArtwork,
    enabled,
  });
}

export function useUserNovelSeriesQuery(id: number, enabled = true) {
  const source = useDataSource();
  return useInfiniteQuery({
    queryKey: memberKeys.novelSeries(id),
    queryFn: ({ pageParam, signal }) => source.getUserNovelSeries(id, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    staleTime: STALE_TIME.memberArtwork,
    enabled,
  });
}

export function useRelatedUsersQuery(id: number, enabled = true) {
  const source = useDataSource();
  return useQuery({
    queryKey: memberKeys.related(id),
    queryFn: ({ signal }) => source.getRelatedUsers(id, { signal }),
    staleTime: STALE_TIME.related,
    enabled,
  });
}

export function useFollowingQuery(id: number) {
  const source = useDataSource();
  return useInfiniteQuery({
    queryKey: memberKeys.following(id),
    queryFn: ({ pageParam, signal }) => source.getFollowing(id, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    staleTime: STALE_TIME.follow,
  });
}

export function useMemberTagsQuery(id: number, enabled = true) {
  const source = useDataSource();
  // Tag translations follow the interface language.
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: memberKeys.tags(id, i18n.language),
    queryFn: ({ signal }) => source.getMemberTags(id, i18n.language, { signal }),
    staleTime: STALE_TIME.memberInfo,
    enabled,
  });
}

export function useMemberTagArtworksQuery(id: number, tag: string | null) {
  const source = useDataSource();
  return useInfiniteQuery({
    queryKey: memberKeys.tagArtworks(id, tag ?? ""),
    queryFn: ({ pageParam, signal }) => source.getMemberTagArtworks(id, tag ?? "", pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    staleTime: STALE_TIME.favorites,
    enabled: tag !== null,
  });
}
