/**
 * The route table (spec §2 Routes). Pages load on demand, each in its own chunk; the shell, the 404
 * page and the redirects are in the first load. Aliases render the same page under their own URL.
 */
import { isRankType, parseRankDate, type RankType } from "@pxv/pixiv";
import { redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { NotFound } from "../components/not-found";
import { AppShell, ShellFallback } from "./app-shell";
import {
  ARTWORK_PATH_PREFIXES,
  DEFAULT_RANK_TYPE,
  HOME_PATHS,
  RANK_REDIRECT_PATHS,
  rankPath,
  SEARCH_KEYWORD_PATH_PREFIXES,
  SEARCH_PATH,
  SETTING_PATH,
} from "./paths";
import { RouteError } from "./route-error";
import { withNav, withoutNav } from "./route-handle";

const pages = {
  home: () => import("../features/home/home-page").then((module) => ({ Component: module.HomePage })),
  rank: () => import("../features/rank/rank-page").then((module) => ({ Component: module.RankPage })),
  artwork: () =>
    import("../features/artwork/artwork-page").then((module) => ({ Component: module.ArtworkPage })),
  search: () => import("../features/search/search-page").then((module) => ({ Component: module.SearchPage })),
  setting: () =>
    import("../features/settings/setting-page").then((module) => ({ Component: module.SettingPage })),
};

/**
 * /rank, /ranking and /ranking.php go to /rank/daily. pixiv's own ranking URLs carry the type and
 * date as ?mode=weekly&date=20251101; those are kept when valid.
 */
export function rankRedirect({ request }: LoaderFunctionArgs): Response {
  const query = new URL(request.url).searchParams;
  const mode = query.get("mode") ?? "";
  const type: RankType = isRankType(mode) ? mode : DEFAULT_RANK_TYPE;
  const date = parseRankDate(query.get("date") ?? "");
  return redirect(date === null ? rankPath(type) : rankPath(type, date));
}

/** Redirect routes render nothing: their loader has already sent the router elsewhere. */
function Redirecting() {
  return null;
}

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: AppShell,
    HydrateFallback: ShellFallback,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          ...HOME_PATHS.map((path) => ({ path, lazy: pages.home, handle: withNav("home") })),
          ...RANK_REDIRECT_PATHS.map((path) => ({ path, loader: rankRedirect, Component: Redirecting })),
          { path: "/rank/:type", lazy: pages.rank, handle: withNav("rank") },
          ...ARTWORK_PATH_PREFIXES.map((prefix) => ({
            path: `${prefix}/:id`,
            lazy: pages.artwork,
            handle: withoutNav("artwork"),
          })),
          { path: SEARCH_PATH, lazy: pages.search, handle: withNav("search") },
          ...SEARCH_KEYWORD_PATH_PREFIXES.map((prefix) => ({
            path: `${prefix}/:keyword`,
            lazy: pages.search,
            handle: withNav("search"),
          })),
          { path: SETTING_PATH, lazy: pages.setting, handle: withNav("setting") },
          { path: "*", Component: NotFound, handle: withoutNav("not-found") },
        ],
      },
    ],
  },
];
