/**
 * Novel search results in the shared novel list (content rule, novel filters of the settings,
 * loading states), infinite or paged like illust results, after the search filters of PRODUCT.md §5;
 * the infinite list sorts by popularity (issue 29) as illust results do; no header row ("Download
 * all", Sort) when the search found nothing.
 */
import { keepsSearchResult } from "@pxv/pixiv";
import { useMemo } from "react";
import { ListPagination } from "../../components/lists/list-pagination";
import { NovelList } from "../../components/lists/novel-list";
import { flattenNovels, useNovelSearchInfiniteQuery, useNovelSearchPageQuery } from "../../queries/search";
import { foundNothing } from "./found-nothing";
import { pageLoad } from "./page-load";
import { BulkDownloadButton } from "../bulk-download/bulk-button";
import { ListControls } from "../popularity-sort/list-controls";
import { SortableList, useOfferedOrders } from "../popularity-sort/sort-entry";
import type { SearchState } from "./use-search-state";

export function NovelResults({ state }: { state: SearchState }) {
  const infinite = useNovelSearchInfiniteQuery(state.query, !state.paginated);
  const paged = useNovelSearchPageQuery(state.query, state.page, state.paginated);
  const { filters, blockedWords } = state;
  const items = useMemo(() => {
    const all = state.paginated ? (paged.data?.novels ?? []) : flattenNovels(infinite.data);
    return all.filter((novel) => keepsSearchResult(novel, filters, blockedWords)).map((novel) => ({ novel }));
  }, [state.paginated, paged.data, infinite.data, filters, blockedWords]);

  const orders = useOfferedOrders(items);
  const nothingFound = foundNothing({ ...state, itemCount: items.length, paged, infinite });
  const bulk =
    state.query === null || nothingFound ? null : (
      <div className="flex flex-wrap items-start gap-2 px-4 pb-3">
        <ListControls
          pages={infinite.data?.pages.length ?? 0}
          orders={orders}
          sortable={!state.paginated}
          slideshow={false}
        />
        <BulkDownloadButton spec={{ kind: "search", work: "novel", query: state.query }} />
      </div>
    );
  if (!state.paginated)
    return (
      <>
        {bulk}
        <SortableList list={infinite} pages={infinite.data?.pages ?? []} items={items} orders={orders}>
          {(shown, sorted) => (
            <NovelList items={shown} load={infinite} preview={sorted} testId="search-results" />
          )}
        </SortableList>
      </>
    );
  return (
    <div data-page={state.page} data-testid="search-page">
      {bulk}
      <NovelList items={items} load={pageLoad(paged)} testId="search-results" />
      <ListPagination page={state.page} hasNext={paged.data?.nextPage != null} onPage={state.setPage} />
    </div>
  );
}
