// The app-API account part (account-source.ts): bookmarks, follows, tags, feeds and the account's lists.
import type { AppIllust, AppNovel, Artwork, Novel, RawUserPreview, UserPreview } from "@pxv/pixiv";
import {
  APP_LOGIN_CAPABILITIES,
  type AccountSource,
  type BookmarkListParams,
  type BookmarkTag,
  type FeedRestrict,
  type Restrict,
  type WorkKind,
} from "../account-source";
import type { CursorPage } from "../list-pages";
import type { RequestOptions } from "../request-options";
import type { AppApiCaller } from "./call";

/** Bookmark tags are read page by page up to this many pages (30 a page). */
const BOOKMARK_TAG_PAGES = 10;

export interface AppApiNormalizers {
  readonly artwork: (raw: AppIllust) => Artwork;
  readonly novel: (raw: AppNovel) => Novel;
  readonly userPreview: (raw: RawUserPreview) => UserPreview;
}

/** First page: `path` with `query`; later pages: the previous answer's next_url. */
const pageOf = (cursor: string | null, path: string) => (cursor === null ? path : cursor);

export function createAppApiAccount(call: AppApiCaller, normalize: AppApiNormalizers): AccountSource {
  const artworks = async (
    cursor: string | null,
    path: string,
    query: Record<string, string | number | undefined>,
    options?: RequestOptions,
  ): Promise<CursorPage<Artwork>> => {
    const body = await call.get(
      (s) => s.illustListBodySchema,
      pageOf(cursor, path),
      cursor === null ? query : {},
      options?.signal,
    );
    return { items: body.illusts.map(normalize.artwork), next: body.next_url };
  };
  const novels = async (
    cursor: string | null,
    path: string,
    query: Record<string, string | number | undefined>,
    options?: RequestOptions,
  ): Promise<CursorPage<Novel>> => {
    const body = await call.get(
      (s) => s.novelListBodySchema,
      pageOf(cursor, path),
      cursor === null ? query : {},
      options?.signal,
    );
    return { items: body.novels.map(normalize.novel), next: body.next_url };
  };
  const users = async (
    cursor: string | null,
    path: string,
    query: Record<string, string | number | undefined>,
    options?: RequestOptions,
  ): Promise<CursorPage<UserPreview>> => {
    const body = await call.get(
      (s) => s.userPreviewsBodySchema,
      pageOf(cursor, path),
      cursor === null ? query : {},
      options?.signal,
    );
    return { items: body.user_previews.map(normalize.userPreview), next: body.next_url ?? null };
  };
  const bookmarks = async (kind: WorkKind, params: BookmarkListParams, options?: RequestOptions) => ({
    path: `/v1/user/bookmarks/${kind}`,
    query: {
      user_id: await call.me(),
      restrict: params.restrict,
      ...(params.tag === null ? {} : { tag: params.tag }),
    },
    options,
  });

  return {
    accountCapabilities: () => APP_LOGIN_CAPABILITIES,
    async addBookmark(work, choice, options) {
      const id = work.kind === "illust" ? { illust_id: work.id } : { novel_id: work.id };
      await call.post(
        `/v2/${work.kind}/bookmark/add`,
        { ...id, restrict: choice.restrict, ...(choice.tags.length > 0 ? { tags: choice.tags } : {}) },
        options?.signal,
      );
      return null;
    },
    async deleteBookmark(work, options) {
      const id = work.kind === "illust" ? { illust_id: work.id } : { novel_id: work.id };
      await call.post(`/v1/${work.kind}/bookmark/delete`, id, options?.signal);
    },
    async followUser(userId: number, restrict: Restrict, options) {
      await call.post("/v1/user/follow/add", { user_id: userId, restrict }, options?.signal);
    },
    async addComment({ kind, id, parentId }, text, options) {
      await call.post(
        `/v1/${kind}/comment/add`,
        {
          ...(kind === "illust" ? { illust_id: id } : { novel_id: id }),
          comment: text,
          ...(parentId === undefined ? {} : { parent_comment_id: parentId }),
        },
        options?.signal,
      );
    },
    async unfollowUser(userId: number, options) {
      await call.post("/v1/user/follow/delete", { user_id: userId, restrict: "public" }, options?.signal);
    },
    async getBookmarkTags(kind, restrict, options): Promise<readonly BookmarkTag[]> {
      const tags: BookmarkTag[] = [];
      const userId = await call.me();
      let next: string | null = `/v1/user/bookmark-tags/${kind}`;
      for (let page = 0; next !== null && page < BOOKMARK_TAG_PAGES; page++) {
        const body: { bookmark_tags: readonly BookmarkTag[]; next_url: string | null } = await call.get(
          (s) => s.bookmarkTagsBodySchema,
          next,
          page === 0 ? { user_id: userId, restrict } : {},
          options?.signal,
        );
        tags.push(...body.bookmark_tags.map(({ name, count }) => ({ name, count })));
        next = body.next_url;
      }
      return tags;
    },
    async getMyIllustBookmarks(params, options) {
      const request = await bookmarks("illust", params, options);
      return artworks(params.cursor, request.path, request.query, options);
    },
    async getMyNovelBookmarks(params, options) {
      const request = await bookmarks("novel", params, options);
      return novels(params.cursor, request.path, request.query, options);
    },
    getIllustFeed: (restrict: FeedRestrict, cursor, options) =>
      artworks(cursor, "/v2/illust/follow", { restrict }, options),
    getNovelFeed: (restrict: FeedRestrict, cursor, options) =>
      novels(cursor, "/v1/novel/follow", { restrict }, options),
    async getFollowingUsers(restrict, cursor, options) {
      return users(cursor, "/v1/user/following", { user_id: await call.me(), restrict }, options);
    },
    getRecommendedUsers: (cursor, options) => users(cursor, "/v1/user/recommended", {}, options),
    getLatestIllusts: (cursor, options) =>
      artworks(cursor, "/v1/illust/new", { content_type: "illust" }, options),
    getPersonalRecommendations: (cursor, options) =>
      artworks(cursor, "/v1/illust/recommended", { include_ranking_illusts: "false" }, options),
    // Recomm4U's users are web login's; app login recommends users on the Following page.
    getDiscoveryUsers: () => Promise.resolve(null),
  };
}
