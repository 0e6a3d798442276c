/**
 * The app's route table: path builders derived from the screens' paths (@pxv/pixiv's SCREEN_PATHS,
 * which the router and the server read too), with no loader and nothing of the app above it, so any
 * floor may import it (it sits with settings and i18n, under data). `pathTo(route, params)` fills one of the route's registered
 * paths, so a link can only name a route that exists and must give exactly its parameters. Links in
 * features and components build their URLs here (or with the shorthands below); the paths
 * themselves are written once, there. (The start-page choices in settings/settings-schema.ts are
 * stored values, written out there.)
 */
import { SCREEN_PATHS, type RankType } from "@pxv/pixiv";
import { matchPath, type PathParam } from "react-router";
/** A screen of the app, as @pxv/pixiv lists their paths (app/screens.ts registers a loader for each). */
type ScreenId = keyof typeof SCREEN_PATHS;

type Routes<S extends ScreenId> = (typeof SCREEN_PATHS)[S];

/** Every route name of every screen (Home, Artwork, UserArtworks, …). */
export type RouteName = { [S in ScreenId]: keyof Routes<S> & string }[ScreenId];

/** The registered paths (canonical first, then aliases) of a route. */
type PathsOf<R extends RouteName> = {
  [S in ScreenId]: R extends keyof Routes<S> ? Routes<S>[R] : never;
}[ScreenId][number];

/** A path without parameters (`/setting`) takes none. */
type NoParams = Readonly<Record<string, never>>;

/** The parameters of one path pattern: `/users/:id/novels` → { id }. */
type ParamsOfPath<P extends string> = [PathParam<P>] extends [never]
  ? NoParams
  : { readonly [K in PathParam<P>]: string | number };

/** The parameters of any of a route's paths (a union: /following or /following/:tab). */
export type RouteParams<R extends RouteName> =
  PathsOf<R> extends infer P ? (P extends string ? ParamsOfPath<P> : never) : never;

type Query = Readonly<Record<string, string>> | URLSearchParams;

type PathArgs<R extends RouteName> =
  NoParams extends RouteParams<R>
    ? [params?: RouteParams<R>, query?: Query]
    : [params: RouteParams<R>, query?: Query];

/** Route name → its paths, canonical first. */
const ROUTE_PATHS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.values(SCREEN_PATHS).flatMap((routes) =>
    Object.entries(routes as Readonly<Record<string, readonly string[]>>),
  ),
);

const PARAM = /:(\w+)/g;

function paramNames(pattern: string): string {
  return [...pattern.matchAll(PARAM)]
    .map((match) => match[1])
    .sort()
    .join(",");
}

/**
 * The URL of a route: the first of its paths that takes exactly the given parameters (so
 * `pathTo("Following")` is /following and `pathTo("Following", { tab: 2 })` is /following/2), each
 * parameter URL-encoded, and the query when one is given and not empty.
 */
export function pathTo<R extends RouteName>(route: R, ...args: PathArgs<R>): string {
  const [params, query] = args as [Readonly<Record<string, string | number>>?, Query?];
  const values = params ?? {};
  const wanted = Object.keys(values).sort().join(",");
  const pattern = ROUTE_PATHS.get(route)?.find((path) => paramNames(path) === wanted);
  if (pattern === undefined) throw new Error(`No path of route ${route} takes the parameters [${wanted}]`);
  const path = pattern.replace(PARAM, (_, name: string) => encodeURIComponent(String(values[name])));
  const search = query === undefined ? "" : new URLSearchParams(query).toString();
  return search === "" ? path : `${path}?${search}`;
}

/**
 * A route's alias without parameters, named on purpose (the type accepts only a path the route
 * registers): for the links that keep pixiv's own address of a page, like /pixivision for the list.
 */
export function aliasPath<R extends RouteName>(route: R, path: PathsOf<R> & string): string {
  if (!routePaths(route).includes(path)) throw new Error(`${path} is not a path of route ${route}`);
  return path;
}

/** The paths of a route, canonical first (the route table registers them all). */
export function routePaths(route: RouteName): readonly string[] {
  return ROUTE_PATHS.get(route) ?? [];
}

export const DEFAULT_RANK_TYPE: RankType = "daily";

/** The routes whose first screen is pictures: cards, or an artwork's page. */
const PICTURE_ROUTES: readonly RouteName[] = [
  "Home",
  "HomeManga",
  "Rank",
  "SearchKeyword",
  "Artwork",
  "Users",
  "UserArtworks",
  "Discovery",
  "PopularIllust",
  "RecommendIllust",
  "RandomIllust",
  "Latest",
];

/** Whether a page opens with pictures (start-up's optional work waits for them: components/after-first-paint.ts). */
export function opensWithPictures(pathname: string): boolean {
  return PICTURE_ROUTES.some((route) =>
    routePaths(route).some((path) => matchPath({ path, caseSensitive: false }, pathname) !== null),
  );
}

// Shorthands for the links most screens make.
export const artworkPath = (id: number): string => pathTo("Artwork", { id });
/** The artwork page's query parameter naming the page (1-based) it opens at, scrolled into view. */
export const ARTWORK_PAGE_PARAM = "page";
/** A work's page opened at one of its pages (0-based `index`), as a list's inline page links it. */
export const artworkPagePath = (id: number, index: number): string =>
  pathTo("Artwork", { id }, { [ARTWORK_PAGE_PARAM]: String(index + 1) });
export const novelPath = (id: number): string => pathTo("NovelDetail", { id });
export const userPath = (id: number): string => pathTo("Users", { id });

/** The search screen, or the results of a keyword. */
export function searchPath(keyword?: string): string {
  return keyword === undefined ? pathTo("Search") : pathTo("SearchKeyword", { keyword });
}

/** /rank/{type}, with ?date= when a date was chosen. */
export function rankPath(type: RankType, date?: string): string {
  return pathTo("Rank", { type }, date === undefined ? undefined : { date });
}

/** /rank_novel/{mode}, with ?date= when a date was chosen. */
export function rankNovelPath(mode: string, date?: string): string {
  return pathTo("RankNovel", { type: mode }, date === undefined ? undefined : { date });
}

/** The paths the command registry and the shortcut sheet name (commands/). */
export const SEARCH_PATH = pathTo("Search");
export const KEYS_SETTING_PATH = pathTo("SettingKeys");
