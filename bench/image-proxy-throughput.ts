/**
 * Benchmark: the image proxy's throughput on large images. Fetches the original images of a
 * ranking page from the sandbox's i.pximg.net directly (with a pixiv Referer) and through pxv's
 * `/-/*` proxy over loopback, a few in flight, several rounds each, and prints MB/s of each beside
 * the goal: the proxy costs under 15% of the direct throughput. Bounded: a fixed set of images.
 */
import { spawn } from "node:child_process";
import { Worker } from "node:worker_threads";
import { rankingBodySchema } from "@pxv/pixiv";
import { SANDBOX_SERVER_ACCOUNT } from "@pxv/sandbox";
import { loadConfig, startServer } from "@pxv/server";

const ROUNDS = 4;
const CONCURRENCY = 4;
const IMAGES = 24;
/** Goal: the proxy's throughput is at most this much below fetching the sandbox directly. */
const GOAL_MAX_OVERHEAD = 0.15;

/**
 * The download loop, in a worker thread: the client gets its own event loop, the sandbox runs in
 * its own process, so pxv's thread does only the proxying, as it would in production.
 */
const FETCH_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { performance } = require("node:perf_hooks");
const { urls, headers, concurrency, rounds } = workerData;
async function once() {
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
(async () => {
  await once();
  const started = performance.now();
  let bytes = 0;
  for (let round = 0; round < rounds; round++) bytes += await once();
  parentPort.postMessage({ bytes, ms: performance.now() - started });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

function download(urls: string[], headers: Record<string, string>): Promise<{ bytes: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(FETCH_WORKER, {
      eval: true,
      workerData: { urls, headers, concurrency: CONCURRENCY, rounds: ROUNDS },
    });
    worker.once("message", (result: { bytes: number; ms: number; error?: string }) => {
      if (result.error) reject(new Error(result.error));
      else resolve(result);
    });
    worker.once("error", reject);
  });
}

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

  const fromSandbox = await download(direct, { referer: "https://www.pixiv.net/" });
  const throughProxy = await download(proxied, {});
  const rate = (total: { bytes: number; ms: number }): number =>
    total.bytes / 1024 / 1024 / (total.ms / 1000);
  const overhead = 1 - rate(throughProxy) / rate(fromSandbox);
  const average = fromSandbox.bytes / ROUNDS / paths.length / 1024;
  console.log(
    `image proxy throughput, ${paths.length} originals (~${average.toFixed(0)} KiB each) × ${ROUNDS} rounds, ${CONCURRENCY} in flight, loopback, sandbox in its own process`,
  );
  console.log(`  direct : ${rate(fromSandbox).toFixed(1)} MB/s`);
  console.log(`  proxied: ${rate(throughProxy).toFixed(1)} MB/s`);
  console.log(
    `  overhead: ${(overhead * 100).toFixed(1)}% (goal < ${GOAL_MAX_OVERHEAD * 100}%) ${overhead < GOAL_MAX_OVERHEAD ? "✓ met" : "✗ not met"}`,
  );
} finally {
  await server.close();
  sandbox.stop();
}
