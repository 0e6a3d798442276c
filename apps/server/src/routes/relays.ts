/**
 * Relays for signed-in app-API mode: `/pixiv-app-api/*` → the app API host and `/pixiv-oauth/*` →
 * the OAuth host, carrying a user's own requests (their bearer token, their refresh token) so that
 * a browser can reach pixiv without CORS. Only allowlisted headers cross in either direction, only
 * pixiv's API paths are reachable, nothing is retried (POSTs are not idempotent) and nothing is
 * cached: answers made with a user's credentials are `private, no-store` and never enter the
 * shared cache.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Agent, request as upstreamRequest } from "undici";
import { API_TIMEOUT_MS, OAUTH_TOKEN_PATH } from "@pxv/pixiv";
import { BODY_LIMIT_BYTES } from "../limits.js";
import { HttpError, UpstreamError } from "../upstream/errors.js";
import { APP_HEADERS } from "../upstream/pixiv-headers.js";

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

interface Relay {
  readonly prefix: string;
  readonly base: string;
  readonly name: string;
  /** Paths (without the prefix) the relay passes; anything else is a 404. */
  readonly allowed: RegExp;
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
  dispatcher: Agent,
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
  return reply.send(response.body);
}

export async function registerRelays(
  app: FastifyInstance,
  bases: { appApi: string; oauth: string },
): Promise<void> {
  const dispatcher = new Agent({
    connections: 32,
    headersTimeout: API_TIMEOUT_MS,
    bodyTimeout: API_TIMEOUT_MS,
  });
  app.addHook("onClose", async () => {
    await dispatcher.close();
  });
  const relays: Relay[] = [
    { prefix: "/pixiv-app-api", base: bases.appApi, name: "app-api", allowed: /^\/(v\d+|webview)\// },
    {
      prefix: "/pixiv-oauth",
      base: bases.oauth,
      name: "oauth",
      allowed: new RegExp(`^${OAUTH_TOKEN_PATH}$`),
    },
  ];
  await app.register((scope, _options, done) => {
    // Bodies are relayed as they came (pixiv's forms), never parsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, next) => {
        next(null, body);
      },
    );
    for (const target of relays) {
      scope.route({
        method: ["GET", "POST"],
        url: `${target.prefix}/*`,
        handler: (request, reply) => relay(target, dispatcher, request, reply),
      });
    }
    done();
  });
}
