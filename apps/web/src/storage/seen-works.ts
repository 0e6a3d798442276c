/**
 * Which works have been seen — opened, so in the viewing history (history.ts) — known without
 * waiting, for the lists' "hide works I have already seen" (components/lists/hide-seen.ts): one set
 * of ids per kind of work, read from IndexedDB and kept current by a Dexie live query on the
 * history table, so every write is seen (a work opened, an import, sync, clearing, another tab).
 * Nothing is read until a list asks (watchSeenWorks): the database code loads only then, never on
 * a first visit with the setting off.
 */
import { create } from "zustand";
import type { HistoryKind } from "./local-db";

export type SeenKind = Extract<HistoryKind, "illust" | "novel">;

const SEEN_KINDS: readonly SeenKind[] = ["illust", "novel"];

type SeenState = Readonly<Record<SeenKind, ReadonlySet<number> | null>>;

/** null per kind until read from the database. */
export const useSeenWorks = create<SeenState>(() => ({ illust: null, novel: null }));

/** The seen ids of each kind, from the history table's keys ([kind, id]). */
export function seenIdsOf(keys: readonly (readonly [HistoryKind, number])[]): Record<SeenKind, Set<number>> {
  const seen: Record<SeenKind, Set<number>> = { illust: new Set(), novel: new Set() };
  for (const [kind, id] of keys) if (kind === "illust" || kind === "novel") seen[kind].add(id);
  return seen;
}

let subscription: { unsubscribe: () => void } | null = null;

async function startWatching(): Promise<void> {
  const [{ liveQuery }, { localDb }] = await Promise.all([import("dexie"), import("./local-db")]);
  const keysQuery = liveQuery(async () => {
    // The primary key is [kind, id] (local-db.ts types the table by id alone).
    const keys = await localDb().history.where("kind").anyOf(SEEN_KINDS).primaryKeys();
    return keys as unknown as (readonly [HistoryKind, number])[];
  });
  subscription = keysQuery.subscribe({
    next: (keys) => {
      useSeenWorks.setState(seenIdsOf(keys));
    },
    error: (error: unknown) => {
      console.warn("The viewing history is unavailable: seen works are not hidden", error);
      // Nothing is known to be seen: the lists show everything rather than wait forever.
      useSeenWorks.setState({ illust: new Set(), novel: new Set() });
    },
  });
}

let watching: Promise<void> | null = null;

/** Starts reading the seen ids (once; again after a failure to load the database code). */
export function watchSeenWorks(): Promise<void> {
  watching ??= startWatching().catch((error: unknown) => {
    watching = null;
    console.warn("The viewing history could not be loaded: seen works are not hidden", error);
    useSeenWorks.setState({ illust: new Set(), novel: new Set() });
  });
  return watching;
}

/** Tests start from nothing read. */
export function resetSeenWorks(): void {
  subscription?.unsubscribe();
  subscription = null;
  watching = null;
  useSeenWorks.setState({ illust: null, novel: null });
}
