/**
 * Fetches a file as bytes while reporting how much has arrived (of the Content-Length, when the
 * server sends one), with a deadline: ugoira zips get UGOIRA_ZIP_TIMEOUT_MS (PRODUCT.md §9). A failed
 * status is an error naming it.
 */
export interface ByteProgress {
  readonly loaded: number;
  /** Null when the server did not say how long the body is. */
  readonly total: number | null;
}

export interface FetchBytesOptions {
  readonly onProgress?: (progress: ByteProgress) => void;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
}

export class FetchStatusError extends Error {
  override readonly name = "FetchStatusError";
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`HTTP ${String(status)} for ${url}`);
  }
}

export async function fetchBytes(url: string, options: FetchBytesOptions = {}): Promise<Uint8Array> {
  const signals = [
    options.signal,
    options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs),
  ];
  const active = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  const response = await fetch(url, active.length === 0 ? {} : { signal: AbortSignal.any(active) });
  if (!response.ok) throw new FetchStatusError(response.status, url);
  const header = Number(response.headers.get("content-length"));
  const total = Number.isFinite(header) && header > 0 ? header : null;
  if (response.body === null) return new Uint8Array(await response.arrayBuffer());

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  options.onProgress?.({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    options.onProgress?.({ loaded, total });
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
