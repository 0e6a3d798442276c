/**
 * pxv as its own process (the built `apps/server/dist/main.js`), on loopback, in pixiv mode against a
 * sandbox this process runs — so the suite can inject upstream faults, kill and restart Redis, send
 * SIGTERM, read the server's memory and open files, read what it logs, and see a crash as a crash
 * rather than losing the test runner — or on its built-in sandbox, as `npm start` runs it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SANDBOX_SERVER_ACCOUNT, TRANSLATION_API_KEY, startSandbox, type Sandbox } from "@pxv/sandbox";

const MAIN = fileURLToPath(new URL("../../apps/server/dist/main.js", import.meta.url));

export interface PxvProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Resolves with the exit code (or signal) when the process ends. */
  readonly exited: Promise<string>;
  alive(): boolean;
  /** Resident memory of the server process in MiB. */
  rssMiB(): number;
  /** File descriptors the server process holds open (sockets included). */
  openFiles(): number;
  /** Everything it wrote so far, stdout and stderr together. */
  output(): string;
  stop(): Promise<void>;
}

/** Every abuse limit off: the suite sends thousands of requests from one address on purpose. */
const NO_LIMITS = {
  PXV_RATE_LIMIT_PER_MINUTE: "0",
  PXV_RELAY_RATE_LIMIT_PER_MINUTE: "0",
  PXV_IMAGE_RATE_LIMIT_PER_MINUTE: "0",
  PXV_IMAGE_MB_PER_MINUTE: "0",
  PXV_CLIENT_CONCURRENCY: "0",
  PXV_UPSTREAM_CONCURRENCY: "0",
  PXV_CLIENT_UPSTREAM_SHARE: "0",
  PXV_CONNECTIONS_PER_ADDRESS: "0",
};

export function sandboxEnvironment(sandbox: Sandbox): Record<string, string> {
  const urls = sandbox.urls;
  return {
    PXV_UPSTREAM: "pixiv",
    PIXIV_REFRESH_TOKEN: SANDBOX_SERVER_ACCOUNT.refreshToken,
    PXV_APP_API_BASE: urls.appApi,
    PXV_OAUTH_BASE: urls.oauth,
    PXV_WWW_BASE: urls.www,
    PXV_I_PXIMG_BASE: urls.iPximg,
    PXV_S_PXIMG_BASE: urls.sPximg,
    PXV_SKETCH_BASE: urls.sketch,
    PXV_IMAGE_SEARCH_BASE: urls.imageSearch,
    PXV_PIXIVISION_BASE: urls.pixivision,
    PXV_DANBOORU_BASE: urls.danbooru,
    PXV_GELBOORU_BASE: urls.gelbooru,
    PXV_YANDERE_BASE: urls.yandere,
    PXV_TRANSLATE_URL: `${urls.translation}/v1`,
    PXV_TRANSLATE_KEY: TRANSLATION_API_KEY,
  };
}

export async function startReliabilitySandbox(): Promise<Sandbox> {
  return startSandbox({ seed: "pxv-reliability", host: "127.0.0.1" });
}

/** pxv in pixiv mode against `sandbox`, every abuse limit off, `extraEnv` on top. */
export function startPxvProcess(
  sandbox: Sandbox,
  extraEnv: Record<string, string> = {},
): Promise<PxvProcess> {
  return spawnPxv({ ...sandboxEnvironment(sandbox), ...NO_LIMITS, ...extraEnv });
}

/** pxv on its built-in sandbox, in its own process as `npm start` runs it, every abuse limit off. */
export function startPxvOnBuiltInSandbox(extraEnv: Record<string, string> = {}): Promise<PxvProcess> {
  return spawnPxv({
    PXV_UPSTREAM: "sandbox",
    PXV_SANDBOX_SEED: "pxv-reliability",
    ...NO_LIMITS,
    ...extraEnv,
  });
}

async function spawnPxv(environment: Record<string, string>): Promise<PxvProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PXV_HOST: "127.0.0.1",
      PXV_PORT: "0",
      PXV_LOG_LEVEL: "error",
      ...environment,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<string>((resolve) => {
    child.once("exit", (code, signal) => {
      resolve(signal ?? String(code));
    });
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`pxv did not start: ${output}`));
    }, 90_000);
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`pxv exited (${how}) at start-up: ${output}`));
    });
  });
  return {
    url,
    port: Number(new URL(url).port),
    child,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    rssMiB() {
      const status = readFileSync(`/proc/${String(child.pid)}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    openFiles: () => readdirSync(`/proc/${String(child.pid)}/fd`).length,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
