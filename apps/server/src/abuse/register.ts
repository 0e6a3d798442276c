/**
 * Wires the abuse limits into the app: per-client request rates for the API, the relays and the
 * image proxy (shared by every instance on Redis; in this process without it), requests in flight
 * per client and in total, image bytes per client, and the image proxy's Referer/Origin rule. Every
 * refusal is an answer in pxv's error shape: 429 (or 503 when the whole instance is busy) with
 * `Retry-After`, 403 for a foreign page.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { HttpError, errorBody } from "../errors.js";
import type { AbuseLimits } from "./abuse-config.js";
import { clientOf, limitScope, type LimitScope } from "./client-scope.js";
import { imageRequestAllowed } from "./image-origin.js";
import { createWindowCounter } from "./window-counter.js";

const WINDOW_MS = 60_000;

export interface AbuseOptions {
  readonly redis: Redis | null;
  /** API requests per client per minute (`PXV_RATE_LIMIT_PER_MINUTE`); 0 is off. */
  readonly apiPerMinute: number;
  readonly limits: AbuseLimits;
}

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  error: HttpError,
  retryAfterSeconds?: number,
): FastifyReply {
  if (retryAfterSeconds !== undefined) reply.header("retry-after", String(retryAfterSeconds));
  return reply.code(error.statusCode).header("cache-control", "no-store").send(errorBody(error, request.url));
}

async function registerRateLimits(app: FastifyInstance, options: AbuseOptions): Promise<void> {
  const perMinute: Record<LimitScope, number> = {
    api: options.apiPerMinute,
    relay: options.limits.relayPerMinute,
    image: options.limits.imagePerMinute,
  };
  if (Object.values(perMinute).every((max) => max === 0)) return;
  const scopeOf = (request: FastifyRequest): LimitScope | null => {
    const scope = limitScope(request.url);
    return scope !== null && perMinute[scope] > 0 ? scope : null;
  };
  await app.register(rateLimit, {
    max: (request) => perMinute[scopeOf(request) ?? "api"],
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${scopeOf(request) ?? "none"}:${clientOf(request)}`,
    // Shared by every instance on Redis; a Redis outage lets requests through rather than failing them.
    ...(options.redis ? { redis: options.redis, nameSpace: "pxv:v1:rate:" } : {}),
    skipOnError: true,
    allowList: (request) => scopeOf(request) === null,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, "rate_limited", `Too many requests; try again in ${context.after}`, {
        retry_after: Math.ceil(context.ttl / 1000),
      }),
  });
}

/** Requests in flight per client and in total; a slot is freed when the answer ends or the client leaves. */
function registerConcurrency(app: FastifyInstance, limits: AbuseLimits): void {
  if (limits.clientConcurrency === 0 && limits.upstreamConcurrency === 0) return;
  const perClient = new Map<string, number>();
  let total = 0;
  app.addHook("onRequest", (request, reply, done) => {
    if (limitScope(request.url) === null) {
      done();
      return;
    }
    const client = clientOf(request);
    const mine = perClient.get(client) ?? 0;
    if (limits.clientConcurrency > 0 && mine >= limits.clientConcurrency) {
      refuse(request, reply, new HttpError(429, "too_many_in_flight", "Too many requests in flight"), 1);
      return;
    }
    if (limits.upstreamConcurrency > 0 && total >= limits.upstreamConcurrency) {
      refuse(request, reply, new HttpError(503, "busy", "The server is busy; try again shortly"), 1);
      return;
    }
    perClient.set(client, mine + 1);
    total++;
    reply.raw.once("close", () => {
      total--;
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    });
    done();
  });
}

/** Picture bytes per client per minute: an answer that starts under the budget is sent whole. */
function registerImageBandwidth(app: FastifyInstance, options: AbuseOptions): void {
  const budget = options.limits.imageBytesPerMinute;
  if (budget === 0) return;
  const counter = createWindowCounter(options.redis, WINDOW_MS);
  app.addHook("onRequest", async (request, reply) => {
    if (limitScope(request.url) !== "image") return;
    const used = await counter.add(`image-bytes:${clientOf(request)}`, 0);
    if (used.total >= budget) {
      return refuse(
        request,
        reply,
        new HttpError(429, "bandwidth_exceeded", "Picture bandwidth for this minute is used up"),
        Math.max(1, Math.ceil(used.resetInMs / 1000)),
      );
    }
  });
  app.addHook("onResponse", async (request, reply) => {
    if (limitScope(request.url) !== "image") return;
    const bytes = Number(reply.getHeader("content-length"));
    if (Number.isFinite(bytes) && bytes > 0) await counter.add(`image-bytes:${clientOf(request)}`, bytes);
  });
}

function registerImageOrigins(app: FastifyInstance, limits: AbuseLimits): void {
  if (!limits.imageSameOriginOnly) return;
  app.addHook("onRequest", (request, reply, done) => {
    if (limitScope(request.url) === "image" && !imageRequestAllowed(request, limits.imageAllowedOrigins)) {
      refuse(
        request,
        reply,
        new HttpError(403, "foreign_origin", "Pictures are served to this site's pages only"),
      );
      return;
    }
    done();
  });
}

export async function registerAbuseLimits(app: FastifyInstance, options: AbuseOptions): Promise<void> {
  registerImageOrigins(app, options.limits);
  await registerRateLimits(app, options);
  registerConcurrency(app, options.limits);
  registerImageBandwidth(app, options);
}
