/**
 * The redirects: /rank and pixiv's own URL shapes (so that swapping the domain of a pixiv link
 * works) lead to the app's screens (their paths written once in @pxv/pixiv's REDIRECT_PATHS, which
 * the server reads too); where they go is built with the screens' path builders and
 * their query ids are checked by the one id matcher. routes.tsx registers each path as a route
 * whose loader redirects.
 */
import { REDIRECT_PATHS, isRankType, parseRankDate, type RankType } from "@pxv/pixiv";
import { matchId } from "../routing/id-param";
import { DEFAULT_RANK_TYPE, pathTo, rankPath } from "../routing/paths";

export interface RedirectEntry {
  readonly name: string;
  readonly paths: readonly string[];
  /** Where to go from this URL (params are the route's, query its search parameters). */
  readonly to: (params: Readonly<Record<string, string | undefined>>, query: URLSearchParams) => string;
}

/** Where an unknown pixiv id goes: the 404 page (no route has this path). */
const NOT_FOUND_PATH = "/404";
const enc = encodeURIComponent;

/** /rank, /ranking and /ranking.php: pixiv's ?mode=weekly&date=20251101 is kept when valid. */
function rankRedirectTarget(query: URLSearchParams): string {
  const mode = query.get("mode") ?? "";
  const type: RankType = isRankType(mode) ? mode : DEFAULT_RANK_TYPE;
  const date = parseRankDate(query.get("date") ?? "");
  return date === null ? rankPath(type) : rankPath(type, date);
}

export const REDIRECT_TABLE: readonly RedirectEntry[] = [
  {
    name: "RankRedirect",
    paths: REDIRECT_PATHS.RankRedirect,
    to: (_, query) => rankRedirectTarget(query),
  },
  // pixiv's own URL shapes.
  {
    name: "PixivNovelShow",
    paths: REDIRECT_PATHS.PixivNovelShow,
    to: (_, query) => {
      const id = matchId(query.get("id"));
      return id === null ? NOT_FOUND_PATH : pathTo("NovelDetail", { id });
    },
  },
  {
    name: "PixivMember",
    paths: REDIRECT_PATHS.PixivMember,
    to: (_, query) => {
      const id = matchId(query.get("id"));
      return id === null ? NOT_FOUND_PATH : pathTo("Users", { id });
    },
  },
  {
    name: "PixivMemberIllust",
    paths: REDIRECT_PATHS.PixivMemberIllust,
    to: (_, query) => {
      const illust = matchId(query.get("illust_id"));
      if (illust !== null) return pathTo("Artwork", { id: illust });
      const user = matchId(query.get("id"));
      return user === null ? NOT_FOUND_PATH : pathTo("UserArtworks", { id: user });
    },
  },
  {
    name: "PixivTags",
    paths: REDIRECT_PATHS.PixivTags,
    to: ({ word = "" }) => pathTo("SearchKeyword", { keyword: word }),
  },
  {
    name: "PixivTagsNovels",
    paths: REDIRECT_PATHS.PixivTagsNovels,
    to: ({ word = "" }) => pathTo("SearchNovel", { keyword: word }),
  },
  {
    name: "PixivLanguagePrefix",
    paths: REDIRECT_PATHS.PixivLanguagePrefix,
    to: (params, query) => {
      const search = query.toString();
      // The splat arrives decoded; a redirect's Location header takes only ASCII, so each segment
      // is encoded again (/en/tags/風景/artworks).
      const path = (params["*"] ?? "").split("/").map(enc).join("/");
      return `/${path}${search === "" ? "" : `?${search}`}`;
    },
  },
];
