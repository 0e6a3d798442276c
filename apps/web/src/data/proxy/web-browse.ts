/**
 * The proxy's browse methods on pixiv's web answers, loaded on demand (proxy/on-demand.ts) with their
 * normalizers: the category rankings on the server's cached web ranking (/api/pixiv-now/ranking, a
 * dated page kept 14 days); discovery and popular through the server's web relay
 * (/api/pixiv-now/http, read anonymously with `_anon=1`, as the reference viewer does). Their pictures
 * come on pxv's proxy paths (`/-/…`, `/~/…`); the normalizers put them on the image host directly.
 */
import {
  DISCOVERY_PAGE_SIZE,
  normalizeAjaxArtwork,
  normalizeRankingPhpItem,
  normalizeTouchPopular,
  webRankXRestrict,
  type Artwork,
} from "@pxv/pixiv";
import type { ArtworkPage } from "../list-pages";
import type { BrowseSource, DiscoveryMode, WebBrowseMethod, WebRankingParams } from "../browse-source";
import type { RequestOptions } from "../request-options";
import { WEB_BASE, WEB_RANKING_PATH } from "../web-relay-paths";
import { createProxyClient, validate, type ProxyClient } from "./client";

/** `web` is a client of pxv's own www routes (WEB_BASE): the relay under `http/`, the ranking. */
export function createProxyWebBrowse(
  client: ProxyClient,
  web: ProxyClient = createProxyClient({ baseUrl: WEB_BASE }),
): Pick<BrowseSource, WebBrowseMethod> {
  const normalizeOptions = { rewriteImageUrl: (url: string) => client.rewriteImage(url) };

  return {
    async getWebRanking(
      { content, mode, date, page }: WebRankingParams,
      request?: RequestOptions,
    ): Promise<ArtworkPage> {
      const query = { format: "json", content, mode, date: date.replaceAll("-", ""), p: String(page) };
      const body = await web.getJson(WEB_RANKING_PATH, query, request);
      const rankingPhpBodySchema = await client.schema((schemas) => schemas.rankingPhpBodySchema);
      const { contents, next } = validate(rankingPhpBodySchema, body, "web ranking");
      const xRestrict = webRankXRestrict(mode);
      const artworks = contents.map((raw) => normalizeRankingPhpItem(raw, xRestrict, normalizeOptions));
      return { artworks, nextPage: next === false || artworks.length === 0 ? null : next };
    },

    async getDiscovery(mode: DiscoveryMode, request?: RequestOptions): Promise<readonly Artwork[]> {
      const query = { mode, max: String(DISCOVERY_PAGE_SIZE), _anon: "1" };
      const body = await web.getJson("http/ajax/illust/discovery", query, request);
      const ajaxIllustDiscoverySchema = await client.schema((schemas) => schemas.ajaxIllustDiscoverySchema);
      const { illusts } = validate(ajaxIllustDiscoverySchema, body, "discovery");
      return illusts.map((raw) => normalizeAjaxArtwork(raw, normalizeOptions));
    },

    async getPopular(page: number, request?: RequestOptions): Promise<ArtworkPage> {
      const query = { p: String(page), mode: "popular_illust", _anon: "1" };
      const body = await web.getJson("http/touch/ajax_api/ajax_api.php", query, request);
      const touchPopularIllustsBodySchema = await client.schema(
        (schemas) => schemas.touchPopularIllustsBodySchema,
      );
      const items = validate(touchPopularIllustsBodySchema, body, "popular");
      const artworks = items.map((raw) => normalizeTouchPopular(raw, normalizeOptions));
      return { artworks, nextPage: artworks.length > 0 ? page + 1 : null };
    },
  };
}
