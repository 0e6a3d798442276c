/**
 * A ranking as an artwork list: the app API's ranking (overall and manga) or pixiv's web ranking
 * (illust and ugoira), each work with its rank, infinite loading with PRODUCT.md's states. With
 * `limit` it shows that many works, no footer and no "Download all" (Home's rank card, a strip).
 * Beyond the content rule the list applies (PRODUCT.md §4), rankings drop (PRODUCT.md §B2.5): works
 * with an R-18 tag outside R-18 rankings (PRODUCT.md §5 "Rank R18 filtering by tag pattern"), AI
 * works outside AI rankings, and manga outside manga rankings when "hide manga in rankings" is on;
 * signed in, the works already bookmarked when the ranking's switch says so (hide-seen.ts). Ranks are
 * numbered before any of this: a hidden work leaves a gap, every shown work keeps its rank.
 */
import {
  hasR18Tag,
  isAiWork,
  RANK_PAGE_SIZE,
  rankModeTraits,
  WEB_RANK_PAGE_SIZE,
  webRankXRestrict,
  type IllustRankMode,
  type RankModeTraits,
  type WebRankContent,
  type WebRankMode,
} from "@pxv/pixiv";
import type { InfiniteData } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { ArtworkList, type ArtworkLayout } from "../../components/lists/artwork-list";
import { useHidesBookmarked, useStickyFilter } from "../../components/lists/hide-seen";
import type { GridItem } from "../../components/lists/list-item";
import type { ListLoad } from "../../components/lists/list-load";
import type { ArtworkPage } from "../../data/list-pages";
import { rankedArtworks, useRankingInfiniteQuery, useWebRankingInfiniteQuery } from "../../queries/ranking";
import { useIsLoggedIn } from "../../session/session";
import { useSettingsStore } from "../../settings/settings-store";
import { BulkDownloadButton } from "../bulk-download/bulk-button";

export type IllustRankSource =
  | { readonly kind: "app"; readonly mode: IllustRankMode }
  | { readonly kind: "web"; readonly content: WebRankContent; readonly mode: WebRankMode };

interface ViewProps {
  readonly date: string;
  /**
   * More controls beside Download all (the ranking page's Follow), on the full ranking only. Passed
   * in, so Home's ranking strip, which renders this grid, does not load them.
   */
  readonly actions?: ReactNode;
  readonly limit?: number | undefined;
  readonly layout?: ArtworkLayout | undefined;
}

export function RankingGrid({ source, actions, ...view }: ViewProps & { source: IllustRankSource }) {
  return source.kind === "app" ? (
    <AppRanking mode={source.mode} actions={actions} {...view} />
  ) : (
    <WebRanking content={source.content} mode={source.mode} actions={actions} {...view} />
  );
}

function AppRanking({ mode, actions, ...view }: ViewProps & { mode: IllustRankMode }) {
  const query = useRankingInfiniteQuery(mode, view.date);
  return (
    <>
      {view.limit === undefined ? (
        // Not on a preview (Home's strip): there it stood between the heading and the cards, and
        // the full ranking behind "more" has it.
        <div className="flex flex-wrap items-start gap-2 px-4 pb-3">
          {actions}
          <BulkDownloadButton spec={{ kind: "ranking", mode, date: view.date }} />
        </div>
      ) : null}
      <RankedList query={query} pageSize={RANK_PAGE_SIZE} traits={rankModeTraits(mode)} {...view} />
    </>
  );
}

function WebRanking({
  content,
  mode,
  actions,
  ...view
}: ViewProps & { content: WebRankContent; mode: WebRankMode }) {
  const query = useWebRankingInfiniteQuery(content, mode, view.date);
  const traits: RankModeTraits = { xRestrict: webRankXRestrict(mode), ai: false, manga: false, span: "day" };
  return (
    <>
      {view.limit === undefined && actions !== undefined ? (
        <div className="flex flex-wrap items-start gap-2 px-4 pb-3">{actions}</div>
      ) : null}
      <RankedList query={query} pageSize={WEB_RANK_PAGE_SIZE} traits={traits} {...view} />
    </>
  );
}

const artworkIdOf = (item: GridItem): number => item.artwork.id;
const isBookmarked = (item: GridItem): boolean => item.artwork.is_bookmarked;

function RankedList({
  query,
  pageSize,
  traits,
  limit,
  layout,
}: ViewProps & {
  query: ListLoad & { data: InfiniteData<ArtworkPage, number> | undefined };
  pageSize: number;
  traits: RankModeTraits;
}) {
  const hideManga = useSettingsStore((state) => state.app.isHideRankManga);
  const { data } = query;
  const items = useMemo(() => {
    const dropManga = hideManga && !traits.manga;
    const all = (data === undefined ? [] : rankedArtworks(data, pageSize)).filter(
      ({ artwork }) =>
        (traits.xRestrict > 0 || !hasR18Tag(artwork.tags)) &&
        (traits.ai || !isAiWork(artwork)) &&
        !(dropManga && artwork.type === "manga"),
    );
    return limit === undefined ? all : all.slice(0, limit);
  }, [data, pageSize, traits.xRestrict, traits.ai, traits.manga, hideManga, limit]);
  // Signed out nothing is bookmarked (and the switch is not offered).
  const signedIn = useIsLoggedIn();
  const shown = useStickyFilter(items, artworkIdOf, isBookmarked, useHidesBookmarked() && signedIn);
  const pages = data?.pages;
  const lastBatchSize =
    pages === undefined || pages.length === 0 ? null : (pages.at(-1)?.artworks.length ?? null);

  return (
    <ArtworkList
      items={shown}
      load={limit === undefined ? query : { ...query, hasNextPage: false }}
      layout={layout}
      lastBatchSize={lastBatchSize}
      testId="ranking-grid"
      preview={limit !== undefined}
    />
  );
}
