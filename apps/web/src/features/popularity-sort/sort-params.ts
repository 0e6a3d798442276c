/**
 * A list's sort and its window, kept in the list's URL (`?sort=bookmarks&window=10`) as the list
 * switches keep theirs (components/lists/hide-seen.ts), so Back and a reload keep them. `sort` is
 * the order (absent: pixiv's own order); `window` how many of the list's first pages are sorted,
 * capped at MAX_WINDOW_PAGES (absent: the pages loaded when the sort was turned on). Tiny and pure
 * but for the one hook: the screens' Sort control ships with it.
 */
import { useLocation } from "react-router";

export const SORT_PARAM = "sort";
export const WINDOW_PARAM = "window";

export const SORT_ORDERS = ["bookmarks", "rate", "date"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The window sizes offered, in pages (pixiv's pages hold 30 works). */
export const WINDOW_CHOICES = [5, 10, 30] as const;
/** No window is longer than this many pages, whatever the URL says. */
export const MAX_WINDOW_PAGES = 30;

export interface SortChoice {
  readonly order: SortOrder;
  /** Pages sorted; null: the pages loaded when the sorted list appeared. */
  readonly window: number | null;
}

export function parseOrder(value: string | null): SortOrder | null {
  return SORT_ORDERS.find((order) => order === value) ?? null;
}

/** A window in pages, 1 to MAX_WINDOW_PAGES, or null when absent or not a whole number. */
export function parseWindow(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const pages = Number(value);
  return pages < 1 ? null : Math.min(pages, MAX_WINDOW_PAGES);
}

/** The sort a URL's query asks for, or null (pixiv's order). */
export function sortChoiceOf(search: string): SortChoice | null {
  const params = new URLSearchParams(search);
  const order = parseOrder(params.get(SORT_PARAM));
  return order === null ? null : { order, window: parseWindow(params.get(WINDOW_PARAM)) };
}

/** The query with the sort set (or removed, for null), the other parameters kept. */
export function withSortChoice(search: string, choice: SortChoice | null): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete(SORT_PARAM);
  params.delete(WINDOW_PARAM);
  if (choice !== null) {
    params.set(SORT_PARAM, choice.order);
    if (choice.window !== null) params.set(WINDOW_PARAM, String(choice.window));
  }
  return params;
}

/** This page's sort choice, from its URL. */
export function useSortChoice(): SortChoice | null {
  return sortChoiceOf(useLocation().search);
}
