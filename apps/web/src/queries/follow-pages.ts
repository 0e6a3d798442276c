/**
 * What each local follow (storage/follow-subject.ts) has now: the first page of its list, asked of
 * pxv's API exactly as the screens ask — so the server answers from the cache every visitor shares,
 * within the API's lifetimes, and pxv never crawls. A series lists its works oldest first, so its
 * newest ones are on its last page: the first page says how many there are, and the last page is
 * asked for when it is another. The works come back newest first, with the date they were posted.
 * Each request says it is Updates' (RequestOptions `purpose`): on a cache miss the server spends its
 * updates budget, and answers 503 with Retry-After when that is spent.
 */
import {
  buildSearchQuery,
  DEFAULT_PAGE_SIZE,
  isIllustRankMode,
  isNovelRankMode,
  keepsSearchResult,
  type Artwork,
  type Novel,
} from "@pxv/pixiv";
import type { QueryKey } from "@tanstack/react-query";
import type { DataSource } from "../data/data-source";
import type { RequestOptions } from "../data/request-options";
import { filtersOf, type FollowSubject } from "../storage/follow-subject";
import { STALE_TIME } from "./stale-times";
import { loadArea } from "../data/proxy-areas";

export type FollowedWork =
  { readonly kind: "illust"; readonly work: Artwork } | { readonly kind: "novel"; readonly work: Novel };

/** What the request depends on besides the subject: the content settings and today (JST). */
export interface FollowPageContext {
  readonly r18: boolean;
  readonly ai: boolean;
  /** Today as YYYY-MM-DD (JST): search spans count back from it. */
  readonly today: string;
  /** The ranking date shown by default now. */
  readonly rankDate: string;
  readonly isBlocked?: (term: string) => boolean;
}

export interface FollowPageRequest {
  readonly queryKey: QueryKey;
  /** The API's lifetime for this kind of list: asking again sooner is answered from the cache. */
  readonly staleTime: number;
  readonly fetch: (signal: AbortSignal) => Promise<FollowedWork[]>;
}

export const followPageKeys = {
  all: ["follow-page"] as const,
  page: (key: string, context: FollowPageContext) =>
    [...followPageKeys.all, key, context.r18, context.ai, context.today, context.rankDate] as const,
};

const illusts = (artworks: readonly Artwork[]): FollowedWork[] =>
  artworks.map((work) => ({ kind: "illust", work }));
const novels = (list: readonly Novel[]): FollowedWork[] => list.map((work) => ({ kind: "novel", work }));

/** Newest first by the date posted (ids break ties: a later id was posted later). */
export function newestFirst(works: readonly FollowedWork[]): FollowedWork[] {
  return [...works].sort((a, b) => b.work.created.localeCompare(a.work.created) || b.work.id - a.work.id);
}

/** A request of Updates: the server lets it reach pixiv only within its updates budget. */
const updates = (signal: AbortSignal): RequestOptions => ({ signal, purpose: "updates" });

/** A series' first page, and its last (the newest works) when that is another. */
async function firstAndLastPages<Page>(
  fetchPage: (page: number) => Promise<Page>,
  countOf: (first: Page) => number,
): Promise<Page[]> {
  const first = await fetchPage(1);
  const last = Math.max(1, Math.ceil(countOf(first) / DEFAULT_PAGE_SIZE));
  return last === 1 ? [first] : [first, await fetchPage(last)];
}

function fetcher(
  source: DataSource,
  subject: FollowSubject,
  context: FollowPageContext,
): (signal: AbortSignal) => Promise<FollowedWork[]> {
  switch (subject.kind) {
    case "tag":
    case "search": {
      const filters = filtersOf(subject);
      const query = buildSearchQuery(subject.works, subject.word, filters, context, 1);
      // The search screen's own filters (fewest likes, ages, ratio…) apply as they do there.
      const keeps = (item: Artwork | Novel): boolean => keepsSearchResult(item, filters);
      return async (signal) => {
        if (query === null) return [];
        const search = await loadArea(source, "search", signal);
        return subject.works === "illust"
          ? illusts((await search.searchIllusts(query, 1, updates(signal))).artworks.filter(keeps))
          : novels((await search.searchNovels(query, 1, updates(signal))).novels.filter(keeps));
      };
    }
    case "user": {
      const { userId, works } = subject;
      return async (signal) => {
        if (works === "novel") {
          const people = await loadArea(source, "people", signal);
          return novels((await people.getUserNovels(userId, 1, updates(signal))).novels);
        }
        const work = await loadArea(source, "work", signal);
        return illusts(
          (await work.getUserArtworks({ userId, type: works, page: 1 }, updates(signal))).artworks,
        );
      };
    }
    case "series":
      return async (signal) =>
        (
          await firstAndLastPages(
            (page) =>
              loadArea(source, "people", signal).then((area) =>
                area.getIllustSeries(subject.seriesId, page, updates(signal)),
              ),
            (page) => page.detail.series_work_count,
          )
        ).flatMap((page) => illusts(page.artworks));
    case "novel-series":
      return async (signal) =>
        (
          await firstAndLastPages(
            (page) =>
              loadArea(source, "people", signal).then((area) =>
                area.getNovelSeries(subject.seriesId, page, updates(signal)),
              ),
            (page) => page.detail.content_count,
          )
        ).flatMap((page) => novels(page.novels));
    case "ranking": {
      const { mode, works } = subject;
      const date = context.rankDate;
      return async (signal) => {
        if (works === "illust" && isIllustRankMode(mode))
          return illusts((await source.getRanking({ mode, date, page: 1 }, updates(signal))).artworks);
        if (works === "novel" && isNovelRankMode(mode))
          return novels((await source.getNovelRanking({ mode, date, page: 1 }, updates(signal))).novels);
        return [];
      };
    }
  }
}

const STALE_BY_KIND: Record<FollowSubject["kind"], number> = {
  tag: STALE_TIME.searchResults,
  search: STALE_TIME.searchResults,
  user: STALE_TIME.memberArtwork,
  series: STALE_TIME.memberArtwork,
  "novel-series": STALE_TIME.memberArtwork,
  ranking: STALE_TIME.ranking,
};

/** How to ask for a follow's first page now (a ranking keeps its order: best first). */
export function followPageRequest(
  source: DataSource,
  key: string,
  subject: FollowSubject,
  context: FollowPageContext,
): FollowPageRequest {
  const fetch = fetcher(source, subject, context);
  return {
    queryKey: followPageKeys.page(key, context),
    staleTime: STALE_BY_KIND[subject.kind],
    fetch: subject.kind === "ranking" ? fetch : async (signal) => newestFirst(await fetch(signal)),
  };
}
