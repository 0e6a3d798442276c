/**
 * A novel: its detail, its text (markup, embedded pictures, series neighbours), related novels
 * (stopping after RELATED_NOVEL_MAX_PAGES) and an author's novels. Detail and text never change
 * under the same id.
 */
import { RELATED_NOVEL_MAX_PAGES } from "@pxv/pixiv";
import { useQuery } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import { useNumberedPagesQuery } from "./paged-query";
import { STALE_TIME } from "./stale-times";
import { detailFinder, pagesFinder, type AnyCacheFinder } from "./cache-finder";
import { loadArea } from "../data/proxy-areas";

export const novelKeys = {
  all: ["novel"] as const,
  detail: (id: number) => [...novelKeys.all, "detail", id] as const,
  text: (id: number) => [...novelKeys.all, "text", id] as const,
  related: (id: number) => [...novelKeys.all, "related", id] as const,
  byUser: (userId: number) => [...novelKeys.all, "user", userId] as const,
};

export function useNovelQuery(id: number) {
  const source = useDataSource();
  return useQuery({
    queryKey: novelKeys.detail(id),
    queryFn: ({ signal }) => loadArea(source, "people", signal).then((area) => area.getNovel(id, { signal })),
    staleTime: STALE_TIME.novelDetail,
  });
}

export function useNovelTextQuery(id: number) {
  const source = useDataSource();
  return useQuery({
    queryKey: novelKeys.text(id),
    queryFn: ({ signal }) =>
      loadArea(source, "people", signal).then((area) => area.getNovelText(id, { signal })),
    staleTime: STALE_TIME.novelDetail,
  });
}

export function useRelatedNovelsQuery(id: number, enabled = true) {
  return useNumberedPagesQuery(
    novelKeys.related(id),
    (source, page, signal) =>
      loadArea(source, "people", signal).then((area) => area.getRelatedNovels(id, page, { signal })),
    { staleTime: STALE_TIME.related, maxPage: RELATED_NOVEL_MAX_PAGES, enabled },
  );
}

export function useUserNovelsQuery(userId: number, enabled = true) {
  return useNumberedPagesQuery(
    novelKeys.byUser(userId),
    (source, page, signal) =>
      loadArea(source, "people", signal).then((area) => area.getUserNovels(userId, page, { signal })),
    { staleTime: STALE_TIME.memberArtwork, enabled },
  );
}

/** Where novels sit in the cache (queries/cached-items.ts). */
export const novelFinders: readonly AnyCacheFinder[] = [
  detailFinder("novel", [...novelKeys.all, "detail"]),
  pagesFinder("novel", [...novelKeys.all, "related"], "novels"),
  pagesFinder("novel", [...novelKeys.all, "user"], "novels"),
];
