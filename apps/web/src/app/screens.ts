/**
 * One record per screen, keyed as its routes are in @pxv/pixiv's SCREEN_PATHS (each a name, then its
 * canonical path and its aliases, written once there and read by the server too): the code it loads,
 * the message namespaces that load with it and whether it has the main navigation; which route
 * parameters are ids is @pxv/pixiv's SCREEN_ID_PARAMS (checked by id-param.ts before it renders).
 * routes.tsx derives the React Router routes from these records and their paths, paths.ts the typed
 * path builders, so a route and the links to it cannot drift apart. Paths, aliases and route names follow PRODUCT.md §2 Routes.
 */
import type { ComponentType } from "react";
import { SCREEN_ID_PARAMS, SCREEN_PATHS } from "@pxv/pixiv";
import type { ScreenNamespace } from "../i18n/namespaces";
import type { IdParams } from "@pxv/pixiv";

export interface ScreenRecord {
  /** The screen's code, in its own chunk. */
  readonly load: () => Promise<ComponentType>;
  readonly namespaces: readonly ScreenNamespace[];
  /** A tab page with the main navigation, or a page with a top bar and a back arrow. */
  readonly nav: boolean;
  /** Filled in from SCREEN_ID_PARAMS (SCREEN_LIST). */
  readonly ids?: IdParams;
}

const homeScreens = () => import("../features/home/home-page");
const discoveryScreens = () => import("../features/discovery/discovery-pages");
const settingScreens = () => import("../features/settings/setting-screens");
const seriesScreens = () => import("../features/series/series-pages");

export const SCREENS = {
  // With the main navigation.
  home: {
    load: () => homeScreens().then((m) => m.HomePage),
    namespaces: ["browse"],
    nav: true,
  },
  "home-manga": {
    load: () => homeScreens().then((m) => m.HomeMangaPage),
    namespaces: ["browse"],
    nav: true,
  },
  "home-novel": {
    load: () => homeScreens().then((m) => m.HomeNovelPage),
    namespaces: ["browse"],
    nav: true,
  },
  search: {
    load: () => import("../features/search/search-page").then((m) => m.SearchPage),
    namespaces: ["search", "updates"],
    nav: true,
  },
  "search-novel": {
    load: () => import("../features/search/search-novel-page").then((m) => m.SearchNovelPage),
    namespaces: ["search", "updates"],
    nav: true,
  },
  "search-user": {
    load: () => import("../features/search/search-user-page").then((m) => m.SearchUserPage),
    namespaces: ["search"],
    nav: true,
  },
  rank: {
    load: () => import("../features/rank/rank-page").then((m) => m.RankPage),
    namespaces: ["browse", "updates"],
    nav: true,
  },
  "rank-novel": {
    load: () => import("../features/rank/novel-rank-page").then((m) => m.NovelRankPage),
    namespaces: ["browse", "updates"],
    nav: true,
  },
  following: {
    load: () => import("../features/following/following-page").then((m) => m.FollowingPage),
    namespaces: ["account", "browse"],
    nav: true,
  },
  updates: {
    load: () => import("../features/updates/updates-page").then((m) => m.UpdatesPage),
    namespaces: ["updates", "browse"],
    nav: true,
  },
  setting: {
    load: () => import("../features/settings/setting-page").then((m) => m.SettingPage),
    namespaces: ["sync"],
    nav: true,
  },

  // Without navigation.
  artwork: {
    load: () => import("../features/artwork/artwork-page").then((m) => m.ArtworkPage),
    namespaces: ["artwork", "reader", "account"],
    nav: false,
  },
  novel: {
    load: () => import("../features/novel/novel-page").then((m) => m.NovelPage),
    namespaces: ["reader", "browse", "account"],
    nav: false,
  },
  user: {
    load: () => import("../features/user/user-page").then((m) => m.UserPage),
    namespaces: ["reader", "browse", "account", "artwork", "updates"],
    nav: false,
  },
  "illust-series": {
    load: () => seriesScreens().then((m) => m.IllustSeriesPage),
    namespaces: ["reader", "browse", "updates"],
    nav: false,
  },
  "novel-series": {
    load: () => seriesScreens().then((m) => m.NovelSeriesPage),
    namespaces: ["reader", "browse", "updates"],
    nav: false,
  },
  "setting-history": {
    load: () => settingScreens().then((m) => m.HistoryPage),
    namespaces: [],
    nav: false,
  },
  "local-favorites": {
    load: () => import("../features/local-favorites/local-favorites-page").then((m) => m.LocalFavoritesPage),
    namespaces: ["account"],
    nav: false,
  },
  "setting-clear-cache": {
    load: () => import("../features/settings/clear-cache-page").then((m) => m.ClearCachePage),
    namespaces: [],
    nav: false,
  },
  "setting-contents": {
    load: () => import("../features/settings/contents-display-page").then((m) => m.ContentsDisplayPage),
    namespaces: [],
    nav: false,
  },
  "setting-preference": {
    load: () => import("../features/settings/preference-page").then((m) => m.PreferencePage),
    namespaces: ["prefs"],
    nav: false,
  },
  "setting-about": {
    load: () => settingScreens().then((m) => m.AboutPage),
    namespaces: [],
    nav: false,
  },
  "setting-faq": {
    load: () => settingScreens().then((m) => m.FaqPage),
    namespaces: [],
    nav: false,
  },
  "setting-disclaimer": {
    load: () => settingScreens().then((m) => m.DisclaimerPage),
    namespaces: [],
    nav: false,
  },
  "setting-down-app": {
    load: () => settingScreens().then((m) => m.DownAppPage),
    namespaces: [],
    nav: false,
  },
  "setting-recommend": {
    load: () => settingScreens().then((m) => m.RecommendPage),
    namespaces: [],
    nav: false,
  },
  "setting-accent": {
    load: () => import("../features/settings/accent-color-page").then((m) => m.AccentColorPage),
    namespaces: [],
    nav: false,
  },
  "setting-keys": {
    load: () => import("../features/settings/keys-page").then((m) => m.KeysPage),
    namespaces: ["keys"],
    nav: false,
  },
  "setting-sync": {
    load: () => import("../features/sync/sync-page").then((m) => m.SyncPage),
    namespaces: ["sync"],
    nav: false,
  },
  discovery: {
    load: () => discoveryScreens().then((m) => m.DiscoveryPage),
    namespaces: ["browse"],
    nav: false,
  },
  "discovery-pollution": {
    load: () => discoveryScreens().then((m) => m.PollutionPage),
    namespaces: ["browse"],
    nav: false,
  },
  popular: {
    load: () => discoveryScreens().then((m) => m.PopularPage),
    namespaces: ["browse"],
    nav: false,
  },
  recommend: {
    load: () => discoveryScreens().then((m) => m.RecommendPage),
    namespaces: ["browse"],
    nav: false,
  },
  random: {
    load: () => discoveryScreens().then((m) => m.RandomPage),
    namespaces: ["browse"],
    nav: false,
  },
  latest: {
    load: () => discoveryScreens().then((m) => m.LatestPage),
    namespaces: ["browse"],
    nav: false,
  },
  spotlights: {
    load: () => import("../features/spotlights/spotlights-page").then((m) => m.SpotlightsPage),
    namespaces: ["search"],
    nav: false,
  },
  spotlight: {
    load: () => import("../features/spotlights/spotlight-page").then((m) => m.SpotlightPage),
    namespaces: ["search"],
    nav: false,
  },
  pixivision: {
    load: () => import("../features/spotlights/pixivision-page").then((m) => m.PixivisionPage),
    namespaces: ["search"],
    nav: false,
  },
  "account-session": {
    load: () => import("../features/account/session-page").then((m) => m.AccountSessionPage),
    namespaces: ["account"],
    nav: false,
  },
  "account-login": {
    load: () => import("../features/account/login-page").then((m) => m.AccountLoginPage),
    namespaces: ["account"],
    nav: false,
  },
  "account-oauth": {
    load: () => import("../features/account/oauth-callback").then((m) => m.AccountOAuthPage),
    namespaces: ["account"],
    nav: false,
  },
  lives: {
    load: () => import("../features/lives/lives-page").then((m) => m.LivesPage),
    namespaces: ["search"],
    nav: false,
  },
  live: {
    load: () => import("../features/lives/live-page").then((m) => m.LivePage),
    namespaces: ["search"],
    nav: false,
  },
} as const satisfies Readonly<Record<keyof typeof SCREEN_PATHS, ScreenRecord>>;

export type ScreenId = keyof typeof SCREENS;

/** Route name → [canonical path, ...aliases]; aliases render the same screen under their own URL. */
export type ScreenRoutes = Readonly<Record<string, readonly [string, ...string[]]>>;

const ID_PARAMS: Readonly<Record<string, IdParams>> = SCREEN_ID_PARAMS;

/** The screens in record order, with their ids, routes and id parameters. */
export const SCREEN_LIST: readonly (ScreenRecord & {
  readonly id: ScreenId;
  readonly routes: ScreenRoutes;
})[] = Object.entries(SCREENS).map(([id, record]) => ({
  ...(record as ScreenRecord),
  id: id as ScreenId,
  routes: SCREEN_PATHS[id as ScreenId],
  ...(id in ID_PARAMS ? { ids: ID_PARAMS[id] } : {}),
}));
