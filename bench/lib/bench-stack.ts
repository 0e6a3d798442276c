/**
 * What the browser benchmarks stand on: a pxv server on loopback (this process, the sandbox
 * upstream, its data in a temporary folder, no API rate limit) and Debian's Chromium through
 * playwright-core. `stop` closes both and removes the folder.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, startServer, type RunningServer } from "@pxv/server";
import { chromium, type Browser } from "playwright-core";

const CHROMIUM = process.env["PXV_CHROMIUM"] ?? "/usr/bin/chromium";

/** The longest a browser bench waits for its page to show what it measures (past it: a failure). */
export const PAGE_WAIT_MS = 120_000;

/** A pxv server on loopback with its data in a temporary folder; `stop` closes it and removes the folder. */
export interface BenchServer {
  readonly server: RunningServer;
  /** The server's data folder (sync's SQLite file). */
  readonly folder: string;
  stop(): Promise<void>;
}

export interface BenchStack extends BenchServer {
  readonly browser: Browser;
}

/** `env`: more settings for the server (PXV_SYNC_SPACES_PER_HOUR…). */
export async function startBenchServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const folder = mkdtempSync(join(tmpdir(), `pxv-bench-${name}-`));
  const server = await startServer(
    loadConfig({
      ...process.env,
      PXV_PORT: "0",
      PXV_HOST: "127.0.0.1",
      PXV_LOG_LEVEL: "warn",
      PXV_DATA_DIR: folder,
      PXV_RATE_LIMIT_PER_MINUTE: "0",
      ...env,
    }),
  );
  return {
    server,
    folder,
    async stop() {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A bench server and Debian's Chromium; `stop` closes both. */
export async function startBenchStack(name: string, env: Record<string, string> = {}): Promise<BenchStack> {
  const served = await startBenchServer(name, env);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  return {
    ...served,
    browser,
    async stop() {
      await browser.close();
      await served.stop();
    },
  };
}
