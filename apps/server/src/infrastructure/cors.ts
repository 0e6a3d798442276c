/**
 * Cross-origin access (CORS), so that a front end on another origin can read pxv's answers as it
 * reads HibiAPI's. Two kinds of route:
 * - public: the anonymous HibiAPI surface (`/api/pixiv/*` but the user actions), the signed-out web
 *   relay (`/api/pixiv-now/*` GET/HEAD without `x-auth` or `Authorization`), the pixivision routes,
 *   the image proxy (`/-/*`, `/~/*`, `/proxy/*`), the feeds (`/feeds/*`) and `/openapi.json`. Any origin may read them by default
 *   (`Access-Control-Allow-Origin: *`), and HibiAPI's `/pixiv/<name>` redirect with them.
 * - everything else under `/api/`, `/pixiv-app-api/` and `/pixiv-oauth/` acts, or may act, with a
 *   person's session or token (or the operator's keys): only the origins listed in
 *   `PXV_CORS_ORIGINS` may call it, and only they may send `x-auth`, `Authorization` or
 *   `x-csrf-token`.
 * Credentials (cookies) are never allowed: pxv does not use them, and no answer carries
 * `Access-Control-Allow-Credentials`. Pages and built assets get no CORS headers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PXV_PURPOSE_HEADER } from "@pxv/pixiv";
import { HIBI_API_PREFIX, USER_ACTION_NAMES } from "../route-schema/route-prefixes.js";

/** Who may read pxv's answers from another origin. */
export interface CorsPolicy {
  /** Any origin may read the public routes. */
  readonly anyOriginPublic: boolean;
  /** These origins may read every API route, including those that act with a session or token. */
  readonly listed: ReadonlySet<string>;
}

/** `PXV_CORS_ORIGINS`' default: any origin reads the public routes, none the session routes. */
export const DEFAULT_CORS_POLICY: CorsPolicy = { anyOriginPublic: true, listed: new Set() };
export const CORS_OFF: CorsPolicy = { anyOriginPublic: false, listed: new Set() };

/**
 * Reads `PXV_CORS_ORIGINS`: `*` (any origin, public routes), `none` (no CORS), or a list of origins
 * separated by commas or spaces, which may also hold `*`. Throws a message for a bad entry.
 */
export function parseCorsOrigins(value: string): CorsPolicy {
  const entries = value
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 1 && entries[0] === "none") return CORS_OFF;
  const listed = new Set<string>();
  let anyOriginPublic = false;
  for (const entry of entries) {
    if (entry === "*") {
      anyOriginPublic = true;
      continue;
    }
    const origin = URL.canParse(entry) ? new URL(entry).origin : "null";
    if (origin === "null" || origin !== entry.replace(/\/$/, "")) {
      throw new Error(`"${entry}" is not an origin like https://app.example (or * or none)`);
    }
    listed.add(origin);
  }
  return { anyOriginPublic, listed };
}

/** Headers a page may read besides the safelisted ones: ranges for video and zip players, cache state. */
const EXPOSED_HEADERS = "content-range, content-length, accept-ranges, x-cache, retry-after";
const PUBLIC_METHODS = "GET, HEAD";
const PUBLIC_REQUEST_HEADERS = `range, if-range, if-none-match, if-modified-since, accept-language, cache-control, ${PXV_PURPOSE_HEADER}`;
const LISTED_METHODS = "GET, HEAD, POST";
const LISTED_REQUEST_HEADERS = `${PUBLIC_REQUEST_HEADERS}, content-type, x-auth, authorization, x-csrf-token`;
/** Browsers keep a preflight's answer this long (most cap it lower). */
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/** Paths where CORS applies at all; pages and assets are not among them. */
const API_SPACE = /^\/(api|pixiv|pixiv-app-api|pixiv-oauth|feeds|-|~)\/|^\/openapi\.json(\?|$)/;
const USER_ACTIONS = new RegExp(`^${HIBI_API_PREFIX}/(${USER_ACTION_NAMES.join("|")})(\\?|$)`);
const PUBLIC_PATHS =
  /^\/(api\/pixiv|api\/pixiv-now|pixiv|feeds|-|~|proxy)\/|^\/api\/pixivision(\/|\?|$)|^\/openapi\.json(\?|$)/;
const CREDENTIAL_HEADERS = ["x-auth", "authorization", "x-csrf-token", "cookie"] as const;

export type CorsAccess = "public" | "listed-only" | "none";

/** What kind of route a request (or the request a preflight announces) reaches. */
export function corsAccess(url: string, method: string, carriesCredentials: boolean): CorsAccess {
  if (!API_SPACE.test(url)) return "none";
  const reading = method === "GET" || method === "HEAD";
  if (PUBLIC_PATHS.test(url) && !USER_ACTIONS.test(url) && reading && !carriesCredentials) return "public";
  return "listed-only";
}

/** The `Access-Control-Allow-Origin` value for this origin, or null when it may not read the answer. */
function allowedOrigin(policy: CorsPolicy, origin: string, access: CorsAccess): string | null {
  if (access === "none") return null;
  if (policy.listed.has(origin)) return origin;
  return access === "public" && policy.anyOriginPublic ? "*" : null;
}

function announcedCredentials(request: FastifyRequest): boolean {
  const requested = (request.headers["access-control-request-headers"] ?? "").toLowerCase().split(/\s*,\s*/);
  return CREDENTIAL_HEADERS.some((name) => requested.includes(name));
}

function sendsCredentials(request: FastifyRequest): boolean {
  return CREDENTIAL_HEADERS.some((name) => request.headers[name] !== undefined);
}

function answerPreflight(policy: CorsPolicy, request: FastifyRequest, reply: FastifyReply, origin: string) {
  const method = String(request.headers["access-control-request-method"]).toUpperCase();
  const access = corsAccess(request.url, method, announcedCredentials(request));
  const allowed = allowedOrigin(policy, origin, access);
  reply.code(204).header("vary", "origin, access-control-request-method, access-control-request-headers");
  if (allowed !== null) {
    const listed = allowed !== "*";
    reply
      .header("access-control-allow-origin", allowed)
      .header("access-control-allow-methods", listed ? LISTED_METHODS : PUBLIC_METHODS)
      .header("access-control-allow-headers", listed ? LISTED_REQUEST_HEADERS : PUBLIC_REQUEST_HEADERS)
      .header("access-control-max-age", String(PREFLIGHT_MAX_AGE_SECONDS));
  }
  return reply.send();
}

/** Adds the CORS hooks; with CORS off it adds nothing (an `OPTIONS` stays a 404). */
export function registerCors(app: FastifyInstance, policy: CorsPolicy): void {
  if (!policy.anyOriginPublic && policy.listed.size === 0) return;
  app.addHook("onRequest", (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined || !API_SPACE.test(request.url)) {
      done();
      return;
    }
    // The answer differs between listed and other origins; shared caches must know.
    if (policy.listed.size > 0) reply.raw.setHeader("vary", "origin");
    const isPreflight =
      request.method === "OPTIONS" && request.headers["access-control-request-method"] !== undefined;
    if (isPreflight) {
      void answerPreflight(policy, request, reply, origin);
      return;
    }
    const allowed = allowedOrigin(
      policy,
      origin,
      corsAccess(request.url, request.method, sendsCredentials(request)),
    );
    if (allowed !== null) {
      // On the raw response, so that routes which write their own head (the image proxy) keep them.
      reply.raw.setHeader("access-control-allow-origin", allowed);
      reply.raw.setHeader("access-control-expose-headers", EXPOSED_HEADERS);
    }
    done();
  });
  if (policy.listed.size > 0) {
    // A route's own Vary replaces the raw one when the head is written: keep origin in it.
    app.addHook("onSend", (_request, reply, payload, done) => {
      const vary = reply.getHeader("vary");
      if (
        reply.raw.getHeader("vary") !== undefined &&
        vary !== undefined &&
        !/\borigin\b/.test(String(vary))
      ) {
        reply.header("vary", `${String(vary)}, origin`);
      }
      done(null, payload);
    });
  }
}
