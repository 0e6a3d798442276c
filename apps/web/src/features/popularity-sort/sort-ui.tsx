/**
 * The popularity sort's screen parts, loaded on first use (sort-entry.tsx): the menu of orders and
 * windows, and the sorted window over a list — the window loaded through the list's own infinite
 * query (window-loader.ts) with its progress and Stop, the works of the window's pages sorted
 * (sort-works.ts), and the line that states the window ("Sorted by bookmarks: first 10 pages, 300
 * works"), how many works had no counts, and a failed page with its retry. While a window loads the
 * list shows the pages sorted before it; they are sorted again once it is in (two sorts, not one per
 * page). Stopping keeps the pages loaded: the URL's window becomes them, so a reload asks no more.
 */
import clsx from "clsx";
import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useNamespace } from "../../i18n/use-namespace";
import { useTranslation } from "../../i18n/use-translation";
import {
  MAX_WINDOW_PAGES,
  SORT_ORDERS,
  sortChoiceOf,
  WINDOW_CHOICES,
  WINDOW_PARAM,
  withSortChoice,
  type SortChoice,
  type SortOrder,
} from "./sort-params";
import { sortWorks, workOfItem, worksOfPage, type SortableItem, type WindowPage } from "./sort-works";
import { loadWindow, type PagedList, type WindowOutcome, type WindowProgress } from "./window-loader";

/** A sortable list of artworks (GridItem) or novels (NovelItem): `T` is the item the screen renders. */
export interface SortableListProps<T extends SortableItem> {
  /** The list's infinite query (its result as the hook gives it). */
  readonly list: PagedList;
  /** The loaded pages, in order: the window is the first of these. */
  readonly pages: readonly WindowPage[];
  /** The works the screen shows (after its own filters), in pixiv's order. */
  readonly items: readonly T[];
  /** Changes when the list is another one (a tag chosen…): the window starts again. */
  readonly listKey?: string | undefined;
  /** The orders this list offers (sort-works.ts offeredOrders); absent: all. */
  readonly orders?: readonly SortOrder[] | undefined;
  // A method (called on the props, never detached), so that a novel list's props pass where the
  // lazily loaded window takes any item's.
  children(items: readonly T[], sorted: boolean): ReactNode;
}

/** Sets the URL's sort, replacing the history entry as the list switches do. */
function useSetSortChoice(): (choice: SortChoice | null) => void {
  const [, setParams] = useSearchParams();
  return (choice) => {
    setParams((current) => withSortChoice(current.toString(), choice), {
      replace: true,
      preventScrollReset: true,
    });
  };
}

/** Sets the URL's window alone (after a Stop: the pages loaded), the order as it is now. */
function useSetWindow(): (pages: number) => void {
  const [, setParams] = useSearchParams();
  return (pages) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(WINDOW_PARAM, String(pages));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
}

const optionClass = (on: boolean): string =>
  clsx(
    "rounded-full px-3 py-1 text-sm transition-colors",
    on
      ? "bg-accent-fill text-white"
      : "bg-neutral-100 text-neutral-800 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700",
  );

/** The menu under the Sort button: an order the list offers (or pixiv's), and a window of pages. */
export function SortMenu({
  pages,
  orders = SORT_ORDERS,
  onClose,
}: {
  pages: number;
  orders?: readonly SortOrder[] | undefined;
  onClose: () => void;
}) {
  const ready = useNamespace("sorting");
  const { t } = useTranslation("sorting");
  const choice = sortChoiceOf(useLocation().search);
  const setChoice = useSetSortChoice();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outside = (event: PointerEvent): void => {
      const target = event.target as Node | null;
      if (target !== null && !panel.current?.parentElement?.contains(target)) onClose();
    };
    const escape = (event: KeyboardEvent): void => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [onClose]);
  if (!ready) return null;
  const loaded = Math.max(1, Math.min(pages, MAX_WINDOW_PAGES));
  const order = choice?.order ?? null;
  const window = choice?.window ?? null;
  const pick = (next: SortOrder): void => {
    setChoice({ order: next, window: window ?? loaded });
    onClose();
  };
  const windows: readonly { readonly pages: number; readonly label: string; readonly id: string }[] = [
    { pages: loaded, label: t("window.loaded", { count: loaded }), id: "loaded" },
    ...WINDOW_CHOICES.map((count) => ({
      pages: count,
      label: t("window.pages", { count }),
      id: String(count),
    })),
  ];
  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={t("control")}
      data-testid="sort-menu"
      className="absolute top-10 left-0 z-30 flex w-72 flex-col gap-3 rounded-xl bg-white p-3 shadow-lg ring-1 ring-black/10 dark:bg-neutral-900 dark:ring-white/10"
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-xs text-neutral-500">{t("order_heading")}</legend>
        <button
          type="button"
          data-testid="sort-order-none"
          aria-pressed={order === null}
          className={optionClass(order === null)}
          onClick={() => {
            setChoice(null);
            onClose();
          }}
        >
          {t("order.none")}
        </button>
        {orders.map((each) => (
          <button
            key={each}
            type="button"
            data-testid={`sort-order-${each}`}
            aria-pressed={order === each}
            className={optionClass(order === each)}
            onClick={() => {
              pick(each);
            }}
          >
            {t(`order.${each}`)}
          </button>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-xs text-neutral-500">{t("window_heading")}</legend>
        {windows.map((each) => (
          <button
            key={each.id}
            type="button"
            data-testid={`sort-window-${each.id}`}
            aria-pressed={window === each.pages}
            className={optionClass(window === each.pages)}
            onClick={() => {
              setChoice({ order: order ?? orders[0] ?? "date", window: each.pages });
              onClose();
            }}
          >
            {each.label}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

/** A window run's switches: cancelled (unmounted, or a new run), and whether the user stopped it. */
interface RunControl {
  cancelled: boolean;
  byUser: boolean;
}

interface Run {
  readonly progress: WindowProgress | null;
  readonly outcome: WindowOutcome | null;
}

/** The list sorted over its window, with the window's line above it. */
export function SortedWindow<T extends SortableItem>(props: SortableListProps<T> & { choice: SortChoice }) {
  const { list, pages, items, choice } = props;
  const ready = useNamespace("sorting");
  const { t } = useTranslation("sorting");
  const setWindow = useSetWindow();
  const loaded = pages.length;
  // No window in the URL: the pages there were when the sorted list appeared.
  const [pagesAtStart] = useState(() => Math.max(1, Math.min(loaded, MAX_WINDOW_PAGES)));
  const target = choice.window ?? pagesAtStart;
  const [sortedPages, setSortedPages] = useState(() => Math.min(loaded, target));
  const [run, setRun] = useState<Run>({ progress: null, outcome: null });
  const [attempt, setAttempt] = useState(0);
  const stopRef = useRef<RunControl | null>(null);
  const started = list.data !== undefined;

  // Reads the list, the window and the URL as they are when a run starts.
  const runWindow = useEffectEvent((control: RunControl) => {
    void loadWindow(list, target, {
      onProgress: (progress) => {
        if (!control.cancelled) setRun({ progress, outcome: null });
      },
      isCancelled: () => control.cancelled,
    }).then((outcome) => {
      if (control.cancelled && !control.byUser) return;
      setRun({ progress: null, outcome });
      setSortedPages(Math.min(outcome.pages, target));
      if (control.byUser) setWindow(Math.max(1, Math.min(outcome.pages, target)));
    });
  });
  useEffect(() => {
    if (!started) return undefined;
    const control: RunControl = { cancelled: false, byUser: false };
    stopRef.current = control;
    runWindow(control);
    return () => {
      control.cancelled = true;
    };
  }, [started, target, attempt]);

  const shownPages = Math.min(sortedPages, target);
  const windowItems = useMemo(() => {
    const ids = new Set<number>();
    for (const page of pages.slice(0, shownPages)) for (const work of worksOfPage(page)) ids.add(work.id);
    // Each work once, though a list's pages may repeat one (pixiv's recommendations do).
    return items.filter((item) => ids.delete(workOfItem(item).id));
  }, [pages, items, shownPages]);
  const sorted = useMemo(() => sortWorks(windowItems, workOfItem, choice.order), [windowItems, choice.order]);

  const end = !list.hasNextPage && loaded <= shownPages;
  const novels = items[0] !== undefined && "novel" in items[0];
  const line = ready
    ? t("line", {
        sorted: t(`sorted_by.${choice.order}`),
        pages: end ? t("all_pages", { count: shownPages }) : t("pages", { count: shownPages }),
        works: t(novels ? "novels" : "works", { count: windowItems.length }),
      })
    : null;

  return (
    <>
      <div className="flex flex-col gap-1 px-4 pb-3 text-sm text-neutral-600 dark:text-neutral-300">
        <p data-testid="sort-line" data-pages={shownPages} data-works={windowItems.length} aria-live="polite">
          {line}
          {ready && sorted.unknown > 0 ? (
            <span data-testid="sort-unknown"> {t("unknown", { count: sorted.unknown })}</span>
          ) : null}
        </p>
        {ready && run.progress !== null ? (
          <div data-testid="sort-progress" className="flex items-center gap-3">
            <span>{t("progress", { page: run.progress.page, total: run.progress.target })}</span>
            <progress
              className="h-1.5 w-32 accent-current"
              max={run.progress.target}
              value={run.progress.page - 1}
            />
            <button
              type="button"
              data-testid="sort-stop"
              className="rounded-full px-3 py-1 hover:bg-neutral-200/70 dark:hover:bg-neutral-800"
              onClick={() => {
                const control = stopRef.current;
                if (control !== null) {
                  control.byUser = true;
                  control.cancelled = true;
                }
              }}
            >
              {t("cancel")}
            </button>
          </div>
        ) : null}
        {ready && run.outcome?.failed === true ? (
          <div data-testid="sort-failed" className="flex items-center gap-3">
            <span>{t("failed", { page: run.outcome.pages + 1 })}</span>
            <button
              type="button"
              data-testid="sort-retry"
              className="rounded-full px-3 py-1 hover:bg-neutral-200/70 dark:hover:bg-neutral-800"
              onClick={() => {
                setAttempt(attempt + 1);
              }}
            >
              {t("retry")}
            </button>
          </div>
        ) : null}
      </div>
      {props.children(sorted.items, true)}
    </>
  );
}
