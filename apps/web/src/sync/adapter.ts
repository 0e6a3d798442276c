/**
 * What sync needs of each local store, one adapter per kind of record (adapter-*.ts): every item it
 * holds as record keys and values, a way to hear that something changed, and a way to write pulled
 * records back. An adapter's keys all start with its prefix ("setting:", "history:" …), which is the
 * record's kind inside the ciphertext; the server sees none of it.
 */
import type { LocalChange } from "./outbox";
import type { PlainRecord } from "./record-crypto";
import type { LocalRecord } from "./sync-db";

export interface SyncAdapter {
  readonly prefix: string;
  /** Every item the store holds now (`value` never undefined here). */
  readAll(): Promise<LocalChange[]>;
  /** Some keys' values now (undefined where the item is gone); adapters that report keys need it. */
  read?(keys: readonly string[]): Promise<LocalChange[]>;
  /**
   * Calls `changed` after a local change: with the keys changed, or with none for "read everything
   * again". Answers the function that stops listening.
   */
  watch(changed: (keys?: readonly string[]) => void): () => void;
  /** Writes pulled records that won the merge into the store (tombstones delete). */
  apply(records: readonly PlainRecord[]): Promise<void>;
  /**
   * Records to drop from the space (pruned tombstones), after local changes are recorded; `live` is
   * the merge base's live records of this kind (the loop asks only after they may have changed).
   */
  prune?(live: readonly LocalRecord[]): LocalChange[];
  /**
   * After a resync (the server purged old tombstones): of the live records here that the space no
   * longer holds, the keys that were only pruned from it (kept here) rather than deleted elsewhere.
   * `held` is what the space holds of this kind. Without it, every such record is a deletion.
   */
  prunedOf?(missing: readonly LocalRecord[], held: readonly LocalRecord[]): string[];
}
