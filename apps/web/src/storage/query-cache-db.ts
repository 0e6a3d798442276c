/**
 * The persisted query cache's own IndexedDB database (queries/query-persist.ts), written with the raw
 * IndexedDB API so that restoring and saving answers loads no database library: a visit that needs no
 * user data loads no Dexie. One object store of rows keyed by TanStack Query's hash of the query key.
 * Each helper is a promise that rejects on failure — also where there is no IndexedDB (some private
 * modes) — and its caller decides what to do without it.
 */

export const QUERY_CACHE_DB_NAME = "pxv-query-cache";
const VERSION = 1;
const STORE = "answers";

export interface QueryCacheRow {
  /** TanStack Query's hash of the query key. */
  readonly hash: string;
  readonly queryKey: readonly unknown[];
  readonly data: unknown;
  /** When the answer was fetched (milliseconds since the epoch). */
  readonly updatedAt: number;
  /**
   * The pixiv user the answer was fetched as (the active account), null signed out; absent in rows
   * written before there were several accounts.
   */
  readonly owner?: number | null;
}

let opening: Promise<IDBDatabase> | null = null;

const settled = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error("IndexedDB request failed"));
    };
  });

function openDb(): Promise<IDBDatabase> {
  const request = indexedDB.open(QUERY_CACHE_DB_NAME, VERSION);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(STORE, { keyPath: "hash" });
  };
  return settled(request);
}

/** The database, opened once (again after a failure, or after another tab or the browser closed it). */
function queryCacheDb(): Promise<IDBDatabase> {
  if (opening !== null) return opening;
  const attempt: Promise<IDBDatabase> = new Promise<IDBDatabase>((resolve) => {
    // indexedDB itself may be missing: the throw becomes the rejection.
    resolve(openDb());
  }).then(
    (db) => {
      const forget = (): void => {
        db.close();
        if (opening === attempt) opening = null;
      };
      db.onversionchange = forget;
      db.onclose = forget;
      return db;
    },
    (error: unknown) => {
      if (opening === attempt) opening = null;
      throw error;
    },
  );
  opening = attempt;
  return attempt;
}

/** Runs `work` in one transaction on the store; resolves with its result once the transaction is complete. */
async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => T): Promise<T> {
  const db = await queryCacheDb();
  const transaction = db.transaction(STORE, mode);
  const result = work(transaction.objectStore(STORE));
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => {
      resolve();
    };
    transaction.onerror = transaction.onabort = () => {
      reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
    };
  });
  return result;
}

export async function readQueryCacheRows(): Promise<QueryCacheRow[]> {
  const request = await inStore("readonly", (store) => store.getAll() as IDBRequest<QueryCacheRow[]>);
  return request.result;
}

export async function countQueryCacheRows(): Promise<number> {
  return (await inStore("readonly", (store) => store.count())).result;
}

/** Saves rows in one transaction; a row whose data cannot be stored is skipped (and logged), not the others. */
export function putQueryCacheRows(rows: readonly QueryCacheRow[]): Promise<void> {
  return inStore("readwrite", (store) => {
    for (const row of rows) {
      try {
        store.put(row);
      } catch (error) {
        console.warn("Could not persist a query", error);
      }
    }
  });
}

export function deleteQueryCacheRows(hashes: readonly string[]): Promise<void> {
  return inStore("readwrite", (store) => {
    for (const hash of hashes) store.delete(hash);
  });
}

export function clearQueryCacheRows(): Promise<void> {
  return inStore("readwrite", (store) => {
    store.clear();
  });
}

/** Closes the database (tests, before they swap in a fresh IndexedDB); the next helper opens it again. */
export async function closeQueryCacheDb(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}
