/**
 * The messages between the page's bulk runner and the bulk worker (part-worker.ts), which fetches
 * files and writes them into ZIP parts in the origin-private file system. Every request carries a
 * call number and gets exactly one reply with it; `PartChannel` matches replies to the promises the
 * page awaits. Errors cross the boundary as plain `PartFailure` values and come back as the same
 * kinds of error the in-page path throws (an EntryFetchError with its status, or an AbortError), so
 * the runner's backoff and pause logic does not know which path fetched the file.
 */
import { EntryFetchError } from "./fetch-bytes";

/** The OPFS folder the worker writes parts into. */
export const BULK_PART_FOLDER = "pxv-bulk-parts";

/** A file held by the worker under `key` (the queue entry's key) until it is added or dropped. */
export type PartRequest =
  /** Whether the worker can write parts (OPFS with sync access); clears parts left by closed tabs. */
  | { readonly kind: "probe" }
  /** Fetches `url` and holds the bytes; answers their size. */
  | { readonly kind: "fetch"; readonly key: string; readonly url: string }
  /** Holds bytes made on the page (a novel); answers their size. */
  | { readonly kind: "hold"; readonly key: string; readonly bytes: Uint8Array }
  /** Aborts a fetch in flight (its own call then fails as aborted). */
  | { readonly kind: "abort"; readonly key: string }
  /** Forgets a held file unwritten. */
  | { readonly kind: "drop"; readonly key: string }
  /** Writes a held file into the open part (opening `file` when none is); answers the part's size. */
  | { readonly kind: "add"; readonly key: string; readonly path: string; readonly file: string }
  /** Adds `extra` (the manifest) when given and closes the open part; answers its file name. */
  | {
      readonly kind: "finish";
      readonly extra: { readonly path: string; readonly bytes: Uint8Array } | null;
    }
  /** Closes and deletes the open part unsaved. */
  | { readonly kind: "discard" }
  /** Deletes a saved part once the browser has taken it. */
  | { readonly kind: "remove"; readonly file: string };

export interface PartFailure {
  readonly message: string;
  readonly status: number | null;
  readonly retryAfterMs: number | null;
  readonly aborted: boolean;
}

export type PartValue = number | string | boolean | null;

export type PartReply =
  | { readonly call: number; readonly ok: true; readonly value: PartValue }
  | { readonly call: number; readonly ok: false; readonly failure: PartFailure };

export type PartMessage = PartRequest & { readonly call: number };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** An error thrown in the worker as a value that can be posted. */
export function failureOf(error: unknown): PartFailure {
  const fetchError = error instanceof EntryFetchError ? error : null;
  return {
    message: error instanceof Error ? error.message : String(error),
    status: fetchError?.status ?? null,
    retryAfterMs: fetchError?.retryAfterMs ?? null,
    aborted: isAbort(error),
  };
}

/** A posted failure as the error the in-page path would have thrown. */
export function errorOf(failure: PartFailure): Error {
  if (failure.aborted) return new DOMException(failure.message, "AbortError");
  if (failure.status !== null || failure.retryAfterMs !== null || failure.message.length > 0)
    return new EntryFetchError(failure.message, failure.status, failure.retryAfterMs);
  return new Error("The bulk worker failed");
}

interface Pending {
  resolve(value: PartValue): void;
  reject(error: Error): void;
}

/** The page's end: numbers the calls, posts them, and settles each with its reply. */
export class PartChannel {
  private nextCall = 1;
  private pending = new Map<number, Pending>();

  constructor(private readonly post: (message: PartMessage, transfer: Transferable[]) => void) {}

  request(request: PartRequest, transfer: Transferable[] = []): Promise<PartValue> {
    const call = this.nextCall++;
    return new Promise((resolve, reject) => {
      this.pending.set(call, { resolve, reject });
      this.post({ ...request, call }, transfer);
    });
  }

  receive(reply: PartReply): void {
    const pending = this.pending.get(reply.call);
    if (pending === undefined) return;
    this.pending.delete(reply.call);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(errorOf(reply.failure));
  }

  /** The worker died: every call waiting fails (as a network failure, so the file is tried again). */
  failAll(message: string): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const pending of waiting) pending.reject(new EntryFetchError(message, null));
  }
}
