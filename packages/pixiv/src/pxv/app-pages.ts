/**
 * The web app's page paths, written once: each screen's routes (a name, then its canonical path and
 * its aliases) and the paths that redirect to a screen (pixiv's own URL shapes). The web app builds
 * its router and its typed links from these (apps/web/src/app/screens.ts, redirects.ts); the server
 * reads them to know which paths are pages (answered with the app) and which are not (a 404). Paths
 * are React Router patterns: `:name` is one path segment, a final `*` any rest; matching ignores
 * case and a trailing slash, as the router does. Paths and names follow PRODUCT.md §2 Routes.
 * Some parameters are ids (SCREEN_ID_PARAMS): a path whose id is not of its kind (/artworks/abc) is
 * not a page, for the server (a 404) as for the app (its not-found screen).
 */

/** Screen id → route name → [canonical path, ...aliases]. */
export const SCREEN_PATHS = {
  home: { Home: ["/", "/home", "/index", "/index.html"] },
  "home-manga": { HomeManga: ["/home_manga"] },
  "home-novel": { HomeNovel: ["/home_novel"] },
  search: { Search: ["/search"], SearchKeyword: ["/search/:keyword", "/s/:keyword"] },
  "search-novel": { SearchNovel: ["/search_novel", "/search_novel/:keyword"] },
  "search-user": { SearchUser: ["/search_user", "/search_user/:word"] },
  rank: { Rank: ["/rank/:type"] },
  "rank-novel": { RankNovel: ["/rank_novel/:type"] },
  following: { Following: ["/following", "/following/:tab"] },
  // Local follows' new works (issue 27): anyone, signed in or not.
  updates: { Updates: ["/updates"] },
  setting: { Setting: ["/setting"] },
  artwork: { Artwork: ["/artworks/:id", "/illusts/:id", "/illust/:id", "/i/:id"] },
  novel: { NovelDetail: ["/novel/:id", "/novels/:id", "/n/:id"] },
  user: {
    Users: ["/users/:id", "/u/:id"],
    UserArtworks: ["/users/:id/artworks", "/users/:id/illustrations"],
    UserNovels: ["/users/:id/novels"],
    UserFavorites: ["/users/:id/favorites", "/users/:id/bookmarks/artworks"],
    UserFavoriteNovels: ["/users/:id/favorite_novels", "/users/:id/bookmarks/novels"],
  },
  "illust-series": { IllustSeries: ["/user/:uid/series/:sid"] },
  "novel-series": { NovelSeries: ["/novel/series/:id"] },
  "setting-history": { SettingHistory: ["/setting/history"] },
  // Works kept on this device (issue 26), signed in or not; reached from Settings beside History.
  "local-favorites": { LocalFavorites: ["/favorites/local"] },
  "setting-clear-cache": { SettingClearCache: ["/setting/clearcache"] },
  "setting-contents": { SettingContentsDisplay: ["/setting/contents_display"] },
  "setting-preference": { SettingPreference: ["/setting/preference", "/setting/others"] },
  "setting-about": { SettingAbout: ["/setting/about"] },
  "setting-faq": { SettingFaq: ["/setting/about/faq"] },
  "setting-disclaimer": { SettingDisclaimer: ["/setting/about/disclaimer"] },
  "setting-down-app": { SettingDownApp: ["/setting/down_app"] },
  "setting-recommend": { SettingRecommend: ["/setting/osusume", "/setting/recommend"] },
  "setting-accent": { SettingAccentColor: ["/setting/accent_color"] },
  "setting-keys": { SettingKeys: ["/setting/keys"] },
  "setting-sync": { SettingSync: ["/setting/sync"] },
  discovery: { Discovery: ["/discovery", "/discovery/anonymous"] },
  "discovery-pollution": { DiscoveryPollution: ["/discovery/pollution"] },
  popular: { PopularIllust: ["/popular_illust"] },
  recommend: { RecommendIllust: ["/osusume_illust", "/recom_illust"] },
  random: { RandomIllust: ["/random_illust"] },
  // The Home cards' "latest" lists in full (illust, manga, novel).
  latest: { Latest: ["/latest/:kind"] },
  spotlights: { Spotlights: ["/spotlights", "/pixivision"] },
  spotlight: { Spotlight: ["/spotlight/:id", "/sp/:id"] },
  // PRODUCT.md gives /a/{id} both to artworks ("in some notes") and to pixivision articles; the
  // pixivision reading is the one stated without hedging.
  pixivision: { Pixivision: ["/pixivision/:id", "/a/:id"], SpotlightDetail: ["/spotlight/:type/:id"] },
  "account-session": { AccountSession: ["/account/session"] },
  "account-login": { AccountLogin: ["/account/login"] },
  "account-oauth": { AccountOAuth: ["/account/oauth"] },
  lives: { Lives: ["/lives"] },
  live: { Live: ["/live/:id"] },
} as const satisfies Readonly<Record<string, Readonly<Record<string, readonly [string, ...string[]]>>>>;

/**
 * What each kind of id looks like, as a regular expression's source: pixiv's works, users and series
 * are positive integers of at most 15 digits (longer strings are not ids); pixivision articles have
 * at most 10; live streams are pixiv Sketch ids, up to 20 digits, which do not fit a JavaScript number.
 */
export const ID_PATTERNS = {
  pixiv: "[1-9]\\d{0,14}",
  article: "[1-9]\\d{0,9}",
  live: "\\d{1,20}",
} as const satisfies Readonly<Record<string, string>>;

export type IdKind = keyof typeof ID_PATTERNS;

/** The route parameters of a screen that are ids, by name. */
export type IdParams = Readonly<Record<string, IdKind>>;

/** Screen id → the parameters of its paths that are ids, and their kind. */
export const SCREEN_ID_PARAMS = {
  artwork: { id: "pixiv" },
  novel: { id: "pixiv" },
  user: { id: "pixiv" },
  "illust-series": { uid: "pixiv", sid: "pixiv" },
  "novel-series": { id: "pixiv" },
  spotlight: { id: "article" },
  pixivision: { id: "article" },
  live: { id: "live" },
} as const satisfies Partial<Readonly<Record<keyof typeof SCREEN_PATHS, IdParams>>>;

/** Redirect name → the paths that lead to a screen (/rank, pixiv's own URL shapes). */
export const REDIRECT_PATHS = {
  RankRedirect: ["/rank", "/ranking", "/ranking.php"],
  PixivNovelShow: ["/novel/show.php"],
  PixivMember: ["/member.php"],
  PixivMemberIllust: ["/member_illust.php"],
  PixivTags: [
    "/tags/:word",
    "/tags/:word/artworks",
    "/tags/:word/illustrations",
    "/tags/:word/manga",
    "/tags/:word/top",
  ],
  PixivTagsNovels: ["/tags/:word/novels"],
  // pixiv's language prefix (/en/artworks/1): the same page without it.
  PixivLanguagePrefix: ["/en/*"],
} as const satisfies Readonly<Record<string, readonly [string, ...string[]]>>;

/**
 * A React Router pattern as a regular expression over a URL's path (still percent-encoded); an id
 * parameter matches only an id of its kind.
 */
function patternRegExp(pattern: string, ids: IdParams = {}): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return ".*";
      if (segment.startsWith(":")) {
        const kind = ids[segment.slice(1)];
        return kind === undefined ? "[^/]+" : `(?:${ID_PATTERNS[kind]})`;
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${source.replace(/\/$/, "")}/?$`, "i");
}

/** Made on first use (the web app's bundle never calls it). */
let pagePatterns: readonly RegExp[] | null = null;

/** True when the app has a page (a screen or a redirect to one) at this path (no query). */
export function isAppPagePath(pathname: string): boolean {
  if (pagePatterns === null) {
    const idParams: Readonly<Record<string, IdParams>> = SCREEN_ID_PARAMS;
    const screens = Object.entries(SCREEN_PATHS).flatMap(([screen, routes]) =>
      Object.values<readonly string[]>(routes)
        .flat()
        .map((path) => patternRegExp(path, idParams[screen])),
    );
    // The language prefix is judged by what follows it (below), not as a page of any path.
    const redirects: readonly (readonly string[])[] = Object.entries(REDIRECT_PATHS)
      .filter(([name]) => name !== "PixivLanguagePrefix")
      .map(([, paths]) => paths);
    pagePatterns = [...screens, ...redirects.flat().map((path) => patternRegExp(path))];
  }
  const unprefixed = LANGUAGE_PREFIX.exec(pathname);
  if (unprefixed !== null) return isAppPagePath(unprefixed[1] ?? "/");
  return pagePatterns.some((pattern) => pattern.test(pathname));
}

/** pixiv's language prefix (REDIRECT_PATHS.PixivLanguagePrefix): /en/artworks/1 is /artworks/1. */
const LANGUAGE_PREFIX = /^\/en(\/.*)$/i;
