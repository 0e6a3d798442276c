/**
 * The follows as OPML 2.0, the file feed readers exchange subscriptions in: one outline per follow
 * with its feed on this instance (`xmlUrl`, Atom) and its pxv page (`htmlUrl`). Reading a file back
 * takes each outline's pxv page — or, for a file another tool wrote, its feed address — and turns
 * it into a follow, checking every part (a page or feed pxv does not know, an id that is not one, a
 * filter that is not a choice); what cannot be read is named with its place, never half-imported.
 */
import {
  DEFAULT_SEARCH_FILTERS,
  isIllustRankMode,
  isNovelRankMode,
  isRankType,
  RANK_TYPES,
} from "@pxv/pixiv";
import { matchPath } from "react-router";
import { matchId } from "../../routing/id-param";
import { routePaths, type RouteName } from "../../routing/paths";
import { followKey, searchSubject, type FollowSubject } from "../../storage/follow-subject";
import { filtersFromParams } from "../search/search-params";
import { followFeedUrl, followPagePath } from "./follow-subjects";

export interface OpmlFollow {
  readonly subject: FollowSubject;
  readonly label: string;
}

const xml = (text: string): string =>
  text
    // Characters XML 1.0 does not allow at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** The OPML file of these follows; `origin` is this instance's address (the page's own). */
export function writeOpml(follows: readonly OpmlFollow[], origin: string, now: Date): string {
  const outlines = follows.map(({ subject, label }) => {
    const attributes = [
      `text="${xml(label)}"`,
      `title="${xml(label)}"`,
      `type="rss"`,
      `xmlUrl="${xml(followFeedUrl(subject, "atom", origin))}"`,
      `htmlUrl="${xml(`${origin}${followPagePath(subject)}`)}"`,
    ];
    return `    <outline ${attributes.join(" ")}/>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<opml version="2.0">`,
    `  <head>`,
    `    <title>pxv follows</title>`,
    `    <dateCreated>${now.toUTCString()}</dateCreated>`,
    `  </head>`,
    `  <body>`,
    ...outlines,
    `  </body>`,
    `</opml>`,
    ``,
  ].join("\n");
}

/** The route's parameters in a page address, decoded; null when it is not that route's (or not decodable). */
function match(route: RouteName, pathname: string): Record<string, string> | null {
  for (const pattern of routePaths(route)) {
    const found = matchPath({ path: pattern, caseSensitive: false, end: true }, pathname);
    if (found === null) continue;
    try {
      return Object.fromEntries(
        Object.entries(found.params).map(([name, value]) => [name, decodeURIComponent(value ?? "")]),
      );
    } catch {
      return null;
    }
  }
  return null;
}

const idOf = (text: string | undefined): number | null => {
  const id = text === undefined ? null : matchId(text);
  return id === null ? null : Number(id);
};

/** A followed tag or search from a page's or feed's word and query; null for an empty or overlong word. */
function searchFollowOf(
  works: "illust" | "novel",
  word: string,
  params: URLSearchParams,
): FollowSubject | null {
  const trimmed = word.trim();
  if (trimmed === "" || trimmed.length > 200) return null;
  return searchSubject(works, trimmed, filtersFromParams(works, params, DEFAULT_SEARCH_FILTERS));
}

/** The follow a pxv page address stands for, or null. */
export function subjectOfPage(url: URL): FollowSubject | null {
  const path = url.pathname;
  const params = url.searchParams;
  const keyword = match("SearchKeyword", path)?.["keyword"];
  if (keyword !== undefined) return searchFollowOf("illust", keyword, params);
  const novelKeyword = match("SearchNovel", path)?.["keyword"];
  if (novelKeyword !== undefined) return searchFollowOf("novel", novelKeyword, params);
  const artworks = idOf(match("UserArtworks", path)?.["id"]);
  if (artworks !== null)
    return { kind: "user", userId: artworks, works: params.get("type") === "manga" ? "manga" : "illust" };
  const novels = idOf(match("UserNovels", path)?.["id"]);
  if (novels !== null) return { kind: "user", userId: novels, works: "novel" };
  const series = match("IllustSeries", path);
  const seriesId = idOf(series?.["sid"]);
  const seriesUser = idOf(series?.["uid"]);
  if (seriesId !== null && seriesUser !== null) return { kind: "series", seriesId, userId: seriesUser };
  const novelSeries = idOf(match("NovelSeries", path)?.["id"]);
  if (novelSeries !== null) return { kind: "novel-series", seriesId: novelSeries };
  const rank = match("Rank", path)?.["type"];
  if (rank !== undefined && isRankType(rank))
    return { kind: "ranking", mode: RANK_TYPES[rank].mode, works: "illust" };
  const novelRank = match("RankNovel", path)?.["type"];
  if (novelRank !== undefined && isNovelRankMode(novelRank))
    return { kind: "ranking", mode: novelRank, works: "novel" };
  return null;
}

const FEED =
  /^\/feeds\/(ranking|novel-ranking|search|novel-search|series|novel-series|users)\/(.+)\.(atom|rss|json)$/;

/** The follow one of pxv's feed addresses stands for (a file written by another tool), or null. */
export function subjectOfFeed(url: URL): FollowSubject | null {
  const found = FEED.exec(url.pathname);
  if (found === null) return null;
  const [, root, rest = ""] = found;
  let tail: string;
  try {
    tail = decodeURIComponent(rest);
  } catch {
    return null;
  }
  switch (root) {
    case "search":
    case "novel-search":
      return searchFollowOf(root === "search" ? "illust" : "novel", tail, url.searchParams);
    case "users": {
      const [id, works] = tail.split("/");
      const userId = idOf(id);
      const kind =
        works === "illusts" ? "illust" : works === "manga" ? "manga" : works === "novels" ? "novel" : null;
      return userId === null || kind === null ? null : { kind: "user", userId, works: kind };
    }
    case "novel-series": {
      const seriesId = idOf(tail);
      return seriesId === null ? null : { kind: "novel-series", seriesId };
    }
    case "ranking":
      return isIllustRankMode(tail) ? { kind: "ranking", mode: tail, works: "illust" } : null;
    case "novel-ranking":
      return isNovelRankMode(tail) ? { kind: "ranking", mode: tail, works: "novel" } : null;
    default:
      // An illustration series' feed does not name its author: its page address does.
      return null;
  }
}

export interface OpmlReading {
  readonly follows: readonly OpmlFollow[];
  /** Outlines that were not read, by place (`outline 3`) and why. */
  readonly refused: readonly { readonly place: string; readonly reason: "unknown" | "no_address" }[];
}

/** Reads an OPML file; throws an Error whose message says why when it is not OPML at all. */
export function readOpml(text: string): OpmlReading {
  const document = new DOMParser().parseFromString(text, "application/xml");
  if (document.getElementsByTagName("parsererror").length > 0) throw new Error("not_xml");
  if (document.documentElement.nodeName !== "opml") throw new Error("not_opml");
  const follows = new Map<string, OpmlFollow>();
  const refused: OpmlReading["refused"][number][] = [];
  const outlines = [...document.getElementsByTagName("outline")].filter(
    (outline) => outline.hasAttribute("htmlUrl") || outline.hasAttribute("xmlUrl"),
  );
  outlines.forEach((outline, index) => {
    const place = `outline ${String(index + 1)}`;
    const parse = (value: string | null): URL | null => {
      if (value === null) return null;
      try {
        return new URL(value, "https://pxv.invalid");
      } catch {
        return null;
      }
    };
    const page = parse(outline.getAttribute("htmlUrl"));
    const feed = parse(outline.getAttribute("xmlUrl"));
    if (page === null && feed === null) {
      refused.push({ place, reason: "no_address" });
      return;
    }
    const subject =
      (page === null ? null : subjectOfPage(page)) ?? (feed === null ? null : subjectOfFeed(feed));
    if (subject === null) {
      refused.push({ place, reason: "unknown" });
      return;
    }
    const label = (outline.getAttribute("text") ?? outline.getAttribute("title") ?? "").trim().slice(0, 200);
    follows.set(followKey(subject), { subject, label: label === "" ? followKey(subject) : label });
  });
  return { follows: [...follows.values()], refused };
}
