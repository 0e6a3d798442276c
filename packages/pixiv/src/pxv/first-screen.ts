/**
 * What the first screen of a page of the web app needs, with its default settings and signed out
 * (issue 28): the API requests it makes first, exactly as the proxy data source builds them
 * (apps/web/src/data/proxy), and which pictures its first cards (or its artwork) show, exactly as
 * the cards' `<img>` ask for them. The server reads this to put those answers and pictures into the
 * page it sends (first-data.ts); the web app's tests prove it equals what its data source requests.
 * Pages covered: Home (and its manga tab), an app-API ranking, a tag search, an artwork.
 */
import type { Artwork, ArtworkImage } from "../domain/artwork.js";
import { rankModeTraits, type IllustRankMode } from "../constants.js";
import { DEFAULT_VISIBILITY_RULES, isContentVisible } from "../filters/content-visibility.js";
import { isAiWork } from "../filters/ai.js";
import { hasR18Tag } from "../filters/search-terms.js";
import { resizedMasterUrl, rewriteImageUrl } from "../images.js";
import { normalizeIllust } from "../normalize/illust.js";
import { defaultRankDate, pixivDateOf, requestedRankDate } from "../rank-date.js";
import { findIllustRankEntry, isRankEntryAllowed } from "../rank-menus.js";
import {
  buildPopularPreviewQuery,
  buildSearchQuery,
  DEFAULT_SEARCH_FILTERS,
} from "../search/search-query.js";
import { SEARCH_ADDRESS_PARAMS } from "../search/search-address.js";
import { keepsSearchResult } from "../search/search-results.js";
import type { AppIllust } from "../wire/app-api.js";
import { HIBI_API_BASE } from "./api-paths.js";
import { ID_PATTERNS, SCREEN_PATHS } from "./app-pages.js";
import { FIRST_PICTURES_ANNOUNCED } from "./first-data.js";

/** One request of the HibiAPI API: a route and its query, parameters in the data source's order. */
export interface FirstRequest {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
}

/** A page's first screen: the requests it makes first, and the pictures their answers put on it. */
export interface FirstScreen {
  readonly requests: readonly FirstRequest[];
  /**
   * The first pictures in screen order (at most FIRST_PICTURES_ANNOUNCED, no repeats), read from the
   * answers' parsed bodies in the order of `requests` (null where there is no answer).
   */
  readonly pictures: (bodies: readonly unknown[]) => string[];
}

/** The URL the proxy client requests: `${base}/${path}?${query}` (apps/web/src/data/proxy/client.ts). */
export function hibiApiRequestUrl(request: FirstRequest, base: string = HIBI_API_BASE): string {
  return `${base.replace(/\/+$/, "")}/${request.path}?${new URLSearchParams(request.query).toString()}`;
}

/** A ranking's first page as the data source's getRanking asks for it. */
export function rankingRequest(mode: IllustRankMode, date: string): FirstRequest {
  return { path: "rank", query: { mode, date, page: "1" } };
}

/** An artwork's detail as the data source's getArtwork asks for it. */
export function artworkRequest(id: number): FirstRequest {
  return { path: "illust", query: { id: String(id) } };
}

/** Search settings of a new profile: R-18 and AI content off, the default filters. */
const defaultSearchContext = (now: Date) => ({ r18: false, ai: false, today: pixivDateOf(now) });

/** A tag search's first page of results with the default filters, or null when the rules give none. */
export function illustSearchRequest(word: string, now: Date): FirstRequest | null {
  const query = buildSearchQuery("illust", word, DEFAULT_SEARCH_FILTERS, defaultSearchContext(now));
  return query === null ? null : { path: "search", query: { ...query, page: "1" } };
}

/** The popular preview above a search's results, with the default filters. */
export function popularPreviewRequest(word: string, now: Date): FirstRequest | null {
  const query = buildPopularPreviewQuery(word, DEFAULT_SEARCH_FILTERS, defaultSearchContext(now));
  return query === null ? null : { path: "popular_preview", query };
}

/**
 * The file the artwork page shows for a page at the default image quality ("Large": the full 1200
 * master, the app API's `large` without its size segment; apps/web's viewerImageUrl).
 */
export function artworkPagePictureUrl(image: ArtworkImage): string {
  return resizedMasterUrl(image.l, null);
}

/** How many popular works fit the row above a search's results on a phone. */
const POPULAR_ROW_PICTURES = 3;

/** A React Router pattern as a regular expression capturing its parameters, and their names. */
interface RoutePattern {
  readonly regExp: RegExp;
  readonly names: readonly string[];
}
/** Made once per pattern (a page request reads a handful). */
const routePatterns = new Map<string, RoutePattern>();

function routePattern(pattern: string): RoutePattern {
  const known = routePatterns.get(pattern);
  if (known !== undefined) return known;
  const names: string[] = [];
  const source = pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  const made = { regExp: new RegExp(`^${source.replace(/\/$/, "")}/?$`, "i"), names };
  routePatterns.set(pattern, made);
  return made;
}

/** A React Router pattern's parameters in `pathname` (decoded), or null when it does not match. */
function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  const { regExp, names } = routePattern(pattern);
  const match = regExp.exec(pathname);
  if (match === null) return null;
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? "")]));
  } catch {
    return null;
  }
}

/** The parameters of the first of a route's paths that matches. */
function matchRoute(paths: readonly string[], pathname: string): Record<string, string> | null {
  for (const path of paths) {
    const params = routeParams(path, pathname);
    if (params !== null) return params;
  }
  return null;
}

/** The works of a list answer (`illusts`), normalized as the data source does; null when none. */
function listArtworks(body: unknown): Artwork[] {
  if (typeof body !== "object" || body === null || !("illusts" in body) || !Array.isArray(body.illusts)) {
    return [];
  }
  return (body.illusts as unknown[]).flatMap((raw) => normalizedOrNone(raw));
}

function normalizedOrNone(raw: unknown): Artwork[] {
  try {
    return [normalizeIllust(raw as AppIllust, { rewriteImageUrl: (url) => rewriteImageUrl(url) })];
  } catch {
    return [];
  }
}

/** The card pictures (`images[0].m`, what a card's `<img>` loads) of the works a list shows. */
function cardPictures(body: unknown, shows: (artwork: Artwork) => boolean, limit: number): string[] {
  return listArtworks(body)
    .filter((artwork) => isContentVisible(artwork, DEFAULT_VISIBILITY_RULES) && shows(artwork))
    .flatMap((artwork) => (artwork.images[0] === undefined ? [] : [artwork.images[0].m]))
    .slice(0, limit);
}

/** The first `FIRST_PICTURES_ANNOUNCED` distinct pictures of several lists, in screen order. */
const firstOf = (lists: readonly string[][]): string[] =>
  [...new Set(lists.flat())].slice(0, FIRST_PICTURES_ANNOUNCED);

/** A ranking's first screen: the ranking's own filters beside the content rule (ranking-grid.tsx). */
function rankingScreen(mode: IllustRankMode, date: string): FirstScreen {
  const traits = rankModeTraits(mode);
  const shows = (artwork: Artwork): boolean =>
    (traits.xRestrict > 0 || !hasR18Tag(artwork.tags)) && (traits.ai || !isAiWork(artwork));
  return {
    requests: [rankingRequest(mode, date)],
    pictures: ([ranking]) => firstOf([cardPictures(ranking, shows, FIRST_PICTURES_ANNOUNCED)]),
  };
}

/** The date a ranking page shows: a valid ?date= in range, else the default (rank-date.ts). */
export function rankPageDate(requested: string | null, now: Date): string {
  return requestedRankDate(requested, now) ?? defaultRankDate(now);
}

function searchScreen(word: string, now: Date): FirstScreen | null {
  const results = illustSearchRequest(word, now);
  const popular = popularPreviewRequest(word, now);
  if (results === null || popular === null) return null;
  const keeps = (artwork: Artwork): boolean => keepsSearchResult(artwork, DEFAULT_SEARCH_FILTERS);
  return {
    // The results' query is made first, then the popular row's (illust-results.tsx, popular-preview.tsx).
    requests: [results, popular],
    // On screen the popular row comes first, above the results.
    pictures: ([found, preview]) =>
      firstOf([
        cardPictures(preview, () => true, POPULAR_ROW_PICTURES),
        cardPictures(found, keeps, FIRST_PICTURES_ANNOUNCED),
      ]),
  };
}

function artworkScreen(id: number): FirstScreen {
  return {
    requests: [artworkRequest(id)],
    pictures: ([detail]) => {
      if (typeof detail !== "object" || detail === null || !("illust" in detail)) return [];
      const [artwork] = normalizedOrNone(detail.illust);
      const first = artwork?.images[0];
      if (artwork === undefined || first === undefined) return [];
      // The page shows no pictures of a hidden or invisible work (artwork-page.tsx).
      if (!isContentVisible(artwork, DEFAULT_VISIBILITY_RULES) || !artwork.visible) return [];
      return [artworkPagePictureUrl(first)];
    },
  };
}

/** pixiv's language prefix, which the app drops (/en/artworks/1 is /artworks/1). */
const LANGUAGE_PREFIX = /^\/en(\/.*)$/i;
const PIXIV_ID = new RegExp(`^(?:${ID_PATTERNS.pixiv})$`);

/**
 * The first screen of the page at `pathname` (percent-encoded, no query) and `search` (the query,
 * with or without `?`) at `now` (pixiv's clock), for a signed-out visitor with default settings;
 * null for a page this does not cover.
 */
export function firstScreenOf(pathname: string, search: string, now: Date): FirstScreen | null {
  const path = LANGUAGE_PREFIX.exec(pathname)?.[1] ?? pathname;
  const params = new URLSearchParams(search);
  if (matchRoute(SCREEN_PATHS.home.Home, path) !== null) return rankingScreen("day", defaultRankDate(now));
  if (matchRoute(SCREEN_PATHS["home-manga"].HomeManga, path) !== null) {
    return rankingScreen("day_manga", defaultRankDate(now));
  }
  const rank = matchRoute(SCREEN_PATHS.rank.Rank, path);
  if (rank !== null) {
    const entry = findIllustRankEntry(rank["type"] ?? "")?.entry;
    if (entry?.source.kind !== "app" || !isRankEntryAllowed(entry, DEFAULT_VISIBILITY_RULES)) return null;
    return rankingScreen(entry.source.mode, rankPageDate(params.get("date"), now));
  }
  const tagSearch = matchRoute(SCREEN_PATHS.search.SearchKeyword, path);
  if (tagSearch !== null) {
    if (Object.values(SEARCH_ADDRESS_PARAMS).some((name) => params.has(name))) return null;
    return searchScreen((tagSearch["keyword"] ?? "").trim(), now);
  }
  const artwork = matchRoute(SCREEN_PATHS.artwork.Artwork, path);
  if (artwork !== null && PIXIV_ID.test(artwork["id"] ?? "")) return artworkScreen(Number(artwork["id"]));
  return null;
}
