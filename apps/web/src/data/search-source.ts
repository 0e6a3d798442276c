/**
 * The search part of the DataSource: illust, novel and user search, autocomplete, trending tags,
 * popular preview, image search, spotlights (pixivision) and lives (issue 6). Implemented for the
 * proxy in proxy/search.ts.
 *
 * Search queries arrive already built by @pxv/pixiv's `buildSearchQuery` (HibiAPI's parameter
 * names: word, mode, sort, start_date, end_date, duration, search_ai_type), so that the term rules
 * of PRODUCT.md §5 are applied once, before any source sees the word.
 */
import type {
  Artwork,
  ImageSearchHit,
  LiveChat,
  LiveDetail,
  LiveSummary,
  PixivisionLang,
  SpotlightDetail,
  SpotlightCategory,
  SpotlightPage,
  SpotlightTypedDetail,
  TagSuggestion,
  TagTile,
} from "@pxv/pixiv";
import type { ArtworkPage, NovelPage, UserPreviewPage } from "./list-pages";
import type { RequestOptions } from "./request-options";

/** A search's HibiAPI query without its page (see the module comment). */
export type SearchQuery = Readonly<Record<string, string>>;

export interface SpotlightListPage extends SpotlightPage {
  readonly nextPage: number | null;
}

export interface LivePage {
  readonly lives: readonly LiveSummary[];
  readonly nextPage: number | null;
}

export interface SearchSource {
  searchIllusts(query: SearchQuery, page: number, options?: RequestOptions): Promise<ArtworkPage>;
  searchNovels(query: SearchQuery, page: number, options?: RequestOptions): Promise<NovelPage>;
  searchUsers(word: string, page: number, options?: RequestOptions): Promise<UserPreviewPage>;
  /** The most popular works for a search (one page, no paging). */
  getPopularPreview(query: SearchQuery, options?: RequestOptions): Promise<readonly Artwork[]>;
  getTrendingTags(kind: "illust" | "novel", options?: RequestOptions): Promise<readonly TagTile[]>;
  /** pixiv's tag suggestions for a partial word, each with its translated name. */
  getAutocomplete(word: string, options?: RequestOptions): Promise<readonly TagSuggestion[]>;
  /** SauceNAO through the server: the picture must be an image (checked before sending). */
  searchImage(file: Blob, options?: RequestOptions): Promise<readonly ImageSearchHit[]>;
  getSpotlights(
    category: SpotlightCategory,
    page: number,
    lang: PixivisionLang,
    options?: RequestOptions,
  ): Promise<SpotlightListPage>;
  getSpotlightDetail(id: number, lang: PixivisionLang, options?: RequestOptions): Promise<SpotlightDetail>;
  getSpotlightTypedDetail(
    id: number,
    lang: PixivisionLang,
    options?: RequestOptions,
  ): Promise<SpotlightTypedDetail>;
  getLives(page: number, options?: RequestOptions): Promise<LivePage>;
  getLive(id: string, options?: RequestOptions): Promise<LiveDetail>;
  getLiveChats(id: string, options?: RequestOptions): Promise<readonly LiveChat[]>;
  /** Where the browser opens a live's websocket (chat, hearts, audience, finish). */
  liveSocketUrl(id: string): string;
  /** Where the browser loads a performer's HLS playlist from. */
  liveStreamUrl(hlsUrl: string): string;
}
