// A pxv server of a test's own, as a separate process (the built `pxv` command, apps/server/dist/
// main.js) on a loopback port with its own data folder, that the test can stop and start again on
// the same port (the same origin, so the browsers keep their stored data): a restart as an
// operator makes one. It inherits the run's environment (the sandbox's clock among it).
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../../apps/server/dist/main.js", import.meta.url));
const START_TIMEOUT_MS = 60_000;

/** A port free on loopback now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        if (address !== null && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

export interface ServerProcess {
  readonly url: string;
  /** Stops it (SIGTERM, as an operator's restart does) and waits for the process to end. */
  stop(): Promise<void>;
}

/** Starts `pxv` on 127.0.0.1:`port` with `PXV_DATA_DIR=dataDir`; resolves once it serves. */
export function startServerProcess(port: number, dataDir: string): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PXV_PORT: String(port),
      PXV_HOST: "127.0.0.1",
      PXV_DATA_DIR: dataDir,
      PXV_LOG_LEVEL: "warn",
      // The devices are one address creating spaces: no per-hour cap in a test.
      PXV_SYNC_SPACES_PER_HOUR: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ended = new Promise<void>((resolve) =>
    child.once("exit", () => {
      resolve();
    }),
  );
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`pxv did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (!output.includes("pxv is running at")) return;
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: async () => {
          child.kill("SIGTERM");
          await ended;
        },
      });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`pxv ended (${String(code)}) before it served:\n${output}`));
    });
  });
}
