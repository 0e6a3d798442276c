/**
 * Debian's redis-server on a free loopback port for a benchmark (no persistence), stopped by its own
 * process id. The server's tests have their own starter (apps/server/src/test, not part of the
 * build the benchmarks import); `apt-get install redis-server` when it is missing.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

export interface BenchRedis {
  readonly url: string;
  stop(): Promise<void>;
}

async function freeLoopbackPort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  return typeof address === "object" && address ? address.port : 0;
}

export async function startBenchRedis(): Promise<BenchRedis> {
  const port = await freeLoopbackPort();
  const child = spawn(
    process.env["PXV_REDIS_SERVER"] ?? "redis-server",
    ["--bind", "127.0.0.1", "--port", String(port), "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = once(child, "exit");
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.once("error", (error) => {
      reject(new Error(`cannot run redis-server (apt-get install redis-server): ${error.message}`));
    });
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
