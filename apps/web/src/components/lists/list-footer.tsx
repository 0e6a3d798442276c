/**
 * What sits under a list: the end sentinel that asks for the next page as the end nears (throttled,
 * list-load.ts), and PRODUCT.md's line — loading, load more, no more, nothing here, or a network error
 * that retries when tapped. A retry asks at once. A list whose last pages the filters all left empty
 * stops asking and says so, with a button to look further (FilteredOutNotice).
 */
import { useTranslation } from "../../i18n/use-translation";
import { EndSentinel } from "../end-sentinel";
import { ListStatus } from "../list-status";
import { footerState, useFilteredOutStop, useThrottledLoadMore, type ListLoad } from "./list-load";

export function ListFooter({
  load,
  count,
  batchSize,
}: {
  load: ListLoad;
  /** Items the list shows. */
  count: number;
  /** Items the last page added after filtering (null when unknown). */
  batchSize: number | null;
}) {
  const { t } = useTranslation();
  const loadMore = useThrottledLoadMore(load, batchSize);
  const state = footerState(load, count);
  const filteredOut = useFilteredOutStop(count, load.isFetchingNextPage);
  return (
    <>
      <EndSentinel
        onReached={loadMore}
        enabled={
          load.hasNextPage && !load.isFetchingNextPage && !load.isFetchNextPageError && !filteredOut.stopped
        }
        armKey={count}
      />
      {state === "idle" && filteredOut.stopped ? (
        <FilteredOutNotice
          onResume={() => {
            filteredOut.resume();
            loadMore();
          }}
        />
      ) : state === "idle" ? (
        <div className="flex min-h-14 items-center justify-center py-4">
          <button
            type="button"
            data-testid="list-load-more"
            onClick={() => {
              loadMore();
            }}
            className="rounded-full px-4 py-2 text-sm text-neutral-500 hover:bg-neutral-200/70 dark:text-neutral-400 dark:hover:bg-neutral-800"
          >
            {t("common.more")}
          </button>
        </div>
      ) : (
        <ListStatus
          state={state}
          onRetry={() => {
            void load.fetchNextPage();
          }}
        />
      )}
    </>
  );
}

/** Said when the filters hid every work of the last pages and the list stopped loading by itself. */
export function FilteredOutNotice({ onResume }: { onResume: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="list-filtered-out"
      className="flex flex-col items-center gap-2 py-4 text-center text-sm text-neutral-500 dark:text-neutral-400"
    >
      <p>{t("list_filter.stopped")}</p>
      <button
        type="button"
        data-testid="list-filtered-resume"
        onClick={onResume}
        className="rounded-full px-4 py-2 text-accent hover:bg-neutral-200/70 dark:hover:bg-neutral-800"
      >
        {t("list_filter.resume")}
      </button>
    </div>
  );
}
