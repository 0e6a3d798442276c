/**
 * The browser's one HTTP transport to pxv's server: the only `fetch(` of the web app's pages (a test,
 * `no-raw-fetch.test.ts`, keeps it so). Everything the app asks pxv for goes through it — the
 * HibiAPI relay, the web relay, image search, pid-recover, sync, and through the typed calls of
 * `pxv-client.ts` pxv's own API (capabilities, feeds, translation, web sign-in, the network probe),
 * the image proxy's bytes, the PDF fonts and the OAuth relay. One timeout policy, one classification
 * of failures, one retry rule:
 *   - the caller's cancel stays a cancel (TanStack Query expects the rejection as it is);
 *   - no answer, or an answer that broke off → `network`;
 *   - no answer within the deadline (API_TIMEOUT_MS unless a call names its own) → `upstream`: the
 *     server waits on pixiv, so when it is the one too slow, pixiv (or the server) failed. `request`
 *     gives the whole body within it; `send` the head (a stream's first byte), the caller's cancel
 *     still ending the body after;
 *   - an HTTP failure → the kind of its status (errors.ts `kindOfStatus`: 429, 404, 502–504, 500),
 *     with the server's Retry-After;
 *   - with a `retry` policy, a GET is tried again after a failure of the moment (no answer, the
 *     deadline, 429, 500, 502–504), waiting the server's Retry-After (errors.ts `retryAfterMs`) or
 *     @pxv/pixiv's `backoffMs`; a Retry-After longer than the policy's longest wait is not waited for.
 * Not through here, by design: the service worker (`apps/web/pwa/sw.js`, which caches the app's own
 * files) and the Web Workers' own loading of their scripts. The app-API source goes through
 * @pxv/pixiv's client, whose fetch is this transport's (`pxv-client.ts` `pxvFetch`); app-api/call.ts
 * maps its failures onto the same kinds.
 */
import { API_RETRY_COUNT, API_RETRY_DELAY_MS, API_TIMEOUT_MS, backoffMs } from "@pxv/pixiv";
import { DataSourceError, kindOfStatus, retryAfterMs, retryAfterSeconds, type DataErrorKind } from "./errors";
import { takeFirstAnswer } from "./first-answers";

/** How often, and how long apart, a GET is tried again after a failure of the moment. */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  readonly attempts: number;
  /** The first wait; each next one doubles (jittered ±50 %). */
  readonly delayMs: number;
  /** The longest wait: a Retry-After beyond it ends the tries. */
  readonly maxDelayMs: number;
}

/** The retry of pxv's own GETs that no query retries (PRODUCT.md's 3 tries, 500 ms apart at first). */
export const GET_RETRY: RetryPolicy = {
  attempts: API_RETRY_COUNT,
  delayMs: API_RETRY_DELAY_MS,
  maxDelayMs: 10_000,
};

export interface HttpOptions {
  readonly fetch?: typeof fetch | undefined;
  /** The deadline; API_TIMEOUT_MS unless a source is configured otherwise. */
  readonly timeoutMs?: number | undefined;
  readonly signal?: AbortSignal | undefined;
  /** Tries a GET again after a failure of the moment; tried once without one. */
  readonly retry?: RetryPolicy | undefined;
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
    /** The deadline is met: from now on only the caller's cancel ends the request (and its body). */
    stopClock: () => {
      clearTimeout(timer);
    },
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onAbort);
    },
  };
}

/** A failure to get an answer, classified: the caller's cancel as it is, else network or upstream. */
export function transportFailure(
  error: unknown,
  outer: AbortSignal | undefined,
  timedOut: boolean,
  ms: number,
) {
  if (outer?.aborted === true) return error;
  if (timedOut) return new DataSourceError("upstream", `Timed out after ${String(ms)} ms`, { cause: error });
  return new DataSourceError("network", String(error), { cause: error });
}

/** One try; `whole` reads the body within the deadline, else the deadline ends with the head. */
async function once(
  url: string,
  init: RequestInit,
  options: HttpOptions,
  whole: boolean,
): Promise<{ response: Response; text: string | null }> {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, more?: RequestInit) => fetch(input, more));
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const limit = deadline(options.signal, timeoutMs);
  let done = whole;
  try {
    const response = await fetchImpl(url, { ...init, signal: limit.signal });
    if (!whole) {
      limit.stopClock();
      return { response, text: null };
    }
    return { response, text: await response.text() };
  } catch (error) {
    done = true;
    throw transportFailure(error, options.signal, limit.timedOut(), timeoutMs);
  } finally {
    if (done) limit.dispose();
  }
}

const isIdempotent = (init: RequestInit): boolean => {
  const method = (init.method ?? "GET").toUpperCase();
  return method === "GET" || method === "HEAD";
};

const RETRIED_KINDS: ReadonlySet<DataErrorKind> = new Set(["rate_limited", "upstream", "server"]);

/** Waits `ms`, or rejects with the caller's cancel. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Tries `url` until an answer that is not a failure of the moment, or the policy's tries run out. */
async function tries(
  url: string,
  init: RequestInit,
  options: HttpOptions,
  whole: boolean,
): Promise<{ response: Response; text: string | null }> {
  const policy = isIdempotent(init) ? options.retry : undefined;
  const attempts = Math.max(1, policy?.attempts ?? 1);
  for (let tried = 1; ; tried++) {
    let wait: number;
    try {
      const answer = await once(url, init, options, whole);
      const { response } = answer;
      if (policy === undefined || tried >= attempts || !RETRIED_KINDS.has(kindOfStatus(response.status))) {
        return answer;
      }
      const asked = retryAfterMs(response.headers.get("retry-after"));
      if (asked !== null && asked > policy.maxDelayMs) return answer;
      wait = asked ?? Math.min(backoffMs(policy.delayMs, tried), policy.maxDelayMs);
      if (!whole) await response.body?.cancel().catch(() => undefined);
    } catch (error) {
      const transient =
        error instanceof DataSourceError && (error.kind === "network" || error.kind === "upstream");
      if (policy === undefined || tried >= attempts || !transient) throw error;
      wait = Math.min(backoffMs(policy.delayMs, tried), policy.maxDelayMs);
    }
    await pause(wait, options.signal);
  }
}

/**
 * Sends the request and reads the whole body; failures to get one are DataSourceErrors (see above).
 * The first anonymous GET of an answer the server put into the page is answered from it (first-answers.ts).
 */
export async function request(
  url: string,
  init: RequestInit,
  options: HttpOptions = {},
): Promise<HttpAnswer> {
  const carried = options.signal?.aborted === true ? null : takeFirstAnswer(url, init);
  if (carried !== null) {
    const headers = { "content-type": "application/json" };
    return { response: new Response(carried.body, { status: carried.status, headers }), text: carried.body };
  }
  const { response, text } = await tries(url, init, options, true);
  return { response, text: text ?? "" };
}

/**
 * Sends the request and gives the response as soon as its head arrived, its body unread (a stream,
 * bytes with progress): the deadline covers the head; the caller's cancel still ends the body.
 * Failures to get a head are DataSourceErrors (see above); the status is the caller's to judge.
 */
export async function send(
  url: string,
  init: RequestInit = {},
  options: HttpOptions = {},
): Promise<Response> {
  return (await tries(url, init, options, false)).response;
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
