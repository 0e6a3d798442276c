/**
 * The one way to find a work, novel or user in the query cache: the finders every query module
 * exports (queries/cache-finder.ts), gathered here. The artwork and novel placeholders, ←/→ paging
 * (features/artwork/list-neighbours.ts) and the optimistic bookmark/follow updates
 * (cache-updates.ts) all read or rewrite cached items through this module, so a
 * list found by one is found by all.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { accountFinders } from "./account";
import { artworkFinders } from "./artwork-keys";
import type { AnyCacheFinder, CacheFinder, CachedItemKind, CachedItemKinds } from "./cache-finder";
import { discoveryFinders } from "./discovery";
import { latestFinders } from "./latest";
import { memberFinders } from "./member";
import { novelFinders } from "./novel";
import { randomRankFinders } from "./random-rank";
import { rankingFinders } from "./ranking";
import { recommendedFinders } from "./recommended";
import { relatedFinders } from "./related-artworks";
import { searchFinders } from "./search";
import { seriesFinders } from "./series";
import { userArtworksFinders } from "./user-artworks";

/**
 * Every finder. A function, not a constant: the detail modules (artwork, novel) import this one for
 * their placeholders, and the lists are read only when the cache is searched.
 */
export const allFinders = (): readonly AnyCacheFinder[] => [
  ...accountFinders,
  ...artworkFinders,
  ...discoveryFinders,
  ...latestFinders,
  ...memberFinders,
  ...novelFinders,
  ...randomRankFinders,
  ...rankingFinders,
  ...recommendedFinders,
  ...relatedFinders,
  ...searchFinders,
  ...seriesFinders,
  ...userArtworksFinders,
];

export interface CachedList<K extends CachedItemKind> {
  readonly queryKey: QueryKey;
  /** When the query's data last changed (the list shown last is the one updated last). */
  readonly updatedAt: number;
  readonly items: readonly CachedItemKinds[K][];
}

const finderOf = <K extends CachedItemKind>(kind: K, queryKey: QueryKey): CacheFinder<K> | undefined =>
  allFinders().find((finder) => finder.kind === kind && finder.matches(queryKey)) as
    CacheFinder<K> | undefined;

/** Every cached list of items of `kind` (details left out), skipping keys under an `exclude` prefix. */
export function cachedLists<K extends CachedItemKind>(
  queryClient: QueryClient,
  kind: K,
  exclude: readonly QueryKey[] = [],
): CachedList<K>[] {
  const lists: CachedList<K>[] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const { queryKey } = query;
    if (exclude.some((prefix) => prefix.every((part, index) => queryKey[index] === part))) continue;
    const finder = finderOf(kind, queryKey);
    if (finder === undefined || finder.shape !== "list" || query.state.data === undefined) continue;
    lists.push({ queryKey, updatedAt: query.state.dataUpdatedAt, items: finder.items(query.state.data) });
  }
  return lists;
}

/** The first cached copy of the item of `kind` with this id, from a list or a detail. */
export function findCachedItem<K extends CachedItemKind>(
  queryClient: QueryClient,
  kind: K,
  id: number,
): CachedItemKinds[K] | undefined {
  for (const query of queryClient.getQueryCache().getAll()) {
    const finder = finderOf(kind, query.queryKey);
    if (finder === undefined || query.state.data === undefined) continue;
    const found = finder.items(query.state.data).find((item) => item.id === id);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Applies `update` to every cached item of `kind`, copying only what changes; returns an undo that
 * puts back the data it replaced.
 */
export function updateCachedItems<K extends CachedItemKind>(
  queryClient: QueryClient,
  kind: K,
  update: (item: CachedItemKinds[K]) => CachedItemKinds[K],
): () => void {
  const previous: [QueryKey, unknown][] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const finder = finderOf(kind, query.queryKey);
    const data = query.state.data;
    if (finder === undefined || data === undefined) continue;
    const next = finder.update(data, update);
    if (next !== data) {
      previous.push([query.queryKey, data]);
      queryClient.setQueryData(query.queryKey, next);
    }
  }
  return () => {
    for (const [key, data] of previous) queryClient.setQueryData(key, data);
  };
}
