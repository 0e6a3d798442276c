/**
 * The controls every endless artwork list puts in its header row, in this order: Hide seen,
 * Slideshow and Sort (issue 29). The screen keeps its row and adds its own controls beside these;
 * SortableArtworkList is the row and the sorted list together, for lists with nothing else.
 */
import type { ReactNode } from "react";
import { ArtworkList } from "../../components/lists/artwork-list";
import type { GridItem } from "../../components/lists/list-item";
import type { ListLoad } from "../../components/lists/list-load";
import { HideSeenSwitch } from "../../components/lists/list-switches";
import { SlideshowButton } from "../slideshow/slideshow-button";
import { SortableList, SortControl, useOfferedOrders } from "./sort-entry";
import type { SortOrder } from "./sort-params";
import type { SortableListProps } from "./sort-ui";
import type { PagedList } from "./window-loader";

export function ListControls({
  pages,
  orders,
  sortable = true,
}: {
  /** Pages the list holds now (the Sort's "loaded so far" window). */
  pages: number;
  /** The orders the list offers (useOfferedOrders); absent: all. */
  orders?: readonly SortOrder[] | undefined;
  /** False where a list is not sorted (one numbered page at a time). */
  sortable?: boolean;
}) {
  return (
    <>
      <HideSeenSwitch />
      <SlideshowButton />
      {sortable ? <SortControl pages={pages} orders={orders} /> : null}
    </>
  );
}

/**
 * An endless artwork list with its header row (the controls above, then `extra`) and its Sort: the
 * screens whose list has no other parts than these.
 */
export function SortableArtworkList({
  list,
  pages,
  items,
  testId,
  lastBatchSize,
  extra,
}: {
  list: PagedList & ListLoad;
  pages: SortableListProps["pages"];
  items: readonly GridItem[];
  testId: string;
  lastBatchSize?: number | null | undefined;
  extra?: ReactNode;
}) {
  const orders = useOfferedOrders(items);
  return (
    <>
      <div className="mb-3 flex flex-wrap items-start gap-2">
        <ListControls pages={pages.length} orders={orders} />
        {extra}
      </div>
      <SortableList list={list} pages={pages} items={items} orders={orders}>
        {(shown, sorted) => (
          <ArtworkList
            items={shown}
            load={list}
            lastBatchSize={lastBatchSize}
            preview={sorted}
            testId={testId}
          />
        )}
      </SortableList>
    </>
  );
}
