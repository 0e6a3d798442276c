/**
 * The newest works (illustrations, manga, novels), paged by pixiv's id cursor (`max_illust_id`,
 * `max_novel_id`). Fresh for PRODUCT.md's latest lifetime (600 s).
 */
import type { IllustKind } from "../data/browse-source";
import { useCursorPagesQuery } from "./paged-query";
import { STALE_TIME } from "./stale-times";
import { pagesFinder, type AnyCacheFinder } from "./cache-finder";

export const latestKeys = {
  all: ["latest"] as const,
  illusts: (kind: IllustKind) => [...latestKeys.all, kind] as const,
  novels: () => [...latestKeys.all, "novel"] as const,
};

export function useLatestInfiniteQuery(kind: IllustKind) {
  return useCursorPagesQuery(
    latestKeys.illusts(kind),
    (source, cursor, signal) => source.getLatest(kind, cursor, { signal }),
    { staleTime: STALE_TIME.latest },
  );
}

export function useLatestNovelsInfiniteQuery() {
  return useCursorPagesQuery(
    latestKeys.novels(),
    (source, cursor, signal) => source.getLatestNovels(cursor, { signal }),
    { staleTime: STALE_TIME.latest },
  );
}

/** Where the newest works sit in the cache (queries/cached-items.ts). */
export const latestFinders: readonly AnyCacheFinder[] = [
  pagesFinder("artwork", latestKeys.illusts("illust"), "items"),
  pagesFinder("artwork", latestKeys.illusts("manga"), "items"),
  pagesFinder("novel", latestKeys.novels(), "items"),
];
