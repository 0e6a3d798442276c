/**
 * Builds the Fastify application from resolved upstream bases: the HibiAPI-compatible API, the image
 * proxy, the web app and the health check, with the server account, the response cache (memory, or
 * Redis when a URL is given) and the upstream clients they share. Pure wiring — no listening, no
 * environment — so tests build the same app with `inject`.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from "fastify";
import type { Redis } from "ioredis";
import { z } from "zod";
import { DEFAULT_ABUSE_LIMITS, type AbuseLimits } from "./abuse/abuse-config.js";
import { registerAbuseLimits } from "./abuse/register.js";
import type { ServerConfig, UpstreamBases } from "./config.js";
import type { CacheStore } from "./infrastructure/stores/cache-store.js";
import { createMemoryStore } from "./infrastructure/stores/memory-store.js";
import {
  connectRedis,
  createRedisStore,
  createRedisTokenStore,
  waitForRedis,
} from "./infrastructure/stores/redis-store.js";
import { createNearTier } from "./infrastructure/stores/near-tier.js";
import { createResponseCache } from "./infrastructure/stores/response-cache.js";
import { registerCompression } from "./infrastructure/compression/compression.js";
import { createCompressor } from "./infrastructure/compression/compressor.js";
import type { Encoding } from "./infrastructure/compression/encoding.js";
import { answerFor, clientError, clientGone, frameworkError, sendError, HttpError } from "./errors.js";
import { lingerOnUnreadBodies } from "./lingering-close.js";
import { registerOpenApi } from "./infrastructure/openapi.js";
import { BODY_LIMIT_BYTES, DEFAULT_RATE_LIMIT_PER_MINUTE } from "./limits.js";
import { loggableUrl, registerAccessLog } from "./infrastructure/access-log.js";
import { DEFAULT_CORS_POLICY, registerCors, type CorsPolicy } from "./infrastructure/cors.js";
import { registerReadiness } from "./routes/server/readiness.js";
import { registerRelays } from "./routes/relays/relays.js";
import { registerFeeds, type FeedOptions } from "./routes/feeds/feeds.js";
import { createUpdatesBudget } from "./abuse/updates-budget.js";
import { createWindowCounter } from "./abuse/window-counter.js";
import { createTranslationBudget } from "./abuse/translation-budget.js";
import { registerHibiApiRoutes } from "./routes/hibi-api/register.js";
import { registerUserActions } from "./routes/hibi-api/user-actions.js";
import { createImageCache } from "./infrastructure/stores/image-cache.js";
import { imageHosts, registerImageProxy } from "./routes/images/image-proxy.js";
import type { ImagePace } from "./routes/images/image-proxy-pace.js";
import { registerSecurityHeaders } from "./infrastructure/security-headers.js";
import { registerWebApp } from "./routes/web-app/web-app.js";
import type { FirstScreenRenderer } from "./routes/web-app/first-screen/first-screen-markup.js";
import { registerWebRelay } from "./routes/pixiv-now/web-relay.js";
import {
  createMemoryWebSessionStore,
  createRedisWebSessionStore,
} from "./infrastructure/stores/web-session-store.js";
import type { TranslationService } from "./routes/translation/chat-service.js";
import { registerNovelTranslation } from "./routes/translation/novel-translate.js";
import { registerPictureTranslation } from "./routes/translation/picture-translate.js";
import { registerImageSearch } from "./routes/image-search/image-search.js";
import { registerLives } from "./routes/sketch/lives.js";
import { LIVE_SOCKET_PATH_ITEM, registerLiveRelay } from "./routes/sketch/live-relay.js";
import { registerPidRecover } from "./routes/pid-recover/pid-recover.js";
import { registerPixivision } from "./routes/pixivision/pixivision.js";
import { registerSync, type SyncOptions } from "./sync/register.js";
import { registerSyndication } from "./routes/syndication/register.js";
import { registerUgoiraVideo } from "./routes/ugoira/ugoira-video.js";
import { createServerAppApi } from "./upstream/app-api-client.js";
import { registerClientIdentity } from "./upstream/client-identity.js";
import { createServerAccount, type ServerAccount } from "./upstream/server-account.js";

/** Default budget of the in-memory response cache. */
const DEFAULT_CACHE_MAX_BYTES = 256 * 1024 * 1024;
const DEFAULT_IMAGE_CACHE_MAX_BYTES = 128 * 1024 * 1024;

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
  /** The in-process cache's budget: the whole cache, or with Redis the copies of recent entries. */
  readonly cacheMaxBytes?: number;
  /** The image proxy's in-memory copy of recent pictures; 0 turns it off. */
  readonly imageCacheMaxBytes?: number;
  /** API requests per client per minute; 0 turns the limit off. */
  readonly rateLimitPerMinute?: number;
  /** The other abuse limits (relays, images, in-flight caps, image origins); defaults otherwise. */
  readonly abuse?: Partial<AbuseLimits>;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy). */
  readonly trustProxy?: boolean;
  /** Where the instance's pages are, for the feeds' links (`PXV_PUBLIC_URL`); default the request's host. */
  readonly publicUrl?: string | null;
  /** The ffmpeg binary for server-side ugoira videos (default `ffmpeg` on the PATH). */
  readonly ffmpegPath?: string;
  /** Where finished ugoira videos are kept (default a folder in the system's temp dir). */
  readonly ugoiraCacheDir?: string;
  /** SauceNAO's API key (image search); null searches anonymously. */
  readonly sauceNaoKey?: string | null;
  /** The chat-completions service novel and picture translation use; null answers 503 "not configured". */
  readonly translation?: TranslationService | null;
  /** Sources of the notices feed and the sensitive-word list; defaults are shipped with pxv. */
  readonly feeds?: FeedOptions;
  /**
   * pixiv's clock, which decides what "today" is for rankings: the machine's by default; in sandbox
   * mode the sandbox's (which tests pin), so pxv and its upstream agree on the day.
   */
  readonly upstreamNow?: () => Date;
  /** The response cache's clock (tests move it to expire entries); default `Date.now`. */
  readonly now?: () => number;
  /** Called for every route as it is registered (tests list them). */
  readonly onRoute?: (route: RouteOptions) => void;
  /** The most one request may wait on pixiv's app API or www, retries included. */
  readonly upstreamDeadlineMs?: number;
  /** Override for tests: the first wait before an upstream retry. */
  readonly upstreamRetryDelayMs?: number;
  /** Which origins may read which answers (infrastructure/cors.ts); default any origin, public routes only. */
  readonly cors?: CorsPolicy;
  /** One log line per request (infrastructure/access-log.ts). */
  readonly accessLog?: boolean;
  /**
   * Compression of dynamic answers (default on; off when a reverse proxy compresses); `onCompress`
   * is called for each compression made (tests count them).
   */
  readonly compression?: { readonly enabled?: boolean; readonly onCompress?: (encoding: Encoding) => void };
  /** The image proxy's first-byte deadline and minimum body rate (routes/images/image-proxy-pace.ts). */
  readonly imagePace?: ImagePace;
  /** The sync store's database and limits (sync/sync-config.ts); without it /api/sync answers 503. */
  readonly sync?: SyncOptions;
  /** 103 Early Hints before a page (`PXV_EARLY_HINTS`); default on. */
  readonly earlyHints?: boolean;
  /** How long a page waits for its first screen's data (routes/web-app/first-screen); tests shorten it. */
  readonly firstDataDeadlineMs?: number;
  /**
   * Renders a page's first screen (routes/web-app/first-screen/first-screen-markup.ts); default the
   * web app's own renderer built beside `webRoot`; tests give their own.
   */
  readonly firstScreenRenderer?: FirstScreenRenderer | null;
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
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });
  lingerOnUnreadBodies(app.server);
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  registerSecurityHeaders(app);
  registerCors(app, options.cors ?? DEFAULT_CORS_POLICY);
  if (options.accessLog) registerAccessLog(app);
  const compressor =
    options.compression?.enabled === false
      ? null
      : createCompressor(
          options.compression?.onCompress ? { onCompress: options.compression.onCompress } : {},
        );
  if (compressor) registerCompression(app, compressor);
  // Before any route: every route's schema is validated by zod and collected for /openapi.json.
  await registerOpenApi(app, { compressor, extraPaths: LIVE_SOCKET_PATH_ITEM });

  app.setErrorHandler((error, request, reply) => {
    if (clientGone(request)) {
      request.log.debug({ url: loggableUrl(request.url) }, "client went away before its answer");
      return reply;
    }
    const answer = answerFor(error, request);
    if (answer.statusCode >= 500 && error instanceof HttpError) {
      request.log.warn({ reason: answer.reason }, answer.message);
    } else if (answer.statusCode >= 500) request.log.error({ err: error }, "request failed");
    return sendError(answer, request, reply);
  });

  const redis: Redis | null = options.redisUrl ? connectRedis(options.redisUrl, app.log) : null;
  if (redis && !(await waitForRedis(redis)))
    app.log.warn("redis not reachable at start-up; starting without it");
  const cacheBytes = options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES;
  // On Redis, recent entries are kept in the process too, so a hit costs what a memory hit does.
  const store: CacheStore = redis
    ? createNearTier(createRedisStore(redis), {
        maxBytes: cacheBytes,
        ...(options.now ? { now: options.now } : {}),
      })
    : createMemoryStore(cacheBytes);
  const cache = createResponseCache(store, options.now, compressor?.encodeAll ?? null);

  const limits: AbuseLimits = { ...DEFAULT_ABUSE_LIMITS, ...options.abuse };
  await registerAbuseLimits(app, {
    redis,
    apiPerMinute: options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    limits,
  });
  // Each upstream pool gives one client at most its share; the client is known from here on.
  const clientShare = limits.clientUpstreamShare;
  registerClientIdentity(app);

  const account: ServerAccount | null = options.refreshToken
    ? createServerAccount({
        oauthBase: options.bases.oauth,
        refreshToken: options.refreshToken,
        ...(redis ? { shared: createRedisTokenStore(redis, options.refreshToken) } : {}),
      })
    : null;
  const appApi = createServerAppApi({
    baseUrl: options.bases.appApi,
    account,
    ...(options.upstreamDeadlineMs ? { deadlineMs: options.upstreamDeadlineMs } : {}),
    ...(options.upstreamRetryDelayMs !== undefined ? { retryDelayMs: options.upstreamRetryDelayMs } : {}),
    clientShare,
  });
  app.addHook("onClose", async () => {
    await appApi.close();
    await cache.close();
    redis?.disconnect();
  });

  app.get(
    "/healthz",
    {
      schema: {
        tags: ["server"],
        summary: "Health check.",
        answers: {
          "200": {
            description: "ok",
            body: z.object({ status: z.literal("ok"), upstream: z.string(), cache: z.string() }),
          },
        },
      },
    },
    () => ({ status: "ok", upstream: options.upstream, cache: store.kind }),
  );
  registerReadiness(app, { appApiBase: options.bases.appApi, redis });
  const updatesBudget = createUpdatesBudget(
    limits.updatesUpstreamPerMinute,
    createWindowCounter(redis, 60_000),
  );
  registerHibiApiRoutes(app, appApi, cache, updatesBudget);
  registerUserActions(app, options.bases.appApi, clientShare);
  registerFeeds(app, cache, options.feeds ?? {});
  registerSyndication(app, { appApi, cache, budget: updatesBudget, publicUrl: options.publicUrl ?? null });
  registerUgoiraVideo(app, {
    appApi,
    iPximgBase: options.bases.iPximg,
    ffmpegPath: options.ffmpegPath ?? "ffmpeg",
    cacheDir: options.ugoiraCacheDir ?? join(tmpdir(), "pxv-ugoira-videos"),
  });
  // Calls to the translation service a minute, per address (novels and pictures together).
  const translationBudget = createTranslationBudget(
    limits.translationPerMinute,
    createWindowCounter(redis, 60_000),
  );
  registerNovelTranslation(app, appApi, cache, options.translation ?? null, translationBudget);
  registerPictureTranslation(app, cache, options.translation ?? null, translationBudget);
  registerLives(app, cache, options.bases.sketch);
  registerLiveRelay(app, options.bases.sketch);
  registerPixivision(app, cache, options.bases.pixivision);
  registerPidRecover(app, cache, options.bases);
  await registerImageSearch(app, { base: options.bases.imageSearch, apiKey: options.sauceNaoKey ?? null });
  await registerRelays(app, options.bases, clientShare);
  await registerWebRelay(app, {
    wwwBase: options.bases.www,
    cache,
    sessions: redis ? createRedisWebSessionStore(redis) : createMemoryWebSessionStore(),
    clientShare,
    upstreamNow: options.upstreamNow ?? (() => new Date()),
    ...(options.upstreamDeadlineMs ? { timeoutMs: options.upstreamDeadlineMs } : {}),
  });
  const imageCacheBytes = options.imageCacheMaxBytes ?? DEFAULT_IMAGE_CACHE_MAX_BYTES;
  registerImageProxy(
    app,
    imageHosts(options.bases),
    imageCacheBytes > 0 ? createImageCache(imageCacheBytes) : null,
    options.imagePace ? { pace: options.imagePace } : {},
  );
  await registerSync(app, { sync: options.sync ?? null, redis });
  await registerWebApp(app, {
    webRoot: options.webRoot,
    compressor,
    now: options.upstreamNow ?? (() => new Date()),
    earlyHints: options.earlyHints ?? true,
    ...(options.firstDataDeadlineMs === undefined
      ? {}
      : { firstDataDeadlineMs: options.firstDataDeadlineMs }),
    ...(options.firstScreenRenderer === undefined
      ? {}
      : { firstScreenRenderer: options.firstScreenRenderer }),
  });
  return app;
}
