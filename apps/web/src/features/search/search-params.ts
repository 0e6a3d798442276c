/**
 * A search's filters in the page's address (?mode=&sort=&span=&start=&end=&ai=&age=&ratio=&likes=
 * &tier=&p=), so that a filtered search can be shared, reloaded and returned to with Back. Values
 * that are not one of PRODUCT.md's choices fall back to the default; the minimum likes start from
 * the searchListMinFavNum setting. Defaults are left out of the address.
 */
import {
  DEFAULT_SEARCH_FILTERS,
  ILLUST_SEARCH_TARGETS,
  NOVEL_SEARCH_TARGETS,
  parseDateInput,
  parsePageJump,
  SEARCH_AGE_FILTERS,
  SEARCH_AI_FILTERS,
  SEARCH_ADDRESS_PARAMS as PARAM,
  SEARCH_RATIO_FILTERS,
  SEARCH_SORTS,
  SEARCH_SPANS,
  USERS_COUNT_TIERS,
  type SearchFilters,
  type SearchKind,
  type SearchSpan,
  type UsersCountTier,
} from "@pxv/pixiv";

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (choices as readonly string[]).includes(value) ? (value as T) : fallback;

/** The default filters with the minimum likes of the settings ("5" unless changed; digits only). */
export function defaultFilters(minLikesSetting: string): SearchFilters {
  const likes = /^\d{1,7}$/.test(minLikesSetting) ? Number(minLikesSetting) : DEFAULT_SEARCH_FILTERS.minLikes;
  return { ...DEFAULT_SEARCH_FILTERS, minLikes: likes };
}

export function filtersFromParams(
  kind: SearchKind,
  params: URLSearchParams,
  defaults: SearchFilters,
): SearchFilters {
  const targets = kind === "illust" ? ILLUST_SEARCH_TARGETS : NOVEL_SEARCH_TARGETS;
  const spanText = params.get(PARAM.span);
  const span = spanText !== null && Object.hasOwn(SEARCH_SPANS, spanText) ? (spanText as SearchSpan) : null;
  const likesText = params.get(PARAM.likes);
  const tier = Number(params.get(PARAM.tier));
  return {
    target: oneOf<SearchFilters["target"]>(targets, params.get(PARAM.target), defaults.target),
    sort: oneOf(SEARCH_SORTS, params.get(PARAM.sort), defaults.sort),
    span,
    startDate: parseDateInput(params.get(PARAM.start) ?? ""),
    endDate: parseDateInput(params.get(PARAM.end) ?? ""),
    ai: oneOf(SEARCH_AI_FILTERS, params.get(PARAM.ai), defaults.ai),
    age: oneOf(SEARCH_AGE_FILTERS, params.get(PARAM.age), defaults.age),
    ratio: oneOf(SEARCH_RATIO_FILTERS, params.get(PARAM.ratio), defaults.ratio),
    minLikes: likesText !== null && /^\d{1,7}$/.test(likesText) ? Number(likesText) : defaults.minLikes,
    usersTier: (USERS_COUNT_TIERS as readonly number[]).includes(tier) ? (tier as UsersCountTier) : null,
  };
}

/** The address query of a filter set (defaults left out), with the page when above 1. */
export function paramsFromFilters(
  filters: SearchFilters,
  defaults: SearchFilters,
  page = 1,
): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null, fallback: string | number | null): void => {
    if (value !== null && value !== fallback) params.set(name, String(value));
  };
  set(PARAM.target, filters.target, defaults.target);
  set(PARAM.sort, filters.sort, defaults.sort);
  set(PARAM.span, filters.span, null);
  if (filters.span === null) {
    set(PARAM.start, filters.startDate, null);
    set(PARAM.end, filters.endDate, null);
  }
  set(PARAM.ai, filters.ai, defaults.ai);
  set(PARAM.age, filters.age, defaults.age);
  set(PARAM.ratio, filters.ratio, defaults.ratio);
  set(PARAM.likes, filters.minLikes, defaults.minLikes);
  set(PARAM.tier, filters.usersTier, null);
  if (page > 1) params.set(PARAM.page, String(page));
  return params;
}

/** The page number of the address (pagination setting): 1 when absent or not a valid page. */
export function pageFromParams(params: URLSearchParams): number {
  return parsePageJump(params.get(PARAM.page) ?? "") ?? 1;
}
