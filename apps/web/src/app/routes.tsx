/**
 * The React Router routes, built from the declarative tables in route-table.ts. Screens load on
 * demand, each in its own chunk; the shell, the 404 page and the redirects are in the first load.
 * Aliases render the same screen under their own URL. "/" also carries the start-page redirect
 * (PRODUCT.md §2 Navigation: once per session).
 */
import { redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import type { ComponentType } from "react";
import { NotFound } from "../components/not-found";
import { loadNamespaces } from "../i18n/i18n";
import type { ScreenNamespace } from "../i18n/namespaces";
import { AppShell, ShellFallback } from "./app-shell";
import { RouteError } from "./route-error";
import { withNav, withoutNav } from "./route-handle";
import { REDIRECT_TABLE, ROUTE_TABLE, rankRedirectTarget, type ScreenId } from "./route-table";
import { startPageRedirect } from "./start-page";

type Lazy = () => Promise<{ Component: ComponentType }>;

/** A screen's chunk, loaded together with the message namespaces it uses (i18n/namespaces.ts). */
const lazyScreen = <M,>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly ScreenNamespace[] = [],
): Lazy => {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
};

const settingScreens = () => import("../features/settings/setting-screens");
const homeScreens = () => import("../features/home/home-page");
const discoveryScreens = () => import("../features/discovery/discovery-pages");

const SCREENS: Record<ScreenId, Lazy> = {
  home: lazyScreen(homeScreens, (m) => m.HomePage, ["browse"]),
  rank: lazyScreen(
    () => import("../features/rank/rank-page"),
    (m) => m.RankPage,
    ["browse"],
  ),
  artwork: lazyScreen(
    () => import("../features/artwork/artwork-page"),
    (m) => m.ArtworkPage,
    ["artwork", "reader", "account"],
  ),
  search: lazyScreen(
    () => import("../features/search/search-page"),
    (m) => m.SearchPage,
    ["search"],
  ),
  "search-novel": lazyScreen(
    () => import("../features/search/search-novel-page"),
    (m) => m.SearchNovelPage,
    ["search"],
  ),
  "search-user": lazyScreen(
    () => import("../features/search/search-user-page"),
    (m) => m.SearchUserPage,
    ["search"],
  ),
  spotlights: lazyScreen(
    () => import("../features/spotlights/spotlights-page"),
    (m) => m.SpotlightsPage,
    ["search"],
  ),
  spotlight: lazyScreen(
    () => import("../features/spotlights/spotlight-page"),
    (m) => m.SpotlightPage,
    ["search"],
  ),
  pixivision: lazyScreen(
    () => import("../features/spotlights/pixivision-page"),
    (m) => m.PixivisionPage,
    ["search"],
  ),
  lives: lazyScreen(
    () => import("../features/lives/lives-page"),
    (m) => m.LivesPage,
    ["search"],
  ),
  live: lazyScreen(
    () => import("../features/lives/live-page"),
    (m) => m.LivePage,
    ["search"],
  ),
  setting: lazyScreen(
    () => import("../features/settings/setting-page"),
    (m) => m.SettingPage,
  ),
  "setting-contents": lazyScreen(
    () => import("../features/settings/contents-display-page"),
    (m) => m.ContentsDisplayPage,
  ),
  "setting-keys": lazyScreen(
    () => import("../features/settings/keys-page"),
    (m) => m.KeysPage,
    ["keys"],
  ),
  "setting-accent": lazyScreen(
    () => import("../features/settings/accent-color-page"),
    (m) => m.AccentColorPage,
  ),
  "setting-preference": lazyScreen(
    () => import("../features/settings/preference-page"),
    (m) => m.PreferencePage,
    ["prefs"],
  ),
  "setting-history": lazyScreen(settingScreens, (m) => m.HistoryPage),
  "setting-clear-cache": lazyScreen(
    () => import("../features/settings/clear-cache-page"),
    (m) => m.ClearCachePage,
  ),
  "setting-about": lazyScreen(settingScreens, (m) => m.AboutPage),
  "setting-faq": lazyScreen(settingScreens, (m) => m.FaqPage),
  "setting-disclaimer": lazyScreen(settingScreens, (m) => m.DisclaimerPage),
  "setting-down-app": lazyScreen(settingScreens, (m) => m.DownAppPage),
  "setting-recommend": lazyScreen(settingScreens, (m) => m.RecommendPage),
  novel: lazyScreen(
    () => import("../features/novel/novel-page"),
    (m) => m.NovelPage,
    ["reader", "browse", "account"],
  ),
  user: lazyScreen(
    () => import("../features/user/user-page"),
    (m) => m.UserPage,
    ["reader", "browse", "account", "artwork"],
  ),
  "illust-series": lazyScreen(
    () => import("../features/series/series-pages"),
    (m) => m.IllustSeriesPage,
    ["reader", "browse"],
  ),
  "novel-series": lazyScreen(
    () => import("../features/series/series-pages"),
    (m) => m.NovelSeriesPage,
    ["reader", "browse"],
  ),
  "account-login": lazyScreen(
    () => import("../features/account/login-page"),
    (m) => m.AccountLoginPage,
    ["account"],
  ),
  "account-session": lazyScreen(
    () => import("../features/account/session-page"),
    (m) => m.AccountSessionPage,
    ["account"],
  ),
  "account-oauth": lazyScreen(
    () => import("../features/account/oauth-callback"),
    (m) => m.AccountOAuthPage,
    ["account"],
  ),
  following: lazyScreen(
    () => import("../features/following/following-page"),
    (m) => m.FollowingPage,
    ["account", "browse"],
  ),
  "home-manga": lazyScreen(homeScreens, (m) => m.HomeMangaPage, ["browse"]),
  "home-novel": lazyScreen(homeScreens, (m) => m.HomeNovelPage, ["browse"]),
  "rank-novel": lazyScreen(
    () => import("../features/rank/novel-rank-page"),
    (m) => m.NovelRankPage,
    ["browse"],
  ),
  discovery: lazyScreen(discoveryScreens, (m) => m.DiscoveryPage, ["browse"]),
  "discovery-pollution": lazyScreen(discoveryScreens, (m) => m.PollutionPage, ["browse"]),
  popular: lazyScreen(discoveryScreens, (m) => m.PopularPage, ["browse"]),
  recommend: lazyScreen(discoveryScreens, (m) => m.RecommendPage, ["browse"]),
  random: lazyScreen(discoveryScreens, (m) => m.RandomPage, ["browse"]),
  latest: lazyScreen(discoveryScreens, (m) => m.LatestPage, ["browse"]),
};

/** /rank, /ranking and /ranking.php go to /rank/daily (kept as a named export for tests). */
export function rankRedirect({ request }: LoaderFunctionArgs): Response {
  return redirect(rankRedirectTarget(new URL(request.url).searchParams));
}

/** Redirect routes render nothing: their loader has already sent the router elsewhere. */
function Redirecting() {
  return null;
}

const screenRoutes: RouteObject[] = ROUTE_TABLE.flatMap((entry) =>
  entry.paths.map((path) => ({
    path,
    lazy: SCREENS[entry.screen],
    handle: entry.nav ? withNav(entry.screen, entry.name) : withoutNav(entry.screen, entry.name),
    ...(path === "/" ? { loader: startPageRedirect } : {}),
  })),
);

const redirectRoutes: RouteObject[] = REDIRECT_TABLE.flatMap((entry) =>
  entry.paths.map((path) => ({
    path,
    loader: ({ request, params }: LoaderFunctionArgs) =>
      redirect(entry.to(params, new URL(request.url).searchParams)),
    Component: Redirecting,
  })),
);

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: AppShell,
    HydrateFallback: ShellFallback,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          ...screenRoutes,
          ...redirectRoutes,
          { path: "*", Component: NotFound, handle: withoutNav("not-found", "NotFound") },
        ],
      },
    ],
  },
];
