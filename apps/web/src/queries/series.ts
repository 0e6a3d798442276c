/** An illustration series or a novel series: its heading and its works, page by page. */
import { useNumberedPagesQuery } from "./paged-query";
import { STALE_TIME } from "./stale-times";
import { pagesFinder, type AnyCacheFinder } from "./cache-finder";
import { loadArea } from "../data/proxy-areas";

export const seriesKeys = {
  all: ["series"] as const,
  illust: (id: number) => [...seriesKeys.all, "illust", id] as const,
  novel: (id: number) => [...seriesKeys.all, "novel", id] as const,
};

export function useIllustSeriesQuery(id: number) {
  return useNumberedPagesQuery(
    seriesKeys.illust(id),
    (source, page, signal) =>
      loadArea(source, "people", signal).then((area) => area.getIllustSeries(id, page, { signal })),
    { staleTime: STALE_TIME.memberArtwork },
  );
}

export function useNovelSeriesQuery(id: number) {
  return useNumberedPagesQuery(
    seriesKeys.novel(id),
    (source, page, signal) =>
      loadArea(source, "people", signal).then((area) => area.getNovelSeries(id, page, { signal })),
    { staleTime: STALE_TIME.memberArtwork },
  );
}

/** Where series works sit in the cache (queries/cached-items.ts). */
export const seriesFinders: readonly AnyCacheFinder[] = [
  pagesFinder("artwork", [...seriesKeys.all, "illust"], "artworks"),
  pagesFinder("novel", [...seriesKeys.all, "novel"], "novels"),
];
