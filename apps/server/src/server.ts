/**
 * Starts pxv: resolves the upstream (starting the sandbox in-process on free loopback ports when no
 * pixiv account is configured), builds the app and listens. Returns a handle that stops everything.
 * The sandbox is imported only in sandbox mode: with a pixiv account neither it nor sharp (its
 * picture renderer) is loaded, and an installation without it runs on pixiv all the same.
 */
import type { FastifyInstance } from "fastify";
import {
  APP_API_ORIGIN,
  I_PXIMG_ORIGIN,
  OAUTH_ORIGIN,
  WWW_ORIGIN,
  PIXIVISION_ORIGIN,
  SKETCH_ORIGIN,
  S_PXIMG_ORIGIN,
} from "@pxv/pixiv";
import type { Sandbox } from "@pxv/sandbox";
import { buildApp } from "./app.js";
import { limitConnections } from "./connection-limits.js";
import { prepareDrain } from "./shutdown.js";
import type { TranslationService } from "./routes/translation/chat-service.js";
import type { ServerConfig, UpstreamBases } from "./config.js";

export interface RunningServer {
  readonly app: FastifyInstance;
  /** The address it listens on, e.g. http://127.0.0.1:8787 */
  readonly url: string;
  readonly sandbox: Sandbox | null;
  close(): Promise<void>;
}

/** SauceNAO, pxv's image search. */
const SAUCENAO_ORIGIN = "https://saucenao.com";

const PIXIV_BASES: UpstreamBases = {
  appApi: APP_API_ORIGIN,
  oauth: OAUTH_ORIGIN,
  www: WWW_ORIGIN,
  iPximg: I_PXIMG_ORIGIN,
  sPximg: S_PXIMG_ORIGIN,
  sketch: SKETCH_ORIGIN,
  imageSearch: SAUCENAO_ORIGIN,
  pixivision: PIXIVISION_ORIGIN,
  danbooru: "https://danbooru.donmai.us",
  gelbooru: "https://gelbooru.com",
  yandere: "https://yande.re",
};

/** The running sandbox with the credentials pxv uses on it. */
interface SandboxUpstream {
  readonly sandbox: Sandbox;
  readonly refreshToken: string;
  readonly translationKey: string;
}

/** Loads and starts the sandbox (sandbox mode only). */
async function startSandboxUpstream(config: ServerConfig): Promise<SandboxUpstream> {
  let loaded: typeof import("@pxv/sandbox");
  try {
    loaded = await import("@pxv/sandbox");
  } catch (error) {
    throw new Error(
      "no pixiv account is configured (PIXIV_REFRESH_TOKEN) and the sandbox is not installed here " +
        `(${(error as Error).message})`,
      { cause: error },
    );
  }
  const sandbox = await loaded.startSandbox({
    ...(config.sandboxSeed ? { seed: config.sandboxSeed } : {}),
    host: "127.0.0.1",
  });
  return {
    sandbox,
    refreshToken: loaded.SANDBOX_SERVER_ACCOUNT.refreshToken,
    translationKey: loaded.TRANSLATION_API_KEY,
  };
}

/** The configured translation service, else the sandbox's, else none. */
function translationService(
  config: ServerConfig,
  upstream: SandboxUpstream | null,
): TranslationService | null {
  if (config.translateUrl && config.translateKey) {
    return { baseUrl: config.translateUrl, apiKey: config.translateKey, model: config.translateModel };
  }
  return upstream
    ? {
        baseUrl: `${upstream.sandbox.urls.translation}/v1`,
        apiKey: upstream.translationKey,
        model: config.translateModel,
      }
    : null;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const sandboxUpstream = config.upstream === "sandbox" ? await startSandboxUpstream(config) : null;
  const sandbox = sandboxUpstream?.sandbox ?? null;
  const bases: UpstreamBases = { ...(sandbox?.urls ?? PIXIV_BASES), ...config.upstreamBases };
  const app = await buildApp({
    bases,
    // In sandbox mode pxv signs in with the sandbox's server account, exactly as it does on pixiv.
    refreshToken: sandboxUpstream ? sandboxUpstream.refreshToken : (config.refreshToken ?? null),
    redisUrl: config.redisUrl,
    cacheMaxBytes: config.cacheMaxBytes,
    imageCacheMaxBytes: config.imageCacheMaxBytes,
    rateLimitPerMinute: config.rateLimitPerMinute,
    abuse: config.abuse,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    ffmpegPath: config.ffmpegPath,
    sauceNaoKey: config.sauceNaoKey,
    translation: translationService(config, sandboxUpstream),
    ...(sandbox ? { upstreamNow: sandbox.now } : {}),
    ...(config.ugoiraCacheDir ? { ugoiraCacheDir: config.ugoiraCacheDir } : {}),
    feeds: {
      noticesUrl: config.noticesUrl,
      noticesFile: config.noticesFile,
      sensitiveWordsFile: config.sensitiveWordsFile,
    },
    webRoot: config.webRoot,
    logLevel: config.logLevel,
    cors: config.cors,
    accessLog: config.accessLog,
    compression: { enabled: config.compression },
    earlyHints: config.earlyHints,
    upstream: config.upstream,
    upstreamDeadlineMs: config.upstreamDeadlineMs,
    imagePace: config.imagePace,
    sync: config.sync,
  });
  limitConnections(app.server, config.connections, app.log);
  const drain = prepareDrain(app.server);
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    await sandbox?.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  return {
    app,
    url: `http://${host}:${port}`,
    sandbox,
    async close() {
      await drain.drain(config.shutdownDrainMs);
      await app.close();
      await sandbox?.close();
    },
  };
}
