/**
 * One file's bytes over HTTP, shared by the page and the bulk worker (part-worker.ts), through the
 * client (data/pxv-files.ts `getBytes`: the deadline to the first byte and the failure classes;
 * tried once, since the queue's backoff decides on tries). A failure is an EntryFetchError carrying
 * the status and the server's Retry-After, for backoff.ts to judge; an abort is passed through as it
 * is. Imports nothing of the page, so the worker stays small.
 */
import { DataSourceError } from "../../data/errors";
import { getBytes } from "../../data/pxv-files";

export class EntryFetchError extends Error {
  override readonly name = "EntryFetchError";
  constructor(
    message: string,
    /** HTTP status, or null when no answer came (network failure). */
    readonly status: number | null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

export async function fetchUrl(url: string, signal: AbortSignal): Promise<Uint8Array> {
  try {
    return await getBytes(url, { signal, retry: null });
  } catch (error) {
    if (signal.aborted) throw error;
    if (!(error instanceof DataSourceError)) {
      throw new EntryFetchError(error instanceof Error ? error.message : String(error), null);
    }
    const wait = error.retryAfterSeconds;
    throw new EntryFetchError(error.message, error.status, wait === null ? null : wait * 1000);
  }
}
