/**
 * The popularity sort, pure: works by bookmarks (the Artwork's `like`, pixiv's total_bookmarks), by
 * bookmark rate (bookmarks ÷ views) or by date (newest first), most first. Each work's key is
 * computed once and the indices are sorted on a Float64Array, so 900 works sort in well under a
 * millisecond. Ties go by id, higher (newer) first, so the order is the same on every run. Some list
 * answers carry no counts (pixiv's web lists: the normalizer gives 0 views and 0 bookmarks): such a
 * work, or one whose rate has no views to divide by, has no key and goes last, in id order, and the
 * count of them is returned so the screen can say so.
 */
import type { Artwork } from "@pxv/pixiv";
import { SORT_ORDERS, type SortOrder } from "./sort-params";

export interface SortedWorks<T> {
  /** The items in the order, those without a key at the end. */
  readonly items: readonly T[];
  /** How many items had no key (their counts unknown). */
  readonly unknown: number;
}

/** Whether the list answer gave the work's counts: none with both 0 (a work nobody has seen). */
export function countsKnown(artwork: Artwork): boolean {
  return artwork.view > 0 || artwork.like > 0;
}

/**
 * The orders a list can be sorted by, read from its works: by bookmarks when at least one came with
 * counts, by rate when at least one came with views (pixiv's touch popular list gives bookmarks
 * only), by date always — a list whose answers carry no counts (pixiv's web lists) would otherwise
 * "sort" every work last, in id order. An empty list (not loaded yet) offers all.
 */
export function offeredOrders(artworks: Iterable<Artwork>): readonly SortOrder[] {
  let any = false;
  let bookmarks = false;
  let rate = false;
  for (const artwork of artworks) {
    any = true;
    bookmarks ||= countsKnown(artwork);
    rate ||= artwork.view > 0;
    if (rate) return SORT_ORDERS;
  }
  if (!any) return SORT_ORDERS;
  return SORT_ORDERS.filter((order) => order === "date" || (order === "bookmarks" && bookmarks));
}

/** The work's key for `order` (larger first), or NaN when it has none. */
export function sortKey(artwork: Artwork, order: SortOrder): number {
  switch (order) {
    case "bookmarks":
      return countsKnown(artwork) ? artwork.like : Number.NaN;
    case "rate":
      return artwork.view > 0 ? artwork.like / artwork.view : Number.NaN;
    case "date":
      return Date.parse(artwork.created);
  }
}

export function sortWorks<T>(
  items: readonly T[],
  artworkOf: (item: T) => Artwork,
  order: SortOrder,
): SortedWorks<T> {
  const keys = new Float64Array(items.length);
  const ids = new Float64Array(items.length);
  const indices: number[] = [];
  const unknownIndices: number[] = [];
  items.forEach((item, index) => {
    const artwork = artworkOf(item);
    const key = sortKey(artwork, order);
    keys[index] = key;
    ids[index] = artwork.id;
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
