/**
 * One record per screen: its routes (each a name, then its canonical path and its aliases), the
 * code it loads, the message namespaces that load with it, whether it has the main navigation and
 * which route parameters are ids (checked by id-param.ts before it renders). routes.tsx derives the
 * React Router routes from these records and paths.ts the typed path builders, so a route and the
 * links to it cannot drift apart. Paths, aliases and route names follow PRODUCT.md §2 Routes.
 */
import type { ComponentType } from "react";
import type { ScreenNamespace } from "../i18n/namespaces";
import type { IdParams } from "./id-param";

export interface ScreenRecord {
  /** Route name → [canonical path, ...aliases]; aliases render the same screen under their own URL. */
  readonly routes: Readonly<Record<string, readonly [string, ...string[]]>>;
  /** The screen's code, in its own chunk. */
  readonly load: () => Promise<ComponentType>;
  readonly namespaces: readonly ScreenNamespace[];
  /** A tab page with the main navigation, or a page with a top bar and a back arrow. */
  readonly nav: boolean;
  readonly ids?: IdParams;
}

const homeScreens = () => import("../features/home/home-page");
const discoveryScreens = () => import("../features/discovery/discovery-pages");
const settingScreens = () => import("../features/settings/setting-screens");
const seriesScreens = () => import("../features/series/series-pages");

export const SCREENS = {
  // With the main navigation.
  home: {
    routes: { Home: ["/", "/home", "/index", "/index.html"] },
    load: () => homeScreens().then((m) => m.HomePage),
    namespaces: ["browse"],
    nav: true,
  },
  "home-manga": {
    routes: { HomeManga: ["/home_manga"] },
    load: () => homeScreens().then((m) => m.HomeMangaPage),
    namespaces: ["browse"],
    nav: true,
  },
  "home-novel": {
    routes: { HomeNovel: ["/home_novel"] },
    load: () => homeScreens().then((m) => m.HomeNovelPage),
    namespaces: ["browse"],
    nav: true,
  },
  search: {
    routes: { Search: ["/search"], SearchKeyword: ["/search/:keyword", "/s/:keyword"] },
    load: () => import("../features/search/search-page").then((m) => m.SearchPage),
    namespaces: ["search"],
    nav: true,
  },
  "search-novel": {
    routes: { SearchNovel: ["/search_novel", "/search_novel/:keyword"] },
    load: () => import("../features/search/search-novel-page").then((m) => m.SearchNovelPage),
    namespaces: ["search"],
    nav: true,
  },
  "search-user": {
    routes: { SearchUser: ["/search_user", "/search_user/:word"] },
    load: () => import("../features/search/search-user-page").then((m) => m.SearchUserPage),
    namespaces: ["search"],
    nav: true,
  },
  rank: {
    routes: { Rank: ["/rank/:type"] },
    load: () => import("../features/rank/rank-page").then((m) => m.RankPage),
    namespaces: ["browse"],
    nav: true,
  },
  "rank-novel": {
    routes: { RankNovel: ["/rank_novel/:type"] },
    load: () => import("../features/rank/novel-rank-page").then((m) => m.NovelRankPage),
    namespaces: ["browse"],
    nav: true,
  },
  following: {
    routes: { Following: ["/following", "/following/:tab"] },
    load: () => import("../features/following/following-page").then((m) => m.FollowingPage),
    namespaces: ["account", "browse"],
    nav: true,
  },
  setting: {
    routes: { Setting: ["/setting"] },
    load: () => import("../features/settings/setting-page").then((m) => m.SettingPage),
    namespaces: [],
    nav: true,
  },

  // Without navigation.
  artwork: {
    routes: { Artwork: ["/artworks/:id", "/illusts/:id", "/illust/:id", "/i/:id"] },
    load: () => import("../features/artwork/artwork-page").then((m) => m.ArtworkPage),
    namespaces: ["artwork", "reader", "account"],
    nav: false,
    ids: { id: "pixiv" },
  },
  novel: {
    routes: { NovelDetail: ["/novel/:id", "/novels/:id", "/n/:id"] },
    load: () => import("../features/novel/novel-page").then((m) => m.NovelPage),
    namespaces: ["reader", "browse", "account"],
    nav: false,
    ids: { id: "pixiv" },
  },
  user: {
    routes: {
      Users: ["/users/:id", "/u/:id"],
      UserArtworks: ["/users/:id/artworks", "/users/:id/illustrations"],
      UserNovels: ["/users/:id/novels"],
      UserFavorites: ["/users/:id/favorites", "/users/:id/bookmarks/artworks"],
      UserFavoriteNovels: ["/users/:id/favorite_novels", "/users/:id/bookmarks/novels"],
    },
    load: () => import("../features/user/user-page").then((m) => m.UserPage),
    namespaces: ["reader", "browse", "account", "artwork"],
    nav: false,
    ids: { id: "pixiv" },
  },
  "illust-series": {
    routes: { IllustSeries: ["/user/:uid/series/:sid"] },
    load: () => seriesScreens().then((m) => m.IllustSeriesPage),
    namespaces: ["reader", "browse"],
    nav: false,
    ids: { sid: "pixiv" },
  },
  "novel-series": {
    routes: { NovelSeries: ["/novel/series/:id"] },
    load: () => seriesScreens().then((m) => m.NovelSeriesPage),
    namespaces: ["reader", "browse"],
    nav: false,
    ids: { id: "pixiv" },
  },
  "setting-history": {
    routes: { SettingHistory: ["/setting/history"] },
    load: () => settingScreens().then((m) => m.HistoryPage),
    namespaces: [],
    nav: false,
  },
  "setting-clear-cache": {
    routes: { SettingClearCache: ["/setting/clearcache"] },
    load: () => import("../features/settings/clear-cache-page").then((m) => m.ClearCachePage),
    namespaces: [],
    nav: false,
  },
  "setting-contents": {
    routes: { SettingContentsDisplay: ["/setting/contents_display"] },
    load: () => import("../features/settings/contents-display-page").then((m) => m.ContentsDisplayPage),
    namespaces: [],
    nav: false,
  },
  "setting-preference": {
    routes: { SettingPreference: ["/setting/preference", "/setting/others"] },
    load: () => import("../features/settings/preference-page").then((m) => m.PreferencePage),
    namespaces: ["prefs"],
    nav: false,
  },
  "setting-about": {
    routes: { SettingAbout: ["/setting/about"] },
    load: () => settingScreens().then((m) => m.AboutPage),
    namespaces: [],
    nav: false,
  },
  "setting-faq": {
    routes: { SettingFaq: ["/setting/about/faq"] },
    load: () => settingScreens().then((m) => m.FaqPage),
    namespaces: [],
    nav: false,
  },
  "setting-disclaimer": {
    routes: { SettingDisclaimer: ["/setting/about/disclaimer"] },
    load: () => settingScreens().then((m) => m.DisclaimerPage),
    namespaces: [],
    nav: false,
  },
  "setting-down-app": {
    routes: { SettingDownApp: ["/setting/down_app"] },
    load: () => settingScreens().then((m) => m.DownAppPage),
    namespaces: [],
    nav: false,
  },
  "setting-recommend": {
    routes: { SettingRecommend: ["/setting/osusume", "/setting/recommend"] },
    load: () => settingScreens().then((m) => m.RecommendPage),
    namespaces: [],
    nav: false,
  },
  "setting-accent": {
    routes: { SettingAccentColor: ["/setting/accent_color"] },
    load: () => import("../features/settings/accent-color-page").then((m) => m.AccentColorPage),
    namespaces: [],
    nav: false,
  },
  "setting-keys": {
    routes: { SettingKeys: ["/setting/keys"] },
    load: () => import("../features/settings/keys-page").then((m) => m.KeysPage),
    namespaces: ["keys"],
    nav: false,
  },
  discovery: {
    routes: { Discovery: ["/discovery", "/discovery/anonymous"] },
    load: () => discoveryScreens().then((m) => m.DiscoveryPage),
    namespaces: ["browse"],
    nav: false,
  },
  "discovery-pollution": {
    routes: { DiscoveryPollution: ["/discovery/pollution"] },
    load: () => discoveryScreens().then((m) => m.PollutionPage),
    namespaces: ["browse"],
    nav: false,
  },
  popular: {
    routes: { PopularIllust: ["/popular_illust"] },
    load: () => discoveryScreens().then((m) => m.PopularPage),
    namespaces: ["browse"],
    nav: false,
  },
  recommend: {
    routes: { RecommendIllust: ["/osusume_illust", "/recom_illust"] },
    load: () => discoveryScreens().then((m) => m.RecommendPage),
    namespaces: ["browse"],
    nav: false,
  },
  random: {
    routes: { RandomIllust: ["/random_illust"] },
    load: () => discoveryScreens().then((m) => m.RandomPage),
    namespaces: ["browse"],
    nav: false,
  },
  // The Home cards' "latest" lists in full (illust, manga, novel).
  latest: {
    routes: { Latest: ["/latest/:kind"] },
    load: () => discoveryScreens().then((m) => m.LatestPage),
    namespaces: ["browse"],
    nav: false,
  },
  spotlights: {
    routes: { Spotlights: ["/spotlights", "/pixivision"] },
    load: () => import("../features/spotlights/spotlights-page").then((m) => m.SpotlightsPage),
    namespaces: ["search"],
    nav: false,
  },
  spotlight: {
    routes: { Spotlight: ["/spotlight/:id", "/sp/:id"] },
    load: () => import("../features/spotlights/spotlight-page").then((m) => m.SpotlightPage),
    namespaces: ["search"],
    nav: false,
    ids: { id: "article" },
  },
  // PRODUCT.md gives /a/{id} both to artworks ("in some notes") and to pixivision articles; the
  // pixivision reading is the one stated without hedging.
  pixivision: {
    routes: { Pixivision: ["/pixivision/:id", "/a/:id"], SpotlightDetail: ["/spotlight/:type/:id"] },
    load: () => import("../features/spotlights/pixivision-page").then((m) => m.PixivisionPage),
    namespaces: ["search"],
    nav: false,
    ids: { id: "article" },
  },
  "account-session": {
    routes: { AccountSession: ["/account/session"] },
    load: () => import("../features/account/session-page").then((m) => m.AccountSessionPage),
    namespaces: ["account"],
    nav: false,
  },
  "account-login": {
    routes: { AccountLogin: ["/account/login"] },
    load: () => import("../features/account/login-page").then((m) => m.AccountLoginPage),
    namespaces: ["account"],
    nav: false,
  },
  "account-oauth": {
    routes: { AccountOAuth: ["/account/oauth"] },
    load: () => import("../features/account/oauth-callback").then((m) => m.AccountOAuthPage),
    namespaces: ["account"],
    nav: false,
  },
  lives: {
    routes: { Lives: ["/lives"] },
    load: () => import("../features/lives/lives-page").then((m) => m.LivesPage),
    namespaces: ["search"],
    nav: false,
  },
  live: {
    routes: { Live: ["/live/:id"] },
    load: () => import("../features/lives/live-page").then((m) => m.LivePage),
    namespaces: ["search"],
    nav: false,
    ids: { id: "live" },
  },
} as const satisfies Readonly<Record<string, ScreenRecord>>;

export type ScreenId = keyof typeof SCREENS;

/** The screens in record order, with their ids. */
export const SCREEN_LIST: readonly (ScreenRecord & { readonly id: ScreenId })[] = Object.entries(SCREENS).map(
  ([id, record]) => ({ ...(record as ScreenRecord), id: id as ScreenId }),
);
