/**
 * One file's bytes over HTTP, shared by the page and the bulk worker (part-worker.ts): a failed
 * answer is an EntryFetchError carrying the status and the server's Retry-After, for backoff.ts to
 * judge; an abort is passed through as it is. Imports nothing of the page, so the worker stays small.
 */
import { retryAfterMs } from "../../data/errors";

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
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new EntryFetchError(error instanceof Error ? error.message : String(error), null);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new EntryFetchError(
      `HTTP ${String(response.status)}`,
      response.status,
      retryAfterMs(response.headers.get("retry-after")),
    );
  }
  try {
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (signal.aborted) throw error;
    throw new EntryFetchError(error instanceof Error ? error.message : String(error), null);
  }
}
