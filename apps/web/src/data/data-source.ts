/**
 * The one typed interface screens get their data from (design brief: "a data-source interface in the
 * web app"). Implementations choose themselves by login mode — proxy (HibiAPI + normalizers) now,
 * app API and web later — and screens never know which one answers. Every method rejects with a
 * DataSourceError, never with a raw fetch or parse error.
 */
import type { Artwork, IllustRankMode } from "@pxv/pixiv";

export interface RequestOptions {
  /** Cancels the request (TanStack Query passes one per query). */
  readonly signal?: AbortSignal;
}

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

export interface DataSource {
  getRanking(params: RankingParams, options?: RequestOptions): Promise<RankingPage>;
  getArtwork(id: number, options?: RequestOptions): Promise<Artwork>;
}
