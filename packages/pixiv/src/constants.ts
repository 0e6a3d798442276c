/**
 * pixiv's numbers and enumerations from PRODUCT.md §9 and PIXIV.md, each written once.
 * Every other workspace imports them from here; a number from PRODUCT.md never appears twice.
 */

/** Page size of the app API's offset lists, and HibiAPI's default `size`. */
export const DEFAULT_PAGE_SIZE = 30;
/** Works per ranking page (PRODUCT.md §9: "rank 30 per page"). */
export const RANK_PAGE_SIZE = 30;
/** Entries in one day's ranking for a mode (pixiv's daily ranking has 500 works). */
export const RANK_LENGTH = 500;
/** pixiv answers 400 when `offset` exceeds this (PIXIV.md §1.5, §8). */
export const MAX_OFFSET = 5000;
/** The first day pixiv has a ranking for (PRODUCT.md §2 Rank: earliest date). */
export const RANK_EARLIEST_DATE = "2007-09-13";
/**
 * After this hour (JST) yesterday's ranking is out; before it, the default is two days ago (PRODUCT.md §4).
 */
export const RANK_DATE_CUTOFF_HOUR = 14;
/** Time zone pixiv's dates are in: create_date carries +09:00, rankings change at JST midnight. */
export const PIXIV_UTC_OFFSET_HOURS = 9;

/** Every `mode` that `/v1/illust/ranking` accepts (PIXIV.md §3.2.2). */
export const ILLUST_RANK_MODES = [
  "day",
  "week",
  "month",
  "day_male",
  "day_female",
  "week_original",
  "week_rookie",
  "day_ai",
  "day_manga",
  "week_manga",
  "month_manga",
  "week_rookie_manga",
  "day_r18",
  "day_male_r18",
  "day_female_r18",
  "week_r18",
  "week_r18g",
  "day_r18_ai",
  "day_r18_manga",
  "week_r18_manga",
] as const;
export type IllustRankMode = (typeof ILLUST_RANK_MODES)[number];

export function isIllustRankMode(value: string): value is IllustRankMode {
  return (ILLUST_RANK_MODES as readonly string[]).includes(value);
}

/** Every `mode` of www's `/ranking.php?format=json` (PIXIV.md §5.2, web ranking). */
export const WEB_RANKING_MODES = [
  "daily",
  "weekly",
  "monthly",
  "rookie",
  "original",
  "daily_ai",
  "male",
  "female",
  "daily_r18",
  "weekly_r18",
  "daily_r18_ai",
  "male_r18",
  "female_r18",
  "r18g",
] as const;
export type WebRankingMode = (typeof WEB_RANKING_MODES)[number];
/** Every `content` of www's `/ranking.php` (PIXIV.md §5.2). */
export const WEB_RANKING_CONTENTS = ["all", "illust", "ugoira", "manga"] as const;
/** Works per `/ranking.php` page, and its pages (RANK_LENGTH works in all). */
export const WEB_RANKING_PAGE_SIZE = 50;
export const WEB_RANKING_PAGES = RANK_LENGTH / WEB_RANKING_PAGE_SIZE;

/** What a rank mode asks of its works: the sandbox generates by it, filters check by it. */
export interface RankModeTraits {
  readonly xRestrict: 0 | 1 | 2;
  readonly ai: boolean;
  readonly manga: boolean;
  readonly span: "day" | "week" | "month";
}

export function rankModeTraits(mode: IllustRankMode): RankModeTraits {
  const xRestrict = mode.includes("r18g") ? 2 : mode.includes("r18") ? 1 : 0;
  const span = mode.startsWith("month") ? "month" : mode.startsWith("week") ? "week" : "day";
  return { xRestrict, ai: mode.includes("_ai"), manga: mode.includes("manga"), span };
}

/**
 * The overall ranking menu: the route's `/rank/{type}` segment and the upstream mode it asks for
 * (PRODUCT.md §9 "Overall sub-types"; PRODUCT.md §B2.3 modes). `r18`/`r18g` say which content
 * setting must be on for the entry to show, `ai` that it lists AI works.
 */
export const RANK_TYPES = {
  daily: { mode: "day", r18: false, r18g: false, ai: false },
  weekly: { mode: "week", r18: false, r18g: false, ai: false },
  monthly: { mode: "month", r18: false, r18g: false, ai: false },
  rookie: { mode: "week_rookie", r18: false, r18g: false, ai: false },
  original: { mode: "week_original", r18: false, r18g: false, ai: false },
  daily_ai: { mode: "day_ai", r18: false, r18g: false, ai: true },
  male: { mode: "day_male", r18: false, r18g: false, ai: false },
  female: { mode: "day_female", r18: false, r18g: false, ai: false },
  daily_manga: { mode: "day_manga", r18: false, r18g: false, ai: false },
  r18: { mode: "day_r18", r18: true, r18g: false, ai: false },
  r18_w: { mode: "week_r18", r18: true, r18g: false, ai: false },
  r18_ai: { mode: "day_r18_ai", r18: true, r18g: false, ai: true },
  r18_m: { mode: "day_male_r18", r18: true, r18g: false, ai: false },
  r18_f: { mode: "day_female_r18", r18: true, r18g: false, ai: false },
  r18g_w: { mode: "week_r18g", r18: false, r18g: true, ai: false },
} as const satisfies Record<string, { mode: IllustRankMode; r18: boolean; r18g: boolean; ai: boolean }>;
export type RankType = keyof typeof RANK_TYPES;

export function isRankType(value: string): value is RankType {
  return Object.hasOwn(RANK_TYPES, value);
}

const DAY = 86_400;
/**
 * Cache lifetimes in seconds (PRODUCT.md §9). `Infinity` means the answer never changes (detail pages);
 * caches may still evict it for space.
 */
export const CACHE_TTL_SECONDS = {
  latest: 600,
  recommended: 12 * 3600,
  related: 2 * DAY,
  popularPreview: 2 * DAY,
  autocomplete: 3 * DAY,
  spotlights: 12 * 3600,
  ranking: 14 * DAY,
  /**
   * A ranking asked for without a date is pixiv's latest, which moves on once a day: kept for hours,
   * as HibiAPI keeps it, not for the 14 days a dated (finished) ranking is kept.
   */
  rankingLatest: 3 * 3600,
  memberInfo: DAY,
  memberArtwork: 6 * 3600,
  favorites: 12 * 3600,
  artworkDetail: Number.POSITIVE_INFINITY,
  novelDetail: Number.POSITIVE_INFINITY,
  searchResults: 3600,
  webProxyList: 600,
  favoriteFlag: 30 * 60,
  follow: 21_600,
  sessionCookie: 180 * DAY,
  cachedAuth: 1800,
  /** Trending tags (PRODUCT.md §B2.3: 12 h). */
  trendingTags: 12 * 3600,
  /** Comment lists and replies (they change like the latest lists). */
  comments: 600,
  /** Sketch lives (PRODUCT.md §B2.3: the proxy keeps them 60 s). */
  liveList: 60,
} as const;

/** Request timeout and retries of the proxy API client (PRODUCT.md §7, §9). */
export const API_TIMEOUT_MS = 20_000;
export const API_RETRY_COUNT = 3;
export const API_RETRY_DELAY_MS = 500;

/** An authorization code from the PKCE login can be exchanged this long (PIXIV.md §2.2). */
export const AUTHORIZATION_CODE_LIFETIME_SECONDS = 30;

/** Search box: longest term (PRODUCT.md §5, §9); search history keeps this many terms. */
export const SEARCH_MAX_LENGTH = 50;
export const SEARCH_HISTORY_MAX = 20;
/** Autocomplete waits this long after the last keystroke (PRODUCT.md §9). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
/** Page-jump field: digits only, at most this many (PRODUCT.md §5). */
export const PAGE_JUMP_MAX_DIGITS = 3;
/** Longest download file name; longer names keep their tail (PRODUCT.md §5, §9). */
export const FILE_NAME_MAX_LENGTH = 128;
/** Novel text sliders (PRODUCT.md §5) and their defaults (PRODUCT.md §3 Novel text config). */
export const NOVEL_TEXT_LIMITS = {
  size: { min: 12, max: 36, step: 1, default: 16 },
  height: { min: 1, max: 5, step: 0.1, default: 2 },
  weight: { min: 100, max: 900, step: 100, default: 400 },
} as const;
/** Navigation hides after scrolling down past this many pixels (PRODUCT.md §9). */
export const NAV_HIDE_SCROLL_THRESHOLD_PX = 160;
/** Short notices (toasts) stay this long (PRODUCT.md §9). */
export const TOAST_DURATION_MS = 2500;
/** Chrome below this version gets a notice at start-up (PRODUCT.md §4, §9). */
export const CHROME_MIN_VERSION = 106;
/** A configured address must answer within this long to be accepted (PRODUCT.md §9 "reachability 5 s"). */
export const REACHABILITY_TIMEOUT_MS = 5000;

/**
 * Every `mode` that `/v1/novel/ranking` accepts: the union of what the apps send, since sources
 * disagree (PIXIV.md §3.2.2).
 */
export const NOVEL_RANK_MODES = [
  "day",
  "week",
  "day_male",
  "day_female",
  "week_rookie",
  "week_ai",
  "day_r18",
  "week_r18",
  "week_r18g",
  "day_r18_ai",
  "week_ai_r18",
] as const;
export type NovelRankMode = (typeof NOVEL_RANK_MODES)[number];

export function isNovelRankMode(value: string): value is NovelRankMode {
  return (NOVEL_RANK_MODES as readonly string[]).includes(value);
}

/** What a novel rank mode asks of its novels (as `rankModeTraits` for illusts; never manga). */
export function novelRankModeTraits(mode: NovelRankMode): RankModeTraits {
  const xRestrict = mode.includes("r18g") ? 2 : mode.includes("r18") ? 1 : 0;
  return { xRestrict, ai: mode.includes("ai"), manga: false, span: mode.startsWith("week") ? "week" : "day" };
}

/** `/v1/search/*`: `search_span_limit` in every answer (one year, in seconds; PIXIV.md §8). */
export const SEARCH_SPAN_LIMIT_SECONDS = 31_536_000;
/** Lists whose page size differs from DEFAULT_PAGE_SIZE (PIXIV.md §1.5). */
export const SPOTLIGHT_PAGE_SIZE = 10;
/** `/v1/user/following`, `/v1/user/follower`, `/v1/user/mypixiv`, `/v1/search/user`, `/v1/user/recommended`. */
export const USER_PREVIEW_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** Works shown in each `user_previews[]` entry. */
export const USER_PREVIEW_WORKS = 3;

/**
 * Collapse rules of the work pages (PRODUCT.md §9): 3+ images start collapsed, captions over 500 characters.
 */
export const IMAGES_COLLAPSE_AT = 3;
export const CAPTION_COLLAPSE_CHARS = 500;
/**
 * The author's works strip shows as a slider from this many works, the last 5 as a preview (PRODUCT.md §9).
 */
export const AUTHOR_SLIDER_MIN_WORKS = 10;
export const AUTHOR_PREVIEW_WORKS = 5;
/** A horizontal swipe counts from this distance (PRODUCT.md §9 "swipe threshold 30 px"). */
export const SWIPE_THRESHOLD_PX = 30;
/** An ugoira's frame zip may take this long to download (PRODUCT.md §9 "Zip timeout 60000 ms"). */
export const UGOIRA_ZIP_TIMEOUT_MS = 60_000;

/**
 * The header a request to pxv's API says why it is asked in: `updates` for Updates' checks of
 * follows, which the server answers from its shared cache and lets reach pixiv only within its
 * updates budget. (Here, with the constants every first page already carries.)
 */
export const PXV_PURPOSE_HEADER = "x-pxv-purpose";
