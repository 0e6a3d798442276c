/**
 * A kind of record the space holds only the newest of (viewing history, translated pictures): past
 * the cap, per group where a kind has groups, records are pruned from the space — a tombstone marked
 * pruned, which other devices do not apply as a deletion, so nobody's local store shrinks because of
 * the cap — and after a resync, a record the space no longer holds is told apart as pruned (kept
 * here) or deleted. Gives an adapter its `prune` and `prunedOf` (adapter.ts).
 */
import type { SyncAdapter } from "./adapter";
import { historyOverCap, historyPrunedOf } from "./merge";
import type { LocalChange } from "./outbox";

export interface SyncCap {
  /** How many records of a group the space holds. */
  readonly count: number;
  /** The time that orders a record's value, newest kept (0 when the value has none). */
  readonly timeOf: (value: unknown) => number;
  /** The group a record key counts in (history: its kind); one group for the kind when absent. */
  readonly groupOf?: (key: string) => string;
}

type Pruning = Required<Pick<SyncAdapter, "prune" | "prunedOf">>;

export function cappedPruning(cap: SyncCap): Pruning {
  const groups = <T extends { readonly key: string }>(records: readonly T[]): Map<string, T[]> => {
    const grouped = new Map<string, T[]>();
    for (const record of records) {
      const group = cap.groupOf?.(record.key) ?? "";
      const members = grouped.get(group);
      if (members === undefined) grouped.set(group, [record]);
      else members.push(record);
    }
    return grouped;
  };
  const timed = (records: readonly { readonly key: string; readonly value?: unknown }[]) =>
    records.map((record) => ({ key: record.key, viewedAt: cap.timeOf(record.value) }));
  return {
    prune: (live) =>
      [...groups(live).values()].flatMap((group) => {
        const over = historyOverCap(timed(group), cap.count);
        const values = new Map(group.map((record) => [record.key, record.value]));
        return over.map((key): LocalChange => ({
          key,
          value: undefined,
          pruned: true,
          kept: values.get(key),
        }));
      }),
    prunedOf: (missing, held) => {
      const heldGroups = groups(held);
      return [...groups(missing)].flatMap(([group, records]) =>
        historyPrunedOf(timed(records), timed(heldGroups.get(group) ?? []), cap.count),
      );
    },
  };
}
