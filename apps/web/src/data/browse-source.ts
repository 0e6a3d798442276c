/**
 * The browsing part of the DataSource: rankings (illust and novel), recommended, latest, discovery
 * and popular lists (issue 6). Implemented for the proxy in proxy/browse.ts. Pages carry the cursor
 * of the next one (a page number or pixiv's own id cursor), null when there is no more.
 */
import type { Artwork, IllustRankMode, Novel, NovelRankMode, WebRankContent, WebRankMode } from "@pxv/pixiv";
import type { ArtworkPage, CursorPage, NovelPage } from "./list-pages";
import type { RequestOptions } from "./request-options";

export interface RankingParams {
  /** The upstream mode (`day`, `week`, …), as RANK_TYPES maps a route's type to it. */
  readonly mode: IllustRankMode;
  /** YYYY-MM-DD */
  readonly date: string;
  /** 1-based page number. */
  readonly page: number;
}

export interface NovelRankingParams {
  readonly mode: NovelRankMode;
  /** YYYY-MM-DD */
  readonly date: string;
  readonly page: number;
}

/** pixiv's web ranking (illust and ugoira categories), 50 a page. */
export interface WebRankingParams {
  readonly content: WebRankContent;
  readonly mode: WebRankMode;
  /** YYYY-MM-DD */
  readonly date: string;
  readonly page: number;
}

/** The browse methods on pixiv's web answers (proxy/web-browse.ts), loaded through proxy-areas.ts. */
export type WebBrowseMethod = "getWebRanking" | "getDiscovery" | "getPopular";

export type IllustKind = "illust" | "manga";
export type DiscoveryMode = "safe" | "all";

export interface BrowseSource {
  getRanking(params: RankingParams, options?: RequestOptions): Promise<ArtworkPage>;
  getWebRanking(params: WebRankingParams, options?: RequestOptions): Promise<ArtworkPage>;
  getNovelRanking(params: NovelRankingParams, options?: RequestOptions): Promise<NovelPage>;
  /** Recommended illustrations or manga (osusume), 30 a page. */
  getRecommended(kind: IllustKind, page: number, options?: RequestOptions): Promise<ArtworkPage>;
  getRecommendedNovels(page: number, options?: RequestOptions): Promise<NovelPage>;
  /** The newest illustrations or manga; `cursor` null for the first page. */
  getLatest(kind: IllustKind, cursor: string | null, options?: RequestOptions): Promise<CursorPage<Artwork>>;
  getLatestNovels(cursor: string | null, options?: RequestOptions): Promise<CursorPage<Novel>>;
  /** One discovery draw (pixiv's web discovery, DISCOVERY_PAGE_SIZE works). */
  getDiscovery(mode: DiscoveryMode, options?: RequestOptions): Promise<readonly Artwork[]>;
  /** pixiv's popular illustrations (the touch API), 1-based pages. */
  getPopular(page: number, options?: RequestOptions): Promise<ArtworkPage>;
}
