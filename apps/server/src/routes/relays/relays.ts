/**
 * Relays for signed-in app-API mode: `/pixiv-app-api/*` → the app API host and `/pixiv-oauth/*` →
 * the OAuth host, carrying a user's own requests (their bearer token, their refresh token) so that
 * a browser can reach pixiv without CORS. Only allowlisted headers cross in either direction, only
 * pixiv's API paths are reachable, nothing is retried (POSTs are not idempotent) and nothing is
 * cached: answers made with a user's credentials are `private, no-store` and never enter the
 * shared cache. Token requests get `X-Client-Time`/`X-Client-Hash` when the browser sent none
 * (browsers have no MD5). JSON answers are read whole so that they go out compressed.
 * `GET /pixiv-app-api/web/v1/login` sends the browser on to the login page of the configured app
 * API host, so the web app opens its OAuth login window on its own origin whichever pixiv (or
 * sandbox) the server talks to.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { request as upstreamRequest, type Dispatcher } from "undici";
import { API_TIMEOUT_MS, OAUTH_LOGIN_PATH, OAUTH_TOKEN_PATH } from "@pxv/pixiv";
import { z } from "zod";
import { relayedBody } from "../../infrastructure/compression/compression.js";
import { BODY_LIMIT_BYTES } from "../../limits.js";
import { refused } from "../../route-schema/answers.js";
import { querySchema } from "../../route-schema/params.js";
import { HttpError, UpstreamError } from "../../errors.js";
import { APP_HEADERS, clientHashHeaders } from "../../upstream/pixiv-headers.js";
import { UPSTREAM_POOL_CONNECTIONS, createUpstreamPool } from "../../upstream/upstream-pool.js";

const REQUEST_HEADERS = [
  "authorization",
  "accept",
  "accept-language",
  "content-type",
  "app-os",
  "app-os-version",
  "app-version",
  "x-client-time",
  "x-client-hash",
] as const;
const RESPONSE_HEADERS = ["content-type", "retry-after"] as const;
const PRIVATE_CACHE_CONTROL = "private, no-store";

/** The login page's query: only the PKCE challenge's own fields go on. */
const loginQuery = querySchema({
  code_challenge: z.string().optional().describe("The PKCE challenge."),
  code_challenge_method: z.string().optional().describe("The challenge's method (S256)."),
  client: z.string().optional().describe("pixiv's client name."),
});

interface Relay {
  readonly prefix: string;
  readonly base: string;
  readonly name: string;
  /** The pixiv host it reaches, as the document names it. */
  readonly host: string;
  /** Paths (without the prefix) the relay passes; anything else is a 404. */
  readonly allowed: RegExp;
  /** Adds X-Client-Time/X-Client-Hash when the request has none (the token endpoint wants them). */
  readonly clientHash?: boolean;
}

/** A relay's scope takes request bodies as they came (pixiv's JSON and forms), never parsed. */
export function relayRawBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, next) => {
      next(null, body);
    },
  );
}

/** The path and query after `prefix`, or null when it is not a plain path on the host. */
export function relayPath(url: string, prefix: string): string | null {
  const rest = url.slice(prefix.length);
  const [path = ""] = rest.split("?", 1);
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  if (/(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i.test(path)) return null;
  return rest;
}

async function relay(
  target: Relay,
  dispatcher: Dispatcher,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const rest = relayPath(request.url, target.prefix);
  if (rest === null || !target.allowed.test(rest.split("?", 1)[0] ?? "")) {
    throw new HttpError(404, "not_found", `${target.name} has no such path for this relay`);
  }
  const headers: Record<string, string> = { ...APP_HEADERS };
  for (const name of REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  if (target.clientHash === true && headers["x-client-hash"] === undefined) {
    Object.assign(headers, clientHashHeaders());
  }
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  let response;
  try {
    response = await upstreamRequest(`${target.base}${rest}`, {
      method: request.method === "POST" ? "POST" : "GET",
      headers,
      ...(body && request.method === "POST" ? { body } : {}),
      dispatcher,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    throw new UpstreamError(target.name, (error as Error).message);
  }
  reply.code(response.statusCode).header("cache-control", PRIVATE_CACHE_CONTROL);
  for (const name of RESPONSE_HEADERS) {
    const value = response.headers[name];
    if (typeof value === "string") reply.header(name, value);
  }
  return reply.send(await relayedBody(target.name, response.headers["content-type"], response.body));
}

/** `clientShare`: connections of the relays' pool one client may use at once (upstream-pool.ts). */
export async function registerRelays(
  app: FastifyInstance,
  bases: { appApi: string; oauth: string },
  clientShare = 0,
): Promise<void> {
  const dispatcher = createUpstreamPool({
    connections: UPSTREAM_POOL_CONNECTIONS,
    timeoutMs: API_TIMEOUT_MS,
    clientShare,
  });
  app.addHook("onClose", async () => {
    await dispatcher.close();
  });
  const relays: Relay[] = [
    {
      prefix: "/pixiv-app-api",
      base: bases.appApi,
      name: "app-api",
      host: "app-api.pixiv.net",
      allowed: /^\/(v\d+|webview)\//,
    },
    {
      prefix: "/pixiv-oauth",
      base: bases.oauth,
      name: "oauth",
      host: `oauth.secure.pixiv.net (only ${OAUTH_TOKEN_PATH}, which pixiv answers to POST)`,
      allowed: new RegExp(`^${OAUTH_TOKEN_PATH}$`),
      clientHash: true,
    },
  ];
  // The PKCE login window: only the challenge's own fields go on to the app API host's login page.
  const login = {
    tags: ["relays"],
    summary: "The PKCE login page: a redirect to pixiv's, with only the challenge's fields.",
    querystring: loginQuery,
    answers: { "302": "To pixiv's login page." },
  };
  app.get(`/pixiv-app-api${OAUTH_LOGIN_PATH}`, { schema: login }, (request, reply) => {
    const forwarded = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query as z.output<typeof loginQuery>)) {
      if (typeof value === "string") forwarded.set(name, value);
    }
    return reply
      .header("cache-control", PRIVATE_CACHE_CONTROL)
      .redirect(`${bases.appApi}${OAUTH_LOGIN_PATH}?${forwarded.toString()}`, 302);
  });
  await app.register((scope, _options, done) => {
    relayRawBodies(scope);
    for (const target of relays) {
      scope.route({
        method: ["GET", "POST"],
        url: `${target.prefix}/*`,
        schema: {
          tags: ["relays"],
          summary: `Relays a signed-in user's own request to ${target.host}; never cached.`,
          answers: {
            "200": { description: "pixiv's answer, unchanged.", body: z.unknown() },
            "502": refused("pixiv could not be reached."),
          },
        },
        handler: (request, reply) => relay(target, dispatcher, request, reply),
      });
    }
    done();
  });
}
