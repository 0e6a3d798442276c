/**
 * The server's use of pixiv's app API: `@pxv/pixiv`'s app API transport (the one every pxv client
 * uses) set up the way pixiv's iOS app calls (PIXIV.md §1.2), with the server account's bearer
 * token, one keep-alive pool shared fairly between clients (upstream-pool.ts), and the retry policy of upstream calls: one deadline per call (default
 * pixiv's 20 s timeout), retries included; a GET that fails on the network or with a 5xx is tried up
 * to 3 times, backing off from 500 ms. pixiv's status and body come back untouched so that the
 * HibiAPI routes can pass them through; network failures, the deadline, non-JSON answers and a fresh
 * token refused again become UpstreamError (502).
 */
import { fetch as undiciFetch, type RequestInit as UndiciRequestInit } from "undici";
import {
  API_RETRY_COUNT,
  API_RETRY_DELAY_MS,
  API_TIMEOUT_MS,
  AppApiClientError,
  createAppApiTransport,
  type AppApiAnswer,
  type AppApiCall,
  type QueryValue,
} from "@pxv/pixiv";
import { UpstreamError } from "../errors.js";
import { APP_HEADERS, clientHashHeaders } from "./pixiv-headers.js";
import type { ServerAccount } from "./server-account.js";
import { UPSTREAM_POOL_CONNECTIONS, createUpstreamPool } from "./upstream-pool.js";

export interface AppApiResponse {
  readonly statusCode: number;
  readonly body: unknown;
}

export interface AppApiTextResponse {
  readonly statusCode: number;
  readonly contentType: string;
  readonly text: string;
  /** The text as JSON (parsed once, by the transport); undefined when it is not JSON. */
  readonly json: unknown;
}

export interface ServerAppApi {
  /** GET a JSON endpoint. */
  get(path: string, query: Record<string, QueryValue>, language?: string): Promise<AppApiResponse>;
  /** GET an endpoint that answers text (the novel webview's HTML), or JSON to pass on as it came. */
  getText(path: string, query: Record<string, QueryValue>, language?: string): Promise<AppApiTextResponse>;
  close(): Promise<void>;
}

export interface ServerAppApiOptions {
  readonly baseUrl: string;
  /** The account whose bearer token goes on every call; null sends none. */
  readonly account: ServerAccount | null;
  /** The most one call may take, every attempt and the waits between them included. */
  readonly deadlineMs?: number;
  /** The first wait before a retry; each next one doubles (both jittered). */
  readonly retryDelayMs?: number;
  /** Connections of the pool one client may use at once (upstream-pool.ts); 0 or absent is off. */
  readonly clientShare?: number;
}

const DEFAULT_LANGUAGE = "zh-cn";

/** The answer's body as JSON; undefined when it is not JSON (an empty body included). */
const jsonOf = (answer: AppApiAnswer): unknown => (answer.text === "" ? undefined : answer.body);

export function createServerAppApi(options: ServerAppApiOptions): ServerAppApi {
  const deadlineMs = options.deadlineMs ?? API_TIMEOUT_MS;
  const dispatcher = createUpstreamPool({
    connections: UPSTREAM_POOL_CONNECTIONS,
    timeoutMs: deadlineMs,
    clientShare: options.clientShare ?? 0,
  });
  const { account } = options;
  const transport = createAppApiTransport({
    fetch: (url, init) => undiciFetch(url, { ...(init as UndiciRequestInit), dispatcher }),
    timeoutMs: deadlineMs,
    appApiBase: options.baseUrl,
    credentials: {
      token: () => (account === null ? Promise.resolve(null) : account.accessToken()),
      refused: (token) => account?.invalidate(token),
    },
    headers: () => ({ ...APP_HEADERS, ...clientHashHeaders() }),
    acceptLanguage: DEFAULT_LANGUAGE,
    retry: { attempts: API_RETRY_COUNT, delayMs: options.retryDelayMs ?? API_RETRY_DELAY_MS },
  });

  async function send(path: string, query: Record<string, QueryValue>, language: string | undefined) {
    const call: AppApiCall = {
      method: "GET",
      path: path.startsWith("/") ? path : `/${path}`,
      query,
      ...(language === undefined ? {} : { language }),
    };
    try {
      return await transport.exchange(call);
    } catch (error) {
      if (!(error instanceof AppApiClientError)) throw error;
      if (error.kind === "invalid_grant") {
        throw new UpstreamError("app-api", "refused the server account's fresh token");
      }
      throw new UpstreamError("app-api", error.message);
    }
  }

  return {
    async get(path, query, language) {
      const answer = await send(path, query, language);
      const body = jsonOf(answer);
      if (body === undefined) {
        throw new UpstreamError("app-api", `answered ${answer.status} with a body that is not JSON`);
      }
      return { statusCode: answer.status, body };
    },
    async getText(path, query, language) {
      const answer = await send(path, query, language);
      return {
        statusCode: answer.status,
        contentType: answer.contentType,
        text: answer.text,
        json: jsonOf(answer),
      };
    },
    close: () => dispatcher.close(),
  };
}
