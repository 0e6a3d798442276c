// Starts one pxv server (built output, sandbox upstream, free port) for the whole browser run and
// hands its address to the tests through the environment; the returned function stops it.
import { loadConfig, startServer } from "@pxv/server";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const config = loadConfig({ ...process.env, PXV_PORT: "0", PXV_HOST: "127.0.0.1", PXV_LOG_LEVEL: "warn" });
  if (!config.webRoot)
    throw new Error("The web app is not built: run `npm run build` before the browser tests.");
  const server = await startServer(config);
  process.env["PXV_E2E_BASE_URL"] = server.url;
  // The sandbox's fault-control host (packages/sandbox README "faults"), for tests that inject failures.
  if (server.sandbox !== null) process.env["PXV_E2E_SANDBOX_CONTROL"] = server.sandbox.urls.control;
  return () => server.close();
}
