/**
 * The web-login relay (PRODUCT.md §B2.6 "Web proxy", §B4; PIXIV.md §5): `/api/pixiv-now/http/<path>`
 * → the www host, `/api/pixiv-now/user` → `{token, userData}` of the session, and
 * `/api/pixiv-now/ranking` → www's `/ranking.php?format=json` (web-ranking.ts).
 *
 * Invariants:
 * - the session comes only from the `x-auth` header (the PHPSESSID value, bare or as `PHPSESSID=…`),
 *   is validated before anything leaves pxv, and is sent upstream only as the `PHPSESSID` cookie;
 *   `_anon=1` sends no cookie at all;
 * - only `^/ajax/…` paths (GET and POST) and the legacy PHP endpoints pxv uses (LEGACY_PHP_PATHS,
 *   each with its one method: the web ranking and popular list, follow and unfollow) are
 *   reachable, never retried;
 * - the CSRF token is kept per session in the session store (web-session-store.ts: this process, or
 *   Redis shared by every instance), keyed by a SHA-256 of the session (the session itself is never
 *   a key, never stored, never logged), and added to POSTs that do not carry one;
 * - pixiv's `{error, message, body}` envelope is unwrapped to `body`; an error keeps pixiv's shape
 *   `{error: true, message, body: []}` with a non-2xx status;
 * - picture URLs are answered on pxv's image proxy paths (`/-/…` for i.pximg.net, `/~/…` for
 *   s.pximg.net), as PixivNow answers them (web-answer.ts);
 * - a request carrying `x-auth` is never cached: its answer is `private, no-store` and never enters
 *   the shared cache (even with `_anon=1`); a GET without `x-auth` is made without any credentials
 *   and its answer is kept CACHE_TTL_SECONDS.webProxyList (PRODUCT.md §9: web-proxy lists 600 s) in the
 *   shared response cache, keyed by path, query and language;
 * - only allowlisted headers cross in either direction (no Set-Cookie comes back).
 */
import * as cheerio from "cheerio";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { request as upstreamRequest } from "undici";
import { z } from "zod";
import {
  API_TIMEOUT_MS,
  CACHE_TTL_SECONDS,
  PXV_API_PATHS,
  WWW_ORIGIN,
  parseSessionValue,
  webSessionBodySchema,
} from "@pxv/pixiv";
import { sendCacheAnswer, type ResponseCache } from "../../infrastructure/stores/response-cache.js";
import { HttpError, UpstreamError } from "../../errors.js";
import { refused, type Answers } from "../../route-schema/answers.js";
import { UPSTREAM_POOL_CONNECTIONS, createUpstreamPool } from "../../upstream/upstream-pool.js";
import { relayPath, relayRawBodies } from "../relays/relays.js";
import { JSON_TYPE, PRIVATE_CACHE_CONTROL, relayAnswer, type WwwClient } from "./web-answer.js";
import { registerWebRanking } from "./web-ranking.js";
import { sessionHeaders } from "./web-session-header.js";
import {
  CSRF_TOKEN_TTL_MS,
  type WebSessionData,
  type WebSessionStore,
} from "../../infrastructure/stores/web-session-store.js";

const PREFIX = "/api/pixiv-now/http";
/** The ajax API: every path under `/ajax/`, GET and POST. */
const AJAX_PATH = /^\/ajax\/[^?]*$/;
/**
 * www's legacy PHP endpoints the relay passes, each with the one method pxv calls it with (the
 * reference viewer's `*.php` and `rpc` rule narrowed to what is used, so a session cannot be
 * pointed at pixiv's account settings through pxv).
 */
export const LEGACY_PHP_PATHS: ReadonlyMap<string, "GET" | "POST"> = new Map([
  ["/ranking.php", "GET"],
  ["/touch/ajax_api/ajax_api.php", "GET"],
  ["/bookmark_add.php", "POST"],
  ["/rpc_group_setting.php", "POST"],
]);
const REQUEST_HEADERS = ["accept", "accept-language", "content-type"] as const;
const RESPONSE_HEADERS = ["content-type", "retry-after"] as const;
/** pixiv's web host expects a browser (PIXIV.md §5.1). */
const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
/** Pages are read whole to find the token; bound them. */
const PAGE_LIMIT_BYTES = 4 * 1024 * 1024;

/** The session of `x-auth`: undefined when absent, null when present but malformed. */
export function sessionFromHeader(value: string | string[] | undefined): string | null | undefined {
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string") return null;
  return parseSessionValue(value);
}

/** The token and user a www page carries: legacy `meta#meta-global-data`, else `__NEXT_DATA__`. */
export function parseWebSessionPage(html: string): WebSessionData | null {
  const $ = cheerio.load(html);
  const meta = $('meta#meta-global-data, meta[name="global-data"]').first().attr("content");
  if (meta) {
    try {
      const data = JSON.parse(meta) as { token?: unknown; userData?: unknown };
      if (typeof data.token === "string" && data.token !== "") {
        return { token: data.token, userData: asRecord(data.userData) };
      }
    } catch {
      // fall through to __NEXT_DATA__
    }
  }
  const next = $("script#__NEXT_DATA__").first().text();
  if (!next) return null;
  try {
    const data = JSON.parse(next) as {
      props?: { pageProps?: { serverSerializedPreloadedState?: unknown } };
    };
    const state = data.props?.pageProps?.serverSerializedPreloadedState;
    if (typeof state !== "string") return null;
    const preloaded = JSON.parse(state) as { api?: { token?: unknown }; userData?: { self?: unknown } };
    const token = preloaded.api?.token;
    return typeof token === "string" && token !== ""
      ? { token, userData: asRecord(preloaded.userData?.self) }
      : null;
  } catch {
    return null;
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function pixivError(status: number, message: string): HttpError {
  return new WebRelayError(status, message);
}

/** An error answered in pixiv's ajax shape (`{error: true, message, body: []}`). */
export class WebRelayError extends HttpError {
  constructor(statusCode: number, message: string) {
    super(statusCode, "web_relay", message);
    this.name = "WebRelayError";
  }
}

interface WebRelayOptions {
  readonly wwwBase: string;
  readonly timeoutMs?: number;
  /** The shared response cache, for answers made without a user's credentials. */
  readonly cache: ResponseCache;
  /** Where each session's CSRF token and user are kept. */
  readonly sessions: WebSessionStore;
  /** Connections of the www pool one client may use at once (upstream-pool.ts); 0 or absent is off. */
  readonly clientShare?: number;
  /** pixiv's now (the sandbox's clock in sandbox mode): which days have a ranking. */
  readonly upstreamNow: () => Date;
}

/**
 * The key of a signed-out GET in the shared cache: path, query and the language asked for. The
 * prefix names the answer's form (`relay:`: pictures on the proxy paths), so an answer kept in an
 * older form (`www:`, `web:`) is never served.
 */
function signedOutKey(pathAndSearch: string, request: FastifyRequest): string {
  const language = request.headers["accept-language"] ?? "";
  return `relay:${pathAndSearch}|${typeof language === "string" ? language.slice(0, 100) : ""}`;
}

export async function registerWebRelay(app: FastifyInstance, options: WebRelayOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const dispatcher = createUpstreamPool({
    connections: UPSTREAM_POOL_CONNECTIONS,
    timeoutMs,
    clientShare: options.clientShare ?? 0,
  });
  app.addHook("onClose", async () => {
    await dispatcher.close();
  });
  const { sessions, cache } = options;

  const baseHeaders = (session: string | null): Record<string, string> => ({
    "user-agent": BROWSER_USER_AGENT,
    referer: `${WWW_ORIGIN}/`,
    origin: WWW_ORIGIN,
    ...(session === null ? {} : { cookie: `PHPSESSID=${session}` }),
  });

  const www: WwwClient = {
    headers: baseHeaders,
    async fetch(pathAndSearch, init) {
      let response;
      try {
        response = await upstreamRequest(`${options.wwwBase}${pathAndSearch}`, {
          method: init.method,
          headers: init.headers,
          ...(init.body ? { body: init.body } : {}),
          dispatcher,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new UpstreamError("www", (error as Error).message);
      }
      let text: string;
      try {
        text = await response.body.text();
      } catch (error) {
        throw new UpstreamError("www", (error as Error).message);
      }
      const headers: Record<string, string> = {};
      for (const name of RESPONSE_HEADERS) {
        const value = response.headers[name];
        if (typeof value === "string") headers[name] = value;
      }
      return { statusCode: response.statusCode, headers, text };
    },
  };

  async function fetchSessionData(session: string): Promise<WebSessionData> {
    const kept = await sessions.get(session);
    if (kept) return kept;
    let html: string;
    try {
      const response = await upstreamRequest(`${options.wwwBase}/`, {
        headers: { ...baseHeaders(session), accept: "text/html" },
        dispatcher,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.statusCode !== 200) {
        await response.body.dump();
        throw new UpstreamError("www", `status ${response.statusCode}`);
      }
      const buffer = Buffer.from(await response.body.arrayBuffer());
      if (buffer.byteLength > PAGE_LIMIT_BYTES) throw new UpstreamError("www", "page too large");
      html = buffer.toString("utf8");
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new UpstreamError("www", (error as Error).message);
    }
    const data = parseWebSessionPage(html);
    if (data === null) throw new UpstreamError("www", "no CSRF token in the page");
    await sessions.set(session, data);
    return data;
  }

  /** The session of the request, or null for anonymous; a malformed `x-auth` is refused. */
  function requestSession(request: FastifyRequest, anonymous: boolean): string | null {
    const session = sessionFromHeader(request.headers["x-auth"]);
    if (session === null) throw pixivError(401, "Invalid session (x-auth must be a PHPSESSID value)");
    return anonymous || session === undefined ? null : session;
  }

  async function relayWeb(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const rest = relayPath(request.url, PREFIX);
    const [path = "", query] = rest === null ? [] : splitOnce(rest, "?");
    const legacyMethod = LEGACY_PHP_PATHS.get(path);
    if (rest === null || (!AJAX_PATH.test(path) && legacyMethod === undefined)) {
      throw pixivError(404, "www has no such path for this relay");
    }
    if (legacyMethod !== undefined && legacyMethod !== request.method) {
      throw pixivError(405, `${path} takes only ${legacyMethod} through this relay`);
    }
    const params = new URLSearchParams(query ?? "");
    const anonymous = params.get("_anon") === "1";
    params.delete("_anon");
    const search = params.toString();
    const pathAndSearch = `${path}${search ? `?${search}` : ""}`;
    const session = requestSession(request, anonymous);
    const isPost = request.method === "POST";
    const headers = baseHeaders(session);
    for (const name of REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    // Signed out (no x-auth at all): made without credentials, so it may be shared.
    if (!isPost && request.headers["x-auth"] === undefined) {
      const answer = await cache.answer(
        signedOutKey(pathAndSearch, request),
        CACHE_TTL_SECONDS.webProxyList,
        async () => {
          const upstream = await www.fetch(pathAndSearch, { method: "GET", headers });
          return relayAnswer(
            upstream.statusCode,
            upstream.text,
            upstream.headers["content-type"] ?? JSON_TYPE,
          );
        },
      );
      return sendCacheAnswer(reply, answer);
    }
    if (isPost) {
      const csrf = request.headers["x-csrf-token"];
      if (typeof csrf === "string" && /^[0-9a-f]{32}$/i.test(csrf)) headers["x-csrf-token"] = csrf;
      else if (session !== null) headers["x-csrf-token"] = (await fetchSessionData(session)).token;
    }
    const body = isPost && Buffer.isBuffer(request.body) ? request.body : undefined;
    const upstream = await www.fetch(pathAndSearch, {
      method: isPost ? "POST" : "GET",
      headers,
      ...(body ? { body } : {}),
    });
    const answer = relayAnswer(
      upstream.statusCode,
      upstream.text,
      upstream.headers["content-type"] ?? JSON_TYPE,
    );
    const retryAfter = upstream.headers["retry-after"];
    if (retryAfter !== undefined) reply.header("retry-after", retryAfter);
    return reply
      .code(answer.statusCode)
      .header("cache-control", PRIVATE_CACHE_CONTROL)
      .type(answer.contentType)
      .send(answer.body);
  }

  await app.register((scope, _options, done) => {
    // Errors of this relay keep pixiv's ajax shape; anything else goes to the app's handler.
    scope.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof WebRelayError)) throw error;
      return reply
        .code(error.statusCode)
        .header("cache-control", PRIVATE_CACHE_CONTROL)
        .send({ error: true, message: error.message, body: [] });
    });
    relayRawBodies(scope);
    scope.route({ method: ["GET", "POST"], url: `${PREFIX}/*`, schema: relaySchema, handler: relayWeb });
    scope.get(PXV_API_PATHS.webSession, { schema: userSchema }, async (request, reply) => {
      const session = sessionFromHeader(request.headers["x-auth"]);
      if (session === undefined) throw pixivError(401, "未配置用户密钥");
      if (session === null) throw pixivError(401, "Invalid session (x-auth must be a PHPSESSID value)");
      const data = await fetchSessionData(session);
      if (data.userData === null) {
        await sessions.delete(session);
        throw pixivError(401, "The session is not signed in to pixiv");
      }
      return reply
        .header("cache-control", PRIVATE_CACHE_CONTROL)
        .type(JSON_TYPE)
        .send(JSON.stringify({ token: data.token, userData: data.userData }));
    });
    registerWebRanking(scope, { www, cache, requestSession, upstreamNow: options.upstreamNow });
    done();
  });
}

/** pixiv's ajax error shape, which this relay's refusals keep. */
const pixivAjaxError = (description: string) => ({
  description,
  body: z.object({ error: z.literal(true), message: z.string(), body: z.array(z.unknown()) }),
});

const relaySchema = {
  tags: ["web"],
  summary:
    "GET or POST on www.pixiv.net's `/ajax/…` paths and " +
    [...LEGACY_PHP_PATHS].map(([path, method]) => `\`${path}\` (${method})`).join(", ") +
    ", as the user of `x-auth`.",
  description:
    "The session goes upstream only as the PHPSESSID cookie (`_anon=1` sends none); POSTs get the " +
    "session's CSRF token unless they carry `x-csrf-token`. pixiv's `{error, message, body}` is " +
    "unwrapped to `body`; pictures come on the image proxy's paths, as PixivNow answers them " +
    "(`https://i.pximg.net/…` as `/-/…`, `https://s.pximg.net/…` as `/~/…`): a client loads " +
    "`<image host> + path`. With `x-auth` nothing is cached (`private, no-store`); a GET without it " +
    `is made signed out and kept ${String(CACHE_TTL_SECONDS.webProxyList)} s in the shared cache.`,
  handlerHeaders: sessionHeaders(false).extend({
    "x-csrf-token": z
      .string()
      .regex(/^[0-9a-f]{32}$/)
      .optional()
      .describe("The CSRF token for a POST (32 hex digits); the session's own otherwise."),
  }),
  answers: {
    "200": { description: "pixiv's `body`, or a legacy PHP answer as it came.", body: z.unknown() },
    "401": pixivAjaxError("A malformed or unknown session."),
    "404": pixivAjaxError("A path the relay does not pass."),
    "405": pixivAjaxError("A legacy PHP endpoint asked with its other method."),
    "502": refused("www could not be reached."),
  } satisfies Answers,
};

const userSchema = {
  tags: ["web"],
  summary: "The session's CSRF token and user: `{token, userData}`.",
  description:
    `Read from www's page and kept ${String(CSRF_TOKEN_TTL_MS / 1000)} s per session (in Redis when ` +
    "configured, keyed by a hash of the session). Never cached by anyone else.",
  handlerHeaders: sessionHeaders(true),
  answers: {
    "200": {
      description: "{token, userData}",
      body: webSessionBodySchema,
    },
    "401": pixivAjaxError("No session, a malformed one, or one not signed in."),
    "502": refused("www could not be reached."),
  } satisfies Answers,
};

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
