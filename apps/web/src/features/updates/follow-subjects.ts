/**
 * Where a followed thing lives: the pxv page that shows it, and its feed on this instance (the
 * server's `/feeds/…` routes, in Atom, RSS or JSON Feed) — the address a feed reader and an OPML
 * file get. The feed of a search carries the filters a feed takes (match mode, fewest bookmarks,
 * whether AI and R-18 works are asked for).
 */
import { DEFAULT_SEARCH_FILTERS, RANK_TYPES, type RankType } from "@pxv/pixiv";
import { pathTo, rankNovelPath, rankPath } from "../../routing/paths";
import { filtersOf, type FollowSubject } from "../../storage/follow-subject";
import { paramsFromFilters } from "../search/search-params";
import { searchTabPath } from "../search/search-paths";

export type FeedFormat = "atom" | "rss" | "json";

/** The ranking screen's type (`/rank/{type}`) that shows an illustration ranking mode. */
export function rankTypeOfMode(mode: string): RankType | undefined {
  return (Object.keys(RANK_TYPES) as RankType[]).find((type) => RANK_TYPES[type].mode === mode);
}

/** The pxv page of a followed thing. */
export function followPagePath(subject: FollowSubject): string {
  switch (subject.kind) {
    case "tag":
    case "search":
      return searchTabPath(
        subject.works,
        subject.word,
        paramsFromFilters(filtersOf(subject), DEFAULT_SEARCH_FILTERS),
      );
    case "user":
      return subject.works === "novel"
        ? pathTo("UserNovels", { id: subject.userId })
        : pathTo("UserArtworks", { id: subject.userId }, { type: subject.works });
    case "series":
      return pathTo("IllustSeries", { uid: subject.userId, sid: subject.seriesId });
    case "novel-series":
      return pathTo("NovelSeries", { id: subject.seriesId });
    case "ranking": {
      if (subject.works === "novel") return rankNovelPath(subject.mode);
      const type = rankTypeOfMode(subject.mode);
      return type === undefined ? rankPath("daily") : rankPath(type);
    }
  }
}

/** The feed's path and query on this instance, without the format's extension. */
function feedBase(subject: FollowSubject): { path: string; query: URLSearchParams } {
  const query = new URLSearchParams();
  const word = (value: string): string => encodeURIComponent(value);
  switch (subject.kind) {
    case "tag":
    case "search": {
      const filters = filtersOf(subject);
      query.set("mode", filters.target);
      if (filters.minLikes > 0) query.set("min_bookmarks", String(filters.minLikes));
      if (filters.age === "r18") query.set("r18", "1");
      const root = subject.works === "illust" ? "search" : "novel-search";
      return { path: `/feeds/${root}/${word(subject.word)}`, query };
    }
    case "user": {
      const works = subject.works === "illust" ? "illusts" : subject.works;
      return {
        path: `/feeds/users/${String(subject.userId)}/${works === "novel" ? "novels" : works}`,
        query,
      };
    }
    case "series":
      return { path: `/feeds/series/${String(subject.seriesId)}`, query };
    case "novel-series":
      return { path: `/feeds/novel-series/${String(subject.seriesId)}`, query };
    case "ranking":
      return {
        path: `/feeds/${subject.works === "illust" ? "ranking" : "novel-ranking"}/${subject.mode}`,
        query,
      };
  }
}

/** The feed's absolute address on this instance (`origin`: the page's own). */
export function followFeedUrl(subject: FollowSubject, format: FeedFormat, origin: string): string {
  const { path, query } = feedBase(subject);
  const search = query.toString();
  return `${origin}${path}.${format}${search === "" ? "" : `?${search}`}`;
}
