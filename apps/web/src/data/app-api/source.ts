/**
 * The app-API data source (signed in by refresh token or OAuth): the isomorphic client of
 * @pxv/pixiv runs in the browser and reaches pixiv through the server's relay (/pixiv-app-api,
 * /pixiv-oauth) with the person's own token, so answers carry their bookmark and follow state.
 *
 * It is composed over the proxy source: every DataSource method this mode does not implement yet
 * is the proxy's (spread first, then overridden), so screens keep working as other parts of the
 * interface grow. Implemented here: ranking, artwork detail and user profiles (so hearts and follow
 * buttons show the person's own marks, not the server account's), comments (so that a comment just
 * posted shows at once, not after the shared cache of signed-out answers) and the account part.
 */
import {
  normalizeAppComment,
  normalizeIllust,
  normalizeMember,
  normalizeNovel,
  normalizeUserPreview,
  RANK_PAGE_SIZE,
  type AppApiClient,
  type Artwork,
} from "@pxv/pixiv";
import type { DataSource } from "../data-source";
import type { ArtworkPage } from "../list-pages";
import { createAppApiAccount } from "./account";
import { createAppApiCaller } from "./call";

export interface AppApiSourceOptions {
  readonly client: AppApiClient;
  /** What answers whatever this mode does not implement. */
  readonly fallback: DataSource;
  /** pixiv image URL → the browser's (the configured image host or this server's proxy). */
  readonly rewriteImage: (url: string) => string;
}

export function createAppApiSource({ client, fallback, rewriteImage }: AppApiSourceOptions): DataSource {
  const call = createAppApiCaller(client);
  const options = { rewriteImageUrl: rewriteImage };
  const artwork = (raw: Parameters<typeof normalizeIllust>[0]): Artwork => normalizeIllust(raw, options);
  return {
    ...fallback,
    async getRanking({ mode, date, page }, request): Promise<ArtworkPage> {
      const body = await call.get(
        (s) => s.rankingBodySchema,
        "/v1/illust/ranking",
        { mode, date, offset: page > 1 ? (page - 1) * RANK_PAGE_SIZE : undefined },
        request?.signal,
      );
      const artworks = body.illusts.map(artwork);
      return { artworks, nextPage: body.next_url !== null && artworks.length > 0 ? page + 1 : null };
    },
    async getArtwork(id, request) {
      const body = await call.get(
        (s) => s.illustDetailBodySchema,
        "/v1/illust/detail",
        { illust_id: id },
        request?.signal,
      );
      return artwork(body.illust);
    },
    async getMember(id, request) {
      const body = await call.get(
        (s) => s.userDetailBodySchema,
        "/v1/user/detail",
        { user_id: id },
        request?.signal,
      );
      return normalizeMember(body, options);
    },
    async getComments({ kind, id, offset, limit }, request) {
      // The app API pages by offset with its own page length: take `limit`, the rest is a next page.
      const body = await call.get(
        (s) => s.commentsBodySchema,
        `/v3/${kind}/comments`,
        { [`${kind}_id`]: id, offset: offset > 0 ? offset : undefined },
        request?.signal,
      );
      return {
        comments: body.comments.slice(0, limit).map((raw) => normalizeAppComment(raw, options)),
        hasNext: body.comments.length > limit || body.next_url !== null,
      };
    },
    async getCommentReplies(kind, commentId, request) {
      const body = await call.get(
        (s) => s.commentRepliesBodySchema,
        `/v2/${kind}/comment/replies`,
        { comment_id: commentId },
        request?.signal,
      );
      return body.comments.map((raw) => normalizeAppComment(raw, options));
    },
    ...createAppApiAccount(call, {
      artwork,
      novel: (raw) => normalizeNovel(raw, options),
      userPreview: (raw) => normalizeUserPreview(raw, options),
    }),
  };
}
