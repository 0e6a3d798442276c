/**
 * A ranking as an image grid with its states: first load, first-load failure (with retry), and —
 * when `infinite` — the next pages loading as the end nears, with the spec's loading / no more /
 * network error (tap to retry) line. Without `infinite` it shows the first page only (Home).
 * Works the content rule hides (spec §4) are dropped; outside R-18 rankings, so are works with an
 * R-18 tag (spec §5 "Rank R18 filtering by tag pattern"), and manga when the "hide manga in
 * rankings" setting is on (outside manga rankings).
 */
import { hasR18Tag, isContentVisible, RANK_PAGE_SIZE, rankModeTraits, type IllustRankMode } from "@pxv/pixiv";
import { useMemo } from "react";
import { ArtworkGrid } from "../../components/artwork-grid";
import { EndSentinel } from "../../components/end-sentinel";
import { ErrorNotice } from "../../components/error-notice";
import { ListStatus, type ListState } from "../../components/list-status";
import { rankedArtworks, useRankingInfiniteQuery } from "../../queries/ranking";
import { useVisibilityRules } from "../settings/content-settings";
import { useSettingsStore } from "../settings/settings-store";

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

  const rules = useVisibilityRules();
  const hideManga = useSettingsStore((state) => state.app.isHideRankManga);
  const items = useMemo(() => {
    const traits = rankModeTraits(mode);
    const r18Mode = traits.xRestrict > 0;
    const dropManga = hideManga && !traits.manga;
    const all = (data === undefined ? [] : rankedArtworks(data)).filter(
      ({ artwork }) =>
        isContentVisible(artwork, rules) &&
        (r18Mode || !hasR18Tag(artwork.tags)) &&
        !(dropManga && artwork.type === "manga"),
    );
    return infinite ? all : all.slice(0, RANK_PAGE_SIZE);
  }, [data, infinite, rules, mode, hideManga]);

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
