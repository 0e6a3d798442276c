/**
 * The web-login account part (account-source.ts), on pixiv's www ajax API (PRODUCT.md §B4):
 * public bookmarks of illusts with their bookmark ids kept (removing one needs its id), public
 * follows over pixiv's legacy `bookmark_add.php` / `rpc_group_setting.php` (PIXIV.md §5.2), the
 * account's bookmarks and bookmark tags, the follow feed, followed users, the site's newest works
 * and Recomm4U's discovery (works and users), public or private bookmarks (ajax `restrict` 0/1) and
 * comments and replies on illusts (`/ajax/illusts/comments/post`, PIXIV.md §5, which names the work's
 * author). Private follows, bookmark tags, novels and novel comments need app login (PRODUCT.md §6)
 * and are refused with a clear message; capabilities say so, so the screens do not offer them.
 */
import {
  normalizeAjaxArtwork,
  normalizeAjaxDiscoveryUsers,
  normalizeAjaxUserPreview,
  type AjaxArtworkInfo,
  type Artwork,
  type UserPreview,
} from "@pxv/pixiv";
import { WEB_LOGIN_CAPABILITIES, type AccountSource, type Restrict } from "../account-source";
import type { CursorPage } from "../list-pages";
import { DataSourceError } from "../errors";
import { loadWireSchemas } from "../load-wire-schemas";
import { validate } from "../proxy/client";
import type { WebClient } from "./client";

/** Page sizes of the web lists (PRODUCT.md §9: 48 bookmarks, 24 following). */
const BOOKMARKS_PAGE_SIZE = 48;
const FOLLOWING_PAGE_SIZE = 24;
const NEW_ILLUSTS_PAGE_SIZE = 20;
const DISCOVERY_SIZE = 60;
const FOLLOW_ADD_PATH = "/bookmark_add.php";
const FOLLOW_DELETE_PATH = "/rpc_group_setting.php";
const COMMENT_POST_PATH = "/ajax/illusts/comments/post";

const needsAppLogin = (what: string): Promise<never> =>
  Promise.reject(new DataSourceError("unknown", `${what} needs app login (refresh token or OAuth)`));

const rest = (restrict: Restrict): string => (restrict === "private" ? "hide" : "show");
const offsetOf = (cursor: string | null): number => (cursor === null ? 0 : Number(cursor) || 0);

export interface WebAccountOptions {
  readonly client: WebClient;
  /** The signed-in account's id (known once start-up has checked the session). */
  readonly userId: () => number | null;
  readonly rewriteImage: (url: string) => string;
}

export function createWebAccount({ client, userId, rewriteImage }: WebAccountOptions): AccountSource {
  /** Bookmark ids by work id, from additions and from every list read. */
  const bookmarkIds = new Map<number, string>();
  const normalizeOptions = { rewriteImageUrl: rewriteImage };
  const artwork = (raw: AjaxArtworkInfo): Artwork => {
    if (raw.bookmarkData !== null) bookmarkIds.set(Number(raw.id), raw.bookmarkData.id);
    return normalizeAjaxArtwork(raw, normalizeOptions);
  };
  const me = (): number => {
    const id = userId();
    if (id === null) throw new DataSourceError("unknown", "The web session has not been checked yet");
    return id;
  };

  async function bookmarkIdOf(id: number, signal?: AbortSignal): Promise<string | null> {
    const known = bookmarkIds.get(id);
    if (known !== undefined) return known;
    const detail = await client.get((s) => s.ajaxIllustSchema, `/ajax/illust/${id}`, {}, signal);
    return detail.bookmarkData?.id ?? null;
  }

  return {
    accountCapabilities: () => WEB_LOGIN_CAPABILITIES,
    async addBookmark(work, choice, options) {
      if (work.kind !== "illust") return needsAppLogin("Bookmarking novels");
      const body = await client.post(
        "/ajax/illusts/bookmarks/add",
        {
          json: {
            illust_id: String(work.id),
            restrict: choice.restrict === "private" ? 1 : 0,
            comment: "",
            tags: choice.tags,
          },
        },
        options?.signal,
      );
      const id = (body as { last_bookmark_id?: unknown }).last_bookmark_id;
      if (typeof id !== "string") return null;
      bookmarkIds.set(work.id, id);
      return id;
    },
    async deleteBookmark(work, options) {
      if (work.kind !== "illust") return needsAppLogin("Bookmarking novels");
      const bookmarkId = await bookmarkIdOf(work.id, options?.signal);
      if (bookmarkId === null) return;
      await client.post(
        "/ajax/illusts/bookmarks/delete",
        { form: { bookmark_id: bookmarkId } },
        options?.signal,
      );
      bookmarkIds.delete(work.id);
    },
    async followUser(targetId, restrict, options) {
      if (restrict === "private") return needsAppLogin("Following privately");
      const body = await client.post(
        FOLLOW_ADD_PATH,
        {
          form: {
            mode: "add",
            type: "user",
            user_id: String(targetId),
            tag: "",
            restrict: "0",
            format: "json",
          },
        },
        options?.signal,
      );
      validate((await loadWireSchemas()).legacyFollowAddAnswerSchema, body, FOLLOW_ADD_PATH);
    },
    async unfollowUser(targetId, options) {
      const body = await client.post(
        FOLLOW_DELETE_PATH,
        { form: { mode: "del", type: "bookuser", id: String(targetId) } },
        options?.signal,
      );
      const answer = validate((await loadWireSchemas()).legacyUnfollowAnswerSchema, body, FOLLOW_DELETE_PATH);
      if (answer.user_id !== String(targetId)) {
        throw new DataSourceError("unknown", `pixiv unfollowed user ${answer.user_id}, not ${targetId}`);
      }
    },
    async addComment(target, text, options) {
      if (target.kind !== "illust") return needsAppLogin("Commenting on novels");
      // pixiv's form names the work's author: read from the work (the detail the page already asked for).
      const detail = await client.get(
        (s) => s.ajaxIllustSchema,
        `/ajax/illust/${target.id}`,
        {},
        options?.signal,
      );
      await client.post(
        COMMENT_POST_PATH,
        {
          json: {
            type: "comment",
            illust_id: String(target.id),
            author_user_id: detail.userId,
            comment: text,
            ...(target.parentId === undefined ? {} : { parent_id: String(target.parentId) }),
          },
        },
        options?.signal,
      );
    },
    async getBookmarkTags(kind, restrict, options) {
      if (kind !== "illust") return needsAppLogin("Novel bookmark tags");
      const body = await client.get(
        (s) => s.ajaxBookmarkTagsSchema,
        `/ajax/user/${me()}/illusts/bookmark/tags`,
        {},
        options?.signal,
      );
      return body[restrict].map(({ tag, cnt }) => ({ name: tag, count: cnt }));
    },
    async getMyIllustBookmarks({ restrict, tag, cursor }, options): Promise<CursorPage<Artwork>> {
      const offset = offsetOf(cursor);
      const body = await client.get(
        (s) => s.ajaxBookmarksSchema,
        `/ajax/user/${me()}/illusts/bookmarks`,
        { tag: tag ?? "", offset, limit: BOOKMARKS_PAGE_SIZE, rest: rest(restrict) },
        options?.signal,
      );
      const next = offset + BOOKMARKS_PAGE_SIZE;
      return {
        items: body.works.map(artwork),
        next: next < body.total && body.works.length > 0 ? String(next) : null,
      };
    },
    getMyNovelBookmarks: () => needsAppLogin("Novel bookmarks"),
    async getIllustFeed(_restrict, cursor, options) {
      const page = cursor === null ? 1 : Number(cursor) || 1;
      const body = await client.get(
        (s) => s.ajaxFollowLatestSchema,
        "/ajax/follow_latest/illust",
        { p: page, mode: "all" },
        options?.signal,
      );
      return {
        items: body.thumbnails.illust.map(artwork),
        next: body.page.isLastPage ? null : String(page + 1),
      };
    },
    getNovelFeed: () => needsAppLogin("The novel timeline"),
    async getFollowingUsers(restrict, cursor, options): Promise<CursorPage<UserPreview>> {
      const offset = offsetOf(cursor);
      const body = await client.get(
        (s) => s.ajaxFollowingSchema,
        `/ajax/user/${me()}/following`,
        { offset, limit: FOLLOWING_PAGE_SIZE, rest: rest(restrict) },
        options?.signal,
      );
      const items = body.users.map((user): UserPreview =>
        normalizeAjaxUserPreview(
          {
            userId: user.userId,
            name: user.userName,
            avatar: user.profileImageUrl,
            isFollowed: user.following,
          },
          user.illusts,
          normalizeOptions,
        ),
      );
      const next = offset + FOLLOWING_PAGE_SIZE;
      return { items, next: next < body.total && items.length > 0 ? String(next) : null };
    },
    getRecommendedUsers: () => needsAppLogin("Recommended users"),
    async getLatestIllusts(cursor, options) {
      const body = await client.get(
        (s) => s.ajaxIllustNewSchema,
        "/ajax/illust/new",
        { lastId: cursor ?? "0", limit: NEW_ILLUSTS_PAGE_SIZE, type: "illust" },
        options?.signal,
      );
      return { items: body.illusts.map(artwork), next: body.illusts.length > 0 ? body.lastId : null };
    },
    async getPersonalRecommendations(_cursor, options) {
      const body = await client.get(
        (s) => s.ajaxDiscoverySchema,
        "/ajax/discovery/artworks",
        { mode: "all", limit: DISCOVERY_SIZE },
        options?.signal,
      );
      return { items: body.thumbnails.illust.map(artwork), next: null };
    },
    async getDiscoveryUsers(options) {
      const body = await client.get(
        (s) => s.ajaxDiscoveryUsersSchema,
        "/ajax/discovery/users",
        { limit: DISCOVERY_SIZE },
        options?.signal,
      );
      return normalizeAjaxDiscoveryUsers(body, normalizeOptions);
    },
  };
}
