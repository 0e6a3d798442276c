/**
 * Sync's own IndexedDB database (Dexie), apart from the app's: `records` is this device's view of
 * every synced record (plain key, value, clock, deletion) — the merge base; `outbox` lists the keys
 * written here and not yet accepted by the server; `meta` holds the space's last sequence seen. The
 * space's key itself is in localStorage (space-storage.ts). Leaving sync deletes this database and
 * nothing of the app's own data.
 */
import { Dexie, type EntityTable } from "dexie";
import type { KeyValueRow } from "../storage/local-db";

export interface LocalRecord {
  readonly key: string;
  readonly value?: unknown;
  readonly deleted: boolean;
  readonly hlc: string;
  readonly pruned?: boolean;
}

export interface OutboxRow {
  readonly key: string;
  /** The clock of the write queued; a newer write of the key replaces it. */
  readonly hlc: string;
}

export const SYNC_DB_NAME = "pxv-sync";

export class SyncDb extends Dexie {
  records!: EntityTable<LocalRecord, "key">;
  outbox!: EntityTable<OutboxRow, "key">;
  /** The space's own key–value notes, in the same row shape as the app's `kv` table. */
  meta!: EntityTable<KeyValueRow, "key">;

  constructor(name: string = SYNC_DB_NAME) {
    super(name);
    this.version(1).stores({ records: "key", outbox: "key", meta: "key" });
  }
}

let instance: SyncDb | null = null;

export function syncDb(): SyncDb {
  instance ??= new SyncDb();
  return instance;
}

/** Tests swap in a fresh database. */
export function setSyncDb(db: SyncDb | null): void {
  instance = db;
}

export async function readMeta<T>(key: string, fallback: T): Promise<T> {
  const row = await syncDb().meta.get(key);
  return row === undefined ? fallback : (row.value as T);
}

export async function writeMeta(key: string, value: unknown): Promise<void> {
  await syncDb().meta.put({ key, value });
}
