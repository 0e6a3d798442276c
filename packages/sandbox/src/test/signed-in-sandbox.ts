/**
 * Test helper: one sandbox per test file, started before the file's tests and signed in as the
 * server account, closed after them; with the two calls most tests make — a GET on its app API
 * with the bearer token, and a pixiv image URL moved onto its image hosts.
 */
import { afterAll, beforeAll } from "vitest";
import { startSandbox, type Sandbox, type SandboxOptions } from "../sandbox.js";
import { bearerHeaders } from "./sign-in.js";

export interface SignedInSandbox {
  /** The running sandbox (available once the file's tests run). */
  readonly sandbox: Sandbox;
  /** `Authorization` headers of the server account. */
  readonly headers: Record<string, string>;
  /** GET on the app API with the bearer token (plus `headers`): the status and the parsed body. */
  readonly getJson: (
    path: string,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: unknown }>;
  /** A pixiv image URL (i.pximg.net, s.pximg.net) on the sandbox's image hosts. */
  readonly local: (url: string) => string;
}

export function useSignedInSandbox(options: SandboxOptions = {}): SignedInSandbox {
  let sandbox: Sandbox | undefined;
  let headers: Record<string, string> = {};
  const running = (): Sandbox => {
    if (sandbox === undefined) throw new Error("the sandbox starts in beforeAll; use it inside tests");
    return sandbox;
  };

  beforeAll(async () => {
    sandbox = await startSandbox(options);
    headers = await bearerHeaders(sandbox.urls);
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  return {
    get sandbox() {
      return running();
    },
    get headers() {
      return headers;
    },
    getJson: async (path, extra = {}) => {
      const response = await fetch(`${running().urls.appApi}${path}`, { headers: { ...headers, ...extra } });
      return { status: response.status, body: await response.json() };
    },
    local: (url) => {
      const { iPximg, sPximg } = running().urls;
      return url.replace("https://i.pximg.net", iPximg).replace("https://s.pximg.net", sPximg);
    },
  };
}
