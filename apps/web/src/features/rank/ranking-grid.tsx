/**
 * A ranking as an image grid with its states: first load, first-load failure (with retry), and —
 * when `infinite` — the next pages loading as the end nears, with the spec's loading / no more /
 * network error (tap to retry) line. Without `infinite` it shows the first page only (Home).
 */
import { RANK_PAGE_SIZE, type IllustRankMode } from "@pxv/pixiv";
import { useMemo } from "react";
import { ArtworkGrid } from "../../components/artwork-grid";
import { EndSentinel } from "../../components/end-sentinel";
import { ErrorNotice } from "../../components/error-notice";
import { ListStatus, type ListState } from "../../components/list-status";
import { rankedArtworks, useRankingInfiniteQuery } from "../../queries/ranking";

export function RankingGrid({
  mode,
  date,
  infinite,
}: {
  mode: IllustRankMode;
  date: string;
  infinite: boolean;
}) {
  const query = useRankingInfiniteQuery(mode, date);
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError, refetch } = query;

  const items = useMemo(() => {
    const all = data === undefined ? [] : rankedArtworks(data);
    return infinite ? all : all.slice(0, RANK_PAGE_SIZE);
  }, [data, infinite]);

  if (query.isPending) return <ListStatus state="loading" onRetry={() => undefined} />;
  if (query.isError && items.length === 0) {
    return (
      <ErrorNotice
        error={query.error}
        onRetry={() => {
          void refetch();
        }}
      />
    );
  }

  const loadMore = (): void => {
    void fetchNextPage();
  };
  let state: ListState = "idle";
  if (items.length === 0) state = "empty";
  else if (!infinite) state = "idle";
  else if (isFetchingNextPage) state = "loading";
  else if (isFetchNextPageError) state = "error";
  else if (!hasNextPage) state = "end";

  return (
    <div data-testid="ranking-grid">
      <ArtworkGrid items={items} />
      {infinite ? (
        <EndSentinel
          onReached={loadMore}
          enabled={hasNextPage && !isFetchingNextPage && !isFetchNextPageError}
          armKey={items.length}
        />
      ) : null}
      {state === "idle" ? null : <ListStatus state={state} onRetry={loadMore} />}
    </div>
  );
}
