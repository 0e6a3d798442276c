/** An illustration series or a novel series: its heading and its works, page by page. */
import { useInfiniteQuery } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import { STALE_TIME } from "./stale-times";
import { pagesFinder, type AnyCacheFinder } from "./cache-finder";

export const seriesKeys = {
  all: ["series"] as const,
  illust: (id: number) => [...seriesKeys.all, "illust", id] as const,
  novel: (id: number) => [...seriesKeys.all, "novel", id] as const,
};

export function useIllustSeriesQuery(id: number) {
  const source = useDataSource();
  return useInfiniteQuery({
    queryKey: seriesKeys.illust(id),
    queryFn: ({ pageParam, signal }) => source.getIllustSeries(id, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    staleTime: STALE_TIME.memberArtwork,
  });
}

export function useNovelSeriesQuery(id: number) {
  const source = useDataSource();
  return useInfiniteQuery({
    queryKey: seriesKeys.novel(id),
    queryFn: ({ pageParam, signal }) => source.getNovelSeries(id, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    staleTime: STALE_TIME.memberArtwork,
  });
}

/** Where series works sit in the cache (queries/cached-items.ts). */
export const seriesFinders: readonly AnyCacheFinder[] = [
  pagesFinder("artwork", [...seriesKeys.all, "illust"], "artworks"),
  pagesFinder("novel", [...seriesKeys.all, "novel"], "novels"),
];
