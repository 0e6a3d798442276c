/**
 * The bulk queue's engine, one per tab: runs the oldest running job's entries, at most
 * `concurrency` at once, writes each file into the chosen folder or the open ZIP part, and keeps
 * every state change in IndexedDB (bulk-db.ts) so that a reload resumes where it stopped
 * (queue-model.ts `entriesToResume`). A 429, 5xx or network failure holds the whole job for the
 * backoff delay (the server's Retry-After when it sends one) and the file is tried again, up to
 * BULK_MAX_ATTEMPTS; going offline pauses running jobs and coming back resumes them. Pausing or
 * cancelling aborts every request in flight. Files of ZIP jobs are fetched and written by a
 * ZipEngine (zip-engine.ts: the bulk worker and OPFS where they exist, the page otherwise), one write
 * at a time (`serial`), so a part is closed before the file that would overfill it goes in. Only the
 * files in flight are held in memory. Screens read `snapshot()` through `useBulkQueue` (bulk-store.ts).
 */
import type { DataSource } from "../../data/data-source";
import { saveToDirectory } from "../download/save-file";
import { currentSettings } from "../../settings/settings-store";
import { BULK_MAX_ATTEMPTS, isRetryable, retryDelay } from "./backoff";
import { bulkDb, putInSlices, recordDownloaded } from "./bulk-db";
import { bulkSettingsLoaded, useBulkSettings } from "./bulk-settings";
import { EntryFetchError } from "./fetch-bytes";
import { fetchEntry, resolveEntry } from "./fetch-entry";
import { manifestFileName, manifestRows, manifestText } from "./manifest";
import {
  countEntries,
  entriesToResume,
  isSettled,
  nextDue,
  partFileName,
  partIsFull,
  pickNext,
  throughput,
  type BulkJob,
  type JobCounts,
  type PauseReason,
  type QueueEntry,
  type Sample,
  type Throughput,
} from "./queue-model";
import { createZipEngine, type ZipEngine } from "./zip-engine";

export interface JobView {
  readonly job: BulkJob;
  readonly counts: JobCounts;
  readonly speed: Throughput;
  /** While the job waits out a backoff: when it goes on. */
  readonly holdUntil: number | null;
  /** Files that failed for good, with the reason. */
  readonly failures: readonly { readonly path: string; readonly error: string }[];
}

export interface QueueSnapshot {
  readonly jobs: readonly JobView[];
}

interface JobRun {
  job: BulkJob;
  /** Every entry of the job, by seq. */
  entries: QueueEntry[];
  samples: Sample[];
  holdUntil: number;
}

/** Speed and time left are read over this many recent seconds. */
const SAMPLE_WINDOW_MS = 10_000;
/** Screens hear of progress at most this often. */
const NOTIFY_MS = 250;

export class BulkRunner {
  private runs = new Map<string, JobRun>();
  private inFlight = new Map<string, AbortController>();
  private engine: Promise<ZipEngine> | null = null;
  /** The job whose ZIP part is open. */
  private writerJob: string | null = null;
  /** ZIP writes (add, save, discard) in the order they were asked. */
  private writes: Promise<unknown> = Promise.resolve();
  private listeners = new Set<() => void>();
  private view: QueueSnapshot = { jobs: [] };
  private notifyTimer: ReturnType<typeof setTimeout> | null = null;
  private wakeTimer: ReturnType<typeof setTimeout> | null = null;
  private source: DataSource | null = null;
  private loaded: Promise<void> | null = null;
  private pumping = false;
  private pumpAgain = false;

  setSource(source: DataSource): void {
    this.source = source;
    this.pump();
  }

  /**
   * Reads the stored settings and jobs once; jobs that were running when the page closed (or the
   * browser was killed) go on (resume).
   */
  load(): Promise<void> {
    this.loaded ??= (async () => {
      await bulkSettingsLoaded();
      const db = bulkDb();
      const jobs = await db.jobs.orderBy("createdAt").toArray();
      for (const job of jobs) {
        const entries = await db.entries
          .where("[jobId+seq]")
          .between([job.id, 0], [job.id, Infinity])
          .toArray();
        const reset = entriesToResume(entries);
        if (reset.length > 0) await putInSlices(db.entries, reset);
        const byKey = new Map(reset.map((entry) => [entry.key, entry]));
        const run = {
          job,
          entries: entries.map((entry) => byKey.get(entry.key) ?? entry),
          samples: [],
          holdUntil: 0,
        };
        this.runs.set(job.id, run);
        if (job.state === "running" && job.output === "folder") await this.checkFolder(run);
      }
      window.addEventListener("offline", () => {
        void this.pauseAll("offline");
      });
      window.addEventListener("online", () => {
        void this.resumeAll("offline");
      });
      this.notify();
      this.pump();
    })();
    return this.loaded;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): QueueSnapshot => this.view;

  /** Adds a job with its entries and manifest works, and starts it. */
  async add(
    job: BulkJob,
    entries: readonly QueueEntry[],
    works: Parameters<typeof manifestRows>[0],
  ): Promise<void> {
    await this.load();
    const db = bulkDb();
    await db.transaction("rw", db.jobs, db.entries, db.works, async () => {
      await db.jobs.put(job);
      await putInSlices(db.entries, entries);
      await putInSlices(db.works, works);
    });
    this.runs.set(job.id, { job, entries: [...entries], samples: [], holdUntil: 0 });
    this.notify();
    this.pump();
  }

  async pause(jobId: string, reason: PauseReason = "user"): Promise<void> {
    const run = this.runs.get(jobId);
    if (run?.job.state !== "running") return;
    await this.setJob(run, { state: "paused", pauseReason: reason });
    this.abortJob(jobId);
  }

  async resume(jobId: string): Promise<void> {
    const run = this.runs.get(jobId);
    if (run?.job.state !== "paused") return;
    await this.setJob(run, { state: "running", pauseReason: null });
    run.holdUntil = 0;
    if (run.job.output === "folder") await this.checkFolder(run, true);
    this.pump();
  }

  async cancel(jobId: string): Promise<void> {
    const run = this.runs.get(jobId);
    if (run === undefined || run.job.state === "done" || run.job.state === "cancelled") return;
    await this.setJob(run, { state: "cancelled", pauseReason: null });
    this.abortJob(jobId);
    await this.serial(async () => {
      if (this.writerJob !== jobId) return;
      this.writerJob = null;
      await (await this.zipEngine()).discard();
    });
    this.pump();
  }

  /** Tries the failed files of a finished job again. */
  async retryFailed(jobId: string): Promise<void> {
    const run = this.runs.get(jobId);
    if (run === undefined) return;
    const again = run.entries
      .filter((entry) => entry.state === "failed")
      .map((entry) => ({ ...entry, state: "pending" as const, attempts: 0, retryAt: 0, error: null }));
    if (again.length === 0) return;
    await putInSlices(bulkDb().entries, again);
    this.replace(run, again);
    await this.setJob(run, { state: "running", pauseReason: null });
    if (run.job.output === "folder") await this.checkFolder(run, true);
    this.pump();
  }

  /** Forgets a job that is not running. */
  async remove(jobId: string): Promise<void> {
    const run = this.runs.get(jobId);
    if (run === undefined || run.job.state === "running") return;
    const db = bulkDb();
    await db.transaction("rw", db.jobs, db.entries, db.works, async () => {
      await db.jobs.delete(jobId);
      await db.entries.where("[jobId+seq]").between([jobId, 0], [jobId, Infinity]).delete();
      await db.works.where("jobId").equals(jobId).delete();
    });
    this.runs.delete(jobId);
    this.notify();
  }

  private async pauseAll(reason: PauseReason): Promise<void> {
    for (const run of this.runs.values())
      if (run.job.state === "running") await this.pause(run.job.id, reason);
  }

  private async resumeAll(reason: PauseReason): Promise<void> {
    for (const run of this.runs.values()) {
      if (run.job.state === "paused" && run.job.pauseReason === reason) await this.resume(run.job.id);
    }
  }

  /** A folder job without write permission (after a reload, it needs a click) waits paused. */
  private async checkFolder(run: JobRun, ask = false): Promise<void> {
    try {
      const { downloadFolderReady } = await import("./folder-permission");
      if (await downloadFolderReady(ask)) return;
    } catch (error) {
      console.warn("The download folder is not available", error);
    }
    await this.setJob(run, { state: "paused", pauseReason: "permission" });
  }

  private zipEngine(): Promise<ZipEngine> {
    this.engine ??= createZipEngine();
    return this.engine;
  }

  private serial<T>(write: () => Promise<T>): Promise<T> {
    const next = this.writes.then(write);
    this.writes = next.catch(() => undefined);
    return next;
  }

  private abortJob(jobId: string): void {
    for (const [key, controller] of this.inFlight) {
      if (key.startsWith(`${jobId}:`)) controller.abort();
    }
  }

  private async setJob(run: JobRun, patch: Partial<BulkJob>): Promise<void> {
    run.job = { ...run.job, ...patch };
    await bulkDb().jobs.put(run.job);
    this.notify();
  }

  private replace(run: JobRun, changed: readonly QueueEntry[]): void {
    for (const entry of changed) run.entries[entry.seq] = entry;
  }

  private async store(run: JobRun, entry: QueueEntry): Promise<void> {
    this.replace(run, [entry]);
    await bulkDb().entries.put(entry);
  }

  /** The job that runs now: the oldest running one. */
  private current(): JobRun | null {
    for (const run of this.runs.values()) if (run.job.state === "running") return run;
    return null;
  }

  /** Starts what may start; finishes the job when nothing is left. Called after every change. */
  private pump(): void {
    if (this.source === null || this.loaded === null) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    void this.pumpOnce()
      .catch((error: unknown) => {
        console.error("The bulk download queue stopped on an error", error);
      })
      .finally(() => {
        this.pumping = false;
        if (this.pumpAgain) {
          this.pumpAgain = false;
          this.pump();
        }
      });
  }

  private async pumpOnce(): Promise<void> {
    const run = this.current();
    if (run === null) return;
    if (this.writerJob !== null && this.writerJob !== run.job.id) {
      // Another job took the writer over (the first one was paused): its open part is saved now.
      const other = this.runs.get(this.writerJob);
      if (other !== undefined) await this.serial(() => this.savePart(other));
    }
    const now = Date.now();
    const running = [...this.inFlight.keys()].filter((key) => key.startsWith(`${run.job.id}:`)).length;
    if (run.holdUntil <= now) {
      const next = pickNext(run.entries, running, useBulkSettings.getState().concurrency, now);
      for (const entry of next) this.start(run, entry);
      if (next.length > 0 || running > 0) {
        this.schedule(run);
        return;
      }
    }
    if (running === 0 && isSettled(countEntries(run.entries))) {
      await this.finish(run);
      this.pumpAgain = true;
      return;
    }
    this.schedule(run);
  }

  /** Wakes the pump when a held job or a waiting entry becomes due. */
  private schedule(run: JobRun): void {
    const due = Math.max(run.holdUntil, nextDue(run.entries) ?? 0);
    if (this.wakeTimer !== null) clearTimeout(this.wakeTimer);
    const wait = due - Date.now();
    if (wait > 0) {
      this.wakeTimer = setTimeout(() => {
        this.wakeTimer = null;
        this.pump();
      }, wait);
      this.notify();
    }
  }

  private start(run: JobRun, entry: QueueEntry): void {
    const controller = new AbortController();
    this.inFlight.set(entry.key, controller);
    const active: QueueEntry = { ...entry, state: "active", attempts: entry.attempts + 1 };
    this.replace(run, [active]);
    void this.transfer(run, active, controller.signal).finally(() => {
      this.inFlight.delete(entry.key);
      this.notify();
      this.pump();
    });
  }

  private async transfer(run: JobRun, entry: QueueEntry, signal: AbortSignal): Promise<void> {
    const source = this.source;
    if (source === null) return;
    const { app } = currentSettings();
    const settings = { template: app.dlFileNameTpl, indent: !app.novelDlRmStyle };
    const zip = run.job.output === "zip" ? await this.zipEngine() : null;
    let file: Uint8Array | number;
    try {
      file =
        zip === null
          ? await fetchEntry(entry, source, settings, signal)
          : await zip.take(entry.key, await resolveEntry(entry, source, settings, signal), signal);
    } catch (error) {
      if (signal.aborted || run.job.state !== "running") {
        this.replace(run, [{ ...entry, state: "pending", attempts: entry.attempts - 1 }]);
        return;
      }
      await this.failed(run, entry, error);
      return;
    }
    if (run.job.state !== "running") {
      zip?.drop(entry.key);
      this.replace(run, [{ ...entry, state: "pending", attempts: entry.attempts - 1 }]);
      return;
    }
    try {
      const fetched = file;
      if (typeof fetched !== "number") await this.writeFolder(run, entry, fetched);
      else if (zip !== null) await this.serial(() => this.writeZip(run, entry, zip, fetched));
    } catch (error) {
      // The folder refused the file (permission withdrawn, disk full): the job waits for the person.
      await this.store(run, { ...entry, state: "pending", attempts: entry.attempts - 1 });
      console.warn("Writing a bulk download file failed", error);
      await this.setJob(run, { state: "paused", pauseReason: "permission" });
      this.abortJob(run.job.id);
    }
  }

  private async failed(run: JobRun, entry: QueueEntry, error: unknown): Promise<void> {
    const status = error instanceof EntryFetchError ? error.status : null;
    const message = error instanceof Error ? error.message : String(error);
    if (status === null && !navigator.onLine) {
      this.replace(run, [{ ...entry, state: "pending", attempts: entry.attempts - 1 }]);
      await this.pause(run.job.id, "offline");
      return;
    }
    const retry = isRetryable(status) && entry.attempts < BULK_MAX_ATTEMPTS;
    if (!retry) {
      await this.store(run, { ...entry, state: "failed", error: message });
      return;
    }
    const delay = retryDelay(entry.attempts, error instanceof EntryFetchError ? error.retryAfterMs : null);
    const retryAt = Date.now() + delay;
    // The server is struggling or limiting: the whole job holds, not just this file.
    run.holdUntil = Math.max(run.holdUntil, retryAt);
    await this.store(run, { ...entry, state: "pending", retryAt, error: message });
  }

  private async writeFolder(run: JobRun, entry: QueueEntry, bytes: Uint8Array): Promise<void> {
    const parts = entry.path.split("/");
    const name = parts.pop() ?? entry.path;
    await saveToDirectory(new Blob([bytes as BlobPart]), name, parts);
    await this.store(run, { ...entry, state: "done", bytes: bytes.byteLength, error: null });
    this.sample(run);
  }

  /** Adds a held file to the job's open part, saving the part first when the file would overfill it. */
  private async writeZip(run: JobRun, entry: QueueEntry, zip: ZipEngine, size: number): Promise<void> {
    if (run.job.state !== "running") {
      zip.drop(entry.key);
      this.replace(run, [{ ...entry, state: "pending", attempts: entry.attempts - 1 }]);
      return;
    }
    if (this.writerJob === run.job.id && partIsFull(zip.bytes, size, run.job.partBytes)) {
      await this.savePart(run);
    }
    this.writerJob = run.job.id;
    await zip.add(entry.key, entry.path);
    // Kept in memory only: a reload turns `written` back into pending anyway (its part was never
    // saved), so the database hears of the file once, when its part is saved (savePart).
    this.replace(run, [{ ...entry, state: "written", part: run.job.nextPart, bytes: size, error: null }]);
    this.sample(run);
  }

  /**
   * Saves the open ZIP part (with the manifest when `manifest`) and marks its files done. Runs
   * inside `serial`, so no file goes into the part meanwhile.
   */
  private async savePart(run: JobRun, manifest?: string): Promise<void> {
    if (this.writerJob !== run.job.id) return;
    const zip = await this.zipEngine();
    const part = run.job.nextPart;
    const extra =
      manifest === undefined
        ? null
        : { path: manifestFileName(run.job.manifest), bytes: new TextEncoder().encode(manifest) };
    this.writerJob = null;
    // Saved first, recorded right after: a reload in between could repeat this part's files in the
    // next one, while the other order could lose them.
    await zip.save(partFileName(run.job.name, part), extra);
    const done = run.entries
      .filter((entry) => entry.state === "written" && entry.part === part)
      .map((entry) => ({ ...entry, state: "done" as const }));
    const db = bulkDb();
    run.job = { ...run.job, nextPart: part + 1 };
    await db.transaction("rw", db.jobs, db.entries, async () => {
      await putInSlices(db.entries, done);
      await db.jobs.put(run.job);
    });
    this.replace(run, done);
    this.notify();
  }

  private async finish(run: JobRun): Promise<void> {
    const works = await bulkDb().works.where("jobId").equals(run.job.id).toArray();
    const text = manifestText(run.job.manifest, manifestRows(works, run.entries));
    if (run.job.output === "zip") {
      await this.serial(() => this.savePart(run, text));
    } else {
      try {
        await saveToDirectory(new Blob([text]), `${run.job.name}-${manifestFileName(run.job.manifest)}`, []);
      } catch (error) {
        console.warn("Writing the manifest failed", error);
      }
    }
    const complete = new Map<number, boolean>();
    for (const entry of run.entries)
      complete.set(entry.workId, (complete.get(entry.workId) ?? true) && entry.state === "done");
    await recordDownloaded([...complete].filter(([, whole]) => whole).map(([id]) => id));
    await this.setJob(run, { state: "done", pauseReason: null });
  }

  private sample(run: JobRun): void {
    const counts = countEntries(run.entries);
    const now = Date.now();
    run.samples.push({ at: now, files: counts.done, bytes: counts.bytes });
    while ((run.samples[0]?.at ?? now) < now - SAMPLE_WINDOW_MS) run.samples.shift();
    this.notify();
  }

  /** Tells screens, at most every NOTIFY_MS. */
  private notify(): void {
    if (this.notifyTimer !== null) return;
    this.notifyTimer = setTimeout(() => {
      this.notifyTimer = null;
      this.view = { jobs: [...this.runs.values()].map((run) => viewOf(run)) };
      for (const listener of this.listeners) listener();
    }, NOTIFY_MS);
  }
}

function viewOf(run: JobRun): JobView {
  const counts = countEntries(run.entries);
  const now = Date.now();
  return {
    job: run.job,
    counts,
    speed:
      run.job.state === "running"
        ? throughput(run.samples, counts.total - counts.done - counts.failed)
        : { bytesPerSecond: null, etaSeconds: null },
    holdUntil: run.job.state === "running" && run.holdUntil > now ? run.holdUntil : null,
    failures: run.entries
      .filter((entry) => entry.state === "failed")
      .map((entry) => ({ path: entry.path, error: entry.error ?? "" })),
  };
}

export const bulkRunner = new BulkRunner();
