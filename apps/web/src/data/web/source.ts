/**
 * The web-login data source (signed in with a PHPSESSID session value): the account part on
 * pixiv's www ajax API through the server's web relay (web/account.ts), composed over the proxy
 * source: every DataSource method web mode does not implement is the proxy's (spread first, then
 * overridden), so screens keep working. Recommended users come from the proxy's
 * `user_recommended`, as in the reference viewer.
 *
 * The proxy answers with the server account's marks, so a work's detail and a user's profile take
 * the session's own from www (PRODUCT.md §B4 `isIllustBookmarked`, `isUserFollowed`): the
 * heart from `/ajax/illust/{id}`'s `bookmarkData`, the follow button from `/ajax/user/{id}`. Comments
 * are read through the session too (never from the shared cache), so a comment the person just
 * posted is there when the list reloads.
 */
import {
  normalizeComment,
  normalizeUserPreview,
  type Artwork,
  type Member,
  type UserPreview,
} from "@pxv/pixiv";
import type { CursorPage } from "../list-pages";
import type { DataSource } from "../data-source";
import { loadWireSchemas } from "../load-wire-schemas";
import { validate, type ProxyClient } from "../proxy/client";
import { createWebAccount } from "./account";
import type { WebClient } from "./client";

export interface WebSourceOptions {
  readonly client: WebClient;
  readonly userId: () => number | null;
  readonly fallback: DataSource;
  /** The proxy's client (HibiAPI routes), for what web mode reads from the proxy. */
  readonly proxy: ProxyClient;
}

export function createWebSource({ client, userId, fallback, proxy }: WebSourceOptions): DataSource {
  const imageOptions = { rewriteImageUrl: (url: string) => proxy.rewriteImage(url) };
  const isFollowed = async (id: number, signal?: AbortSignal): Promise<boolean> =>
    (await client.get((s) => s.ajaxUserSchema, `/ajax/user/${id}`, {}, signal)).isFollowed;
  return {
    ...fallback,
    ...createWebAccount({ client, userId, rewriteImage: (url) => proxy.rewriteImage(url) }),
    async getArtwork(id, request): Promise<Artwork> {
      const signal = request?.signal;
      const detail = client.get((s) => s.ajaxIllustSchema, `/ajax/illust/${id}`, {}, signal);
      const followed = detail.then((web) => isFollowed(Number(web.userId), signal));
      const [work, web, authorFollowed] = await Promise.all([
        fallback.getArtwork(id, request),
        detail,
        followed,
      ]);
      return {
        ...work,
        is_bookmarked: web.bookmarkData !== null,
        author: { ...work.author, is_followed: authorFollowed },
      };
    },
    async getMember(id, request): Promise<Member> {
      const [member, followed] = await Promise.all([
        fallback.getMember(id, request),
        isFollowed(id, request?.signal),
      ]);
      return { ...member, is_followed: followed };
    },
    async getComments({ kind, id, offset, limit }, request) {
      const body = await client.get(
        (s) => s.relayCommentsBodySchema,
        `/ajax/${kind}s/comments/roots`,
        { [`${kind}_id`]: id, offset, limit },
        request?.signal,
      );
      return {
        comments: body.comments.map((raw) => normalizeComment(raw, imageOptions)),
        hasNext: body.hasNext ?? false,
      };
    },
    async getCommentReplies(kind, commentId, request) {
      const body = await client.get(
        (s) => s.relayCommentsBodySchema,
        `/ajax/${kind}s/comments/replies`,
        { comment_id: commentId, page: 1 },
        request?.signal,
      );
      return body.comments.map((raw) => normalizeComment(raw, imageOptions));
    },
    async getRecommendedUsers(cursor, request): Promise<CursorPage<UserPreview>> {
      const page = cursor === null ? 1 : Number(cursor) || 1;
      const body = await proxy.getJson("user_recommended", { page: String(page) }, request);
      const { userPreviewsBodySchema } = await loadWireSchemas();
      const { user_previews: previews, next_url: nextUrl } = validate(
        userPreviewsBodySchema,
        body,
        "user_recommended",
      );
      const items = previews.map((raw) =>
        normalizeUserPreview(raw, { rewriteImageUrl: (url) => proxy.rewriteImage(url) }),
      );
      return { items, next: nextUrl != null && items.length > 0 ? String(page + 1) : null };
    },
  };
}
