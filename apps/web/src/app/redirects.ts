/**
 * The redirects: /rank and pixiv's own URL shapes (so that swapping the domain of a pixiv link
 * works) lead to the app's screens; where they go is built with the screens' path builders and
 * their query ids are checked by the one id matcher. routes.tsx registers each path as a route
 * whose loader redirects.
 */
import { isRankType, parseRankDate, type RankType } from "@pxv/pixiv";
import { matchId } from "./id-param";
import { DEFAULT_RANK_TYPE, pathTo, rankPath } from "./paths";

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
    paths: ["/rank", "/ranking", "/ranking.php"],
    to: (_, query) => rankRedirectTarget(query),
  },
  // pixiv's own URL shapes.
  {
    name: "PixivNovelShow",
    paths: ["/novel/show.php"],
    to: (_, query) => {
      const id = matchId(query.get("id"));
      return id === null ? NOT_FOUND_PATH : pathTo("NovelDetail", { id });
    },
  },
  {
    name: "PixivMember",
    paths: ["/member.php"],
    to: (_, query) => {
      const id = matchId(query.get("id"));
      return id === null ? NOT_FOUND_PATH : pathTo("Users", { id });
    },
  },
  {
    name: "PixivMemberIllust",
    paths: ["/member_illust.php"],
    to: (_, query) => {
      const illust = matchId(query.get("illust_id"));
      if (illust !== null) return pathTo("Artwork", { id: illust });
      const user = matchId(query.get("id"));
      return user === null ? NOT_FOUND_PATH : pathTo("UserArtworks", { id: user });
    },
  },
  {
    name: "PixivTags",
    paths: [
      "/tags/:word",
      "/tags/:word/artworks",
      "/tags/:word/illustrations",
      "/tags/:word/manga",
      "/tags/:word/top",
    ],
    to: ({ word = "" }) => pathTo("SearchKeyword", { keyword: word }),
  },
  {
    name: "PixivTagsNovels",
    paths: ["/tags/:word/novels"],
    to: ({ word = "" }) => pathTo("SearchNovel", { keyword: word }),
  },
  // pixiv's language prefix (/en/artworks/1): the same page without it.
  {
    name: "PixivLanguagePrefix",
    paths: ["/en/*"],
    to: (params, query) => {
      const search = query.toString();
      // The splat arrives decoded; a redirect's Location header takes only ASCII, so each segment
      // is encoded again (/en/tags/風景/artworks).
      const path = (params["*"] ?? "").split("/").map(enc).join("/");
      return `/${path}${search === "" ? "" : `?${search}`}`;
    },
  },
];
