/**
 * The popularity sort, pure: works — artworks or novels, both carry pixiv's counts — by bookmarks
 * (`like`, pixiv's total_bookmarks), by
 * bookmark rate (bookmarks ÷ views) or by date (newest first), most first. Each work's key is
 * computed once and the indices are sorted on a Float64Array, so 900 works sort in well under a
 * millisecond. Ties go by id, higher (newer) first, so the order is the same on every run. Some list
 * answers carry no counts (pixiv's web lists: the normalizer gives 0 views and 0 bookmarks): such a
 * work, or one whose rate has no views to divide by, has no key and goes last, in id order, and the
 * count of them is returned so the screen can say so.
 */
import type { Artwork, Novel } from "@pxv/pixiv";
import { SORT_ORDERS, type SortOrder } from "./sort-params";

/** What the sort reads of a work; an Artwork and a Novel are both one. */
export type SortableWork = Pick<Artwork | Novel, "id" | "like" | "view" | "created">;

/** A list item the sort reads: an artwork list's (GridItem) or a novel list's (NovelItem). */
export type SortableItem = { readonly artwork: SortableWork } | { readonly novel: SortableWork };

/** The work of a list item. */
export function workOfItem(item: SortableItem): SortableWork {
  return "artwork" in item ? item.artwork : item.novel;
}

/** A loaded page as the window reads it: a page of artworks, of novels, or a cursor page of either. */
export type WindowPage =
  | { readonly artworks: readonly SortableWork[] }
  | { readonly novels: readonly SortableWork[] }
  | { readonly items: readonly SortableWork[] };

/** The works of a loaded page. */
export function worksOfPage(page: WindowPage): readonly SortableWork[] {
  if ("artworks" in page) return page.artworks;
  return "novels" in page ? page.novels : page.items;
}

export interface SortedWorks<T> {
  /** The items in the order, those without a key at the end. */
  readonly items: readonly T[];
  /** How many items had no key (their counts unknown). */
  readonly unknown: number;
}

/** Whether the list answer gave the work's counts: none with both 0 (a work nobody has seen). */
export function countsKnown(work: SortableWork): boolean {
  return work.view > 0 || work.like > 0;
}

/**
 * The orders a list can be sorted by, read from its works: by bookmarks when at least one came with
 * counts, by rate when at least one came with views (pixiv's touch popular list gives bookmarks
 * only), by date always — a list whose answers carry no counts (pixiv's web lists) would otherwise
 * "sort" every work last, in id order. An empty list (not loaded yet) offers all.
 */
export function offeredOrders(works: Iterable<SortableWork>): readonly SortOrder[] {
  let any = false;
  let bookmarks = false;
  let rate = false;
  for (const work of works) {
    any = true;
    bookmarks ||= countsKnown(work);
    rate ||= work.view > 0;
    if (rate) return SORT_ORDERS;
  }
  if (!any) return SORT_ORDERS;
  return SORT_ORDERS.filter((order) => order === "date" || (order === "bookmarks" && bookmarks));
}

/** The work's key for `order` (larger first), or NaN when it has none. */
export function sortKey(work: SortableWork, order: SortOrder): number {
  switch (order) {
    case "bookmarks":
      return countsKnown(work) ? work.like : Number.NaN;
    case "rate":
      return work.view > 0 ? work.like / work.view : Number.NaN;
    case "date":
      return Date.parse(work.created);
  }
}

export function sortWorks<T>(
  items: readonly T[],
  workOf: (item: T) => SortableWork,
  order: SortOrder,
): SortedWorks<T> {
  const keys = new Float64Array(items.length);
  const ids = new Float64Array(items.length);
  const indices: number[] = [];
  const unknownIndices: number[] = [];
  items.forEach((item, index) => {
    const work = workOf(item);
    const key = sortKey(work, order);
    keys[index] = key;
    ids[index] = work.id;
    (Number.isNaN(key) ? unknownIndices : indices).push(index);
  });
  const byId = (a: number, b: number): number => (ids[b] ?? 0) - (ids[a] ?? 0);
  indices.sort((a, b) => (keys[b] ?? 0) - (keys[a] ?? 0) || byId(a, b));
  unknownIndices.sort(byId);
  const sorted: T[] = [];
  for (const index of indices) sorted.push(items[index] as T);
  for (const index of unknownIndices) sorted.push(items[index] as T);
  return { items: sorted, unknown: unknownIndices.length };
}
