/**
 * Runs the `pxv` command (src/main.ts, from source through jiti) in a child process on the built-in
 * sandbox and a free loopback port, for tests that must see the process itself: that it stays alive
 * after hostile connections, and that it exits on SIGTERM.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface ChildServer {
  readonly process: ChildProcess;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  /** Everything the process wrote, stdout and stderr together. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  readonly exited: Promise<number | string>;
  /** Kills the process if it is still running. */
  stop(): Promise<void>;
}

const source = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Loads main.ts with the workspace packages resolved to their sources, as Vitest does. */
const LAUNCHER = `
import { createJiti } from "jiti";
const jiti = createJiti(${JSON.stringify(source("../main.ts"))}, {
  alias: {
    "@pxv/pixiv": ${JSON.stringify(source("../../../../packages/pixiv/src/index.ts"))},
    "@pxv/sandbox": ${JSON.stringify(source("../../../../packages/sandbox/src/index.ts"))},
  },
});
await jiti.import(${JSON.stringify(source("../main.ts"))});
`;

const STARTED = /pxv is running at http:\/\/127\.0\.0\.1:(\d+)\//;

export async function startChildServer(env: Record<string, string> = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, ["--input-type=module", "-e", LAUNCHER], {
    cwd: source("../../../../"),
    env: {
      PATH: process.env.PATH ?? "",
      PXV_HOST: "127.0.0.1",
      PXV_PORT: "0",
      PXV_WEB_ROOT: source("../../data/no-web-app-here"),
      PXV_LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => {
      resolve(code ?? signal ?? "unknown");
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer): void => {
      text += chunk.toString("utf8");
      const match = STARTED.exec(text);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void exited.then((code) => {
      reject(new Error(`pxv exited (${String(code)}) before listening:\n${text}`));
    });
  });
  return {
    process: child,
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => text,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
