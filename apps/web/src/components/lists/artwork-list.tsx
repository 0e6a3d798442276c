/**
 * An artwork list as every screen shows one (PRODUCT.md §2 Image lists): the content filter of PRODUCT.md §4
 * (blocked authors and tags, R-18/R-18G/AI by the content settings) applied to the items, laid out
 * as the settings' layout (Masonry, Grid, Justified) or as a slide, virtualized, and — given the
 * list's load state (a TanStack infinite query's result) — the first-load spinner or error, then
 * infinite loading with its states, or page numbers when `pagination` is given. A `preview` (a few
 * items of a longer list, as on Home) ends without a "no more" line. The keyboard moves a focus
 * through its cards in reading order (use-card-focus.ts; each view scrolls the card in). A list
 * that pages through pixiv's works hides the works already seen when the setting or its switch says
 * so (hide-seen.ts); a list of given items (the history, local favourites) shows them all. A
 * multi-page work's later pages can be shown inline after its card (use-inline-pages.ts): its page
 * count, the `e` key or the setting expands it; the keyboard's focus moves through the page tiles too.
 */
import { isContentVisible } from "@pxv/pixiv";
import { lazy, Suspense, useCallback, useMemo, type ReactNode } from "react";
import { useVisibilityRules } from "../../settings/content-settings";
import { useSettingsStore } from "../../settings/settings-store";
import { CARD_META_HEIGHT } from "../../lib/layouts/card-geometry";
import { ErrorNotice } from "../error-notice";
import { ListStatus } from "../list-status";
import { useHidesSeen, useSeenFilter } from "./hide-seen";
import { isExpanded, isMultiPage } from "./inline-pages";
import type { InlineExpand } from "./list-card";
import { ListFooter } from "./list-footer";
import type { ListLoad } from "./list-load";
import type { GridItem } from "./list-item";
import type { PaginationProps } from "./list-pagination";
import { MasonryView } from "./masonry-view";
import { SHOWN_LIST_ATTRIBUTE, useShownList } from "./shown-lists";
import { useCardFocus } from "./use-card-focus";
import { useInlinePages } from "./use-inline-pages";

// Masonry is the default layout; the others load when first chosen, keeping the first page light.
const GridView = lazy(() => import("./grid-view").then((module) => ({ default: module.GridView })));
const JustifiedView = lazy(() =>
  import("./justified-view").then((module) => ({ default: module.JustifiedView })),
);
/** Page numbers: only lists whose pagination setting is on show them, so they load with the first such list. */
const ListPagination = lazy(() =>
  import("./list-pagination").then((module) => ({ default: module.ListPagination })),
);
const SlideView = lazy(() => import("./slide-view").then((module) => ({ default: module.SlideView })));

export type ArtworkLayout = "Masonry" | "Grid" | "Justified" | "Slide";

export interface ArtworkListProps {
  readonly items: readonly GridItem[];
  /** The list's load state; without it the items are shown as they are (no footer). */
  readonly load?: ListLoad | undefined;
  /** Default: the layout setting (wfType). */
  readonly layout?: ArtworkLayout | undefined;
  /** Page numbers instead of infinite loading (search's option). */
  readonly pagination?: PaginationProps | undefined;
  /** How many items the last page added, for the small-batch wait (PRODUCT.md §9). */
  readonly lastBatchSize?: number | null | undefined;
  readonly testId?: string | undefined;
  /** A preview of a longer list: no footer once there are items (nothing is "no more" there). */
  readonly preview?: boolean | undefined;
  /**
   * Shows the works already seen whatever the setting says. Default: a list of given items (no
   * `load`: the history, local favourites, a work's related works) keeps them, a loading list does not.
   */
  readonly keepsSeen?: boolean | undefined;
}

/**
 * The height of the title and author under each card's image: CARD_META_HEIGHT when the settings put
 * them outside the picture, else 0 (what a strip or a row of cards adds to its pictures' height).
 */
export function useCardMetaHeight(): number {
  return useSettingsStore((state) => state.app.isImageCardOuterMeta) ? CARD_META_HEIGHT : 0;
}

/** The items the content rule lets through (PRODUCT.md §4), memoized on the rule. */
export function useVisibleItems(items: readonly GridItem[]): GridItem[] {
  const rules = useVisibilityRules();
  return useMemo(() => items.filter((item) => isContentVisible(item.artwork, rules)), [items, rules]);
}

const artworkIdOf = (item: GridItem): number => item.artwork.id;

/** The first load's spinner or error in place of an empty list, else null. */
export function firstLoadView(load: ListLoad | undefined, count: number): ReactNode {
  if (load === undefined || count > 0) return null;
  if (load.isPending) return <ListStatus state="loading" onRetry={() => undefined} />;
  if (load.isError) {
    return (
      <ErrorNotice
        error={load.error}
        onRetry={() => {
          void load.refetch();
        }}
      />
    );
  }
  return null;
}

export function ArtworkList({
  items,
  load,
  layout,
  pagination,
  lastBatchSize = null,
  testId = "artwork-list",
  preview = false,
  keepsSeen = load === undefined,
}: ArtworkListProps) {
  const setting = useSettingsStore((state) => state.app.wfType);
  const hidesSeen = useHidesSeen() && !keepsSeen;
  const { shown: visible, firstLoad } = useSeenFilter(
    "illust",
    useVisibleItems(items),
    artworkIdOf,
    hidesSeen,
    load,
  );
  const metaHeight = useCardMetaHeight();
  const chosen = layout ?? setting;
  const inline = useInlinePages(visible);
  const { entries, expansion, toggle } = inline;
  const expand = useMemo<InlineExpand>(
    () => ({ isExpanded: (artwork) => isExpanded(expansion, artwork), toggle }),
    [expansion, toggle],
  );
  const expandAt = useCallback(
    (index: number): number | null => {
      const entry = entries[index];
      if (entry === undefined || !isMultiPage(entry.artwork)) return null;
      toggle(entry.artwork);
      // A page tile collapses its work: the focus goes back to the work's card, just before its pages.
      return index - (entry.page?.index ?? 0);
    },
    [entries, toggle],
  );
  const { focusIndex, listRef: focusRef, onFocus } = useCardFocus(entries.length, load, expandAt);
  const inlineRef = inline.listRef;
  const listRef = useCallback(
    (element: HTMLDivElement | null) => {
      focusRef(element);
      inlineRef(element);
    },
    [focusRef, inlineRef],
  );
  const shownIds = useMemo(() => visible.map(artworkIdOf), [visible]);
  const shownWorks = useMemo(() => visible.map((item) => item.artwork), [visible]);
  const shownList = useShownList(shownIds, shownWorks, load);

  const first = firstLoadView(firstLoad, visible.length);
  if (first !== null) return first;

  return (
    <div
      ref={listRef}
      onFocus={onFocus}
      data-testid={testId}
      data-count={visible.length}
      {...{ [SHOWN_LIST_ATTRIBUTE]: shownList }}
    >
      <Suspense fallback={null}>
        {chosen === "Slide" ? (
          <SlideView items={entries} metaHeight={metaHeight} focusIndex={focusIndex} expand={expand} />
        ) : null}
        {chosen === "Grid" ? (
          <GridView items={entries} metaHeight={metaHeight} focusIndex={focusIndex} expand={expand} />
        ) : null}
        {chosen === "Justified" ? (
          <JustifiedView items={entries} focusIndex={focusIndex} expand={expand} />
        ) : null}
      </Suspense>
      {chosen === "Masonry" ? (
        <MasonryView items={entries} metaHeight={metaHeight} focusIndex={focusIndex} expand={expand} />
      ) : null}
      {pagination !== undefined ? (
        <Suspense fallback={null}>
          <ListPagination {...pagination} />
        </Suspense>
      ) : null}
      {pagination === undefined && load !== undefined && !(preview && visible.length > 0) ? (
        <ListFooter load={load} count={visible.length} batchSize={lastBatchSize} />
      ) : null}
    </div>
  );
}
