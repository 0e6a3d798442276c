// Starts one pxv server (built output, sandbox upstream, free port) for the whole browser run and
// hands its address to the tests through the environment; the returned function stops it. The
// sandbox's clock starts at TEST_CLOCK_START, and the tests' browsers read the same clock
// (fixtures.ts), so every run sees the same day's catalogue whatever the machine's date. Its data folder
// (sync's SQLite file) is a fresh temporary one, handed to the tests as PXV_E2E_DATA_DIR.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLOCK_ENV, TEST_CLOCK_START } from "@pxv/sandbox";
import { loadConfig, startServer } from "@pxv/server";

export default async function globalSetup(): Promise<() => Promise<void>> {
  // A run may choose another day (PXV_SANDBOX_CLOCK=… npm test): the verdict must not change.
  process.env[CLOCK_ENV] ??= TEST_CLOCK_START;
  process.env["PXV_DATA_DIR"] ??= mkdtempSync(join(tmpdir(), "pxv-e2e-data-"));
  process.env["PXV_E2E_DATA_DIR"] = process.env["PXV_DATA_DIR"];
  const config = loadConfig({ ...process.env, PXV_PORT: "0", PXV_HOST: "127.0.0.1", PXV_LOG_LEVEL: "warn" });
  if (!config.webRoot)
    throw new Error("The web app is not built: run `npm run build` before the browser tests.");
  const server = await startServer(config);
  process.env["PXV_E2E_BASE_URL"] = server.url;
  if (server.sandbox !== null) {
    // The sandbox's fault-control host (packages/sandbox README "faults"), for tests that inject failures.
    process.env["PXV_E2E_SANDBOX_CONTROL"] = server.sandbox.urls.control;
    process.env["PXV_E2E_CLOCK_OFFSET_MS"] = String(server.sandbox.now().getTime() - Date.now());
  }
  return () => server.close();
}
