/**
 * Which works are local favourites on this device, known without waiting: a small store of
 * "<kind>:<id>" keys that the command registry (whether "Add" or "Remove" applies), the work pages'
 * buttons and the list page read. It is filled from IndexedDB once (ensureLocalFavoriteKeys, which
 * loads the database code only then, and not at all where the browser shows that the app's database
 * does not exist: the set is empty) and kept current by every write in local-favorites.ts, sync's
 * included. Tiny on purpose: the command registry is in the first script.
 */
import { create } from "zustand";
import type { LocalFavoriteKind } from "./local-db";
import { localDbMayExist } from "./local-db-probe";

interface KeysState {
  /** null until read from the database. */
  readonly keys: ReadonlySet<string> | null;
}

export const useLocalFavoriteKeys = create<KeysState>(() => ({ keys: null }));

export const localFavoriteKey = (kind: LocalFavoriteKind, id: number): string => `${kind}:${id}`;

/** Whether the work is a local favourite here; null while the keys are not read yet. */
export function isLocalFavorite(kind: LocalFavoriteKind, id: number): boolean | null {
  const { keys } = useLocalFavoriteKeys.getState();
  return keys === null ? null : keys.has(localFavoriteKey(kind, id));
}

/** The hook form of isLocalFavorite, for buttons (reads the keys on first use). */
export function useIsLocalFavorite(kind: LocalFavoriteKind, id: number): boolean | null {
  const keys = useLocalFavoriteKeys((state) => state.keys);
  if (keys === null) void ensureLocalFavoriteKeys();
  return keys === null ? null : keys.has(localFavoriteKey(kind, id));
}

/** Replaces the keys (after reading the table). */
export function setLocalFavoriteKeys(keys: Iterable<string>): void {
  useLocalFavoriteKeys.setState({ keys: new Set(keys) });
}

/** Whether a write happened here: the database exists then, whatever the browser listed before. */
let written = false;

/** Notes writes: keys added and keys removed (before the first read, the read will see them). */
export function noteLocalFavoriteKeys(added: readonly string[], removed: readonly string[]): void {
  written = true;
  const { keys } = useLocalFavoriteKeys.getState();
  if (keys === null) return;
  const next = new Set(keys);
  for (const key of added) next.add(key);
  for (const key of removed) next.delete(key);
  useLocalFavoriteKeys.setState({ keys: next });
}

/** Reads every favourite's key from the table into the store (none, without Dexie, where there is no database). */
export async function loadLocalFavoriteKeys(): Promise<void> {
  const noDatabase = !(await localDbMayExist());
  // (A write noted meanwhile made the database: then it is read.)
  if (noDatabase && !written) {
    setLocalFavoriteKeys([]);
    return;
  }
  const { localDb } = await import("./local-db");
  // The primary key is [kind, id] (local-db.ts types the table by id alone).
  const keys = (await localDb().localFavorites.toCollection().primaryKeys()) as unknown as [
    LocalFavoriteKind,
    number,
  ][];
  setLocalFavoriteKeys(keys.map(([kind, id]) => localFavoriteKey(kind, id)));
}

let loading: Promise<void> | null = null;

/** Reads the keys from the database, once (again after a failure). */
export function ensureLocalFavoriteKeys(): Promise<void> {
  loading ??= loadLocalFavoriteKeys().catch((error: unknown) => {
    loading = null;
    console.warn("Local favourites are unavailable", error);
  });
  return loading;
}
