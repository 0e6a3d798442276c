#!/usr/bin/env node
/**
 * The `pxv` command: reads the environment, starts the server, prints its URL, and stops cleanly on
 * Ctrl-C or SIGTERM. A configuration problem prints one line naming the variable and exits 1.
 */
import { ConfigError, loadConfig } from "./config.js";
import { startServer } from "./server.js";

/** Time the stop gets after the drain to close caches and the sandbox before the process is ended. */
const FORCED_EXIT_AFTER_DRAIN_MS = 5000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`pxv: bad configuration: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  let server;
  try {
    server = await startServer(config);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const detail =
      code === "EADDRINUSE"
        ? `port ${config.port} on ${config.host} is in use (set PXV_PORT to another port)`
        : (error as Error).message;
    console.error(`pxv: cannot start: ${detail}`);
    process.exit(1);
  }

  const upstream =
    config.upstream === "sandbox" ? "the built-in sandbox (no pixiv account configured)" : "pixiv";
  console.log(`pxv is running at ${server.url}/ on ${upstream}. Press Ctrl-C to stop.`);
  if (!config.webRoot) console.log("pxv: the web app is not built; run `npm run build` to serve it.");

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`pxv: ${signal} received, stopping.`);
    // The drain is bounded; this catches anything else that would keep the stop from ending.
    setTimeout(() => {
      console.error("pxv: did not stop in time after draining; exiting.");
      process.exit(1);
    }, config.shutdownDrainMs + FORCED_EXIT_AFTER_DRAIN_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("pxv: error while stopping:", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => {
    stop("SIGINT");
  });
  process.on("SIGTERM", () => {
    stop("SIGTERM");
  });
}

await main();
