/**
 * Search queries (PRODUCT.md §2 Search, §5, §9): the filters a search screen offers, turned into the
 * HibiAPI query of `/search`, `/search_novel` and `/popular_preview`. The term goes through the
 * search-term rules first (filters/search-terms.ts): a restricted term without R-18, or a blocked
 * one, builds no query at all — the screen shows an empty finished list. Durations become
 * start/end dates (novels send pixiv's own `duration` where it has one); a users-count tier adds
 * its `{n}users入り` tag to the word.
 */
import type { ILLUST_SEARCH_TARGETS, NOVEL_SEARCH_TARGETS, SEARCH_SORTS } from "../app-api-params.js";
import { DEFAULT_SEARCH_SORT, DEFAULT_SEARCH_TARGET } from "../app-api-params.js";
import { splitKeywords, upstreamSearchTerm } from "../filters/search-terms.js";
import { addDays } from "../rank-date.js";

/** Users-count tag tiers (PRODUCT.md §9), largest first: `{n}users入り` marks works with n+ bookmarks. */
export const USERS_COUNT_TIERS = [30000, 20000, 10000, 7500, 5000, 1000, 500, 250, 100] as const;
export type UsersCountTier = (typeof USERS_COUNT_TIERS)[number];
/** Search results with fewer likes are dropped (PRODUCT.md §9 "Search minimum likes default 5"). */
export const SEARCH_MIN_LIKES_DEFAULT = 5;
/** A number typed in search opens a spotlight only when it has fewer digits than this (PRODUCT.md §2). */
export const SPOTLIGHT_ID_MAX_DIGITS = 5;

/** Duration presets (PRODUCT.md §2 Search) and how many days back each reaches. */
export const SEARCH_SPANS = { day: 1, week: 7, month: 30, half_year: 182, year: 365 } as const;
export type SearchSpan = keyof typeof SEARCH_SPANS;
/** The spans pixiv's `duration` parameter names itself (novel search sends these). */
const PIXIV_DURATIONS: Partial<Record<SearchSpan, string>> = {
  day: "within_last_day",
  week: "within_last_week",
  month: "within_last_month",
};

export const SEARCH_AGE_FILTERS = ["all", "safe", "r18"] as const;
export type SearchAgeFilter = (typeof SEARCH_AGE_FILTERS)[number];
export const SEARCH_AI_FILTERS = ["all", "hide"] as const;
export type SearchAiFilter = (typeof SEARCH_AI_FILTERS)[number];
export const SEARCH_RATIO_FILTERS = ["all", "landscape", "square", "portrait"] as const;
export type SearchRatioFilter = (typeof SEARCH_RATIO_FILTERS)[number];

export type SearchKind = "illust" | "novel";
export type IllustSearchTarget = (typeof ILLUST_SEARCH_TARGETS)[number];
export type NovelSearchTarget = (typeof NOVEL_SEARCH_TARGETS)[number];
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchFilters {
  /** search_target (HibiAPI `mode`). */
  readonly target: IllustSearchTarget | NovelSearchTarget;
  readonly sort: SearchSort;
  /** A preset span back from today; wins over the dates when set. */
  readonly span: SearchSpan | null;
  /** YYYY-MM-DD or null. */
  readonly startDate: string | null;
  readonly endDate: string | null;
  /** Upstream: whether AI works are asked for (only when AI content is on). */
  readonly ai: SearchAiFilter;
  /** Client-side: all ages, all-ages only, or R-18 only (only when R-18 is on). */
  readonly age: SearchAgeFilter;
  /** Client-side: aspect ratio of the first page. */
  readonly ratio: SearchRatioFilter;
  /** Client-side: fewest likes a result may have. */
  readonly minLikes: number;
  /** Adds `{n}users入り` to the word and keeps works with more than n likes. */
  readonly usersTier: UsersCountTier | null;
}

export const DEFAULT_SEARCH_FILTERS: SearchFilters = {
  target: DEFAULT_SEARCH_TARGET,
  sort: DEFAULT_SEARCH_SORT,
  span: null,
  startDate: null,
  endDate: null,
  ai: "all",
  age: "all",
  ratio: "all",
  minLikes: SEARCH_MIN_LIKES_DEFAULT,
  usersTier: null,
};

export interface SearchContext {
  /** Content settings (PRODUCT.md §4): R-18 and AI on or off. */
  readonly r18: boolean;
  readonly ai: boolean;
  /** Today (JST) as YYYY-MM-DD: durations count back from it. */
  readonly today: string;
  /** A sensitive-word check; a term it rejects builds no query. */
  readonly isBlocked?: (term: string) => boolean;
}

/** `{n}users入り`: pixiv's bookmark-milestone tag. */
export function usersCountTag(tier: number): string {
  return `${tier}users入り`;
}

/** The word pixiv is asked for (tier tag and R-18 rules applied), or null for an empty result. */
export function searchWord(word: string, filters: SearchFilters, context: SearchContext): string | null {
  const base = splitKeywords(word).join(" ");
  const withTier = filters.usersTier === null ? base : `${base} ${usersCountTag(filters.usersTier)}`;
  return upstreamSearchTerm(withTier, {
    r18: context.r18,
    ...(context.isBlocked === undefined ? {} : { isBlocked: context.isBlocked }),
  });
}

/** The date range a filter set asks for, clamped to the last year (PRODUCT.md §5); null ends are open. */
export function searchDateRange(
  filters: SearchFilters,
  today: string,
): { readonly start: string | null; readonly end: string | null } {
  const earliest = addDays(today, -SEARCH_SPANS.year);
  const clamp = (date: string | null): string | null =>
    date === null ? null : date < earliest ? earliest : date > today ? today : date;
  if (filters.span !== null) return { start: addDays(today, -SEARCH_SPANS[filters.span]), end: today };
  const start = clamp(filters.startDate);
  const end = clamp(filters.endDate);
  if (start !== null && end !== null && start > end) return { start: end, end: start };
  return { start, end };
}

/**
 * The HibiAPI query of a search page (`/search`, `/search_novel`), or null when the rules of
 * PRODUCT.md §5 say the result is empty. `page` is 1-based.
 */
export function buildSearchQuery(
  kind: SearchKind,
  word: string,
  filters: SearchFilters,
  context: SearchContext,
  page?: number,
): Record<string, string> | null {
  const upstreamWord = searchWord(word, filters, context);
  if (upstreamWord === null) return null;
  const query: Record<string, string> = { word: upstreamWord, mode: filters.target };
  if (page !== undefined) query["page"] = String(page);
  if (filters.sort !== DEFAULT_SEARCH_SORT) query["sort"] = filters.sort;

  const pixivDuration = filters.span === null ? undefined : PIXIV_DURATIONS[filters.span];
  if (kind === "novel" && pixivDuration !== undefined) {
    query["duration"] = pixivDuration;
  } else {
    const { start, end } = searchDateRange(filters, context.today);
    if (start !== null) query["start_date"] = start;
    if (end !== null) query["end_date"] = end;
  }
  // Without AI content on, AI works are never asked for; with it on, the filter chooses.
  query["search_ai_type"] = context.ai && filters.ai === "all" ? "1" : "0";
  // Plain keyword matches merged into tag matches, as pixiv's app searches (HibiAPI sends it for novels only).
  if (kind === "illust") query["merge_plain_keyword_results"] = "true";
  return query;
}

/** The popular-preview query for a word: the same word and range rules, no paging or sort. */
export function buildPopularPreviewQuery(
  word: string,
  filters: SearchFilters,
  context: SearchContext,
): Record<string, string> | null {
  const query = buildSearchQuery("illust", word, filters, context);
  if (query === null) return null;
  const { sort: _sort, duration: _duration, ...rest } = query;
  return rest;
}
