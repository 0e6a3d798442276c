/**
 * Every route of PRODUCT.md §2 in one declarative table: its route name, its paths (the first is the
 * canonical one, the rest are aliases), the screen it shows and whether that screen has the main
 * navigation. Redirects — including pixiv's own URL shapes, so that swapping the domain of a pixiv
 * link works — are in the second table. routes.tsx turns both into React Router routes.
 */
import { isRankType, parseRankDate, type RankType } from "@pxv/pixiv";
import { DEFAULT_RANK_TYPE, KEYS_SETTING_PATH, rankPath } from "./paths";

/** The screens that exist (routes.tsx loads each as its own chunk). */
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
  | "setting-keys"
  | "novel"
  | "user"
  | "illust-series"
  | "novel-series"
  | "account-login"
  | "account-session"
  | "account-oauth"
  | "following"
  | "search-novel"
  | "search-user"
  | "spotlights"
  | "spotlight"
  | "pixivision"
  | "lives"
  | "live"
  | "home-manga"
  | "home-novel"
  | "rank-novel"
  | "discovery"
  | "discovery-pollution"
  | "popular"
  | "recommend"
  | "random"
  | "latest";

export interface RouteEntry {
  /** The route's name (PRODUCT.md §2 names them for Artwork, NovelDetail, Users, …). */
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
  tab("HomeManga", "home-manga", "/home_manga"),
  tab("HomeNovel", "home-novel", "/home_novel"),
  tab("Search", "search", "/search"),
  tab("SearchKeyword", "search", "/search/:keyword", "/s/:keyword"),
  tab("SearchNovel", "search-novel", "/search_novel", "/search_novel/:keyword"),
  tab("SearchUser", "search-user", "/search_user", "/search_user/:word"),
  tab("Rank", "rank", "/rank/:type"),
  tab("RankNovel", "rank-novel", "/rank_novel/:type"),
  tab("Following", "following", "/following", "/following/:tab"),
  tab("Setting", "setting", "/setting"),
  // Without navigation.
  page("Artwork", "artwork", "/artworks/:id", "/illusts/:id", "/illust/:id", "/i/:id"),
  page("NovelDetail", "novel", "/novel/:id", "/novels/:id", "/n/:id"),
  page("Users", "user", "/users/:id", "/u/:id"),
  page("UserArtworks", "user", "/users/:id/artworks", "/users/:id/illustrations"),
  page("UserNovels", "user", "/users/:id/novels"),
  page("UserFavorites", "user", "/users/:id/favorites", "/users/:id/bookmarks/artworks"),
  page("UserFavoriteNovels", "user", "/users/:id/favorite_novels", "/users/:id/bookmarks/novels"),
  page("IllustSeries", "illust-series", "/user/:uid/series/:sid"),
  page("NovelSeries", "novel-series", "/novel/series/:id"),
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
  page("SettingKeys", "setting-keys", KEYS_SETTING_PATH),
  page("Discovery", "discovery", "/discovery/anonymous", "/discovery"),
  page("DiscoveryPollution", "discovery-pollution", "/discovery/pollution"),
  page("PopularIllust", "popular", "/popular_illust"),
  page("RecommendIllust", "recommend", "/osusume_illust", "/recom_illust"),
  page("RandomIllust", "random", "/random_illust"),
  // The Home cards' "latest" lists in full (illust, manga, novel).
  page("Latest", "latest", "/latest/:kind"),
  page("Spotlights", "spotlights", "/spotlights", "/pixivision"),
  page("Spotlight", "spotlight", "/spotlight/:id", "/sp/:id"),
  // PRODUCT.md gives /a/{id} both to artworks ("in some notes") and to pixivision articles; the
  // pixivision reading is the one stated without hedging.
  page("Pixivision", "pixivision", "/pixivision/:id", "/a/:id"),
  page("SpotlightDetail", "pixivision", "/spotlight/:type/:id"),
  page("AccountSession", "account-session", "/account/session"),
  page("AccountLogin", "account-login", "/account/login"),
  page("AccountOAuth", "account-oauth", "/account/oauth"),
  page("Lives", "lives", "/lives"),
  page("Live", "live", "/live/:id"),
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
      // The splat arrives decoded; a redirect's Location header takes only ASCII, so each segment
      // is encoded again (/en/tags/風景/artworks).
      const path = (params["*"] ?? "").split("/").map(enc).join("/");
      return `/${path}${search === "" ? "" : `?${search}`}`;
    },
  },
];
