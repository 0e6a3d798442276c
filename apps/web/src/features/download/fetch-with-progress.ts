/**
 * Fetches a file as bytes while reporting how much has arrived (of the Content-Length, when the
 * server sends one), through the client (data/pxv-files.ts `getBytes`: the deadline to the first
 * byte, failure classes, retry). `timeoutMs` bounds the whole download besides (ugoira zips get
 * UGOIRA_ZIP_TIMEOUT_MS, PRODUCT.md §9), past which it fails as `upstream`. A failed status is a
 * DataSourceError carrying it.
 */
import { DataSourceError } from "../../data/errors";
import { getBytes, type ByteProgress } from "../../data/pxv-files";

export type { ByteProgress } from "../../data/pxv-files";

export interface FetchBytesOptions {
  readonly onProgress?: (progress: ByteProgress) => void;
  readonly signal?: AbortSignal;
  /** The whole download's bound. */
  readonly timeoutMs?: number;
}

export async function fetchBytes(url: string, options: FetchBytesOptions = {}): Promise<Uint8Array> {
  const { signal, timeoutMs } = options;
  const onProgress = options.onProgress;
  if (timeoutMs === undefined) return getBytes(url, { signal, ...(onProgress ? { onProgress } : {}) });
  const whole = AbortSignal.timeout(timeoutMs);
  try {
    return await getBytes(url, {
      signal: signal === undefined ? whole : AbortSignal.any([signal, whole]),
      timeoutMs,
      ...(onProgress ? { onProgress } : {}),
    });
  } catch (error) {
    if (!whole.aborted || signal?.aborted === true) throw error;
    throw new DataSourceError("upstream", `${url} did not arrive within ${String(timeoutMs)} ms`, {
      cause: error,
    });
  }
}
