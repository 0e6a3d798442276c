/**
 * Local writes into the merge base and the outbox. A change an adapter reports becomes a record with
 * a new clock tick and an outbox entry, unless it equals what the record already holds (so applying a
 * pulled record, which the store then reports back, is no new change: nothing echoes). A pulled
 * record replaces the local one only when it wins the merge; a queued local write it beats leaves the
 * outbox. Each batch is one transaction.
 */
import type { HybridClock } from "./hlc";
import { incomingWins } from "./merge";
import type { PlainRecord } from "./record-crypto";
import { syncDb, type LocalRecord } from "./sync-db";

export interface LocalChange {
  readonly key: string;
  /** undefined: the item is gone. */
  readonly value: unknown;
  /** A tombstone that drops the record from the space but not the item (history over its cap). */
  readonly pruned?: boolean;
  /** For a pruned record: the item's value, kept locally so that the item is not re-added unchanged. */
  readonly kept?: unknown;
}

/** Whether `change` is what the merge base already holds for its key (no new write). */
export function sameValue(record: LocalRecord, change: LocalChange): boolean {
  if (record.pruned === true) {
    return change.pruned === true || JSON.stringify(record.value) === JSON.stringify(change.value);
  }
  return change.value === undefined
    ? record.deleted
    : !record.deleted && JSON.stringify(record.value) === JSON.stringify(change.value);
}

/** Records local changes; answers how many were new. */
export async function recordLocalChanges(
  clock: HybridClock,
  changes: readonly LocalChange[],
): Promise<number> {
  if (changes.length === 0) return 0;
  const db = syncDb();
  return db.transaction("rw", db.records, db.outbox, async () => {
    const held = await db.records.bulkGet(changes.map((change) => change.key));
    const records: LocalRecord[] = [];
    changes.forEach((change, index) => {
      const current = held[index];
      if (current === undefined ? change.value === undefined : sameValue(current, change)) return;
      const hlc = clock.tick();
      records.push(
        change.value === undefined
          ? change.pruned === true
            ? { key: change.key, deleted: true, hlc, pruned: true, value: change.kept }
            : { key: change.key, deleted: true, hlc }
          : { key: change.key, value: change.value, deleted: false, hlc },
      );
    });
    await db.records.bulkPut(records);
    await db.outbox.bulkPut(records.map((record) => ({ key: record.key, hlc: record.hlc })));
    return records.length;
  });
}

/** Merges pulled records; answers the ones that won (to apply to the stores). */
export async function mergePulled(
  clock: HybridClock,
  pulled: readonly PlainRecord[],
): Promise<PlainRecord[]> {
  if (pulled.length === 0) return [];
  const db = syncDb();
  return db.transaction("rw", db.records, db.outbox, async () => {
    const held = await db.records.bulkGet(pulled.map((record) => record.key));
    const winners: PlainRecord[] = [];
    const stored: LocalRecord[] = [];
    const latest = new Map<string, LocalRecord | undefined>();
    pulled.forEach((record, index) => {
      clock.observe(record.hlc);
      const current = latest.has(record.key) ? latest.get(record.key) : held[index];
      if (!incomingWins(current, record)) return;
      latest.set(record.key, record);
      winners.push(record);
      // A pruned tombstone keeps the item here: remember its value so the item is not sent again.
      stored.push(record.pruned === true ? { ...record, value: current?.value } : record);
    });
    await db.records.bulkPut(stored);
    // A new device's first pull has nothing queued: 1,000 deletions a page saved.
    if ((await db.outbox.count()) > 0) await db.outbox.bulkDelete(winners.map((record) => record.key));
    return winners;
  });
}

/** Up to `limit` queued records, oldest key order. */
export async function queuedRecords(limit: number): Promise<LocalRecord[]> {
  const db = syncDb();
  const queued = await db.outbox.limit(limit).toArray();
  const records = await db.records.bulkGet(queued.map((row) => row.key));
  return records.filter((record): record is LocalRecord => record !== undefined);
}

/** Drops pushed records from the outbox, unless written again meanwhile. */
export async function markPushed(pushed: readonly LocalRecord[]): Promise<void> {
  const db = syncDb();
  await db.transaction("rw", db.outbox, async () => {
    const rows = await db.outbox.bulkGet(pushed.map((record) => record.key));
    const done = pushed
      .filter((record, index) => rows[index]?.hlc === record.hlc)
      .map((record) => record.key);
    await db.outbox.bulkDelete(done);
  });
}

export async function pendingCount(): Promise<number> {
  return syncDb().outbox.count();
}

/** The live (not deleted) records whose key starts with `prefix`. */
export async function liveRecords(prefix: string): Promise<LocalRecord[]> {
  return syncDb()
    .records.where("key")
    .startsWith(prefix)
    .filter((record) => !record.deleted)
    .toArray();
}
