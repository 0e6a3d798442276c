/**
 * Illust search results in the shared artwork list (layouts, virtualization, the content rule of
 * PRODUCT.md §4, loading states): infinite, or one numbered page at a time with the pagination setting.
 * Before that, the search filters of PRODUCT.md §5 (likes, tier, age, AI, ratio, listed words) drop what
 * they must. A refused term (null query) is an empty finished list. When the search has found nothing
 * (its first page answered empty, with none after it), only "Nothing here yet" shows: neither what
 * goes above the results (the popular preview and its switch) nor "Download all".
 */
import { keepsSearchResult } from "@pxv/pixiv";
import { useMemo, type ReactNode } from "react";
import { ArtworkList } from "../../components/lists/artwork-list";
import {
  flattenArtworks,
  useIllustSearchInfiniteQuery,
  useIllustSearchPageQuery,
} from "../../queries/search";
import { foundNothing } from "./found-nothing";
import { pageLoad } from "./page-load";
import { BulkDownloadButton } from "../bulk-download/bulk-button";
import { ListControls } from "../popularity-sort/list-controls";
import { SortableList, useOfferedOrders } from "../popularity-sort/sort-entry";
import type { SearchState } from "./use-search-state";

export function IllustResults({ state, aboveResults }: { state: SearchState; aboveResults: ReactNode }) {
  const infinite = useIllustSearchInfiniteQuery(state.query, !state.paginated);
  const paged = useIllustSearchPageQuery(state.query, state.page, state.paginated);
  const { filters, blockedWords } = state;

  const items = useMemo(() => {
    const all = state.paginated ? (paged.data?.artworks ?? []) : flattenArtworks(infinite.data);
    return all
      .filter((artwork) => keepsSearchResult(artwork, filters, blockedWords))
      .map((artwork) => ({ artwork }));
  }, [state.paginated, paged.data, infinite.data, filters, blockedWords]);

  const orders = useOfferedOrders(items);
  const nothingFound = foundNothing({ ...state, itemCount: items.length, paged, infinite });

  return (
    <>
      {nothingFound ? null : aboveResults}
      <div className="mt-4" data-page={state.paginated ? state.page : undefined} data-testid="search-page">
        {state.query === null || nothingFound ? null : (
          <div className="flex flex-wrap items-start gap-2 px-4 pb-3">
            <ListControls
              pages={infinite.data?.pages.length ?? 0}
              orders={orders}
              sortable={!state.paginated}
            />
            <BulkDownloadButton spec={{ kind: "search", work: "illust", query: state.query }} />
          </div>
        )}
        {state.paginated ? (
          <ArtworkList
            items={items}
            load={pageLoad(paged)}
            pagination={{ page: state.page, hasNext: paged.data?.nextPage != null, onPage: state.setPage }}
            testId="search-results"
          />
        ) : (
          <SortableList list={infinite} pages={infinite.data?.pages ?? []} items={items} orders={orders}>
            {(shown, sorted) => (
              <ArtworkList items={shown} load={infinite} preview={sorted} testId="search-results" />
            )}
          </SortableList>
        )}
      </div>
    </>
  );
}
