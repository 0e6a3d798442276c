/**
 * What the list screens mount (issue 29): the Sort control for a list's header row and the slot
 * that shows the list sorted. Both ship with the screens, so this module is tiny: the menu, the
 * window loader and the sort load with sort-ui.tsx (one chunk) on first use — the control's first
 * click, or a URL that already asks for a sort. Without a sort in the URL the slot renders the list
 * as it is. The control is a round icon button like the list switches beside it (pressed while a
 * sort is on), of a fixed size from the first paint.
 */
import type { Artwork } from "@pxv/pixiv";
import { ArrowDownWideNarrow } from "lucide-react";
import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { IconButton } from "../../components/icon-button";
import { roundIconButtonClass } from "../../components/round-icon-button";
import { useNamespace } from "../../i18n/use-namespace";
import { useTranslation } from "../../i18n/use-translation";
import { useSortChoice, type SortOrder } from "./sort-params";
import { offeredOrders, workOfItem, type SortableItem } from "./sort-works";
import type { SortableListProps } from "./sort-ui";

const SortMenu = lazy(() => import("./sort-ui").then((module) => ({ default: module.SortMenu })));
const SortedWindow = lazy(() => import("./sort-ui").then((module) => ({ default: module.SortedWindow })));

/**
 * The Sort button; `pages` is how many pages the list holds now (the "loaded so far" window),
 * `orders` those the list offers (sort-works.ts offeredOrders; absent: all).
 */
export function SortControl({ pages, orders }: { pages: number; orders?: readonly SortOrder[] | undefined }) {
  const [open, setOpen] = useState(false);
  const choice = useSortChoice();
  const on = choice !== null && orders?.includes(choice.order) !== false;
  const ready = useNamespace("sorting");
  const { t } = useTranslation("sorting");
  const label = ready ? t("control") : undefined;
  return (
    <span className="relative inline-flex shrink-0 self-start">
      <IconButton
        testId="sort-control"
        label={label}
        aria-pressed={on}
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
        }}
        className={roundIconButtonClass(on)}
      >
        <ArrowDownWideNarrow aria-hidden className="size-4" />
      </IconButton>
      {open ? (
        <Suspense fallback={null}>
          <SortMenu
            pages={pages}
            orders={orders}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </span>
  );
}

/**
 * The list, sorted when the URL asks for an order it offers: `children` renders the items it is given (`sorted` true then:
 * a sorted window is not endless, so the list should not load further pages by itself).
 */
export function SortableList<T extends SortableItem>(props: SortableListProps<T>): ReactNode {
  const choice = useSortChoice();
  if (choice === null || props.orders?.includes(choice.order) === false) {
    return props.children(props.items, false);
  }
  return (
    <Suspense fallback={props.children(props.items, false)}>
      <SortedWindow key={props.listKey} {...props} choice={choice} />
    </Suspense>
  );
}

/** A list's pages of `items` as the sorted window reads them (pages of `artworks`). */
export function useArtworkPages(
  pages: readonly { readonly items: readonly Artwork[] }[] | undefined,
): readonly { readonly artworks: readonly Artwork[] }[] {
  return useMemo(() => (pages ?? []).map((page) => ({ artworks: page.items })), [pages]);
}

/** The orders a list's shown works or novels offer (all, or only by date when none came with counts). */
export function useOfferedOrders(items: readonly SortableItem[]): readonly SortOrder[] {
  return useMemo(() => offeredOrders(items.map(workOfItem)), [items]);
}
