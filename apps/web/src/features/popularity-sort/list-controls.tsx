/**
 * The controls every endless artwork or novel list puts in its header row, in this order: Hide
 * seen, Slideshow (artworks only) and Sort (issue 29). The screen keeps its row and adds its own
 * controls beside these; SortableArtworkList and SortableNovelList are the row and the sorted list
 * together, for lists with nothing else.
 */
import type { ReactNode } from "react";
import { ArtworkList } from "../../components/lists/artwork-list";
import type { GridItem } from "../../components/lists/list-item";
import type { ListLoad } from "../../components/lists/list-load";
import { HideSeenSwitch } from "../../components/lists/list-switches";
import { NovelList, type NovelItem } from "../../components/lists/novel-list";
import { SlideshowButton } from "../slideshow/slideshow-button";
import { SortableList, SortControl, useOfferedOrders } from "./sort-entry";
import type { SortOrder } from "./sort-params";
import type { SortableItem, WindowPage } from "./sort-works";
import type { PagedList } from "./window-loader";

export function ListControls({
  pages,
  orders,
  sortable = true,
  slideshow = true,
}: {
  /** Pages the list holds now (the Sort's "loaded so far" window). */
  pages: number;
  /** The orders the list offers (useOfferedOrders); absent: all. */
  orders?: readonly SortOrder[] | undefined;
  /** False where a list is not sorted (one numbered page at a time). */
  sortable?: boolean;
  /** False for a list of novels: the slideshow shows pictures. */
  slideshow?: boolean;
}) {
  return (
    <>
      <HideSeenSwitch />
      {slideshow ? <SlideshowButton /> : null}
      {sortable ? <SortControl pages={pages} orders={orders} /> : null}
    </>
  );
}

interface SortableWorkListProps<T extends SortableItem> {
  list: PagedList & ListLoad;
  pages: readonly WindowPage[];
  items: readonly T[];
  testId: string;
  extra?: ReactNode;
}

/** The header row (the controls above, then `extra`) over the list `children` renders, sorted or not. */
function SortableWorkList<T extends SortableItem>({
  list,
  pages,
  items,
  extra,
  slideshow,
  children,
}: Omit<SortableWorkListProps<T>, "testId"> & {
  slideshow: boolean;
  children: (shown: readonly T[], sorted: boolean) => ReactNode;
}) {
  const orders = useOfferedOrders(items);
  return (
    <>
      <div className="mb-3 flex flex-wrap items-start gap-2">
        <ListControls pages={pages.length} orders={orders} slideshow={slideshow} />
        {extra}
      </div>
      <SortableList list={list} pages={pages} items={items} orders={orders}>
        {children}
      </SortableList>
    </>
  );
}

/** An endless artwork list with its header row and its Sort: the screens whose list has nothing else. */
export function SortableArtworkList({
  lastBatchSize,
  testId,
  ...props
}: SortableWorkListProps<GridItem> & { lastBatchSize?: number | null | undefined }) {
  return (
    <SortableWorkList {...props} slideshow>
      {(shown, sorted) => (
        <ArtworkList
          items={shown}
          load={props.list}
          lastBatchSize={lastBatchSize}
          preview={sorted}
          testId={testId}
        />
      )}
    </SortableWorkList>
  );
}

/** An endless novel list with its header row and its Sort. */
export function SortableNovelList({ testId, ...props }: SortableWorkListProps<NovelItem>) {
  return (
    <SortableWorkList {...props} slideshow={false}>
      {(shown, sorted) => <NovelList items={shown} load={props.list} preview={sorted} testId={testId} />}
    </SortableWorkList>
  );
}
