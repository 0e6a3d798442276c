/**
 * The client's part for files (pxv-client.ts has the API's JSON and text): bytes with progress, a
 * body read as it comes, and `fetch`'s shape for @pxv/pixiv's client — all over the one transport
 * (http.ts), with its deadline to the head, failure classes and retry.
 */
import { DataSourceError } from "./errors";
import { httpError, send } from "./http";
import { httpOptions, type CallOptions } from "./pxv-client";

/** How much of a file has arrived. */
export interface ByteProgress {
  readonly loaded: number;
  /** Null when the server did not say how long the body is. */
  readonly total: number | null;
}

export interface BytesOptions extends CallOptions {
  readonly onProgress?: (progress: ByteProgress) => void;
}

/** The body of a response, read to its end with progress; a break is `network`, a cancel stays one. */
async function readBody(response: Response, options: BytesOptions): Promise<Uint8Array<ArrayBuffer>> {
  const header = Number(response.headers.get("content-length"));
  const total = Number.isFinite(header) && header > 0 ? header : null;
  try {
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
  } catch (error) {
    throw readFailure(error, options.signal, `The body of ${response.url || "an answer"}`);
  }
}

/** A GET's response once its head is in and says ok; a failed status is a DataSourceError carrying it. */
async function openOk(url: string, options: CallOptions): Promise<Response> {
  const response = await send(
    url,
    { ...options.init, headers: { ...options.headers } },
    httpOptions(options),
  );
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw httpError(response, `HTTP ${String(response.status)} from ${url}`);
  }
  return response;
}

/**
 * A GET's body as a stream of bytes, read as it comes (the deadline covers the head). Reading it may
 * fail: `readFailure` classifies that failure like the transport's.
 */
export async function getStream(
  url: string,
  options: CallOptions = {},
): Promise<ReadableStream<Uint8Array<ArrayBuffer>>> {
  const response = await openOk(url, options);
  return response.body ?? new Blob([]).stream();
}

/** A failure while reading a body: the caller's cancel as it is, else a `network` DataSourceError. */
export function readFailure(error: unknown, signal: AbortSignal | undefined, what: string): unknown {
  if (signal?.aborted === true || error instanceof DataSourceError) return error;
  return new DataSourceError("network", `${what} broke off: ${String(error)}`, { cause: error });
}

/** A file's bytes; a failed status is a DataSourceError carrying it and the server's Retry-After. */
export async function getBytes(url: string, options: BytesOptions = {}): Promise<Uint8Array<ArrayBuffer>> {
  return readBody(await openOk(url, options), options);
}

/**
 * `fetch`'s shape over the transport, for @pxv/pixiv's OAuth and app-API client: any status is an
 * answer (the client judges it and retries itself); no answer is a `network` DataSourceError, the
 * caller's cancel stays one. The deadline covers the head.
 */
export const pxvFetch = (url: string, init: RequestInit = {}): Promise<Response> => {
  const { signal, ...rest } = init;
  return send(url, rest, { signal: signal ?? undefined });
};
