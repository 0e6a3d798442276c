/**
 * How every pxv client talks to pixiv's app API: the browser (through pxv's `/pixiv-app-api` relay,
 * as createAppApiClient) and the server (straight to pixiv, with the server account's token). No DOM
 * or Node APIs: `fetch` is injected.
 *
 * Invariants: one call has one deadline, retries included; the bearer token comes from the caller's
 * credentials, and an `invalid_grant` answer to it is reported (so the credentials drop it) and the
 * call sent once more with a fresh one; with a retry policy, a GET that fails on the network or with
 * a 5xx is tried again after a doubling, jittered wait, never past the deadline, and pixiv's last
 * 5xx answer is returned as it is; redirects are never followed. Answers come back with any status (`exchange`); only network
 * failures and the deadline throw (AppApiClientError "network", saying how many attempts were made).
 */
import { API_TIMEOUT_MS } from "../constants.js";
import { APP_API_ORIGIN } from "../hosts.js";
import { oauthErrorCode, pixivErrorMessage } from "./answers.js";
import { AppApiClientError } from "./app-api-error.js";
import { backoffMs } from "./backoff.js";

const RATE_LIMIT_MESSAGE = "Rate Limit";
const INVALID_GRANT = "invalid_grant";

/** What the transport reads of a fetch answer (the WHATWG one, or undici's on the server). */
export interface FetchAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<FetchAnswer>;

export interface Transport {
  readonly fetch: FetchLike;
  /** The most one call may take, every attempt and the waits between them included. */
  readonly timeoutMs?: number;
}

export type FormValue = string | number | boolean | readonly string[];
export type QueryValue = string | number | boolean | undefined;

/** pixiv's form encoding: arrays as repeated `name[]` fields. */
export function encodeForm(fields: Readonly<Record<string, FormValue | undefined>>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value as readonly string[]) form.append(`${name}[]`, item);
    else form.append(name, String(value));
  }
  return form.toString();
}

/** pixiv's answer as it came: status, the body parsed as JSON (undefined when it is not), the text. */
export interface AppApiAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly body: unknown;
  readonly text: string;
  readonly contentType: string;
}

/**
 * One request under `signal`; a failure to get an answer is thrown as it is. pixiv's API and OAuth
 * hosts never redirect, so a redirect is not followed (it would take the token elsewhere): it is
 * an answer like any other (status 0 in a browser, the 3xx elsewhere), and not ok.
 */
export async function sendRequest(
  transport: Pick<Transport, "fetch">,
  url: string,
  init: RequestInit,
  signal: AbortSignal,
): Promise<AppApiAnswer> {
  const response = await transport.fetch(url, { ...init, signal, redirect: "manual" });
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    // not JSON: judged by the status
  }
  return {
    status: response.status,
    ok: response.ok,
    body,
    text,
    contentType: response.headers.get("content-type") ?? "",
  };
}

/** The typed failure of an answer that is not ok (PIXIV.md §1.6, §2.5). */
export function answerFailure(status: number, body: unknown, what: string): AppApiClientError {
  const message = pixivErrorMessage(body);
  if (status === 429 || message === RATE_LIMIT_MESSAGE) {
    return new AppApiClientError("rate_limited", RATE_LIMIT_MESSAGE, status);
  }
  if (oauthErrorCode(body) === INVALID_GRANT || message?.includes(INVALID_GRANT) === true) {
    return new AppApiClientError("invalid_grant", message ?? INVALID_GRANT, status);
  }
  if (status === 404) return new AppApiClientError("not_found", message ?? `${what}: not found`, status);
  if (status >= 400 && status < 500) {
    return new AppApiClientError("bad_request", message ?? `${what}: HTTP ${status}`, status);
  }
  return new AppApiClientError(
    status >= 500 ? "server" : "bad_request",
    message ?? `${what}: HTTP ${status}`,
    status,
  );
}

/** Where the bearer token comes from: the browser's own session, or the server account. */
export interface AppApiCredentials {
  /** A token valid for a while yet (renewed first when needed); null sends none. */
  token(): Promise<string | null>;
  /** The app API refused `token` (`invalid_grant`): drop it, so the next `token()` renews. */
  refused(token: string): void;
}

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly attempts: number;
  /** The first wait before a retry; each next one doubles (both jittered). */
  readonly delayMs: number;
}

export interface AppApiTransportOptions extends Transport {
  /** Where the app API is: pixiv's origin or pxv's `/pixiv-app-api` relay. */
  readonly appApiBase: string;
  readonly credentials: AppApiCredentials;
  /** Headers on every attempt besides the call's own (an app's identity, X-Client-Hash). */
  readonly headers?: () => Readonly<Record<string, string>>;
  /** The default `accept-language`; a call may name its own. */
  readonly acceptLanguage?: string;
  /** Retries of failing GETs; none without one. */
  readonly retry?: RetryPolicy;
}

export interface AppApiCall {
  readonly method: "GET" | "POST";
  /** `/v1/…`, or an absolute `next_url` from a previous answer. */
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly form?: Readonly<Record<string, FormValue | undefined>>;
  readonly language?: string;
  readonly signal?: AbortSignal;
}

export interface AppApiTransport {
  /** Sends the call and gives pixiv's answer, whatever its status. */
  exchange(call: AppApiCall): Promise<AppApiAnswer>;
}

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

export function createAppApiTransport(options: AppApiTransportOptions): AppApiTransport {
  const base = options.appApiBase.replace(/\/+$/, "");
  const deadlineMs = options.timeoutMs ?? API_TIMEOUT_MS;

  /** `next_url`s name pixiv's origin; they are followed on this transport's base. */
  function urlOf(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
    const relative = path.startsWith(APP_API_ORIGIN) ? path.slice(APP_API_ORIGIN.length) : path;
    if (!relative.startsWith("/") || relative.startsWith("//")) {
      throw new AppApiClientError("bad_request", "Url cannot be empty");
    }
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) search.set(name, String(value));
    }
    const extra = search.toString();
    if (extra === "") return `${base}${relative}`;
    return `${base}${relative}${relative.includes("?") ? "&" : "?"}${extra}`;
  }

  async function attempt(call: AppApiCall, url: string, token: string | null, signal: AbortSignal) {
    const language = call.language ?? options.acceptLanguage;
    const answer = await sendRequest(
      options,
      url,
      {
        method: call.method,
        headers: {
          ...options.headers?.(),
          accept: "application/json",
          ...(language ? { "accept-language": language } : {}),
          ...(token === null ? {} : { authorization: `Bearer ${token}` }),
          ...(call.form === undefined ? {} : { "content-type": "application/x-www-form-urlencoded" }),
        },
        ...(call.form === undefined ? {} : { body: encodeForm(call.form) }),
      },
      signal,
    );
    const refused =
      token !== null && !answer.ok && answerFailure(answer.status, answer.body, "").kind === "invalid_grant";
    if (refused) options.credentials.refused(token);
    return { answer, refused };
  }

  async function exchange(call: AppApiCall): Promise<AppApiAnswer> {
    const url = urlOf(call.path, call.query);
    const deadline = AbortSignal.timeout(deadlineMs);
    const signal = call.signal === undefined ? deadline : AbortSignal.any([call.signal, deadline]);
    const endsAt = Date.now() + deadlineMs;
    const attempts = call.method === "GET" ? (options.retry?.attempts ?? 1) : 1;
    let renewed = false;
    let tries = 0;
    let problem = "";
    for (;;) {
      tries++;
      let failed: AppApiAnswer | null = null;
      // The credentials' own failures (the server account cannot sign in) are not the app API's.
      const token = await options.credentials.token();
      try {
        const { answer, refused } = await attempt(call, url, token, signal);
        if (refused) {
          // The token expired or was revoked: ask once more with a fresh one.
          if (renewed) throw answerFailure(answer.status, answer.body, call.path);
          renewed = true;
          tries--;
          continue;
        }
        if (answer.status < 500 || attempts === 1) return answer;
        failed = answer;
      } catch (error) {
        if (error instanceof AppApiClientError || call.signal?.aborted === true) throw error;
        problem = deadline.aborted
          ? `did not answer within ${deadlineMs / 1000} s`
          : error instanceof Error
            ? error.message
            : String(error);
      }
      const wait = backoffMs(options.retry?.delayMs ?? 0, tries);
      if (tries >= attempts || signal.aborted || Date.now() + wait >= endsAt) {
        // pixiv's own last 5xx answer is passed on as it is.
        if (failed !== null) return failed;
        throw new AppApiClientError(
          "network",
          `${problem} (${tries} ${tries === 1 ? "attempt" : "attempts"})`,
        );
      }
      await sleep(wait);
    }
  }

  return { exchange };
}
