/**
 * Viewing history as records, one per item ("history:<kind>:<id>", the value the time viewed and the
 * item as stored), heard through Dexie's table hooks so that 10,000 entries are never re-read for one
 * view. History is capped in the space at HISTORY_SYNC_CAP entries per kind, newest kept: older ones
 * are pruned from the space (a tombstone marked pruned, which other devices do not apply, so nobody's
 * local history shrinks because of the cap).
 */
import type { Table } from "dexie";
import { localDb, putAndDeleteRows, type HistoryKind, type HistoryRow } from "../storage/local-db";
import { HISTORY_KINDS } from "../storage/history";
import type { SyncAdapter } from "./adapter";
import { historyOverCap, historyPrunedOf } from "./merge";
import { kindTableAdapter } from "./kind-table-adapter";

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
  prune: (live) =>
    HISTORY_KINDS.flatMap((kind) => {
      const ofKind = live.filter((record) => record.key.startsWith(`${PREFIX}${kind}:`));
      const entries = ofKind.map((record) => ({
        key: record.key,
        viewedAt: isValue(record.value) ? record.value.viewedAt : 0,
      }));
      const over = historyOverCap(entries);
      if (over.length === 0) return [];
      const values = new Map(ofKind.map((record) => [record.key, record.value]));
      return over.map((key) => ({ key, value: undefined, pruned: true, kept: values.get(key) }));
    }),
  prunedOf: (missing, held) => {
    const timed = (records: readonly { key: string; value?: unknown }[], kind: HistoryKind) =>
      records
        .filter((record) => record.key.startsWith(`${PREFIX}${kind}:`))
        .map((record) => ({ key: record.key, viewedAt: isValue(record.value) ? record.value.viewedAt : 0 }));
    return HISTORY_KINDS.flatMap((kind) => historyPrunedOf(timed(missing, kind), timed(held, kind)));
  },
};
