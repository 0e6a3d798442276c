/**
 * The enumerated values pixiv's app API accepts in list and search queries (PIXIV.md §3.1, §3.2.2,
 * §8). The pxv server validates the HibiAPI-compatible API against these; the sandbox and the web
 * app can use the same lists. (Rank modes and page sizes are in constants.ts.)
 */

/** `search_target` of `/v1/search/illust` and popular previews. */
export const ILLUST_SEARCH_TARGETS = [
  "partial_match_for_tags",
  "exact_match_for_tags",
  "title_and_caption",
  "keyword",
] as const;
/** `search_target` of `/v1/search/novel`. */
export const NOVEL_SEARCH_TARGETS = [
  "partial_match_for_tags",
  "exact_match_for_tags",
  "text",
  "keyword",
] as const;
/** `sort` of searches; the popular orders are Premium-only and silently ignored otherwise. */
export const SEARCH_SORTS = [
  "date_desc",
  "date_asc",
  "popular_desc",
  "popular_male_desc",
  "popular_female_desc",
] as const;
export const SEARCH_DURATIONS = ["within_last_day", "within_last_week", "within_last_month"] as const;
export const DEFAULT_SEARCH_TARGET = "partial_match_for_tags";
export const DEFAULT_SEARCH_SORT = "date_desc";

/** `restrict` of bookmark and following lists. */
export const LIST_RESTRICTS = ["public", "private"] as const;
/** `content_type` of `/v1/illust/new` and user illust lists. */
export const ILLUST_CONTENT_TYPES = ["illust", "manga"] as const;

/** `category` of `/v1/spotlight/articles`. */
export const SPOTLIGHT_CATEGORIES = ["all", "illust", "manga", "cosplay"] as const;

/** The `viewer_version` of `/webview/v2/novel` whose page layout pxv parses (PIXIV.md §3.2.3). */
export const WEBVIEW_NOVEL_VIEWER_VERSION = "20221031_ai";
