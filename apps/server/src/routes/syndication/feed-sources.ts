/**
 * What each feed is made from: the HibiAPI route whose call answers it (the same upstream call and
 * response-cache entry as `/api/pixiv/<name>` with that query: nothing asks pixiv a second way), and
 * how that answer becomes the feed's list — pixiv's body read with @pxv/pixiv's wire schema,
 * normalized to Artwork or Novel (pictures on the image proxy's paths), filtered, made entries.
 * Search feeds keep pxv's search filters (@pxv/pixiv `keepsSearchResult`): R-18 and AI-generated
 * works are left out unless asked for, and `min_bookmarks` drops works with fewer bookmarks.
 */
import type { z } from "zod";
import {
  DEFAULT_SEARCH_FILTERS,
  illustListBodySchema,
  illustSeriesBodySchema,
  keepsSearchResult,
  normalizeIllust,
  normalizeNovel,
  novelListBodySchema,
  novelSeriesBodySchema,
  rankingBodySchema,
  rewriteImageUrl,
  searchIllustBodySchema,
  searchNovelBodySchema,
  type AppIllust,
  type AppNovel,
  type Artwork,
  type IllustRankMode,
  type IllustSearchTarget,
  type Novel,
  type NovelRankMode,
  type NovelSearchTarget,
  type SearchFilters,
} from "@pxv/pixiv";
import { UpstreamInvalidError } from "../../errors.js";
import type { FeedEntry } from "./feed-model.js";
import type { PageLinks } from "./page-links.js";
import { artworkEntry, novelEntry } from "./work-entries.js";

/** The filters of a search feed, as its query gives them. */
export interface SearchFeedFilters {
  readonly minBookmarks: number;
  /** Keep AI-generated works. */
  readonly ai: boolean;
  /** Keep R-18 (and R-18G) works. */
  readonly r18: boolean;
}

/** One feed, as its route's path and query name it. */
export type FeedRequest =
  | { readonly kind: "ranking"; readonly mode: IllustRankMode }
  | { readonly kind: "novel-ranking"; readonly mode: NovelRankMode }
  | { readonly kind: "user-works"; readonly userId: number; readonly content: "illust" | "manga" }
  | { readonly kind: "user-novels"; readonly userId: number }
  | {
      readonly kind: "search";
      readonly word: string;
      readonly target: IllustSearchTarget;
      readonly filters: SearchFeedFilters;
    }
  | {
      readonly kind: "novel-search";
      readonly word: string;
      readonly target: NovelSearchTarget;
      readonly filters: SearchFeedFilters;
    }
  | { readonly kind: "series"; readonly seriesId: number }
  | { readonly kind: "novel-series"; readonly seriesId: number };

/** A feed's list before it is dated and addressed. */
export interface FeedList {
  readonly title: string;
  readonly description: string;
  readonly link: string;
  readonly entries: readonly FeedEntry[];
}

export interface FeedSource {
  /** The HibiAPI route (routes/hibi-api/table.ts) whose call answers the feed. */
  readonly hibiRoute: string;
  /** That route's query, as a client would send it (its schema applies the defaults). */
  readonly hibiQuery: Readonly<Record<string, string>>;
  /** The feed's list from the route's 200 body. */
  read(body: unknown, links: PageLinks): FeedList;
}

const normalizeOptions = { rewriteImageUrl: (url: string) => rewriteImageUrl(url) };

/** pixiv's body read with its schema; a body of another shape is pixiv's failure, never a feed. */
function bodyOf<T>(schema: z.ZodType<T>, body: unknown, route: string): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issuePath = result.error.issues[0]?.path.join(".") || "(root)";
  throw new UpstreamInvalidError("app-api", `/api/pixiv/${route}`, issuePath);
}

const artworks = (illusts: readonly AppIllust[]): Artwork[] =>
  illusts.map((illust) => normalizeIllust(illust, normalizeOptions)).filter((work) => work.visible);
const novels = (list: readonly AppNovel[]): Novel[] =>
  list.map((novel) => normalizeNovel(novel, normalizeOptions)).filter((novel) => novel.visible);

/** pxv's search filters with the feed's: every other filter stays open. */
function searchFilters(filters: SearchFeedFilters): SearchFilters {
  return {
    ...DEFAULT_SEARCH_FILTERS,
    minLikes: filters.minBookmarks,
    age: filters.r18 ? "all" : "safe",
    ai: filters.ai ? "all" : "hide",
  };
}

/** The author's name from their first work, else their id (a user without works). */
const authorName = (works: readonly { readonly author: { readonly name: string } }[], id: number) =>
  works[0]?.author.name ?? `user ${String(id)}`;

export function feedSource(request: FeedRequest): FeedSource {
  switch (request.kind) {
    case "ranking":
      return {
        hibiRoute: "rank",
        hibiQuery: { mode: request.mode },
        read: (body, links) => ({
          title: `pixiv ranking: ${request.mode}`,
          description: `pixiv's latest ${request.mode} illustration ranking.`,
          link: links.rank(request.mode),
          entries: artworks(bodyOf(rankingBodySchema, body, "rank").illusts).map((work) =>
            artworkEntry(work, links),
          ),
        }),
      };
    case "novel-ranking":
      return {
        hibiRoute: "rank_novel",
        hibiQuery: { mode: request.mode },
        read: (body, links) => ({
          title: `pixiv novel ranking: ${request.mode}`,
          description: `pixiv's latest ${request.mode} novel ranking.`,
          link: links.rankNovel(request.mode),
          entries: novels(bodyOf(novelListBodySchema, body, "rank_novel").novels).map((novel) =>
            novelEntry(novel, links),
          ),
        }),
      };
    case "user-works":
      return {
        hibiRoute: "member_illust",
        hibiQuery: { id: String(request.userId), illust_type: request.content },
        read: (body, links) => {
          const works = artworks(bodyOf(illustListBodySchema, body, "member_illust").illusts);
          const what = request.content === "manga" ? "manga" : "illustrations";
          return {
            title: `${authorName(works, request.userId)}: ${what}`,
            description: `The newest ${what} of pixiv user ${String(request.userId)}.`,
            link: links.userArtworks(request.userId),
            entries: works.map((work) => artworkEntry(work, links)),
          };
        },
      };
    case "user-novels":
      return {
        hibiRoute: "member_novel",
        hibiQuery: { id: String(request.userId) },
        read: (body, links) => {
          const list = novels(bodyOf(novelListBodySchema, body, "member_novel").novels);
          return {
            title: `${authorName(list, request.userId)}: novels`,
            description: `The newest novels of pixiv user ${String(request.userId)}.`,
            link: links.userNovels(request.userId),
            entries: list.map((novel) => novelEntry(novel, links)),
          };
        },
      };
    case "search":
      return {
        hibiRoute: "search",
        hibiQuery: searchQuery(request),
        read: (body, links) => ({
          title: `pixiv search: ${request.word}`,
          description: `The newest illustrations and manga found by "${request.word}" (${request.target}).`,
          link: links.search(request.word),
          entries: artworks(bodyOf(searchIllustBodySchema, body, "search").illusts)
            .filter((work) => keepsSearchResult(work, searchFilters(request.filters)))
            .map((work) => artworkEntry(work, links)),
        }),
      };
    case "novel-search":
      return {
        hibiRoute: "search_novel",
        hibiQuery: searchQuery(request),
        read: (body, links) => ({
          title: `pixiv novel search: ${request.word}`,
          description: `The newest novels found by "${request.word}" (${request.target}).`,
          link: links.searchNovel(request.word),
          entries: novels(bodyOf(searchNovelBodySchema, body, "search_novel").novels)
            .filter((novel) => keepsSearchResult(novel, searchFilters(request.filters)))
            .map((novel) => novelEntry(novel, links)),
        }),
      };
    case "series":
      return {
        hibiRoute: "illust_series",
        hibiQuery: { id: String(request.seriesId) },
        read: (body, links) => {
          const answer = bodyOf(illustSeriesBodySchema, body, "illust_series");
          const series = answer.illust_series_detail;
          return {
            title: series.title,
            description: `The works of ${series.user.name}'s series "${series.title}".`,
            link: links.illustSeries(series.user.id, series.id),
            entries: artworks(answer.illusts).map((work) => artworkEntry(work, links)),
          };
        },
      };
    case "novel-series":
      return {
        hibiRoute: "novel_series",
        hibiQuery: { id: String(request.seriesId) },
        read: (body, links) => {
          const answer = bodyOf(novelSeriesBodySchema, body, "novel_series");
          const series = answer.novel_series_detail;
          // The first page lists the series from its start; its newest novel joins it when past it.
          const latest = answer.novel_series_latest_novel;
          const listed = answer.novels.some((novel) => novel.id === latest?.id);
          const list = novels(latest === null || listed ? answer.novels : [...answer.novels, latest]);
          return {
            title: series.title,
            description: `The novels of ${series.user.name}'s series "${series.title}".`,
            link: links.novelSeries(series.id),
            entries: list.map((novel) => novelEntry(novel, links)),
          };
        },
      };
  }
}

/** A search feed's HibiAPI query: newest first, AI-generated works asked for only when kept. */
function searchQuery(request: Extract<FeedRequest, { kind: "search" | "novel-search" }>) {
  return {
    word: request.word,
    mode: request.target,
    sort: "date_desc",
    search_ai_type: request.filters.ai ? "1" : "0",
  };
}
