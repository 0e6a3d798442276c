/**
 * The bulk queue's data and its pure rules. A job is a list of entries, one per file (a page of a
 * work, an ugoira in the chosen format, a novel in the chosen export format), each with its final
 * path decided when it was queued. An entry goes pending → active → (ZIP: written into the open part
 * →) done, or failed with a reason after its last try.
 *
 * Resume keeps two promises: no duplicate and no missing file. Into a folder, a file is written under
 * its final name, so writing it again after a reload replaces it. Into ZIP parts, an entry is done
 * only once the part holding it was saved; an entry written into a part that was never saved (the tab
 * closed) goes back to pending and lands in the next part, so every file is in exactly one saved part.
 */
import type { NovelFileFormat } from "../novel/export/export-novel";
import type { BulkSourceSpec } from "./bulk-source";

export type EntryState = "pending" | "active" | "written" | "done" | "failed";

/** What an entry fetches. */
export type EntryFile =
  | { readonly kind: "page"; readonly url: string }
  | { readonly kind: "ugoira"; readonly format: UgoiraBulkFormat }
  | { readonly kind: "novel"; readonly format: NovelBulkFormat };

export type UgoiraBulkFormat = "zip" | "gif" | "mp4" | "webm";
/** A novel in the bulk queue is saved in one of the export's file formats. */
export type NovelBulkFormat = NovelFileFormat;

export interface QueueEntry {
  /** `${jobId}:${seq}` */
  readonly key: string;
  readonly jobId: string;
  /** Order in the job: files are fetched in list order. */
  readonly seq: number;
  readonly workId: number;
  readonly file: EntryFile;
  /** Folders and file name inside the job's output, joined with "/". */
  readonly path: string;
  readonly state: EntryState;
  /** The ZIP part the file was written into (ZIP output), else null. */
  readonly part: number | null;
  readonly bytes: number;
  readonly attempts: number;
  /** Not before this time (ms since the epoch) after a failure that is retried. */
  readonly retryAt: number;
  readonly error: string | null;
}

export type JobState = "running" | "paused" | "done" | "cancelled";
/** Why a job is paused: the person, the browser went offline, or the folder needs permission again. */
export type PauseReason = "user" | "offline" | "permission" | "reload";
export type BulkOutput = "folder" | "zip";
export type ManifestFormat = "json" | "csv";
export type SubfolderRule = "none" | "author" | "source";

export interface BulkJob {
  readonly id: string;
  readonly createdAt: number;
  /** What the person saw when queueing, e.g. "Bookmarks · cat". */
  readonly label: string;
  readonly source: BulkSourceSpec;
  /** File-safe name of the source (ZIP names, the source sub-folder). */
  readonly name: string;
  readonly output: BulkOutput;
  readonly partBytes: number;
  readonly manifest: ManifestFormat;
  readonly state: JobState;
  readonly pauseReason: PauseReason | null;
  /** The number the next ZIP part gets (1-based). */
  readonly nextPart: number;
  readonly works: number;
  readonly entries: number;
}

/** A work's facts for the manifest. */
export interface ManifestWork {
  readonly key: string;
  readonly jobId: string;
  readonly workId: number;
  readonly title: string;
  readonly authorId: number;
  readonly author: string;
  readonly tags: readonly string[];
  /** The work's page on pixiv. */
  readonly url: string;
}

export const entryKey = (jobId: string, seq: number): string => `${jobId}:${String(seq)}`;

/**
 * The entries as they must be after the page was closed or reloaded: nothing is running, and a file
 * written into a ZIP part that was never saved must be fetched again. Answers only the changed ones.
 */
export function entriesToResume(entries: readonly QueueEntry[]): QueueEntry[] {
  return entries
    .filter((entry) => entry.state === "active" || entry.state === "written")
    .map((entry) => ({ ...entry, state: "pending", part: null }));
}

/** The next entries to start: pending, due, in list order, so that at most `concurrency` run. */
export function pickNext(
  pending: readonly QueueEntry[],
  running: number,
  concurrency: number,
  now: number,
): QueueEntry[] {
  const free = Math.max(0, concurrency - running);
  if (free === 0) return [];
  return pending
    .filter((entry) => entry.state === "pending" && entry.retryAt <= now)
    .sort((a, b) => a.seq - b.seq)
    .slice(0, free);
}

/** When the earliest waiting entry becomes due, or null when none waits. */
export function nextDue(pending: readonly QueueEntry[]): number | null {
  let due: number | null = null;
  for (const entry of pending) {
    if (entry.state === "pending" && (due === null || entry.retryAt < due)) due = entry.retryAt;
  }
  return due;
}

/** Whether the open ZIP part must be closed before a file of `size` bytes goes in. */
export function partIsFull(partBytes: number, size: number, limit: number): boolean {
  return partBytes > 0 && partBytes + size > limit;
}

/** The name of ZIP part `part` of a job, e.g. `bookmarks_illust_public-part003.zip`. */
export function partFileName(name: string, part: number): string {
  return `${name}-part${String(part).padStart(3, "0")}.zip`;
}

export interface JobCounts {
  readonly total: number;
  readonly done: number;
  readonly failed: number;
  readonly bytes: number;
}

/** Counts of a job's files; a file written into the open ZIP part counts as done (it is saved with it). */
export function countEntries(entries: readonly QueueEntry[]): JobCounts {
  let done = 0;
  let failed = 0;
  let bytes = 0;
  for (const entry of entries) {
    if (entry.state === "done" || entry.state === "written") {
      done += 1;
      bytes += entry.bytes;
    }
    if (entry.state === "failed") failed += 1;
  }
  return { total: entries.length, done, failed, bytes };
}

/** A job is finished when no entry is left to fetch or save. */
export const isSettled = (counts: JobCounts): boolean => counts.done + counts.failed >= counts.total;

export interface Throughput {
  /** Bytes per second over the recent window, or null before there is a window. */
  readonly bytesPerSecond: number | null;
  /** Seconds left at the recent pace of files, or null when unknown. */
  readonly etaSeconds: number | null;
}

/** One reading of a running job: when, how many files were finished and how many bytes had arrived. */
export interface Sample {
  readonly at: number;
  readonly files: number;
  readonly bytes: number;
}

/** Speed and time left from the first and last of the recent samples (oldest first). */
export function throughput(samples: readonly Sample[], remainingFiles: number): Throughput {
  const first = samples[0];
  const last = samples.at(-1);
  if (first === undefined || last === undefined || last.at - first.at < 500) {
    return { bytesPerSecond: null, etaSeconds: null };
  }
  const seconds = (last.at - first.at) / 1000;
  const filesPerSecond = (last.files - first.files) / seconds;
  return {
    bytesPerSecond: (last.bytes - first.bytes) / seconds,
    etaSeconds: filesPerSecond > 0 ? Math.ceil(remainingFiles / filesPerSecond) : null,
  };
}
