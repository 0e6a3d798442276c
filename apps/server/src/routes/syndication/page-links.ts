/**
 * Absolute links to pxv's own pages, for feed entries and feeds: each path is the canonical path of
 * its screen in @pxv/pixiv's SCREEN_PATHS (the table the web app builds its router from), filled in
 * and put on the instance's public origin (public-origin.ts). pixiv's own addresses, which stay the
 * same whichever instance serves a feed, are the entries' permanent ids.
 */
import { RANK_TYPES, SCREEN_PATHS, WWW_ORIGIN, type IllustRankMode } from "@pxv/pixiv";

/** A React Router pattern with its `:name` parameters filled in, each encoded as one segment. */
function fill(pattern: string, values: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** The canonical paths of the screens feeds link to. */
const PATHS = {
  artwork: SCREEN_PATHS.artwork.Artwork[0],
  novel: SCREEN_PATHS.novel.NovelDetail[0],
  user: SCREEN_PATHS.user.Users[0],
  userArtworks: SCREEN_PATHS.user.UserArtworks[0],
  userNovels: SCREEN_PATHS.user.UserNovels[0],
  rank: SCREEN_PATHS.rank.Rank[0],
  rankNovel: SCREEN_PATHS["rank-novel"].RankNovel[0],
  search: SCREEN_PATHS.search.SearchKeyword[0],
  searchNovel: SCREEN_PATHS["search-novel"].SearchNovel[1],
  illustSeries: SCREEN_PATHS["illust-series"].IllustSeries[0],
  novelSeries: SCREEN_PATHS["novel-series"].NovelSeries[0],
} as const;

/** The ranking page's type for an app API mode (`day` → `daily`); the daily ranking for a mode it has no page for. */
function rankType(mode: IllustRankMode): string {
  const entry = Object.entries(RANK_TYPES).find(([, type]) => type.mode === mode);
  return entry?.[0] ?? "daily";
}

/** Links on one instance's public origin (`https://pxv.example`, or with a path prefix). */
export function pageLinks(origin: string) {
  const at = (pattern: string, values: Readonly<Record<string, string | number>> = {}) =>
    `${origin}${fill(pattern, values)}`;
  return {
    origin,
    artwork: (id: number) => at(PATHS.artwork, { id }),
    novel: (id: number) => at(PATHS.novel, { id }),
    user: (id: number) => at(PATHS.user, { id }),
    userArtworks: (id: number) => at(PATHS.userArtworks, { id }),
    userNovels: (id: number) => at(PATHS.userNovels, { id }),
    rank: (mode: IllustRankMode) => at(PATHS.rank, { type: rankType(mode) }),
    rankNovel: (mode: string) => at(PATHS.rankNovel, { type: mode }),
    search: (word: string) => at(PATHS.search, { keyword: word }),
    searchNovel: (word: string) => at(PATHS.searchNovel, { keyword: word }),
    illustSeries: (userId: number, seriesId: number) =>
      at(PATHS.illustSeries, { uid: userId, sid: seriesId }),
    novelSeries: (id: number) => at(PATHS.novelSeries, { id }),
    /** A path on this origin (a picture through the image proxy, a feed's own path). */
    path: (path: string) => `${origin}${path}`,
  };
}

export type PageLinks = ReturnType<typeof pageLinks>;

/** pixiv's own address of a work or novel: an entry's id, the same on every instance. */
export const pixivWorkId = (kind: "illust" | "novel", id: number): string =>
  kind === "illust"
    ? `${WWW_ORIGIN}/artworks/${String(id)}`
    : `${WWW_ORIGIN}/novel/show.php?id=${String(id)}`;
