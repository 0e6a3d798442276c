/**
 * Persists TanStack Query answers to IndexedDB for the cache lifetimes of PRODUCT.md §9: rankings 14
 * days, artwork details permanently. At start-up, answers still within their lifetime are put back
 * into the query client with their original fetch time (so staleness is judged correctly) and
 * expired ones are deleted. Only successful answers of the listed resources are kept.
 */
import type { QueryClient } from "@tanstack/react-query";
import { STALE_TIME } from "./stale-times";
import { localDb } from "../storage/local-db";

/** Query-key root → how long its answer is kept. */
const LIFETIMES: Readonly<Record<string, number>> = {
  ranking: STALE_TIME.ranking,
  artwork: STALE_TIME.artworkDetail,
};

const lifetimeOf = (queryKey: readonly unknown[]): number | undefined =>
  typeof queryKey[0] === "string" ? LIFETIMES[queryKey[0]] : undefined;

export async function restoreQueryCache(queryClient: QueryClient, now: number = Date.now()): Promise<number> {
  const rows = await localDb().queryCache.toArray();
  const expired: string[] = [];
  let restored = 0;
  for (const row of rows) {
    const { queryKey } = row;
    const lifetime = lifetimeOf(queryKey);
    if (lifetime === undefined || now - row.updatedAt > lifetime) {
      expired.push(row.hash);
      continue;
    }
    // Never replace an answer fetched since start-up with an older saved one.
    const current = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
    if (current >= row.updatedAt) continue;
    queryClient.setQueryData(queryKey, row.data, { updatedAt: row.updatedAt });
    restored += 1;
  }
  if (expired.length > 0) await localDb().queryCache.bulkDelete(expired);
  return restored;
}

/** Saves each successful answer of a persisted resource as it arrives; returns the unsubscribe. */
export function persistQueryCache(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    const { query } = event;
    const queryKey = query.queryKey as readonly unknown[];
    if (lifetimeOf(queryKey) === undefined) return;
    const data: unknown = query.state.data;
    localDb()
      .queryCache.put({ hash: query.queryHash, queryKey, data, updatedAt: query.state.dataUpdatedAt })
      .catch((error: unknown) => {
        console.warn("Could not persist a query", error);
      });
  });
}

export async function clearQueryCache(queryClient?: QueryClient): Promise<void> {
  queryClient?.clear();
  await localDb().queryCache.clear();
}
