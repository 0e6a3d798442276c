/**
 * Trending tags (illust or novel), for the search screen and Home's search box. A module of its own,
 * so Home's first page carries this query and not the search results' (search.ts).
 */
import { useQuery } from "@tanstack/react-query";
import { useDataSource } from "../data/data-source-context";
import { STALE_TIME } from "./stale-times";
import { loadArea } from "../data/proxy-areas";

export const trendingTagsKey = (kind: "illust" | "novel") => ["search", "trending", kind] as const;

export function useTrendingTagsQuery(
  kind: "illust" | "novel",
  { enabled = true }: { enabled?: boolean } = {},
) {
  const source = useDataSource();
  return useQuery({
    queryKey: trendingTagsKey(kind),
    queryFn: ({ signal }) =>
      loadArea(source, "search", signal).then((area) => area.getTrendingTags(kind, { signal })),
    staleTime: STALE_TIME.trendingTags,
    enabled,
  });
}
