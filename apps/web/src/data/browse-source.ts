/**
 * The browsing part of the DataSource: ranking, lists, search, discovery, spotlights and lives
 * (issue 6). Implemented for the proxy in proxy/browse.ts.
 */
import type { Artwork, IllustRankMode } from "@pxv/pixiv";
import type { RequestOptions } from "./request-options";

export interface RankingParams {
  /** The upstream mode (`day`, `week`, …), as RANK_TYPES maps a route's type to it. */
  readonly mode: IllustRankMode;
  /** YYYY-MM-DD */
  readonly date: string;
  /** 1-based page number. */
  readonly page: number;
}

export interface RankingPage {
  readonly artworks: readonly Artwork[];
  /** The page to ask for next, or null when this was the last one. */
  readonly nextPage: number | null;
}

export interface BrowseSource {
  getRanking(params: RankingParams, options?: RequestOptions): Promise<RankingPage>;
}
