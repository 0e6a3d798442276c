/**
 * The server's configuration, read once from the environment (documented in docs/CONFIGURATION.md).
 * A bad value stops start-up with one line naming the variable; nothing half-configured runs.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { REFRESH_TOKEN_LENGTH } from "@pxv/pixiv";
import { DEFAULT_CORS_POLICY, parseCorsOrigins, type CorsPolicy } from "./infrastructure/cors.js";
import { DEFAULT_RATE_LIMIT_PER_MINUTE, UPSTREAM_DEADLINE_MS } from "./limits.js";
import { ABUSE_VARIABLES, abuseLimitsFrom, type AbuseLimits } from "./abuse/abuse-config.js";
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from "./connection-limits.js";
import { DEFAULT_IMAGE_PACE, type ImagePace } from "./routes/images/image-proxy-pace.js";
import { SYNC_VARIABLES, SyncConfigProblem, syncConfigFrom, type SyncConfig } from "./sync/sync-config.js";

export type UpstreamMode = "sandbox" | "pixiv";

/** Where each pixiv host is reached: the real service, or the sandbox's loopback ports. */
export interface UpstreamBases {
  readonly appApi: string;
  /** pixiv's OAuth host (oauth.secure.pixiv.net), where the server account refreshes its token. */
  readonly oauth: string;
  /** www.pixiv.net: the web-login relay (`/api/pixiv-now/*`). */
  readonly www: string;
  readonly iPximg: string;
  readonly sPximg: string;
  /** sketch.pixiv.net (live details and chat logs). */
  readonly sketch: string;
  /** The image search service (SauceNAO). */
  readonly imageSearch: string;
  /** www.pixivision.net, scraped for the Spotlights screens. */
  readonly pixivision: string;
  /** The image boorus pid-recover searches (`/api/pid-recover/{id}`). */
  readonly danbooru: string;
  readonly gelbooru: string;
  readonly yandere: string;
}

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly upstream: UpstreamMode;
  readonly sandboxSeed: string | undefined;
  /**
   * The server account's refresh token in pixiv mode (in sandbox mode the sandbox's server account
   * is used). Never logged or echoed.
   */
  readonly refreshToken: string | undefined;
  /** Shared cache, rate limits and token coordination; null means in-process only. */
  readonly redisUrl: string | null;
  /** Bytes the in-process response cache may hold: the whole cache, or with Redis its recent entries. */
  readonly cacheMaxBytes: number;
  /** The image proxy's in-memory copy of recent pictures; 0 turns it off. */
  readonly imageCacheMaxBytes: number;
  /** API requests per client per minute; 0 turns the limit off. */
  readonly rateLimitPerMinute: number;
  /** The other abuse limits of a public instance (abuse/abuse-config.ts). */
  readonly abuse: AbuseLimits;
  /** Client addresses come from X-Forwarded-For (pxv behind a reverse proxy). */
  readonly trustProxy: boolean;
  /** Where the instance's pages are for links it writes (feeds); null takes the request's host. */
  readonly publicUrl: string | null;
  /** Where the notices feed comes from: a URL, a file, or the default file shipped with pxv. */
  readonly noticesUrl: string | null;
  readonly noticesFile: string | null;
  /** The sensitive-word list (one word per line), or null for the default shipped with pxv. */
  readonly sensitiveWordsFile: string | null;
  /** Novel translation's chat-completions service (base URL before /chat/completions), key, model. */
  readonly translateUrl: string | null;
  readonly translateKey: string | null;
  readonly translateModel: string;
  /** SauceNAO's API key for the image search (optional; without it SauceNAO's anonymous limits apply). */
  readonly sauceNaoKey: string | null;
  /** ffmpeg for server-side ugoira videos, and where the videos are kept. */
  readonly ffmpegPath: string;
  readonly ugoiraCacheDir: string | null;
  /** Upstream base URLs; filled from the sandbox at start-up in sandbox mode. */
  readonly upstreamBases: Partial<UpstreamBases>;
  /** The built web app (apps/web/dist), or null when it has not been built. */
  readonly webRoot: string | null;
  readonly logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Which origins may read which answers from a browser (`PXV_CORS_ORIGINS`, infrastructure/cors.ts). */
  readonly cors: CorsPolicy;
  /** One log line per request (method, path, status, time), never its secrets. */
  readonly accessLog: boolean;
  /** Compress dynamic answers (API, relays, the page); off when a reverse proxy compresses. */
  readonly compression: boolean;
  /** Answer a page's request with 103 Early Hints (its scripts and stylesheet) before the page. */
  readonly earlyHints: boolean;
  /** How long a stop (SIGTERM, Ctrl-C) lets requests finish before closing what is left. */
  readonly shutdownDrainMs: number;
  /** The most one request may spend on an upstream call, retries included. */
  readonly upstreamDeadlineMs: number;
  /** How long a connection may take to send a request, and how many one address may hold. */
  readonly connections: ConnectionLimits;
  /** The image proxy's deadline for a picture's head and the pace its body must keep. */
  readonly imagePace: ImagePace;
  /** The sync store's database (SQLite file or PostgreSQL) and limits (sync/sync-config.ts). */
  readonly sync: SyncConfig;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`${variable}: ${detail}`);
    this.name = "ConfigError";
  }
}

/** The chat model novel translation asks for unless PXV_TRANSLATE_MODEL names another. */
export const DEFAULT_TRANSLATE_MODEL = "Qwen/Qwen2.5-7B-Instruct";
/** The in-memory response cache's default budget. */
const DEFAULT_CACHE_MAX_MB = 256;
const DEFAULT_IMAGE_CACHE_MB = 128;
const DEFAULT_SHUTDOWN_DRAIN_SECONDS = 10;

const seconds = (max: number, fallback: number) =>
  z.coerce
    .number({ error: "must be a number of seconds" })
    .positive("must be more than 0")
    .max(max, `must be at most ${max}`)
    .default(fallback);

const DEFAULT_WEB_ROOT = fileURLToPath(new URL("../../web/dist", import.meta.url));

const baseUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""));

/** An address people reach the pages at: http(s), perhaps with a path, no query, fragment or user. */
const publicUrl = baseUrl.refine((url) => {
  const parsed = new URL(url);
  return parsed.search === "" && parsed.hash === "" && parsed.username === "" && parsed.password === "";
}, "must be an http(s) URL without query, fragment or user, like https://pxv.example");

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .transform((value) => value === "true" || value === "1")
    .default(fallback);
const onOff = flag(false);

const variables = {
  PXV_HOST: z.string().min(1, "must not be empty").default("127.0.0.1"),
  PXV_PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be 0-65535")
    .max(65_535, "must be 0-65535")
    .default(8787),
  PXV_UPSTREAM: z.enum(["sandbox", "pixiv"], { error: 'must be "sandbox" or "pixiv"' }).optional(),
  PIXIV_REFRESH_TOKEN: z
    .string()
    .length(REFRESH_TOKEN_LENGTH, `must be pixiv's ${REFRESH_TOKEN_LENGTH}-character refresh token`)
    .optional(),
  PXV_SANDBOX_SEED: z.string().min(1, "must not be empty").optional(),
  PXV_APP_API_BASE: baseUrl.optional(),
  PXV_OAUTH_BASE: baseUrl.optional(),
  PXV_WWW_BASE: baseUrl.optional(),
  PXV_I_PXIMG_BASE: baseUrl.optional(),
  PXV_S_PXIMG_BASE: baseUrl.optional(),
  PXV_SKETCH_BASE: baseUrl.optional(),
  PXV_IMAGE_SEARCH_BASE: baseUrl.optional(),
  PXV_PIXIVISION_BASE: baseUrl.optional(),
  PXV_DANBOORU_BASE: baseUrl.optional(),
  PXV_GELBOORU_BASE: baseUrl.optional(),
  PXV_YANDERE_BASE: baseUrl.optional(),
  PXV_SAUCENAO_KEY: z.string().min(1, "must not be empty").optional(),
  PXV_WEB_ROOT: z.string().min(1, "must not be empty").optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  PXV_CACHE_MAX_MB: z.coerce
    .number({ error: "must be a number of megabytes" })
    .positive("must be more than 0")
    .max(1_048_576, "must be at most 1048576")
    .default(DEFAULT_CACHE_MAX_MB),
  PXV_IMAGE_CACHE_MB: z.coerce
    .number({ error: "must be a number of megabytes" })
    .min(0, "must be 0 (off) or more")
    .max(1_048_576, "must be at most 1048576")
    .default(DEFAULT_IMAGE_CACHE_MB),
  PXV_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: "must be a whole number of requests" })
    .int("must be a whole number")
    .min(0, "must be 0 (off) or more")
    .default(DEFAULT_RATE_LIMIT_PER_MINUTE),
  PXV_TRUST_PROXY: onOff,
  PXV_PUBLIC_URL: publicUrl.optional(),
  PXV_NOTICES_URL: baseUrl.optional(),
  PXV_NOTICES_FILE: z.string().min(1, "must not be empty").optional(),
  PXV_SENSITIVE_WORDS_FILE: z.string().min(1, "must not be empty").optional(),
  PXV_TRANSLATE_URL: baseUrl.optional(),
  PXV_TRANSLATE_KEY: z.string().min(1, "must not be empty").optional(),
  PXV_TRANSLATE_MODEL: z
    .string()
    .regex(/^[\w./:-]{1,100}$/, "must be a model name")
    .default(DEFAULT_TRANSLATE_MODEL),
  FFMPEG_PATH: z.string().min(1, "must not be empty").default("ffmpeg"),
  PXV_UGOIRA_CACHE_DIR: z.string().min(1, "must not be empty").optional(),
  PXV_LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  PXV_CORS_ORIGINS: z
    .string()
    .transform((value, context) => {
      try {
        return parseCorsOrigins(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    })
    .default(DEFAULT_CORS_POLICY),
  PXV_ACCESS_LOG: onOff,
  PXV_COMPRESSION: flag(true),
  PXV_EARLY_HINTS: flag(true),
  PXV_SHUTDOWN_DRAIN_SECONDS: seconds(600, DEFAULT_SHUTDOWN_DRAIN_SECONDS),
  PXV_UPSTREAM_DEADLINE_SECONDS: seconds(300, UPSTREAM_DEADLINE_MS / 1000),
  PXV_HEADERS_TIMEOUT_SECONDS: seconds(600, DEFAULT_CONNECTION_LIMITS.headersTimeoutMs / 1000),
  PXV_REQUEST_TIMEOUT_SECONDS: seconds(3600, DEFAULT_CONNECTION_LIMITS.requestTimeoutMs / 1000),
  // Its default depends on PXV_TRUST_PROXY (see loadConfig).
  PXV_CONNECTIONS_PER_ADDRESS: z.coerce
    .number({ error: "must be a whole number of connections" })
    .int("must be a whole number")
    .min(0, "must be 0 (off) or more")
    .optional(),
  PXV_IMAGE_FIRST_BYTE_SECONDS: seconds(300, DEFAULT_IMAGE_PACE.firstByteMs / 1000),
  PXV_IMAGE_MIN_KB_PER_SECOND: z.coerce
    .number({ error: "must be a number of kilobytes per second" })
    .min(0, "must be 0 (off) or more")
    .max(1_048_576, "must be at most 1048576")
    .default(DEFAULT_IMAGE_PACE.minBytesPerSecond / 1024),
  ...ABUSE_VARIABLES,
  ...SYNC_VARIABLES,
} as const;

type Variables = { [K in keyof typeof variables]: z.output<(typeof variables)[K]> };

function readVariables(env: NodeJS.ProcessEnv): Variables {
  const values: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(variables)) {
    const raw = env[name] === "" ? undefined : env[name];
    const result = schema.safeParse(raw);
    if (!result.success) {
      throw new ConfigError(name, result.error.issues[0]?.message ?? "invalid value");
    }
    values[name] = result.data;
  }
  return values as Variables;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const vars = readVariables(env);
  const upstream: UpstreamMode = vars.PXV_UPSTREAM ?? (vars.PIXIV_REFRESH_TOKEN ? "pixiv" : "sandbox");
  if (upstream === "pixiv" && !vars.PIXIV_REFRESH_TOKEN) {
    throw new ConfigError(
      "PIXIV_REFRESH_TOKEN",
      "is required when PXV_UPSTREAM=pixiv (the server account answers /api/pixiv/*)",
    );
  }
  if (vars.PXV_TRANSLATE_URL && !vars.PXV_TRANSLATE_KEY) {
    throw new ConfigError("PXV_TRANSLATE_KEY", "is required when PXV_TRANSLATE_URL is set");
  }
  if (vars.PXV_REQUEST_TIMEOUT_SECONDS < vars.PXV_HEADERS_TIMEOUT_SECONDS) {
    throw new ConfigError(
      "PXV_REQUEST_TIMEOUT_SECONDS",
      "must be at least PXV_HEADERS_TIMEOUT_SECONDS (a request's head is part of it)",
    );
  }
  const webRoot = vars.PXV_WEB_ROOT ?? DEFAULT_WEB_ROOT;
  let sync: SyncConfig;
  try {
    sync = syncConfigFrom(vars);
  } catch (error) {
    if (error instanceof SyncConfigProblem) throw new ConfigError(error.variable, error.message);
    throw error;
  }
  return {
    host: vars.PXV_HOST,
    port: vars.PXV_PORT,
    upstream,
    sandboxSeed: vars.PXV_SANDBOX_SEED,
    refreshToken: upstream === "pixiv" ? vars.PIXIV_REFRESH_TOKEN : undefined,
    redisUrl: vars.REDIS_URL ?? null,
    cacheMaxBytes: Math.round(vars.PXV_CACHE_MAX_MB * 1024 * 1024),
    imageCacheMaxBytes: Math.round(vars.PXV_IMAGE_CACHE_MB * 1024 * 1024),
    rateLimitPerMinute: vars.PXV_RATE_LIMIT_PER_MINUTE,
    abuse: abuseLimitsFrom(vars),
    trustProxy: vars.PXV_TRUST_PROXY,
    publicUrl: vars.PXV_PUBLIC_URL ?? null,
    noticesUrl: vars.PXV_NOTICES_URL ?? null,
    noticesFile: vars.PXV_NOTICES_FILE ?? null,
    sensitiveWordsFile: vars.PXV_SENSITIVE_WORDS_FILE ?? null,
    translateUrl: vars.PXV_TRANSLATE_URL ?? null,
    translateKey: vars.PXV_TRANSLATE_KEY ?? null,
    translateModel: vars.PXV_TRANSLATE_MODEL,
    sauceNaoKey: vars.PXV_SAUCENAO_KEY ?? null,
    ffmpegPath: vars.FFMPEG_PATH,
    ugoiraCacheDir: vars.PXV_UGOIRA_CACHE_DIR ?? null,
    upstreamBases: {
      ...(vars.PXV_APP_API_BASE ? { appApi: vars.PXV_APP_API_BASE } : {}),
      ...(vars.PXV_OAUTH_BASE ? { oauth: vars.PXV_OAUTH_BASE } : {}),
      ...(vars.PXV_WWW_BASE ? { www: vars.PXV_WWW_BASE } : {}),
      ...(vars.PXV_I_PXIMG_BASE ? { iPximg: vars.PXV_I_PXIMG_BASE } : {}),
      ...(vars.PXV_S_PXIMG_BASE ? { sPximg: vars.PXV_S_PXIMG_BASE } : {}),
      ...(vars.PXV_SKETCH_BASE ? { sketch: vars.PXV_SKETCH_BASE } : {}),
      ...(vars.PXV_IMAGE_SEARCH_BASE ? { imageSearch: vars.PXV_IMAGE_SEARCH_BASE } : {}),
      ...(vars.PXV_PIXIVISION_BASE ? { pixivision: vars.PXV_PIXIVISION_BASE } : {}),
      ...(vars.PXV_DANBOORU_BASE ? { danbooru: vars.PXV_DANBOORU_BASE } : {}),
      ...(vars.PXV_GELBOORU_BASE ? { gelbooru: vars.PXV_GELBOORU_BASE } : {}),
      ...(vars.PXV_YANDERE_BASE ? { yandere: vars.PXV_YANDERE_BASE } : {}),
    },
    webRoot: existsSync(webRoot) ? webRoot : null,
    logLevel: vars.PXV_LOG_LEVEL,
    cors: vars.PXV_CORS_ORIGINS,
    accessLog: vars.PXV_ACCESS_LOG,
    compression: vars.PXV_COMPRESSION,
    earlyHints: vars.PXV_EARLY_HINTS,
    shutdownDrainMs: Math.round(vars.PXV_SHUTDOWN_DRAIN_SECONDS * 1000),
    upstreamDeadlineMs: Math.round(vars.PXV_UPSTREAM_DEADLINE_SECONDS * 1000),
    connections: {
      headersTimeoutMs: Math.round(vars.PXV_HEADERS_TIMEOUT_SECONDS * 1000),
      requestTimeoutMs: Math.round(vars.PXV_REQUEST_TIMEOUT_SECONDS * 1000),
      // Behind a reverse proxy every connection comes from the proxy: no cap unless one is asked for.
      perAddress:
        vars.PXV_CONNECTIONS_PER_ADDRESS ?? (vars.PXV_TRUST_PROXY ? 0 : DEFAULT_CONNECTION_LIMITS.perAddress),
    },
    imagePace: {
      ...DEFAULT_IMAGE_PACE,
      firstByteMs: Math.round(vars.PXV_IMAGE_FIRST_BYTE_SECONDS * 1000),
      minBytesPerSecond: Math.round(vars.PXV_IMAGE_MIN_KB_PER_SECOND * 1024),
    },
    sync,
  };
}
