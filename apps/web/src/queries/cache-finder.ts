/**
 * How a query module says where its items sit in the query cache. Each list or detail query module
 * exports finders (the key prefix of its queries, the kind of item they hold, and how to read and
 * rewrite those items); queries/cached-items.ts gathers them. Nothing else walks the cache, so a
 * new list is found by the artwork placeholder, ←/→ paging and the bookmark/follow updates as soon
 * as its module exports a finder (cached-items.test.ts fails when a list module exports none).
 */
import type { Artwork, Member, Novel, UserPreview } from "@pxv/pixiv";
import type { InfiniteData, QueryKey } from "@tanstack/react-query";

/** What each kind of finder finds. */
export interface CachedItemKinds {
  readonly artwork: Artwork;
  readonly novel: Novel;
  readonly user: UserPreview;
  readonly member: Member;
}
export type CachedItemKind = keyof CachedItemKinds;

/** Which queries a finder reads: a key prefix, or a test of the key (for keys with an id inside). */
export type KeyMatch = QueryKey | ((queryKey: QueryKey) => boolean);

export interface CacheFinder<K extends CachedItemKind> {
  readonly kind: K;
  /** A list (its items have neighbours) or a detail (one item). */
  readonly shape: "list" | "detail";
  readonly matches: (queryKey: QueryKey) => boolean;
  /** The items of one query's cached data, in the order the list shows them. */
  readonly items: (data: unknown) => readonly CachedItemKinds[K][];
  /** The data with `update` applied to each item; the same data when no item changed. */
  readonly update: (data: unknown, update: (item: CachedItemKinds[K]) => CachedItemKinds[K]) => unknown;
}

const matcher = (match: KeyMatch) =>
  typeof match === "function"
    ? match
    : (queryKey: QueryKey) => match.every((part, index) => queryKey[index] === part);

/** A finder of any one kind (what modules export and queries/cached-items.ts gathers). */
export type AnyCacheFinder = { [K in CachedItemKind]: CacheFinder<K> }[CachedItemKind];

/** `items` with `update` applied; the same array when nothing changed. */
function updateAll<T>(items: readonly T[], update: (item: T) => T): readonly T[] {
  const next = items.map(update);
  return next.some((item, index) => item !== items[index]) ? next : items;
}

/** A page of a list, its items under one field (`artworks`, `novels`, `users`, `items`). */
type Page<K extends CachedItemKind> = Readonly<Partial<Record<string, readonly CachedItemKinds[K][]>>>;

/** `page` with `update` applied to its items in `field`; the same page when none changed. */
function updatePage<K extends CachedItemKind>(
  page: Page<K>,
  field: string,
  update: (item: CachedItemKinds[K]) => CachedItemKinds[K],
): Page<K> {
  const items = page[field];
  if (items === undefined) return page;
  const next = updateAll(items, update);
  return next === items ? page : { ...page, [field]: next };
}

/**
 * A finder over an infinite query whose pages carry their items in `field`. `shown` keeps only the
 * items the list's screen shows (a list that leaves some out), so that ←/→ step through what the
 * user saw; updates still reach every item.
 */
export function pagesFinder<K extends CachedItemKind>(
  kind: K,
  match: KeyMatch,
  field: string,
  shown?: (item: CachedItemKinds[K]) => boolean,
): CacheFinder<K> {
  const pagesOf = (data: unknown): readonly Page<K>[] =>
    (data as InfiniteData<Page<K>> | undefined)?.pages ?? [];
  return {
    kind,
    shape: "list",
    matches: matcher(match),
    items: (data) => {
      const items = pagesOf(data).flatMap((page) => page[field] ?? []);
      return shown === undefined ? items : items.filter(shown);
    },
    update: (data, update) => {
      const pages = pagesOf(data);
      const next = updateAll(pages, (page) => updatePage(page, field, update));
      return next === pages ? data : { ...(data as InfiniteData<Page<K>>), pages: next };
    },
  };
}

/** A finder over plain queries whose data is one page, its items in `field` (one numbered page). */
export function pageFinder<K extends CachedItemKind>(
  kind: K,
  match: KeyMatch,
  field: string,
): CacheFinder<K> {
  return {
    kind,
    shape: "list",
    matches: matcher(match),
    items: (data) => (data as Page<K> | undefined)?.[field] ?? [],
    update: (data, update) => (data === undefined ? data : updatePage(data as Page<K>, field, update)),
  };
}

/** A finder over plain queries whose data is one item (a detail). */
export function detailFinder<K extends CachedItemKind>(kind: K, match: KeyMatch): CacheFinder<K> {
  type Item = CachedItemKinds[K];
  return {
    kind,
    shape: "detail",
    matches: matcher(match),
    items: (data) => (data === undefined || data === null ? [] : [data as Item]),
    update: (data, update) => (data === undefined || data === null ? data : update(data as Item)),
  };
}

/** A finder over plain queries whose data is an array of items (a one-page list). */
export function arrayFinder<K extends CachedItemKind>(kind: K, match: KeyMatch): CacheFinder<K> {
  type Item = CachedItemKinds[K];
  return {
    kind,
    shape: "list",
    matches: matcher(match),
    items: (data) => (Array.isArray(data) ? (data as Item[]) : []),
    update: (data, update) => (Array.isArray(data) ? updateAll(data as Item[], update) : data),
  };
}
