/**
 * What a bulk download reads: a serializable description of any list pxv shows (kept with the job in
 * IndexedDB) and the walk through that list's pages on the DataSource, newest page last. Every list
 * is read to its end or to BULK_MAX_WORKS, whichever comes first; the walk stops when aborted.
 */
import type { Artwork, IllustRankMode, Novel, NovelRankMode } from "@pxv/pixiv";
import type { FeedRestrict, Restrict } from "../../data/account-source";

import type { DataSource } from "../../data/data-source";
import type { SearchQuery } from "../../data/search-source";
import type { UserArtworkType } from "../../data/work-source";
import { loadArea } from "../../data/proxy-areas";

export type BulkSourceSpec =
  | {
      readonly kind: "user-works";
      readonly userId: number;
      readonly type: UserArtworkType;
      readonly tag: string | null;
    }
  | { readonly kind: "user-novels"; readonly userId: number }
  | {
      readonly kind: "bookmarks";
      readonly work: "illust" | "novel";
      readonly restrict: Restrict;
      readonly tag: string | null;
    }
  | { readonly kind: "feed"; readonly work: "illust" | "novel"; readonly restrict: FeedRestrict }
  | { readonly kind: "search"; readonly work: "illust" | "novel"; readonly query: SearchQuery }
  | { readonly kind: "illust-series"; readonly seriesId: number }
  | { readonly kind: "novel-series"; readonly seriesId: number }
  | { readonly kind: "ranking"; readonly mode: IllustRankMode; readonly date: string }
  | { readonly kind: "novel-ranking"; readonly mode: NovelRankMode; readonly date: string }
  | { readonly kind: "related"; readonly id: number };

/** A work of a list: an artwork or a novel. */
export type BulkWork =
  { readonly kind: "artwork"; readonly artwork: Artwork } | { readonly kind: "novel"; readonly novel: Novel };

/** The most works one job reads from its list. */
export const BULK_MAX_WORKS = 5000;

/** A short, file-safe name of the list, for folders and ZIP names (e.g. `bookmarks_public_cat`). */
export function sourceName(spec: BulkSourceSpec): string {
  switch (spec.kind) {
    case "user-works":
      return [`user_${String(spec.userId)}_${spec.type}`, spec.tag].filter(Boolean).join("_");
    case "user-novels":
      return `user_${String(spec.userId)}_novels`;
    case "bookmarks":
      return [`bookmarks_${spec.work}_${spec.restrict}`, spec.tag].filter(Boolean).join("_");
    case "feed":
      return `following_${spec.work}_${spec.restrict}`;
    case "search":
      return `search_${spec.work}_${spec.query["word"] ?? ""}`;
    case "illust-series":
      return `series_${String(spec.seriesId)}`;
    case "novel-series":
      return `novel_series_${String(spec.seriesId)}`;
    case "ranking":
      return `ranking_${spec.mode}_${spec.date}`;
    case "novel-ranking":
      return `novel_ranking_${spec.mode}_${spec.date}`;
    case "related":
      return `related_${String(spec.id)}`;
  }
}

const artworks = (list: readonly Artwork[]): BulkWork[] =>
  list.map((artwork) => ({ kind: "artwork", artwork }));
const novels = (list: readonly Novel[]): BulkWork[] => list.map((novel) => ({ kind: "novel", novel }));

interface Page {
  readonly works: BulkWork[];
  /** The next page's number or cursor; null at the end. */
  readonly next: number | string | null;
}

/** One page of the list; `at` is null for the first one. */
async function readPage(
  source: DataSource,
  spec: BulkSourceSpec,
  at: number | string | null,
  signal: AbortSignal,
): Promise<Page> {
  const options = { signal };
  const page = typeof at === "number" ? at : 1;
  const cursor = typeof at === "string" ? at : null;
  switch (spec.kind) {
    case "user-works": {
      const { tag } = spec;
      const result =
        tag === null
          ? await loadArea(source, "work", signal).then((area) =>
              area.getUserArtworks({ userId: spec.userId, type: spec.type, page }, options),
            )
          : await loadArea(source, "people", signal).then((area) =>
              area.getMemberTagArtworks(spec.userId, tag, page, options),
            );
      return { works: artworks(result.artworks), next: result.nextPage };
    }
    case "user-novels": {
      const result = await loadArea(source, "people", signal).then((area) =>
        area.getUserNovels(spec.userId, page, options),
      );
      return { works: novels(result.novels), next: result.nextPage };
    }
    case "bookmarks": {
      const params = { restrict: spec.restrict, tag: spec.tag, cursor };
      if (spec.work === "novel") {
        const result = await source.getMyNovelBookmarks(params, options);
        return { works: novels(result.items), next: result.next };
      }
      const result = await source.getMyIllustBookmarks(params, options);
      return { works: artworks(result.items), next: result.next };
    }
    case "feed": {
      if (spec.work === "novel") {
        const result = await source.getNovelFeed(spec.restrict, cursor, options);
        return { works: novels(result.items), next: result.next };
      }
      const result = await source.getIllustFeed(spec.restrict, cursor, options);
      return { works: artworks(result.items), next: result.next };
    }
    case "search": {
      if (spec.work === "novel") {
        const result = await loadArea(source, "search", signal).then((area) =>
          area.searchNovels(spec.query, page, options),
        );
        return { works: novels(result.novels), next: result.nextPage };
      }
      const result = await loadArea(source, "search", signal).then((area) =>
        area.searchIllusts(spec.query, page, options),
      );
      return { works: artworks(result.artworks), next: result.nextPage };
    }
    case "illust-series": {
      const result = await loadArea(source, "people", signal).then((area) =>
        area.getIllustSeries(spec.seriesId, page, options),
      );
      return { works: artworks(result.artworks), next: result.nextPage };
    }
    case "novel-series": {
      const result = await loadArea(source, "people", signal).then((area) =>
        area.getNovelSeries(spec.seriesId, page, options),
      );
      return { works: novels(result.novels), next: result.nextPage };
    }
    case "ranking": {
      const result = await source.getRanking({ mode: spec.mode, date: spec.date, page }, options);
      return { works: artworks(result.artworks), next: result.nextPage };
    }
    case "novel-ranking": {
      const result = await source.getNovelRanking({ mode: spec.mode, date: spec.date, page }, options);
      return { works: novels(result.novels), next: result.nextPage };
    }
    case "related": {
      const result = await loadArea(source, "work", signal).then((area) =>
        area.getRelatedArtworks(spec.id, page, options),
      );
      return { works: artworks(result.artworks), next: result.nextPage };
    }
  }
}

/** The id of a work, whatever its kind. */
export const workId = (work: BulkWork): number => (work.kind === "artwork" ? work.artwork.id : work.novel.id);

/**
 * Reads the list page by page, calling `onPage` with the works read so far; a work listed twice
 * (lists shift while they are read) is kept once.
 */
export async function collectWorks(
  source: DataSource,
  spec: BulkSourceSpec,
  signal: AbortSignal,
  onPage: (count: number) => void = () => undefined,
): Promise<BulkWork[]> {
  const works: BulkWork[] = [];
  const seen = new Set<number>();
  let at: number | string | null = null;
  do {
    const page = await readPage(source, spec, at, signal);
    for (const work of page.works) {
      const id = workId(work);
      if (seen.has(id) || works.length >= BULK_MAX_WORKS) continue;
      seen.add(id);
      works.push(work);
    }
    onPage(works.length);
    at = page.next;
  } while (at !== null && works.length < BULK_MAX_WORKS && !signal.aborted);
  signal.throwIfAborted();
  return works;
}
