/**
 * Starts Debian's redis-server on a free loopback port for a test (no persistence), and stops it by
 * its own process id. `npm test` installs the package when it is missing.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

export interface RedisProcess {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
  });
}

/** `port` restarts a stopped Redis where its clients look for it (the reliability suite's outage). */
export async function startRedisServer(
  binary = process.env.PXV_REDIS_SERVER ?? "redis-server",
  port?: number,
): Promise<RedisProcess> {
  port ??= await freePort();
  const child: ChildProcess = spawn(
    binary,
    ["--bind", "127.0.0.1", "--port", String(port), "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => {
      reject(new Error(`redis-server did not start: ${output}`));
    }, 10_000);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`cannot run ${binary} (apt-get install redis-server): ${error.message}`));
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => {
      resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
