/**
 * Builds the Fastify application from resolved upstream bases: the HibiAPI-compatible API, the image
 * proxy, the web app and the health check, with the server account, the response cache (memory, or
 * Redis when a URL is given) and the upstream clients they share. Pure wiring — no listening, no
 * environment — so tests build the same app with `inject`.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import rateLimit from "@fastify/rate-limit";
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from "fastify";
import type { Redis } from "ioredis";
import type { ServerConfig, UpstreamBases } from "./config.js";
import type { CacheStore } from "./cache/cache-store.js";
import { createMemoryStore } from "./cache/memory-store.js";
import { connectRedis, createRedisStore, createRedisTokenStore, waitForRedis } from "./cache/redis-store.js";
import { createResponseCache } from "./cache/response-cache.js";
import { BODY_LIMIT_BYTES, DEFAULT_RATE_LIMIT_PER_MINUTE } from "./limits.js";
import { registerRelays } from "./routes/relays.js";
import { registerFeeds, type FeedOptions } from "./routes/feeds.js";
import { buildOpenApiDocument } from "./routes/hibi-api/openapi.js";
import { registerHibiApiRoutes } from "./routes/hibi-api/register.js";
import { registerUserActions } from "./routes/hibi-api/user-actions.js";
import { createImageCache } from "./routes/image-cache.js";
import { imageHosts, registerImageProxy } from "./routes/image-proxy.js";
import { registerSecurityHeaders } from "./routes/security-headers.js";
import { registerWebApp } from "./routes/web-app.js";
import { registerWebRelay } from "./routes/web-relay.js";
import { createMemoryWebSessionStore, createRedisWebSessionStore } from "./routes/web-session-store.js";
import { registerNovelTranslation, type TranslationService } from "./translation/novel-translate.js";
import { registerImageSearch } from "./secondary/image-search.js";
import { registerLives } from "./secondary/lives.js";
import { registerLiveRelay } from "./secondary/live-relay.js";
import { registerPidRecover } from "./secondary/pid-recover.js";
import { registerPixivision } from "./secondary/pixivision.js";
import { registerUgoiraVideo } from "./ugoira/ugoira-video.js";
import { createAppApiClient } from "./upstream/app-api-client.js";
import { HttpError, errorBody } from "./upstream/errors.js";
import { createServerAccount, type ServerAccount } from "./upstream/server-account.js";

/** Default budget of the in-memory response cache. */
const DEFAULT_CACHE_MAX_BYTES = 256 * 1024 * 1024;
const DEFAULT_IMAGE_CACHE_MAX_BYTES = 128 * 1024 * 1024;
/** Paths that count against the per-client limit; pages, assets and images do not. */
const RATE_LIMITED_PATHS = /^\/(api|pixiv-app-api|pixiv-oauth)\//;

export interface AppOptions {
  readonly bases: UpstreamBases;
  readonly webRoot: string | null;
  readonly logLevel?: ServerConfig["logLevel"];
  /** Where log lines go (default stdout); tests capture them to check that no secret is written. */
  readonly logStream?: { write(line: string): void };
  readonly upstream: ServerConfig["upstream"];
  /** The server account's refresh token; null sends app API calls without a bearer token. */
  readonly refreshToken: string | null;
  /** Shared Redis for the cache and the token; null keeps both in this process. */
  readonly redisUrl?: string | null;
  readonly cacheMaxBytes?: number;
  /** The image proxy's in-memory copy of recent pictures; 0 turns it off. */
  readonly imageCacheMaxBytes?: number;
  /** API requests per client per minute; 0 turns the limit off. */
  readonly rateLimitPerMinute?: number;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy). */
  readonly trustProxy?: boolean;
  /** The ffmpeg binary for server-side ugoira videos (default `ffmpeg` on the PATH). */
  readonly ffmpegPath?: string;
  /** Where finished ugoira videos are kept (default a folder in the system's temp dir). */
  readonly ugoiraCacheDir?: string;
  /** SauceNAO's API key (image search); null searches anonymously. */
  readonly sauceNaoKey?: string | null;
  /** The chat-completions service novel translation uses; null answers 503 "not configured". */
  readonly translation?: TranslationService | null;
  /** Sources of the notices feed and the sensitive-word list; defaults are shipped with pxv. */
  readonly feeds?: FeedOptions;
  /** The response cache's clock (tests move it to expire entries); default `Date.now`. */
  readonly now?: () => number;
  /** Called for every route as it is registered (tests list them). */
  readonly onRoute?: (route: RouteOptions) => void;
  /** Overrides for tests: upstream timeout and retry delay. */
  readonly upstreamTimeoutMs?: number;
  readonly upstreamRetryDelayMs?: number;
}

/** Header values that must never reach a log line. */
const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers['x-auth']",
  "req.headers['x-csrf-token']",
  "res.headers['set-cookie']",
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? "silent",
      redact: REDACTED_PATHS,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Request lines would drown the log at info level; errors are still logged by the handler below.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 1000 },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  registerSecurityHeaders(app);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.warn({ reason: error.reason }, error.message);
      return reply
        .code(error.statusCode)
        .header("cache-control", "no-store")
        .send(errorBody(error, request.url));
    }
    const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
    if (statusCode >= 500) request.log.error({ err: error }, "request failed");
    const message = statusCode >= 500 ? "Internal server error" : (error as Error).message;
    return reply
      .code(statusCode)
      .header("cache-control", "no-store")
      .send(errorBody(new HttpError(statusCode, "server_error", message), request.url));
  });

  const redis: Redis | null = options.redisUrl ? connectRedis(options.redisUrl, app.log) : null;
  if (redis && !(await waitForRedis(redis)))
    app.log.warn("redis not reachable at start-up; starting without it");
  const store: CacheStore = redis
    ? createRedisStore(redis)
    : createMemoryStore(options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES);
  const cache = createResponseCache(store, options.now);

  const rateLimitPerMinute = options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE;
  if (rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      max: rateLimitPerMinute,
      timeWindow: 60_000,
      // Shared by every instance on Redis; a Redis outage lets requests through rather than failing them.
      ...(redis ? { redis, nameSpace: "pxv:v1:rate:" } : {}),
      skipOnError: true,
      allowList: (request) => !RATE_LIMITED_PATHS.test(request.url),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, "rate_limited", `Too many requests; try again in ${context.after}`, {
          retry_after: Math.ceil(context.ttl / 1000),
        }),
    });
  }

  const account: ServerAccount | null = options.refreshToken
    ? createServerAccount({
        oauthBase: options.bases.oauth,
        refreshToken: options.refreshToken,
        ...(redis ? { shared: createRedisTokenStore(redis, options.refreshToken) } : {}),
      })
    : null;
  const appApi = createAppApiClient({
    baseUrl: options.bases.appApi,
    account,
    ...(options.upstreamTimeoutMs ? { timeoutMs: options.upstreamTimeoutMs } : {}),
    ...(options.upstreamRetryDelayMs !== undefined ? { retryDelayMs: options.upstreamRetryDelayMs } : {}),
  });
  app.addHook("onClose", async () => {
    await appApi.close();
    await cache.close();
    redis?.disconnect();
  });

  app.get("/healthz", () => ({ status: "ok", upstream: options.upstream, cache: store.kind }));
  const openApi = JSON.stringify(buildOpenApiDocument());
  app.get("/openapi.json", (_request, reply) =>
    reply
      .type("application/json; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(openApi),
  );
  registerHibiApiRoutes(app, appApi, cache);
  registerUserActions(app, options.bases.appApi);
  registerFeeds(app, cache, options.feeds ?? {});
  registerUgoiraVideo(app, {
    appApi,
    iPximgBase: options.bases.iPximg,
    ffmpegPath: options.ffmpegPath ?? "ffmpeg",
    cacheDir: options.ugoiraCacheDir ?? join(tmpdir(), "pxv-ugoira-videos"),
  });
  registerNovelTranslation(app, appApi, cache, options.translation ?? null);
  registerLives(app, cache, options.bases.sketch);
  registerLiveRelay(app, options.bases.sketch);
  registerPixivision(app, cache, options.bases.pixivision);
  registerPidRecover(app, cache, options.bases);
  await registerImageSearch(app, { base: options.bases.imageSearch, apiKey: options.sauceNaoKey ?? null });
  await registerRelays(app, options.bases);
  await registerWebRelay(app, {
    wwwBase: options.bases.www,
    cache,
    sessions: redis ? createRedisWebSessionStore(redis) : createMemoryWebSessionStore(),
    ...(options.upstreamTimeoutMs ? { timeoutMs: options.upstreamTimeoutMs } : {}),
  });
  const imageCacheBytes = options.imageCacheMaxBytes ?? DEFAULT_IMAGE_CACHE_MAX_BYTES;
  registerImageProxy(
    app,
    imageHosts(options.bases),
    imageCacheBytes > 0 ? createImageCache(imageCacheBytes) : null,
  );
  await registerWebApp(app, options.webRoot);
  return app;
}
