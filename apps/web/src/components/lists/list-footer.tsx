/**
 * What sits under a list: the end sentinel that asks for the next page as the end nears (throttled,
 * list-load.ts), and the spec's line — loading, load more, no more, nothing here, or a network error
 * that retries when tapped. A retry asks at once.
 */
import { useTranslation } from "react-i18next";
import { EndSentinel } from "../end-sentinel";
import { ListStatus } from "../list-status";
import { footerState, useThrottledLoadMore, type ListLoad } from "./list-load";

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
  return (
    <>
      <EndSentinel
        onReached={loadMore}
        enabled={load.hasNextPage && !load.isFetchingNextPage && !load.isFetchNextPageError}
        armKey={count}
      />
      {state === "idle" ? (
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
