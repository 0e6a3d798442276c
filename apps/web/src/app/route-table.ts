/**
 * Every route of spec §2 in one declarative table: its route name, its paths (the first is the
 * canonical one, the rest are aliases), the screen it shows and whether that screen has the main
 * navigation. Screens that later issues build show the shared "arrives in a later version" screen
 * until then. Redirects — including pixiv's own URL shapes, so that swapping the domain of a pixiv
 * link works — are in the second table. routes.tsx turns both into React Router routes.
 */
import { isRankType, parseRankDate, type RankType } from "@pxv/pixiv";
import { DEFAULT_RANK_TYPE, rankPath } from "./paths";

/** The screens that exist; `later` is the shared placeholder for screens of later issues. */
export type ScreenId =
  | "home"
  | "rank"
  | "artwork"
  | "search"
  | "setting"
  | "setting-history"
  | "setting-clear-cache"
  | "setting-contents"
  | "setting-preference"
  | "setting-about"
  | "setting-faq"
  | "setting-disclaimer"
  | "setting-down-app"
  | "setting-recommend"
  | "setting-accent"
  | "later";

export interface RouteEntry {
  /** The route's name (spec §2 names them for Artwork, NovelDetail, Users, …). */
  readonly name: string;
  readonly paths: readonly string[];
  readonly screen: ScreenId;
  readonly nav: boolean;
}

const tab = (name: string, screen: ScreenId, ...paths: string[]): RouteEntry => ({
  name,
  paths,
  screen,
  nav: true,
});
const page = (name: string, screen: ScreenId, ...paths: string[]): RouteEntry => ({
  name,
  paths,
  screen,
  nav: false,
});

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // With the main navigation.
  tab("Home", "home", "/", "/home", "/index", "/index.html"),
  tab("HomeManga", "later", "/home_manga"),
  tab("HomeNovel", "later", "/home_novel"),
  tab("Search", "search", "/search"),
  tab("SearchKeyword", "search", "/search/:keyword", "/s/:keyword"),
  tab("SearchNovel", "later", "/search_novel", "/search_novel/:keyword"),
  tab("SearchUser", "later", "/search_user", "/search_user/:word"),
  tab("Rank", "rank", "/rank/:type"),
  tab("RankNovel", "later", "/rank_novel/:type"),
  tab("Following", "later", "/following", "/following/:tab"),
  tab("Setting", "setting", "/setting"),
  // Without navigation.
  page("Artwork", "artwork", "/artworks/:id", "/illusts/:id", "/illust/:id", "/i/:id"),
  page("NovelDetail", "later", "/novel/:id", "/novels/:id", "/n/:id"),
  page("Users", "later", "/users/:id", "/u/:id"),
  page("UserArtworks", "later", "/users/:id/artworks", "/users/:id/illustrations"),
  page("UserNovels", "later", "/users/:id/novels"),
  page("UserFavorites", "later", "/users/:id/favorites", "/users/:id/bookmarks/artworks"),
  page("UserFavoriteNovels", "later", "/users/:id/favorite_novels", "/users/:id/bookmarks/novels"),
  page("IllustSeries", "later", "/user/:uid/series/:sid"),
  page("NovelSeries", "later", "/novel/series/:id"),
  page("SettingHistory", "setting-history", "/setting/history"),
  page("SettingClearCache", "setting-clear-cache", "/setting/clearcache"),
  page("SettingContentsDisplay", "setting-contents", "/setting/contents_display"),
  page("SettingPreference", "setting-preference", "/setting/preference", "/setting/others"),
  page("SettingAbout", "setting-about", "/setting/about"),
  page("SettingFaq", "setting-faq", "/setting/about/faq"),
  page("SettingDisclaimer", "setting-disclaimer", "/setting/about/disclaimer"),
  page("SettingDownApp", "setting-down-app", "/setting/down_app"),
  page("SettingRecommend", "setting-recommend", "/setting/osusume", "/setting/recommend"),
  page("SettingAccentColor", "setting-accent", "/setting/accent_color"),
  page("Discovery", "later", "/discovery/anonymous", "/discovery"),
  page("DiscoveryPollution", "later", "/discovery/pollution"),
  page("PopularIllust", "later", "/popular_illust"),
  page("RecommendIllust", "later", "/osusume_illust", "/recom_illust"),
  page("RandomIllust", "later", "/random_illust"),
  page("Spotlights", "later", "/spotlights", "/pixivision"),
  page("Spotlight", "later", "/spotlight/:id", "/sp/:id"),
  // The spec gives /a/{id} both to artworks ("in some notes") and to pixivision articles; the
  // pixivision reading is the one stated without hedging.
  page("Pixivision", "later", "/pixivision/:id", "/a/:id"),
  page("SpotlightDetail", "later", "/spotlight/:type/:id"),
  page("AccountSession", "later", "/account/session"),
  page("AccountLogin", "later", "/account/login"),
  page("AccountOAuth", "later", "/account/oauth"),
  page("Lives", "later", "/lives"),
  page("Live", "later", "/live/:id"),
];

export interface RedirectEntry {
  readonly name: string;
  readonly paths: readonly string[];
  /** Where to go from this URL (params are the route's, query its search parameters). */
  readonly to: (params: Readonly<Record<string, string | undefined>>, query: URLSearchParams) => string;
}

const enc = encodeURIComponent;
/** An id from a query parameter, or null when it is not a pixiv id. */
const idParam = (value: string | null): string | null =>
  value !== null && /^[1-9]\d{0,14}$/.test(value) ? value : null;

/** /rank, /ranking and /ranking.php: pixiv's ?mode=weekly&date=20251101 is kept when valid. */
export function rankRedirectTarget(query: URLSearchParams): string {
  const mode = query.get("mode") ?? "";
  const type: RankType = isRankType(mode) ? mode : DEFAULT_RANK_TYPE;
  const date = parseRankDate(query.get("date") ?? "");
  return date === null ? rankPath(type) : rankPath(type, date);
}

export const REDIRECT_TABLE: readonly RedirectEntry[] = [
  {
    name: "RankRedirect",
    paths: ["/rank", "/ranking", "/ranking.php"],
    to: (_, query) => rankRedirectTarget(query),
  },
  // pixiv's own URL shapes.
  {
    name: "PixivNovelShow",
    paths: ["/novel/show.php"],
    to: (_, query) => {
      const id = idParam(query.get("id"));
      return id === null ? "/404" : `/novel/${id}`;
    },
  },
  {
    name: "PixivMember",
    paths: ["/member.php"],
    to: (_, query) => {
      const id = idParam(query.get("id"));
      return id === null ? "/404" : `/users/${id}`;
    },
  },
  {
    name: "PixivMemberIllust",
    paths: ["/member_illust.php"],
    to: (_, query) => {
      const illust = idParam(query.get("illust_id"));
      if (illust !== null) return `/artworks/${illust}`;
      const user = idParam(query.get("id"));
      return user === null ? "/404" : `/users/${user}/artworks`;
    },
  },
  {
    name: "PixivTags",
    paths: [
      "/tags/:word",
      "/tags/:word/artworks",
      "/tags/:word/illustrations",
      "/tags/:word/manga",
      "/tags/:word/top",
    ],
    to: ({ word = "" }) => `/search/${enc(word)}`,
  },
  {
    name: "PixivTagsNovels",
    paths: ["/tags/:word/novels"],
    to: ({ word = "" }) => `/search_novel/${enc(word)}`,
  },
  // pixiv's language prefix (/en/artworks/1): the same page without it.
  {
    name: "PixivLanguagePrefix",
    paths: ["/en/*"],
    to: (params, query) => {
      const search = query.toString();
      return `/${params["*"] ?? ""}${search === "" ? "" : `?${search}`}`;
    },
  },
];
