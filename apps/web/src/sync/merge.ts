/**
 * The merge rule, per record: the write with the newer hybrid logical clock wins (last writer wins);
 * clocks carry the device's node id, so two writes never tie and every device picks the same winner
 * whatever order it sees them in. A deletion is a record too (a tombstone), so a deletion newer than
 * an edit wins over it and an edit newer than a deletion brings the item back. Pure: unit-tested.
 */
import { compareHlc } from "./hlc";

export interface Versioned {
  readonly hlc: string;
}

/** Whether `incoming` replaces `current` (nothing held yet, or written later). */
export function incomingWins(current: Versioned | undefined, incoming: Versioned): boolean {
  return current === undefined || compareHlc(incoming.hlc, current.hlc) > 0;
}

/** The winner of two versions of one record: the same on every device whatever the order. */
export function mergeRecord<T extends Versioned>(a: T | undefined, b: T): T {
  return incomingWins(a, b) ? b : (a as T);
}

/** How many history entries of each kind sync carries; older ones stay on the device that has them. */
export const HISTORY_SYNC_CAP = 10_000;

/**
 * The history keys past the cap (by time viewed, newest kept), for one kind: these are pruned from
 * the space (a tombstone marked `pruned`, which other devices do not apply as a deletion).
 */
export function historyOverCap(
  entries: readonly { readonly key: string; readonly viewedAt: number }[],
  cap: number = HISTORY_SYNC_CAP,
): string[] {
  if (entries.length <= cap) return [];
  return [...entries]
    .sort((a, b) => b.viewedAt - a.viewedAt || (a.key < b.key ? -1 : 1))
    .slice(cap)
    .map((entry) => entry.key);
}

/**
 * After a resync: which history keys missing from the space were pruned (kept on this device) rather
 * than deleted. Pruning only drops entries past the cap, so a missing entry counts as pruned when the
 * space holds at least `cap` entries of its kind and it was viewed no later than the oldest of them.
 * `held` and `missing` are of one kind.
 */
export function historyPrunedOf(
  missing: readonly { readonly key: string; readonly viewedAt: number }[],
  held: readonly { readonly viewedAt: number }[],
  cap: number = HISTORY_SYNC_CAP,
): string[] {
  if (held.length < cap) return [];
  const oldest = Math.min(...held.map((entry) => entry.viewedAt));
  return missing.filter((entry) => entry.viewedAt <= oldest).map((entry) => entry.key);
}
