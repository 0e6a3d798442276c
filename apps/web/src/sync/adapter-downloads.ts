/**
 * The download record as records, one per work downloaded whole ("downloaded:<id>", the value when):
 * "skip what I already downloaded" then knows what the other devices saved. The record lives in the
 * bulk queue's own database (DOWNLOADS_DB_NAME, table `downloaded`, made by
 * features/bulk-download/bulk-db.ts, which sync may not import), opened here by name without a
 * schema of its own so that its versions stay the bulk queue's. The record only grows through sync
 * (what is in the space stays there; clearing a device's record does not clear the others'). On a
 * device without that database yet (nothing downloaded here) pulled records stay in the merge base
 * and are not written. Read on each round: downloads are rare.
 */
import { Dexie } from "dexie";
import type { SyncAdapter } from "./adapter";
import { liveRecords, type LocalChange } from "./outbox";

export const DOWNLOADS_DB_NAME = "pxv-bulk";
const TABLE = "downloaded";
const PREFIX = "downloaded:";

interface DownloadedRow {
  readonly id: number;
  readonly at: number;
}

async function withTable<T>(
  work: (table: Dexie.Table<DownloadedRow, number>) => Promise<T>,
  fallback: T,
): Promise<T> {
  if (!(await Dexie.exists(DOWNLOADS_DB_NAME))) return fallback;
  const db = new Dexie(DOWNLOADS_DB_NAME);
  try {
    await db.open();
    if (!db.tables.some((table) => table.name === TABLE)) return fallback;
    return await work(db.table<DownloadedRow, number>(TABLE));
  } finally {
    db.close();
  }
}

export const downloadsAdapter: SyncAdapter = {
  prefix: PREFIX,
  readAll: async () => {
    const rows = await withTable((table) => table.toArray(), [] as DownloadedRow[]);
    const held = new Map(rows.map((row): [string, unknown] => [`${PREFIX}${row.id}`, row.at]));
    // What the space already holds stays (no tombstones from a device that lacks it).
    for (const record of await liveRecords(PREFIX))
      if (!held.has(record.key)) held.set(record.key, record.value);
    return [...held].map(([key, value]): LocalChange => ({ key, value }));
  },
  watch: () => () => undefined,
  apply: async (records) => {
    const puts: DownloadedRow[] = [];
    const deletes: number[] = [];
    for (const record of records) {
      const id = Number(record.key.slice(PREFIX.length));
      if (!Number.isSafeInteger(id)) continue;
      if (record.deleted) deletes.push(id);
      else puts.push({ id, at: typeof record.value === "number" ? record.value : 0 });
    }
    await withTable(async (table) => {
      await table.bulkPut(puts);
      await table.bulkDelete(deletes);
    }, undefined);
  },
};
