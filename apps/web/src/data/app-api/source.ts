/**
 * The app-API data source (signed in by refresh token or OAuth): the isomorphic client of
 * @pxv/pixiv runs in the browser and reaches pixiv through the server's relay (/pixiv-app-api,
 * /pixiv-oauth) with the person's own token, so answers carry their bookmark and follow state.
 *
 * It is composed over the proxy source: every DataSource method this mode does not implement yet
 * is the proxy's (spread first, then overridden), so screens keep working as other parts of the
 * interface grow. Implemented here: ranking, artwork detail and the whole account part.
 */
import {
  normalizeIllust,
  normalizeNovel,
  normalizeUserPreview,
  RANK_PAGE_SIZE,
  type AppApiClient,
  type Artwork,
} from "@pxv/pixiv";
import type { DataSource, RankingPage } from "../data-source";
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
    async getRanking({ mode, date, page }, request): Promise<RankingPage> {
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
    ...createAppApiAccount(call, {
      artwork,
      novel: (raw) => normalizeNovel(raw, options),
      userPreview: (raw) => normalizeUserPreview(raw, options),
    }),
  };
}
