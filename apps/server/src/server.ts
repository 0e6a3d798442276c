/**
 * Starts pxv: resolves the upstream (starting the sandbox in-process on free loopback ports when no
 * pixiv account is configured), builds the app and listens. Returns a handle that stops everything.
 */
import type { FastifyInstance } from "fastify";
import { APP_API_ORIGIN, I_PXIMG_ORIGIN, S_PXIMG_ORIGIN } from "@pxv/pixiv";
import { startSandbox, type Sandbox } from "@pxv/sandbox";
import { buildApp } from "./app.js";
import type { ServerConfig, UpstreamBases } from "./config.js";

export interface RunningServer {
  readonly app: FastifyInstance;
  /** The address it listens on, e.g. http://127.0.0.1:8787 */
  readonly url: string;
  readonly sandbox: Sandbox | null;
  close(): Promise<void>;
}

const PIXIV_BASES: UpstreamBases = { appApi: APP_API_ORIGIN, iPximg: I_PXIMG_ORIGIN, sPximg: S_PXIMG_ORIGIN };

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const sandbox =
    config.upstream === "sandbox"
      ? await startSandbox({ ...(config.sandboxSeed ? { seed: config.sandboxSeed } : {}), host: "127.0.0.1" })
      : null;
  const bases: UpstreamBases = { ...(sandbox?.urls ?? PIXIV_BASES), ...config.upstreamBases };
  const app = await buildApp({
    bases,
    webRoot: config.webRoot,
    logLevel: config.logLevel,
    upstream: config.upstream,
  });
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
      await app.close();
      await sandbox?.close();
    },
  };
}
