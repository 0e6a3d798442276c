// One numbered page's query as a list load (components/lists/list-load.ts): first-load states only, no next page to fetch.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ListLoad } from "../../components/lists/list-load";

export function pageLoad(query: UseQueryResult): ListLoad {
  return {
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: () => Promise.resolve(),
    refetch: () => query.refetch(),
  };
}
