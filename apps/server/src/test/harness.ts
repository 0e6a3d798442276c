/**
 * Test harness: a pxv app wired to a sandbox started in-process on loopback, exactly as `npm start`
 * wires them, for tests that talk to it with `inject` or over real sockets.
 */
import type { FastifyInstance } from "fastify";
import { startSandbox, type Sandbox } from "@pxv/sandbox";
import { buildApp } from "../app.js";
import type { UpstreamBases } from "../config.js";

export interface Harness {
  readonly app: FastifyInstance;
  readonly sandbox: Sandbox;
  close(): Promise<void>;
}

export async function startHarness(overrides: Partial<UpstreamBases> = {}): Promise<Harness> {
  const sandbox = await startSandbox({ seed: "pxv-server-tests" });
  const app = await buildApp({
    bases: { ...sandbox.urls, ...overrides },
    webRoot: null,
    upstream: "sandbox",
  });
  return {
    app,
    sandbox,
    async close() {
      await app.close();
      await sandbox.close();
    },
  };
}
