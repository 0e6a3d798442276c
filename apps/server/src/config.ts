/**
 * The server's configuration, read once from the environment (documented in docs/CONFIGURATION.md).
 * A bad value stops start-up with one line naming the variable; nothing half-configured runs.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { REFRESH_TOKEN_LENGTH } from "@pxv/pixiv";

export type UpstreamMode = "sandbox" | "pixiv";

/** Where each pixiv host is reached: the real service, or the sandbox's loopback ports. */
export interface UpstreamBases {
  readonly appApi: string;
  readonly iPximg: string;
  readonly sPximg: string;
}

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly upstream: UpstreamMode;
  readonly sandboxSeed: string | undefined;
  /** Upstream base URLs; filled from the sandbox at start-up in sandbox mode. */
  readonly upstreamBases: Partial<UpstreamBases>;
  /** The built web app (apps/web/dist), or null when it has not been built. */
  readonly webRoot: string | null;
  readonly logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
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

const DEFAULT_WEB_ROOT = fileURLToPath(new URL("../../web/dist", import.meta.url));

const baseUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""));

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
  PXV_I_PXIMG_BASE: baseUrl.optional(),
  PXV_S_PXIMG_BASE: baseUrl.optional(),
  PXV_WEB_ROOT: z.string().min(1, "must not be empty").optional(),
  PXV_LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
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
  if (upstream === "pixiv") {
    // The server account (OAuth refresh, token rotation) arrives with the server issue; until then
    // pxv refuses to start against pixiv rather than sending unauthenticated requests.
    throw new ConfigError(
      "PXV_UPSTREAM",
      "pixiv mode needs the server-account OAuth client, which this version does not have yet; unset PXV_UPSTREAM and PIXIV_REFRESH_TOKEN to use the sandbox",
    );
  }
  const webRoot = vars.PXV_WEB_ROOT ?? DEFAULT_WEB_ROOT;
  return {
    host: vars.PXV_HOST,
    port: vars.PXV_PORT,
    upstream,
    sandboxSeed: vars.PXV_SANDBOX_SEED,
    upstreamBases: {
      ...(vars.PXV_APP_API_BASE ? { appApi: vars.PXV_APP_API_BASE } : {}),
      ...(vars.PXV_I_PXIMG_BASE ? { iPximg: vars.PXV_I_PXIMG_BASE } : {}),
      ...(vars.PXV_S_PXIMG_BASE ? { sPximg: vars.PXV_S_PXIMG_BASE } : {}),
    },
    webRoot: existsSync(webRoot) ? webRoot : null,
    logLevel: vars.PXV_LOG_LEVEL,
  };
}
