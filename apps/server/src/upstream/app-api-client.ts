/**
 * The server's client for pixiv's app API: builds requests the way pixiv's iOS app does (PIXIV.md
 * §1.2) with the server account's bearer token, sends them through one keep-alive pool, and returns
 * pixiv's status and body untouched so that the HibiAPI routes can pass them through.
 *
 * Invariants: one call has one deadline (default pixiv's 20 s timeout), retries included; a GET that
 * fails on the network or with a 5xx is tried up to 3 times, with a backoff from 500 ms that doubles
 * and is jittered, but never past the deadline; an `invalid_grant` answer drops the token and is
 * retried once with a fresh one. Network failures, the deadline and non-JSON answers become
 * UpstreamError (502).
 */
import { Agent, request } from "undici";
import { API_RETRY_COUNT, API_RETRY_DELAY_MS, API_TIMEOUT_MS } from "@pxv/pixiv";
import { UpstreamError } from "./errors.js";
import { APP_HEADERS, clientHashHeaders } from "./pixiv-headers.js";
import type { ServerAccount } from "./server-account.js";

export interface AppApiResponse {
  readonly statusCode: number;
  readonly body: unknown;
}

export interface AppApiTextResponse {
  readonly statusCode: number;
  readonly contentType: string;
  readonly text: string;
}

export type QueryValue = string | number | boolean | undefined;

export interface AppApiClient {
  /** GET a JSON endpoint. */
  get(path: string, query: Record<string, QueryValue>, language?: string): Promise<AppApiResponse>;
  /** GET an endpoint that answers text (the novel webview's HTML). */
  getText(path: string, query: Record<string, QueryValue>, language?: string): Promise<AppApiTextResponse>;
  close(): Promise<void>;
}

export interface AppApiClientOptions {
  readonly baseUrl: string;
  /** The account whose bearer token goes on every call; null sends none. */
  readonly account: ServerAccount | null;
  /** The most one call may take, every attempt and the waits between them included. */
  readonly deadlineMs?: number;
  /** The first wait before a retry; each next one doubles (both jittered). */
  readonly retryDelayMs?: number;
}

const DEFAULT_LANGUAGE = "zh-cn";

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** The wait before retry number `retry` (1-based): doubling from `base`, jittered ±50 %. */
export function backoffMs(base: number, retry: number, random: () => number = Math.random): number {
  return Math.round(base * 2 ** (retry - 1) * (0.5 + random()));
}

/** pixiv's answer to a token it does not accept (PIXIV.md §1.6). */
function isInvalidGrant(statusCode: number, text: string): boolean {
  return statusCode === 400 && text.includes("invalid_grant");
}

export function createAppApiClient(options: AppApiClientOptions): AppApiClient {
  const deadlineMs = options.deadlineMs ?? API_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? API_RETRY_DELAY_MS;
  const dispatcher = new Agent({ connections: 32, headersTimeout: deadlineMs, bodyTimeout: deadlineMs });

  async function attempt(url: URL, language: string, signal: AbortSignal): Promise<AppApiTextResponse> {
    const token = options.account ? await options.account.accessToken() : null;
    const headers: Record<string, string> = {
      ...APP_HEADERS,
      ...clientHashHeaders(),
      "accept-language": language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    const response = await request(url, {
      method: "GET",
      dispatcher,
      headers,
      signal,
    });
    const text = await response.body.text();
    if (token && options.account && isInvalidGrant(response.statusCode, text)) {
      options.account.invalidate(token);
      throw new InvalidGrant();
    }
    const contentType = response.headers["content-type"];
    return {
      statusCode: response.statusCode,
      contentType: typeof contentType === "string" ? contentType : "",
      text,
    };
  }

  async function send(path: string, query: Record<string, QueryValue>, language: string) {
    const url = new URL(path.replace(/^\/+/, ""), `${options.baseUrl}/`);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const signal = AbortSignal.timeout(deadlineMs);
    const deadline = Date.now() + deadlineMs;
    let reauthenticated = false;
    let lastProblem: string;
    let tries = 0;
    for (;;) {
      tries++;
      let failed: AppApiTextResponse | null = null;
      try {
        const response = await attempt(url, language, signal);
        if (response.statusCode < 500) return response;
        failed = response;
        lastProblem = `answered ${response.statusCode}`;
      } catch (error) {
        if (error instanceof InvalidGrant) {
          if (reauthenticated) throw new UpstreamError("app-api", "refused the server account's fresh token");
          reauthenticated = true;
          tries--;
          continue;
        }
        if (!isNetworkError(error)) throw error;
        lastProblem = signal.aborted
          ? `did not answer within ${deadlineMs / 1000} s`
          : (error as Error).message;
      }
      const wait = backoffMs(retryDelayMs, tries);
      if (tries >= API_RETRY_COUNT || signal.aborted || Date.now() + wait >= deadline) {
        // pixiv's own last 5xx answer is passed on as it is.
        if (failed) return failed;
        break;
      }
      await sleep(wait);
    }
    throw new UpstreamError("app-api", `${lastProblem} (${tries} ${tries === 1 ? "attempt" : "attempts"})`);
  }

  return {
    async get(path, query, language = DEFAULT_LANGUAGE) {
      const response = await send(path, query, language);
      try {
        return { statusCode: response.statusCode, body: JSON.parse(response.text) as unknown };
      } catch {
        throw new UpstreamError("app-api", `answered ${response.statusCode} with a body that is not JSON`);
      }
    },
    getText: (path, query, language = DEFAULT_LANGUAGE) => send(path, query, language),
    close: () => dispatcher.close(),
  };
}

class InvalidGrant extends Error {}

/** Errors worth another attempt: the connection or the timeout, not our own HTTP errors. */
function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "TimeoutError" || error.name === "AbortError") return true;
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === "string" && (code.startsWith("UND_ERR") || code.startsWith("E"));
}
