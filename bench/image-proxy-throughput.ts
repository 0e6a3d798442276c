/**
 * Benchmark: the image proxy's throughput on large images. Fetches the original images of a
 * ranking page from the sandbox's i.pximg.net directly (with a pixiv Referer) and through pxv's
 * `/-/*` proxy over loopback, and prints MB/s of each beside the goal: the proxy costs under 15% of
 * the direct throughput.
 *
 * Fair by construction: one client (one worker thread, one fetch agent) does every download; both
 * paths are warmed first (the sandbox's pictures rendered, keep-alive connections open); then
 * TRIALS trials each run both paths back to back, alternating which goes first, ROUNDS passes over
 * the same images at CONCURRENCY in flight; the figures are medians over trials, so one noisy trial
 * on a shared machine does not decide the result. Bounded: a fixed set of images and passes.
 */
import { spawn } from "node:child_process";
import { Worker } from "node:worker_threads";
import { rankingBodySchema } from "@pxv/pixiv";
import { SANDBOX_SERVER_ACCOUNT } from "@pxv/sandbox";
import { loadConfig, startServer } from "@pxv/server";

const TRIALS = 5;
const ROUNDS = 8;
const CONCURRENCY = 4;
const IMAGES = 24;
/** Goal: the proxy's throughput is at most this much below fetching the sandbox directly. */
const GOAL_MAX_OVERHEAD = 0.15;

/**
 * The download loop, in a worker thread: the client gets its own event loop, the sandbox runs in
 * its own process, so pxv's thread does only the proxying, as it would in production. The worker
 * stays up for the whole benchmark and answers one message per run.
 */
const FETCH_WORKER = `
const { parentPort } = require("node:worker_threads");
const { performance } = require("node:perf_hooks");
async function pass(urls, headers, concurrency) {
  let bytes = 0, next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      const response = await fetch(url, { headers });
      if (response.status !== 200) throw new Error(url + " answered " + response.status);
      for await (const chunk of response.body) bytes += chunk.byteLength;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return bytes;
}
parentPort.on("message", async ({ urls, headers, concurrency, rounds }) => {
  try {
    const started = performance.now();
    let bytes = 0;
    for (let round = 0; round < rounds; round++) bytes += await pass(urls, headers, concurrency);
    parentPort.postMessage({ bytes, ms: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

interface Run {
  readonly bytes: number;
  readonly ms: number;
}

const client = new Worker(FETCH_WORKER, { eval: true });

function download(urls: string[], headers: Record<string, string>, rounds: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    client.once("message", (result: Run & { error?: string }) => {
      if (result.error) reject(new Error(result.error));
      else resolve(result);
    });
    client.postMessage({ urls, headers, concurrency: CONCURRENCY, rounds });
  });
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Starts the sandbox CLI in its own process and reads the hosts' base URLs from its output. */
async function startSandboxProcess(): Promise<{ urls: Record<string, string>; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [new URL("../../packages/sandbox/dist/cli.js", import.meta.url).pathname],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const urls = await new Promise<Record<string, string>>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes("Demo accounts")) return;
      const found: Record<string, string> = {};
      for (const match of output.matchAll(/^\s+(\S+)\s+(http:\/\/\S+)$/gm))
        found[match[1] ?? ""] = match[2] ?? "";
      resolve(found);
    });
    child.once("exit", () => {
      reject(new Error(`the sandbox exited: ${output}`));
    });
  });
  return { urls, stop: () => child.kill("SIGTERM") };
}

const sandbox = await startSandboxProcess();
const base = (host: string): string => {
  const url = sandbox.urls[host];
  if (!url) throw new Error(`the sandbox printed no ${host}`);
  return url;
};
// pixiv mode against the sandbox process: exactly how pxv runs against pixiv.
const server = await startServer(
  loadConfig({
    PXV_PORT: "0",
    PXV_LOG_LEVEL: "warn",
    PXV_RATE_LIMIT_PER_MINUTE: "0",
    PIXIV_REFRESH_TOKEN: SANDBOX_SERVER_ACCOUNT.refreshToken,
    PXV_APP_API_BASE: base("app-api.pixiv.net"),
    PXV_OAUTH_BASE: base("oauth.secure.pixiv.net"),
    PXV_I_PXIMG_BASE: base("i.pximg.net"),
    PXV_S_PXIMG_BASE: base("s.pximg.net"),
  }),
);
try {
  const ranking = rankingBodySchema.parse(
    await (await fetch(`${server.url}/api/pixiv/rank?mode=day`)).json(),
  );
  const paths = ranking.illusts
    .map((illust) => illust.meta_single_page.original_image_url ?? illust.image_urls.large)
    .filter((url): url is string => typeof url === "string")
    .slice(0, IMAGES)
    .map((url) => new URL(url).pathname);
  const direct = paths.map((path) => `${base("i.pximg.net")}${path}`);
  const proxied = paths.map((path) => `${server.url}/-${path}`);

  const referer = { referer: "https://www.pixiv.net/" };
  // Warm both paths: pictures rendered, connections open, code paths compiled.
  await download(direct, referer, 2);
  await download(proxied, {}, 2);
  const rate = (run: Run): number => run.bytes / 1024 / 1024 / (run.ms / 1000);
  const directRates: number[] = [];
  const proxiedRates: number[] = [];
  const overheads: number[] = [];
  let bytesPerPass = 0;
  for (let trial = 0; trial < TRIALS; trial++) {
    const runDirect = () => download(direct, referer, ROUNDS);
    const runProxied = () => download(proxied, {}, ROUNDS);
    const [first, second] = trial % 2 === 0 ? [runDirect, runProxied] : [runProxied, runDirect];
    const a = await first();
    const b = await second();
    const [fromSandbox, throughProxy] = trial % 2 === 0 ? [a, b] : [b, a];
    bytesPerPass = fromSandbox.bytes / ROUNDS;
    directRates.push(rate(fromSandbox));
    proxiedRates.push(rate(throughProxy));
    overheads.push(1 - rate(throughProxy) / rate(fromSandbox));
  }
  const overhead = median(overheads);
  const average = bytesPerPass / paths.length / 1024;
  console.log(
    `image proxy throughput, ${paths.length} originals (~${average.toFixed(0)} KiB each) × ${ROUNDS} passes × ${TRIALS} trials, ${CONCURRENCY} in flight, one client, loopback, sandbox in its own process`,
  );
  console.log(
    `  direct : ${median(directRates).toFixed(1)} MB/s (median; trials ${directRates.map((r) => r.toFixed(0)).join(", ")})`,
  );
  console.log(
    `  proxied: ${median(proxiedRates).toFixed(1)} MB/s (median; trials ${proxiedRates.map((r) => r.toFixed(0)).join(", ")})`,
  );
  console.log(
    `  overhead: ${(overhead * 100).toFixed(1)}% median of per-trial overheads (${overheads.map((o) => (o * 100).toFixed(0)).join(", ")}%) (goal < ${GOAL_MAX_OVERHEAD * 100}%) ${overhead < GOAL_MAX_OVERHEAD ? "✓ met" : "✗ not met"}`,
  );
} finally {
  await server.close();
  sandbox.stop();
  await client.terminate();
}
