/**
 * Query keys and queries of the signed-in account (one module for the account resource): bookmark
 * tags, the account's bookmarks, follow feeds, followed and recommended users, latest and personal
 * recommendations. Keys carry the account id, so one account's lists never show under another's;
 * the account's own lists are always fetched fresh on entry (stale time 0) as pixiv changes them.
 */
import type { Artwork, Novel, UserPreview } from "@pxv/pixiv";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useSession } from "../session/session";
import type { FeedRestrict, Restrict, WorkKind } from "../data/account-source";
import type { CursorPage } from "../data/list-pages";
import type { DataSource } from "../data/data-source";
import { useDataSource } from "../data/data-source-context";
import { useCursorPagesQuery } from "./paged-query";
import { STALE_TIME } from "./stale-times";
import { arrayFinder, pagesFinder, type AnyCacheFinder, type KeyMatch } from "./cache-finder";

export const accountKeys = {
  all: ["account"] as const,
  of: (userId: number) => [...accountKeys.all, userId] as const,
  bookmarkTags: (userId: number, kind: WorkKind, restrict: Restrict) =>
    [...accountKeys.of(userId), "bookmark-tags", kind, restrict] as const,
  bookmarks: (userId: number, kind: WorkKind, restrict: Restrict, tag: string | null) =>
    [...accountKeys.of(userId), "bookmarks", kind, restrict, tag] as const,
  feed: (userId: number, kind: WorkKind, restrict: FeedRestrict) =>
    [...accountKeys.of(userId), "feed", kind, restrict] as const,
  following: (userId: number, restrict: Restrict) =>
    [...accountKeys.of(userId), "following", restrict] as const,
  recommendedUsers: (userId: number) => [...accountKeys.of(userId), "recommended-users"] as const,
  latest: (userId: number) => [...accountKeys.of(userId), "latest"] as const,
  recommendations: (userId: number) => [...accountKeys.of(userId), "recommendations"] as const,
  discoveryUsers: (userId: number) => [...accountKeys.of(userId), "discovery-users"] as const,
};

type AccountList = "bookmark-tags" | "bookmarks" | "feed" | "following";

/**
 * Refetches the account's lists a change affects (a bookmark: bookmarks and their tags; a follow:
 * followed users and feeds). Recommendation lists stay as they are, so what was just followed
 * does not vanish from under the person's finger.
 */
export function invalidateAccountLists(
  queryClient: QueryClient,
  lists: readonly AccountList[],
): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: accountKeys.all,
    predicate: (query) => lists.includes(query.queryKey[2] as AccountList),
  });
}

export type PagedQuery<T> = ReturnType<typeof useCursorPagesQuery<CursorPage<T>>>;

/** One of the account's lists: fetched fresh on entry, and only once start-up knows the account. */
function useCursorQuery<T>(
  key: readonly unknown[],
  enabled: boolean,
  load: (source: DataSource, cursor: string | null, signal: AbortSignal) => Promise<CursorPage<T>>,
): PagedQuery<T> {
  return useCursorPagesQuery(key, load, { staleTime: 0, enabled });
}

/** The signed-in account's id, or 0 while start-up checks it (queries wait for it). */
function useAccountId(): number {
  return useSession().user?.id ?? 0;
}

export function useBookmarkTagsQuery(kind: WorkKind, restrict: Restrict, enabled = true) {
  const source = useDataSource();
  const userId = useAccountId();
  return useQuery({
    queryKey: accountKeys.bookmarkTags(userId, kind, restrict),
    queryFn: ({ signal }) => source.getBookmarkTags(kind, restrict, { signal }),
    enabled: enabled && userId !== 0,
    staleTime: 0,
  });
}

export function useMyIllustBookmarksQuery(restrict: Restrict, tag: string | null) {
  const userId = useAccountId();
  return useCursorQuery<Artwork>(
    accountKeys.bookmarks(userId, "illust", restrict, tag),
    userId !== 0,
    (source, cursor, signal) => source.getMyIllustBookmarks({ restrict, tag, cursor }, { signal }),
  );
}

export function useMyNovelBookmarksQuery(restrict: Restrict, tag: string | null) {
  const userId = useAccountId();
  return useCursorQuery<Novel>(
    accountKeys.bookmarks(userId, "novel", restrict, tag),
    userId !== 0,
    (source, cursor, signal) => source.getMyNovelBookmarks({ restrict, tag, cursor }, { signal }),
  );
}

export function useIllustFeedQuery(restrict: FeedRestrict) {
  const userId = useAccountId();
  return useCursorQuery<Artwork>(
    accountKeys.feed(userId, "illust", restrict),
    userId !== 0,
    (source, cursor, signal) => source.getIllustFeed(restrict, cursor, { signal }),
  );
}

export function useNovelFeedQuery(restrict: FeedRestrict) {
  const userId = useAccountId();
  return useCursorQuery<Novel>(
    accountKeys.feed(userId, "novel", restrict),
    userId !== 0,
    (source, cursor, signal) => source.getNovelFeed(restrict, cursor, { signal }),
  );
}

export function useFollowingUsersQuery(restrict: Restrict) {
  const userId = useAccountId();
  return useCursorQuery<UserPreview>(
    accountKeys.following(userId, restrict),
    userId !== 0,
    (source, cursor, signal) => source.getFollowingUsers(restrict, cursor, { signal }),
  );
}

export function useRecommendedUsersQuery() {
  const userId = useAccountId();
  return useCursorQuery<UserPreview>(
    accountKeys.recommendedUsers(userId),
    userId !== 0,
    (source, cursor, signal) => source.getRecommendedUsers(cursor, { signal }),
  );
}

export function useLatestIllustsQuery() {
  const userId = useAccountId();
  return useCursorQuery<Artwork>(accountKeys.latest(userId), userId !== 0, (source, cursor, signal) =>
    source.getLatestIllusts(cursor, { signal }),
  );
}

export function usePersonalRecommendationsQuery() {
  const userId = useAccountId();
  return useCursorQuery<Artwork>(
    accountKeys.recommendations(userId),
    userId !== 0,
    (source, cursor, signal) => source.getPersonalRecommendations(cursor, { signal }),
  );
}

/** Recomm4U's users (web login; null in a mode without them), fresh as long as a web-proxy list. */
export function useDiscoveryUsersQuery() {
  const source = useDataSource();
  const userId = useAccountId();
  return useQuery({
    queryKey: accountKeys.discoveryUsers(userId),
    queryFn: ({ signal }) => source.getDiscoveryUsers({ signal }),
    enabled: userId !== 0,
    staleTime: STALE_TIME.webProxyList,
  });
}

/** The account's lists of one name (and kind): keys carry the account id before the list's name. */
const accountList =
  (...parts: readonly string[]): KeyMatch =>
  (queryKey) =>
    queryKey[0] === accountKeys.all[0] && parts.every((part, index) => queryKey[index + 2] === part);

/** Where the account's works and people sit in the cache (queries/cached-items.ts). */
export const accountFinders: readonly AnyCacheFinder[] = [
  pagesFinder("artwork", accountList("bookmarks", "illust"), "items"),
  pagesFinder("novel", accountList("bookmarks", "novel"), "items"),
  pagesFinder("artwork", accountList("feed", "illust"), "items"),
  pagesFinder("novel", accountList("feed", "novel"), "items"),
  pagesFinder("user", accountList("following"), "items"),
  pagesFinder("user", accountList("recommended-users"), "items"),
  pagesFinder("artwork", accountList("latest"), "items"),
  pagesFinder("artwork", accountList("recommendations"), "items"),
  arrayFinder("user", accountList("discovery-users")),
];
