/**
 * The reading side of seen-works.ts, loaded only when a list hides seen works: a Dexie live query
 * on the history table's keys, so every write is seen (a work opened, an import, sync, clearing,
 * another tab), each answer split into sets of ids per kind of work.
 */
import { liveQuery } from "dexie";
import { localDb, type HistoryKind } from "./local-db";

export type SeenKind = Extract<HistoryKind, "illust" | "novel">;
export type SeenIds = Record<SeenKind, Set<number>>;

const SEEN_KINDS: readonly SeenKind[] = ["illust", "novel"];

/** The seen ids of each kind, from the history table's keys ([kind, id]). */
export function seenIdsOf(keys: readonly (readonly [HistoryKind, number])[]): SeenIds {
  const seen: SeenIds = { illust: new Set(), novel: new Set() };
  for (const [kind, id] of keys) if (kind === "illust" || kind === "novel") seen[kind].add(id);
  return seen;
}

let subscription: { unsubscribe: () => void } | null = null;

/**
 * Reads the seen ids and gives them to `onSeen`, again after every change; after a failure, empty
 * sets (nothing is known to be seen: the lists show everything rather than wait forever).
 */
export function startWatching(onSeen: (seen: SeenIds) => void): void {
  const keysQuery = liveQuery(async () => {
    // The primary key is [kind, id] (local-db.ts types the table by id alone).
    const keys = await localDb().history.where("kind").anyOf(SEEN_KINDS).primaryKeys();
    return keys as unknown as (readonly [HistoryKind, number])[];
  });
  subscription = keysQuery.subscribe({
    next: (keys) => {
      onSeen(seenIdsOf(keys));
    },
    error: (error: unknown) => {
      console.warn("The viewing history is unavailable: seen works are not hidden", error);
      onSeen({ illust: new Set(), novel: new Set() });
    },
  });
}

/** Stops the live query (tests). */
export function stopWatching(): void {
  subscription?.unsubscribe();
  subscription = null;
}
