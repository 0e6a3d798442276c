/**
 * The bulk queue's own IndexedDB database (Dexie), apart from the app's `pxv` database so that its
 * schema moves on its own: jobs, their entries (one per file, indexed by job and state, so that a job
 * of thousands of files is read a slice at a time), the manifest's works, and the download history
 * (`downloaded`: every work saved whole, read by "skip what I already downloaded") and the queue's
 * settings (bulk-settings.ts). Everything a crash must not lose lives here: IndexedDB commits each
 * change as it is made, where localStorage is written lazily and a killed browser loses the rest.
 */
import { Dexie, type EntityTable, type Table } from "dexie";
import type { BulkJob, ManifestWork, QueueEntry } from "./queue-model";
import { BULK_DB_NAME } from "./stored-jobs-probe";

export interface DownloadedRow {
  readonly id: number;
  readonly at: number;
}

/** A stored record of settings; its value is checked when read (bulk-settings.ts `readBulkSettings`). */
export interface SettingsRow {
  readonly key: string;
  readonly value: unknown;
}

export class BulkDb extends Dexie {
  jobs!: EntityTable<BulkJob, "id">;
  entries!: EntityTable<QueueEntry, "key">;
  works!: EntityTable<ManifestWork, "key">;
  downloaded!: EntityTable<DownloadedRow, "id">;
  settings!: EntityTable<SettingsRow, "key">;

  constructor(name = BULK_DB_NAME) {
    super(name);
    this.version(1).stores({
      jobs: "id, createdAt",
      entries: "key, [jobId+state], [jobId+seq], [jobId+part]",
      works: "key, jobId",
      downloaded: "id",
    });
    this.version(2).stores({ settings: "key" });
  }
}

let instance: BulkDb | null = null;

export function bulkDb(): BulkDb {
  instance ??= new BulkDb();
  return instance;
}

/** Tests swap in a fresh database. */
export function setBulkDb(db: BulkDb | null): void {
  instance = db;
}

/**
 * Rows put at most this many per request. One `bulkPut` structured-clones all its rows in a single
 * task of the page's thread: 544 entries took 40–60 ms (bench/bulk-download.ts), a long task.
 */
export const PUT_SLICE = 100;

/**
 * Puts `rows` a slice at a time, each slice in its own task. Inside a Dexie transaction the slices
 * still commit together (the transaction stays open across its own awaited requests).
 */
export async function putInSlices<T, Key, Insert>(
  table: Table<T, Key, Insert>,
  rows: readonly Insert[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += PUT_SLICE) {
    await table.bulkPut(rows.slice(start, start + PUT_SLICE));
  }
}

/** Ids of every work downloaded whole before. */
export async function downloadedIds(): Promise<Set<number>> {
  return new Set((await bulkDb().downloaded.toArray()).map((row) => row.id));
}

/** Notes works as downloaded (the bulk queue, and single downloads). */
export async function recordDownloaded(ids: readonly number[]): Promise<void> {
  const at = Date.now();
  await putInSlices(
    bulkDb().downloaded,
    ids.map((id) => ({ id, at })),
  );
}
