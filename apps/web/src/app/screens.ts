/**
 * One record per screen: its routes (each a name, then its canonical path and its aliases, written
 * once in @pxv/pixiv's SCREEN_PATHS, which the server reads too), the code it loads, the message namespaces that load with it, whether it has the main navigation and
 * which route parameters are ids (checked by id-param.ts before it renders). routes.tsx derives the
 * React Router routes from these records and paths.ts the typed path builders, so a route and the
 * links to it cannot drift apart. Paths, aliases and route names follow PRODUCT.md §2 Routes.
 */
import type { ComponentType } from "react";
import { SCREEN_PATHS } from "@pxv/pixiv";
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
    routes: SCREEN_PATHS.home,
    load: () => homeScreens().then((m) => m.HomePage),
    namespaces: ["browse"],
    nav: true,
  },
  "home-manga": {
    routes: SCREEN_PATHS["home-manga"],
    load: () => homeScreens().then((m) => m.HomeMangaPage),
    namespaces: ["browse"],
    nav: true,
  },
  "home-novel": {
    routes: SCREEN_PATHS["home-novel"],
    load: () => homeScreens().then((m) => m.HomeNovelPage),
    namespaces: ["browse"],
    nav: true,
  },
  search: {
    routes: SCREEN_PATHS.search,
    load: () => import("../features/search/search-page").then((m) => m.SearchPage),
    namespaces: ["search"],
    nav: true,
  },
  "search-novel": {
    routes: SCREEN_PATHS["search-novel"],
    load: () => import("../features/search/search-novel-page").then((m) => m.SearchNovelPage),
    namespaces: ["search"],
    nav: true,
  },
  "search-user": {
    routes: SCREEN_PATHS["search-user"],
    load: () => import("../features/search/search-user-page").then((m) => m.SearchUserPage),
    namespaces: ["search"],
    nav: true,
  },
  rank: {
    routes: SCREEN_PATHS.rank,
    load: () => import("../features/rank/rank-page").then((m) => m.RankPage),
    namespaces: ["browse"],
    nav: true,
  },
  "rank-novel": {
    routes: SCREEN_PATHS["rank-novel"],
    load: () => import("../features/rank/novel-rank-page").then((m) => m.NovelRankPage),
    namespaces: ["browse"],
    nav: true,
  },
  following: {
    routes: SCREEN_PATHS.following,
    load: () => import("../features/following/following-page").then((m) => m.FollowingPage),
    namespaces: ["account", "browse"],
    nav: true,
  },
  setting: {
    routes: SCREEN_PATHS.setting,
    load: () => import("../features/settings/setting-page").then((m) => m.SettingPage),
    namespaces: [],
    nav: true,
  },

  // Without navigation.
  artwork: {
    routes: SCREEN_PATHS.artwork,
    load: () => import("../features/artwork/artwork-page").then((m) => m.ArtworkPage),
    namespaces: ["artwork", "reader", "account"],
    nav: false,
    ids: { id: "pixiv" },
  },
  novel: {
    routes: SCREEN_PATHS.novel,
    load: () => import("../features/novel/novel-page").then((m) => m.NovelPage),
    namespaces: ["reader", "browse", "account"],
    nav: false,
    ids: { id: "pixiv" },
  },
  user: {
    routes: SCREEN_PATHS.user,
    load: () => import("../features/user/user-page").then((m) => m.UserPage),
    namespaces: ["reader", "browse", "account", "artwork"],
    nav: false,
    ids: { id: "pixiv" },
  },
  "illust-series": {
    routes: SCREEN_PATHS["illust-series"],
    load: () => seriesScreens().then((m) => m.IllustSeriesPage),
    namespaces: ["reader", "browse"],
    nav: false,
    ids: { sid: "pixiv" },
  },
  "novel-series": {
    routes: SCREEN_PATHS["novel-series"],
    load: () => seriesScreens().then((m) => m.NovelSeriesPage),
    namespaces: ["reader", "browse"],
    nav: false,
    ids: { id: "pixiv" },
  },
  "setting-history": {
    routes: SCREEN_PATHS["setting-history"],
    load: () => settingScreens().then((m) => m.HistoryPage),
    namespaces: [],
    nav: false,
  },
  "setting-clear-cache": {
    routes: SCREEN_PATHS["setting-clear-cache"],
    load: () => import("../features/settings/clear-cache-page").then((m) => m.ClearCachePage),
    namespaces: [],
    nav: false,
  },
  "setting-contents": {
    routes: SCREEN_PATHS["setting-contents"],
    load: () => import("../features/settings/contents-display-page").then((m) => m.ContentsDisplayPage),
    namespaces: [],
    nav: false,
  },
  "setting-preference": {
    routes: SCREEN_PATHS["setting-preference"],
    load: () => import("../features/settings/preference-page").then((m) => m.PreferencePage),
    namespaces: ["prefs"],
    nav: false,
  },
  "setting-about": {
    routes: SCREEN_PATHS["setting-about"],
    load: () => settingScreens().then((m) => m.AboutPage),
    namespaces: [],
    nav: false,
  },
  "setting-faq": {
    routes: SCREEN_PATHS["setting-faq"],
    load: () => settingScreens().then((m) => m.FaqPage),
    namespaces: [],
    nav: false,
  },
  "setting-disclaimer": {
    routes: SCREEN_PATHS["setting-disclaimer"],
    load: () => settingScreens().then((m) => m.DisclaimerPage),
    namespaces: [],
    nav: false,
  },
  "setting-down-app": {
    routes: SCREEN_PATHS["setting-down-app"],
    load: () => settingScreens().then((m) => m.DownAppPage),
    namespaces: [],
    nav: false,
  },
  "setting-recommend": {
    routes: SCREEN_PATHS["setting-recommend"],
    load: () => settingScreens().then((m) => m.RecommendPage),
    namespaces: [],
    nav: false,
  },
  "setting-accent": {
    routes: SCREEN_PATHS["setting-accent"],
    load: () => import("../features/settings/accent-color-page").then((m) => m.AccentColorPage),
    namespaces: [],
    nav: false,
  },
  "setting-keys": {
    routes: SCREEN_PATHS["setting-keys"],
    load: () => import("../features/settings/keys-page").then((m) => m.KeysPage),
    namespaces: ["keys"],
    nav: false,
  },
  discovery: {
    routes: SCREEN_PATHS.discovery,
    load: () => discoveryScreens().then((m) => m.DiscoveryPage),
    namespaces: ["browse"],
    nav: false,
  },
  "discovery-pollution": {
    routes: SCREEN_PATHS["discovery-pollution"],
    load: () => discoveryScreens().then((m) => m.PollutionPage),
    namespaces: ["browse"],
    nav: false,
  },
  popular: {
    routes: SCREEN_PATHS.popular,
    load: () => discoveryScreens().then((m) => m.PopularPage),
    namespaces: ["browse"],
    nav: false,
  },
  recommend: {
    routes: SCREEN_PATHS.recommend,
    load: () => discoveryScreens().then((m) => m.RecommendPage),
    namespaces: ["browse"],
    nav: false,
  },
  random: {
    routes: SCREEN_PATHS.random,
    load: () => discoveryScreens().then((m) => m.RandomPage),
    namespaces: ["browse"],
    nav: false,
  },
  latest: {
    routes: SCREEN_PATHS.latest,
    load: () => discoveryScreens().then((m) => m.LatestPage),
    namespaces: ["browse"],
    nav: false,
  },
  spotlights: {
    routes: SCREEN_PATHS.spotlights,
    load: () => import("../features/spotlights/spotlights-page").then((m) => m.SpotlightsPage),
    namespaces: ["search"],
    nav: false,
  },
  spotlight: {
    routes: SCREEN_PATHS.spotlight,
    load: () => import("../features/spotlights/spotlight-page").then((m) => m.SpotlightPage),
    namespaces: ["search"],
    nav: false,
    ids: { id: "article" },
  },
  pixivision: {
    routes: SCREEN_PATHS.pixivision,
    load: () => import("../features/spotlights/pixivision-page").then((m) => m.PixivisionPage),
    namespaces: ["search"],
    nav: false,
    ids: { id: "article" },
  },
  "account-session": {
    routes: SCREEN_PATHS["account-session"],
    load: () => import("../features/account/session-page").then((m) => m.AccountSessionPage),
    namespaces: ["account"],
    nav: false,
  },
  "account-login": {
    routes: SCREEN_PATHS["account-login"],
    load: () => import("../features/account/login-page").then((m) => m.AccountLoginPage),
    namespaces: ["account"],
    nav: false,
  },
  "account-oauth": {
    routes: SCREEN_PATHS["account-oauth"],
    load: () => import("../features/account/oauth-callback").then((m) => m.AccountOAuthPage),
    namespaces: ["account"],
    nav: false,
  },
  lives: {
    routes: SCREEN_PATHS.lives,
    load: () => import("../features/lives/lives-page").then((m) => m.LivesPage),
    namespaces: ["search"],
    nav: false,
  },
  live: {
    routes: SCREEN_PATHS.live,
    load: () => import("../features/lives/live-page").then((m) => m.LivePage),
    namespaces: ["search"],
    nav: false,
    ids: { id: "live" },
  },
} as const satisfies Readonly<Record<keyof typeof SCREEN_PATHS, ScreenRecord>>;

export type ScreenId = keyof typeof SCREENS;

/** The screens in record order, with their ids. */
export const SCREEN_LIST: readonly (ScreenRecord & { readonly id: ScreenId })[] = Object.entries(SCREENS).map(
  ([id, record]) => ({ ...(record as ScreenRecord), id: id as ScreenId }),
);
