/**
 * The sync loop of one space on this device. A round: local changes the adapters reported become
 * records (outbox.ts); with none queued, pull everything since the last sequence seen, page by page,
 * open and merge each record and write the winners back into the stores; with some queued, push the
 * outbox in batches with the sequence as `baseSequence` (accepted, nothing was written meanwhile). A 409 sequence_mismatch means another device wrote meanwhile: pull,
 * merge, push again; 409 sequence_ahead (the server restored from a backup) pulls from 0 and queues
 * everything held here again; 410 resync_required (the server purged tombstones this device had not
 * pulled) pulls everything from 0 and drops here what the space no longer holds and this device has
 * not queued (a deletion it missed), unless the adapter says the record was only pruned from the
 * space. 503 or no network keeps the outbox and says so; a record that does not
 * open with this space's key is refused and overwrites nothing. Rounds run at start, on focus and on
 * coming online, after a change (debounced) and on a timer; one at a time.
 */
import type { SyncAdapter } from "./adapter";
import { adapterOf } from "./adapters";
import { HybridClock } from "./hlc";
import type { SpaceKeys } from "./keys";
import {
  liveRecords,
  markPushed,
  mergePulled,
  pendingCount,
  queuedRecords,
  recordLocalChanges,
  sameValue,
  type LocalChange,
} from "./outbox";
import {
  openRecord,
  RefusedRecordError,
  sealRecord,
  type PlainRecord,
  type WireRecord,
} from "./record-crypto";
import { SyncApiError, syncApi } from "./sync-client";
import { readMeta, syncDb, writeMeta, type LocalRecord } from "./sync-db";
import { setSyncStatus, useSyncStatus, type SyncProblem } from "./sync-status";

export const CHANGE_DEBOUNCE_MS = 800;
export const SYNC_INTERVAL_MS = 60_000;
/** Records per push (the server's default batchMaxRecords). */
const PUSH_BATCH = 500;
/** Bytes of sealed records per push: under the server's default 4 MiB body with room for JSON. */
const PUSH_MAX_BYTES = 3 * 1024 * 1024;
/** Tries of one push after 409 sequence_mismatch before the round gives up until the next. */
const PUSH_ATTEMPTS = 5;
/** Full pulls one round starts again when the server purges tombstones during one. */
const RESYNC_ATTEMPTS = 3;

const SEQUENCE = "sequence";
const INITIAL_PULL_DONE = "initialPullDone";
const RECORD_FORMAT = "recordFormat";
/** The record format this code writes (record-crypto.ts); 1 until the clock moved into the tag. */
const CURRENT_RECORD_FORMAT = 2;

export interface EngineOptions {
  readonly spaceId: string;
  readonly keys: SpaceKeys;
  readonly node: string;
  readonly adapters: readonly SyncAdapter[];
  readonly api?: typeof syncApi;
  /** The wall clock of the device's hybrid logical clock (tests pin it). */
  readonly now?: () => number;
}

export function problemOf(error: unknown): SyncProblem {
  if (error instanceof SyncApiError) {
    const kinds: Record<string, SyncProblem["kind"]> = {
      network: "network",
      sync_unavailable: "unavailable",
      sync_off: "unavailable",
      quota_exceeded: "quota",
      payload_too_large: "quota",
      instance_full: "instance_full",
      space_not_found: "space_gone",
      token_wrong: "space_gone",
      token_missing: "space_gone",
    };
    return { kind: kinds[error.reason] ?? "rejected", detail: error.message };
  }
  return { kind: "unknown", detail: error instanceof Error ? error.message : String(error) };
}

export class SyncEngine {
  private readonly clock: HybridClock;
  private readonly api: typeof syncApi;
  /** Per adapter: the keys reported since the last round, or "all" to read it whole. */
  private readonly dirty = new Map<SyncAdapter, Set<string> | "all">();
  /** Adapters whose records changed since they last pruned (pruning reads every record of a kind). */
  private readonly pruneDue: Set<SyncAdapter>;
  private readonly stops: (() => void)[] = [];
  private running: Promise<void> | null = null;
  private again = false;
  private debounce: ReturnType<typeof setTimeout> | null = null;
  private refused = 0;
  /** Records pulled this round that opened with the space's key. */
  private opened = 0;

  constructor(private readonly options: EngineOptions) {
    this.clock = new HybridClock(options.node, options.now);
    this.api = options.api ?? syncApi;
    for (const adapter of options.adapters) this.dirty.set(adapter, "all");
    this.pruneDue = new Set(options.adapters);
  }

  /** Listens to the stores and the page, and starts the first round. */
  start(): void {
    for (const adapter of this.options.adapters) {
      this.stops.push(
        adapter.watch((keys) => {
          this.noteChange(adapter, keys);
        }),
      );
    }
    const onWake = (): void => {
      if (document.visibilityState !== "hidden") void this.sync();
    };
    window.addEventListener("focus", onWake);
    window.addEventListener("online", onWake);
    document.addEventListener("visibilitychange", onWake);
    const timer = setInterval(onWake, SYNC_INTERVAL_MS);
    this.stops.push(() => {
      window.removeEventListener("focus", onWake);
      window.removeEventListener("online", onWake);
      document.removeEventListener("visibilitychange", onWake);
      clearInterval(timer);
      if (this.debounce !== null) clearTimeout(this.debounce);
    });
    void this.sync();
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  private noteChange(adapter: SyncAdapter, keys: readonly string[] | undefined): void {
    const held = this.dirty.get(adapter);
    if (keys === undefined || adapter.read === undefined) this.dirty.set(adapter, "all");
    else if (held === undefined) this.dirty.set(adapter, new Set(keys));
    // In place: 10,000 rows written one by one must not copy a growing set 10,000 times.
    else if (held !== "all") for (const key of keys) held.add(key);
    if (this.debounce !== null) clearTimeout(this.debounce);
    this.debounce = setTimeout(() => {
      this.debounce = null;
      void this.sync();
    }, CHANGE_DEBOUNCE_MS);
  }

  /** One round (or joins the one running, and runs once more after it). Never rejects. */
  sync(): Promise<void> {
    if (this.running !== null) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do await this.round();
      while (this.takeAgain());
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Whether a round was asked for while one ran (and clears the request). */
  private takeAgain(): boolean {
    const again = this.again;
    this.again = false;
    return again;
  }

  private async round(): Promise<void> {
    setSyncStatus({ syncing: true });
    this.refused = 0;
    this.opened = 0;
    let problem: SyncProblem | null = null;
    try {
      // A device that joined takes the space's state first, so its defaults do not win over it.
      if (!(await readMeta(INITIAL_PULL_DONE, false))) {
        await this.pull();
        await writeMeta(INITIAL_PULL_DONE, true);
        await writeMeta(RECORD_FORMAT, CURRENT_RECORD_FORMAT);
      } else if ((await readMeta(RECORD_FORMAT, 1)) < CURRENT_RECORD_FORMAT) {
        // Code of an earlier format refused newer devices' records and went past them: this round
        // takes the space again from 0 (resumed from where it stops, should it stop).
        await writeMeta(SEQUENCE, 0);
        await writeMeta(RECORD_FORMAT, CURRENT_RECORD_FORMAT);
      }
      await this.recordLocal();
      // With changes queued, push first: a push accepted at the last sequence seen proves nothing was
      // written since (nothing to pull, a request saved); one refused with 409 pulls and merges first.
      if ((await pendingCount()) === 0) await this.pull();
      await this.push();
    } catch (error) {
      problem = problemOf(error);
    }
    if (problem === null && this.refused > 0) {
      problem = {
        kind: "refused",
        detail: "Records not written with this space's key were refused",
        count: this.refused,
      };
    }
    // Refused records are passed over once: the rounds after them pull nothing new, and the notice
    // stays until a record that opens comes (or another problem takes its place), so it is seen.
    const before = useSyncStatus.getState().lastError;
    if (problem === null && this.opened === 0 && before?.kind === "refused") problem = before;
    try {
      setSyncStatus({
        syncing: false,
        lastError: problem,
        pending: await pendingCount(),
        records: await syncDb()
          .records.filter((record) => record.pruned !== true)
          .count(),
        ...(problem === null || problem.kind === "refused" ? { lastSyncedAt: Date.now() } : {}),
      });
    } catch {
      // Sync was left during the round (its database is gone): nothing to report.
    }
  }

  /** Turns what the adapters reported into records (and prunes what is over a cap). */
  private async recordLocal(): Promise<void> {
    for (const adapter of this.options.adapters) {
      const dirty = adapter.read === undefined ? "all" : this.dirty.get(adapter);
      this.dirty.delete(adapter);
      let changes: LocalChange[] = [];
      /** The adapter's live records, when this round read them whole. */
      let live: LocalRecord[] | null = null;
      if (dirty === "all") {
        const [current, held] = await Promise.all([adapter.readAll(), liveRecords(adapter.prefix)]);
        const heldByKey = new Map(held.map((record) => [record.key, record]));
        const present = new Set(current.map((change) => change.key));
        changes = [
          // What the merge base holds as it is needs no second look (recordLocalChanges checks the rest).
          ...current.filter((change) => {
            const record = heldByKey.get(change.key);
            return record === undefined || !sameValue(record, change);
          }),
          ...held
            .filter((record) => !present.has(record.key))
            .map((record): LocalChange => ({ key: record.key, value: undefined })),
        ];
        live = held;
      } else if (dirty !== undefined && adapter.read !== undefined) {
        changes = await adapter.read([...dirty]);
      }
      if ((await recordLocalChanges(this.clock, changes)) > 0) {
        live = null;
        this.pruneDue.add(adapter);
      }
      if (adapter.prune !== undefined && this.pruneDue.has(adapter)) {
        this.pruneDue.delete(adapter);
        await recordLocalChanges(this.clock, adapter.prune(live ?? (await liveRecords(adapter.prefix))));
      }
    }
  }

  private async pull(): Promise<void> {
    let since = await readMeta(SEQUENCE, 0);
    /** During a resync: the keys the space holds, as pulled so far. */
    let resync: Set<string> | null = null;
    let resyncs = 0;
    let refusedBefore = this.refused;
    /** A page and its records opened: the next one is asked for, and opened, while this one is applied. */
    const ask = (from: number) => {
      const asked = this.api
        .pull(this.options.spaceId, this.options.keys.writeToken, from)
        .then(async (page) => ({ page, ...(await this.openPage(page.records)) }));
      // Heard here too, so that a prefetch the round no longer waits for never goes unhandled.
      asked.catch(() => undefined);
      return asked;
    };
    let prefetched: ReturnType<typeof ask> | null = null;
    for (;;) {
      let page, opened;
      try {
        ({ page, opened } = await (prefetched ?? ask(since)));
      } catch (error) {
        prefetched = null;
        if (error instanceof SyncApiError && error.reason === "sequence_ahead" && since !== 0) {
          await this.requeueEverything();
          since = 0;
          continue;
        }
        if (
          error instanceof SyncApiError &&
          error.reason === "resync_required" &&
          resyncs < RESYNC_ATTEMPTS
        ) {
          // The sequence seen stays as it was until the full pull ends: cut short, it starts again.
          resyncs += 1;
          resync = new Set();
          refusedBefore = this.refused;
          since = 0;
          continue;
        }
        throw error;
      }
      prefetched = page.more ? ask(page.next) : null;
      this.refused += page.records.length - opened.length;
      this.opened += opened.length;
      if (resync !== null) for (const record of opened) resync.add(record.key);
      await this.apply(await mergePulled(this.clock, opened));
      since = page.next;
      if (resync === null) await writeMeta(SEQUENCE, since);
      if (!page.more) break;
    }
    if (resync !== null) {
      // A record refused is one whose key is unknown: drop nothing rather than something held.
      if (this.refused === refusedBefore) await this.dropMissing(resync);
      await writeMeta(SEQUENCE, since);
    }
  }

  /**
   * A page's records opened side by side (WebCrypto works off the page's thread, one record per
   * call); a record that does not open with this space's key is left out (the caller counts it).
   */
  private async openPage(records: readonly WireRecord[]): Promise<{ opened: PlainRecord[] }> {
    const opened: PlainRecord[] = [];
    for (const result of await Promise.allSettled(
      records.map((wire) => openRecord(this.options.keys, wire)),
    )) {
      if (result.status === "fulfilled") opened.push(result.value);
      else if (!(result.reason instanceof RefusedRecordError || result.reason instanceof SyntaxError))
        throw result.reason;
    }
    return { opened };
  }

  /**
   * After a full pull that followed a purge: a live record here that the space no longer holds, and
   * that is not waiting to be pushed, was deleted elsewhere (its tombstone purged before this device
   * saw it) — it goes from the merge base and the store — or only pruned from the space (history over
   * its cap, as the adapter judges) — it stays in the store, marked pruned so that it is not sent.
   */
  private async dropMissing(held: ReadonlySet<string>): Promise<void> {
    const db = syncDb();
    const queued = new Set(await db.outbox.toCollection().primaryKeys());
    const live = (await db.records.toArray()).filter((record) => !record.deleted);
    const missing = live.filter((record) => !held.has(record.key) && !queued.has(record.key));
    if (missing.length === 0) return;
    const kept = live.filter((record) => held.has(record.key));
    for (const adapter of this.options.adapters) {
      const ours = missing.filter((record) => adapterOf(this.options.adapters, record.key) === adapter);
      if (ours.length === 0) continue;
      const pruned = new Set(
        adapter.prunedOf?.(
          ours,
          kept.filter((record) => record.key.startsWith(adapter.prefix)),
        ) ?? [],
      );
      const dropped = ours.filter((record) => !pruned.has(record.key));
      await db.transaction("rw", db.records, async () => {
        await db.records.bulkPut(
          ours
            .filter((record) => pruned.has(record.key))
            .map((record) => ({ ...record, deleted: true, pruned: true })),
        );
        await db.records.bulkDelete(dropped.map((record) => record.key));
      });
      await adapter.apply(dropped.map((record) => ({ key: record.key, deleted: true, hlc: record.hlc })));
    }
  }

  private async apply(winners: readonly PlainRecord[]): Promise<void> {
    const byAdapter = new Map<SyncAdapter, PlainRecord[]>();
    for (const record of winners) {
      const adapter = adapterOf(this.options.adapters, record.key);
      if (adapter === undefined) continue;
      byAdapter.set(adapter, [...(byAdapter.get(adapter) ?? []), record]);
    }
    for (const [adapter, records] of byAdapter) {
      this.pruneDue.add(adapter);
      await adapter.apply(records);
    }
  }

  /** The server lost writes (a restore): everything held here goes out again. */
  private async requeueEverything(): Promise<void> {
    const db = syncDb();
    const records = await db.records.toArray();
    await db.outbox.bulkPut(records.map((record) => ({ key: record.key, hlc: record.hlc })));
  }

  private async push(): Promise<void> {
    let attempts = 0;
    for (;;) {
      const queued = await queuedRecords(PUSH_BATCH);
      if (queued.length === 0) return;
      const sealed = await Promise.all(queued.map((record) => sealRecord(this.options.keys, record)));
      let bytes = 0;
      const over = sealed.findIndex((record) => (bytes += record.ciphertext.length + 120) > PUSH_MAX_BYTES);
      const count = over === -1 ? sealed.length : Math.max(1, over);
      const records = queued.slice(0, count);
      const wire = sealed.slice(0, count);
      const base = await readMeta(SEQUENCE, 0);
      try {
        const answer = await this.api.push(this.options.spaceId, this.options.keys.writeToken, base, wire);
        await writeMeta(SEQUENCE, answer.sequence);
        await markPushed(records);
        attempts = 0;
      } catch (error) {
        attempts += 1;
        if (!(error instanceof SyncApiError) || error.status !== 409 || attempts >= PUSH_ATTEMPTS)
          throw error;
        await this.pull();
      }
    }
  }
}
