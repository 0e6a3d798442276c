/**
 * Viewing history as records, one per item ("history:<kind>:<id>", the value the time viewed and the
 * item as stored), heard through Dexie's table hooks so that 10,000 entries are never re-read for one
 * view. History is capped in the space at HISTORY_SYNC_CAP entries per kind, newest kept: older ones
 * are pruned from the space (sync-cap.ts: a tombstone marked pruned, which other devices do not apply,
 * so nobody's local history shrinks because of the cap).
 */
import type { Table } from "dexie";
import { localDb, putAndDeleteRows, type HistoryKind, type HistoryRow } from "../storage/local-db";
import { HISTORY_KINDS } from "../storage/history";
import type { SyncAdapter } from "./adapter";
import { HISTORY_SYNC_CAP } from "./merge";
import { kindTableAdapter } from "./kind-table-adapter";
import { cappedPruning } from "./sync-cap";

const PREFIX = "history:";

interface HistoryValue {
  readonly viewedAt: number;
  readonly item: HistoryRow["item"];
}

/** The table under its real primary key ([kind, id]; local-db.ts types it by id alone). */
const historyTable = (): Table<HistoryRow, [HistoryKind, number]> =>
  localDb().history as unknown as Table<HistoryRow, [HistoryKind, number]>;

const isValue = (value: unknown): value is HistoryValue =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as HistoryValue).viewedAt === "number" &&
  typeof (value as HistoryValue).item === "object";

export const historyAdapter: SyncAdapter = {
  ...kindTableAdapter<HistoryKind, HistoryRow>({
    prefix: PREFIX,
    kinds: HISTORY_KINDS,
    positiveIds: false,
    table: historyTable,
    valueOf: (row) => ({ viewedAt: row.viewedAt, item: row.item }) satisfies HistoryValue,
    rowOf: (kind, id, value) => (isValue(value) ? { kind, id, ...value } : null),
    skipPruned: true,
    store: (puts, deletes) => putAndDeleteRows(historyTable(), puts, deletes),
  }),
  ...cappedPruning({
    count: HISTORY_SYNC_CAP,
    timeOf: (value) => (isValue(value) ? value.viewedAt : 0),
    groupOf: (key) => key.slice(PREFIX.length).split(":")[0] ?? "",
  }),
};
