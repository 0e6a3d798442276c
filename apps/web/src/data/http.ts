/**
 * The browser's one HTTP transport to pxv's server (the HibiAPI relay, the web relay, image search,
 * pid-recover): one request function with one timeout policy and one classification of failures.
 *   - the caller's cancel stays a cancel (TanStack Query expects the rejection as it is);
 *   - no answer, or an answer that broke off → `network`;
 *   - no answer within the deadline (API_TIMEOUT_MS) → `upstream`: the server waits on pixiv, so when
 *     it is the one too slow, pixiv (or the server) failed;
 *   - an HTTP failure → the kind of its status (errors.ts `kindOfStatus`: 429, 404, 502–504, 500),
 *     with the server's Retry-After.
 * The app-API source goes through @pxv/pixiv's client instead (it renews tokens), whose failures
 * app-api/call.ts maps onto the same kinds.
 */
import { API_TIMEOUT_MS } from "@pxv/pixiv";
import { DataSourceError, kindOfStatus, retryAfterSeconds, type DataErrorKind } from "./errors";

export interface HttpOptions {
  readonly fetch?: typeof fetch | undefined;
  /** The deadline; API_TIMEOUT_MS unless a source is configured otherwise. */
  readonly timeoutMs?: number | undefined;
  readonly signal?: AbortSignal | undefined;
}

/** An answer that arrived whole: its response (status, headers) and its body as text. */
export interface HttpAnswer {
  readonly response: Response;
  readonly text: string;
}

/** One AbortSignal that fires on the caller's cancel or after `ms`, whichever comes first. */
function deadline(outer: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException("The request timed out.", "TimeoutError"));
  }, ms);
  const onAbort = (): void => {
    controller.abort(outer?.reason);
  };
  if (outer?.aborted === true) onAbort();
  else outer?.addEventListener("abort", onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onAbort);
    },
  };
}

/** Sends the request and reads the whole body; failures to get one are DataSourceErrors (see above). */
export async function request(
  url: string,
  init: RequestInit,
  options: HttpOptions = {},
): Promise<HttpAnswer> {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, more?: RequestInit) => fetch(input, more));
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const outer = options.signal;
  const limit = deadline(outer, timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal: limit.signal });
    return { response, text: await response.text() };
  } catch (error) {
    if (outer?.aborted === true) throw error;
    if (limit.timedOut()) {
      throw new DataSourceError("upstream", `Timed out after ${String(timeoutMs)} ms`, { cause: error });
    }
    throw new DataSourceError("network", String(error), { cause: error });
  } finally {
    limit.dispose();
  }
}

/** The body as JSON, or undefined when it is not JSON (the status then says what happened). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The DataSourceError of a failed answer: its status's kind unless the body said more, its Retry-After. */
export function httpError(
  response: Response,
  detail: string,
  kind: DataErrorKind = kindOfStatus(response.status),
): DataSourceError {
  return new DataSourceError(kind, detail, {
    status: response.status,
    retryAfterSeconds: retryAfterSeconds(response.headers.get("retry-after")),
  });
}
