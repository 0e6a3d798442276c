/**
 * Test harness: a pxv app wired to a sandbox started in-process on loopback, exactly as `npm start`
 * wires them, for tests that talk to it with `inject` or over real sockets.
 */
import type { FastifyInstance } from "fastify";
import { SANDBOX_SERVER_ACCOUNT, TRANSLATION_API_KEY, startSandbox, type Sandbox } from "@pxv/sandbox";
import { refreshWithToken } from "@pxv/pixiv";
import { NO_ABUSE_LIMITS } from "../abuse/abuse-config.js";
import { buildApp, type AppOptions } from "../app.js";
import type { UpstreamBases } from "../config.js";

export interface Harness {
  readonly app: FastifyInstance;
  readonly sandbox: Sandbox;
  close(): Promise<void>;
}

export interface HarnessOptions {
  readonly redisUrl?: string;
  /** An already running sandbox to share (two pxv instances on one upstream). */
  readonly sandbox?: Sandbox;
  readonly upstreamDeadlineMs?: number;
  readonly upstreamRetryDelayMs?: number;
  /** Any other app options (rate limit, feeds, web root…). */
  readonly app?: Partial<AppOptions>;
}

export async function startHarness(
  overrides: Partial<UpstreamBases> = {},
  options: HarnessOptions = {},
): Promise<Harness> {
  const ownSandbox = options.sandbox ? null : await startSandbox({ seed: "pxv-server-tests" });
  const sandbox = options.sandbox ?? (ownSandbox as Sandbox);
  const app = await buildApp({
    bases: { ...sandbox.urls, ...overrides },
    refreshToken: SANDBOX_SERVER_ACCOUNT.refreshToken,
    webRoot: null,
    upstream: "sandbox",
    redisUrl: options.redisUrl ?? null,
    ...(options.upstreamDeadlineMs ? { upstreamDeadlineMs: options.upstreamDeadlineMs } : {}),
    ...(options.upstreamRetryDelayMs !== undefined
      ? { upstreamRetryDelayMs: options.upstreamRetryDelayMs }
      : {}),
    // Tests make many requests from one address; the limit itself is tested with its own setting.
    rateLimitPerMinute: 0,
    abuse: NO_ABUSE_LIMITS,
    upstreamNow: sandbox.now,
    translation: {
      baseUrl: `${sandbox.urls.translation}/v1`,
      apiKey: TRANSLATION_API_KEY,
      model: "Qwen/Qwen2.5-7B-Instruct",
    },
    ...options.app,
  });
  // Ready as a listening server is: what is made at start-up (the OpenAPI document) is made now.
  await app.ready();
  return {
    app,
    sandbox,
    async close() {
      await app.close();
      await ownSandbox?.close();
    },
  };
}

/** An access token for the sandbox's server account, for tests that call the sandbox directly. */
export async function sandboxAccessToken(
  sandbox: Sandbox,
  refreshToken = SANDBOX_SERVER_ACCOUNT.refreshToken,
) {
  const { auth } = await refreshWithToken({ fetch, oauthBase: sandbox.urls.oauth }, refreshToken);
  return auth.accessToken;
}

/** GET on the sandbox's app API as the server account, bypassing pxv. */
export async function fetchSandboxAppApi(sandbox: Sandbox, pathAndQuery: string): Promise<unknown> {
  const token = await sandboxAccessToken(sandbox);
  const response = await fetch(`${sandbox.urls.appApi}${pathAndQuery}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json();
}
