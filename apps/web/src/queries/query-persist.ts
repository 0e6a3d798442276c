/**
 * Persists TanStack Query answers to IndexedDB (storage/query-cache-db.ts, a database of its own
 * without Dexie) for the cache lifetimes of PRODUCT.md §9: rankings 14 days, artwork details
 * permanently. At start-up, answers still within their lifetime are put back into the query client
 * with their original fetch time (so staleness is judged correctly) and expired ones are deleted.
 * Only successful answers of the listed resources are kept; the answers that arrive together (a list
 * seeding its works' details) are written in one transaction at the next idle moment.
 * Each answer is kept as the account it was fetched as (its `owner`: the active account's pixiv user
 * id, null signed out): a row of another account — or of nobody, when someone is signed in — is
 * never restored, and is deleted, so after switching accounts nothing of the other one comes back
 * (issue 29 "Several accounts").
 */
import type { QueryClient } from "@tanstack/react-query";
import { STALE_TIME } from "./stale-times";
import { useSessionStore } from "../session/session";
import {
  clearQueryCacheRows,
  deleteQueryCacheRows,
  putQueryCacheRows,
  readQueryCacheRows,
  type QueryCacheRow,
} from "../storage/query-cache-db";

/** Query-key root → how long its answer is kept. */
const LIFETIMES: Readonly<Record<string, number>> = {
  ranking: STALE_TIME.ranking,
  artwork: STALE_TIME.artworkDetail,
};

/** The longest wait for an idle moment before a batch of answers is written anyway. */
const WRITE_TIMEOUT_MS = 1_000;

const lifetimeOf = (queryKey: readonly unknown[]): number | undefined =>
  typeof queryKey[0] === "string" ? LIFETIMES[queryKey[0]] : undefined;

/** Whose answers are asked and kept now: the active account's pixiv user id, null signed out. */
const activeOwner = (): number | null => useSessionStore.getState().activeId;

export async function restoreQueryCache(
  queryClient: QueryClient,
  now: number = Date.now(),
  owner: number | null = activeOwner(),
): Promise<number> {
  const rows = await readQueryCacheRows();
  const expired: string[] = [];
  let restored = 0;
  for (const row of rows) {
    const { queryKey } = row;
    const lifetime = lifetimeOf(queryKey);
    if (lifetime === undefined || now - row.updatedAt > lifetime || (row.owner ?? null) !== owner) {
      expired.push(row.hash);
      continue;
    }
    // Never replace an answer fetched since start-up with an older saved one.
    const current = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
    if (current >= row.updatedAt) continue;
    queryClient.setQueryData(queryKey, row.data, { updatedAt: row.updatedAt });
    restored += 1;
  }
  if (expired.length > 0) await deleteQueryCacheRows(expired);
  return restored;
}

const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: WRITE_TIMEOUT_MS });
  else setTimeout(run, 0);
};

/** Saves each successful answer of a persisted resource as it arrives; returns the unsubscribe. */
export function persistQueryCache(
  queryClient: QueryClient,
  owner: number | null = activeOwner(),
): () => void {
  /** Answers waiting for the next write, by hash: a newer answer replaces an older one. */
  const pending = new Map<string, QueryCacheRow>();
  const write = (): void => {
    const rows = [...pending.values()];
    pending.clear();
    putQueryCacheRows(rows).catch((error: unknown) => {
      console.warn("Could not persist the queries", error);
    });
  };
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    const { query } = event;
    const queryKey = query.queryKey as readonly unknown[];
    if (lifetimeOf(queryKey) === undefined) return;
    if (pending.size === 0) whenIdle(write);
    const data: unknown = query.state.data;
    pending.set(query.queryHash, {
      hash: query.queryHash,
      queryKey,
      data,
      updatedAt: query.state.dataUpdatedAt,
      owner,
    });
  });
}

/** Forgets every answer, kept and in memory; never fails (without IndexedDB nothing was kept). */
export async function clearQueryCache(queryClient?: QueryClient): Promise<void> {
  queryClient?.clear();
  try {
    await clearQueryCacheRows();
  } catch (error) {
    console.warn("Could not clear the persisted answers", error);
  }
}
