/**
 * Every app path in one place: the route table registers these, and links build their URLs here, so
 * a route and the links to it cannot drift apart. Aliases follow PRODUCT.md §2 Routes.
 */
import type { RankType } from "@pxv/pixiv";

export const HOME_PATHS = ["/", "/home", "/index", "/index.html"] as const;
export const RANK_REDIRECT_PATHS = ["/rank", "/ranking", "/ranking.php"] as const;
export const ARTWORK_PATH_PREFIXES = ["/artworks", "/illusts", "/illust", "/i"] as const;
export const SEARCH_PATH = "/search";
export const SEARCH_KEYWORD_PATH_PREFIXES = ["/search", "/s"] as const;
export const SETTING_PATH = "/setting";
export const KEYS_SETTING_PATH = "/setting/keys";
/** The list of live streams. */
export const LIVES_PATH = "/lives";

export const DEFAULT_RANK_TYPE: RankType = "daily";

export function isHomePath(pathname: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(pathname);
}

export function artworkPath(id: number): string {
  return `/artworks/${id}`;
}

export function rankPath(type: RankType, date?: string): string {
  return date === undefined ? `/rank/${type}` : `/rank/${type}?date=${date}`;
}

export function searchPath(keyword?: string): string {
  return keyword === undefined ? SEARCH_PATH : `${SEARCH_PATH}/${encodeURIComponent(keyword)}`;
}

export function novelPath(id: number): string {
  return `/novel/${id}`;
}

export function userPath(id: number): string {
  return `/users/${id}`;
}

/** /rank_novel/{mode}, with ?date= when a date was chosen. */
export function rankNovelPath(mode: string, date?: string): string {
  return date === undefined ? `/rank_novel/${mode}` : `/rank_novel/${mode}?date=${date}`;
}
