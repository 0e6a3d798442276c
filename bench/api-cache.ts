/**
 * Benchmark: cached `/api/pixiv/rank` pages against the same bytes served as a static file by the
 * same machine. pxv starts on the sandbox, five ranking pages are fetched once (so they are cached),
 * then a load generator in a worker thread (its own event loop) keeps a fixed number of keep-alive
 * connections busy for a fixed time against each target and prints requests/s and p99 latency
 * beside the goal: the cached API at least half the static rate. Fair on a shared machine: ROUNDS
 * rounds each load both targets back to back (static first, then the API first, alternately) and
 * the ratio is taken per round; printed are the median ratio with its range and the median rates
 * and latencies. Bounded: loopback only, a few seconds per target and round.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { loadConfig, startServer } from "@pxv/server";

const PAGES = 5;
const CONNECTIONS = 16;
const DURATION_MS = 1500;
const ROUNDS = 6;
/** Goal: cached API answers at least this fraction of the static file rate. */
const GOAL_FRACTION_OF_STATIC = 0.5;

interface LoadResult {
  requests: number;
  errors: number;
  elapsedMs: number;
  p50: number;
  p99: number;
}

/** The load loop, run in a worker thread so the generator does not share the server's event loop. */
const LOAD_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { performance } = require("node:perf_hooks");
const { urls, connections, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let errors = 0;
let next = 0;
const started = performance.now();
const deadline = started + durationMs;
function one() {
  return new Promise((resolve) => {
    const url = urls[next++ % urls.length];
    const t = performance.now();
    http.get(url, { agent }, (response) => {
      response.on("data", () => {});
      response.on("end", () => {
        if (response.statusCode !== 200) errors++;
        latencies.push(performance.now() - t);
        resolve();
      });
    }).on("error", () => { errors++; resolve(); });
  });
}
async function loop() { while (performance.now() < deadline) await one(); }
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  const elapsedMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] || 0;
  agent.destroy();
  parentPort.postMessage({ requests: latencies.length, errors, elapsedMs, p50: at(0.5), p99: at(0.99) });
});
`;

function load(urls: string[]): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, {
      eval: true,
      workerData: { urls, connections: CONNECTIONS, durationMs: DURATION_MS },
    });
    worker.once("message", (result: LoadResult) => {
      resolve(result);
    });
    worker.once("error", reject);
  });
}

const server = await startServer(
  loadConfig({ PXV_PORT: "0", PXV_LOG_LEVEL: "warn", PXV_RATE_LIMIT_PER_MINUTE: "0" }),
);
const staticDirectory = mkdtempSync(join(tmpdir(), "pxv-bench-"));
const staticServer = Fastify();
try {
  const apiUrls: string[] = [];
  const staticPaths: string[] = [];
  for (let page = 1; page <= PAGES; page++) {
    const url = `${server.url}/api/pixiv/rank?mode=day&date=2025-02-04&page=${page}`;
    const body = await (await fetch(url)).text();
    writeFileSync(join(staticDirectory, `rank-${page}.json`), body);
    apiUrls.push(url);
    staticPaths.push(`/rank-${page}.json`);
  }
  const check = await fetch(apiUrls[0] ?? "");
  if (check.headers.get("x-cache") !== "HIT") throw new Error("the ranking pages are not cached");
  await staticServer.register(fastifyStatic, { root: staticDirectory });
  await staticServer.listen({ host: "127.0.0.1", port: 0 });
  const address = staticServer.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const staticUrls = staticPaths.map((path) => `http://127.0.0.1:${port}${path}`);

  await load(staticUrls.slice(0, 1)); // warm both paths (JIT, sockets)
  await load(apiUrls.slice(0, 1));
  const rate = (result: LoadResult): number => (result.requests / result.elapsedMs) * 1000;
  const rounds: { fromStatic: LoadResult; fromApi: LoadResult; ratio: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const staticFirst = round % 2 === 0;
    const first = await load(staticFirst ? staticUrls : apiUrls);
    const second = await load(staticFirst ? apiUrls : staticUrls);
    const [fromStatic, fromApi] = staticFirst ? [first, second] : [second, first];
    rounds.push({ fromStatic, fromApi, ratio: rate(fromApi) / rate(fromStatic) });
  }
  const middle = (values: number[]): number => {
    const sorted = [...values].sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[half] ?? 0) : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2;
  };
  const summary = (pick: (round: (typeof rounds)[number]) => LoadResult): string =>
    `${middle(rounds.map((round) => rate(pick(round)))).toFixed(0)} requests/s, ` +
    `p50 ${middle(rounds.map((round) => pick(round).p50)).toFixed(2)} ms, ` +
    `p99 ${middle(rounds.map((round) => pick(round).p99)).toFixed(2)} ms (medians over rounds)` +
    (rounds.some((round) => pick(round).errors > 0) ? ", with errors" : "");
  const ratios = rounds.map((round) => round.ratio);
  const ratio = middle(ratios);
  const bytes = (await (await fetch(apiUrls[0] ?? "")).arrayBuffer()).byteLength;
  console.log(
    `cached /api/pixiv/rank vs static file, ${PAGES} pages of ~${(bytes / 1024).toFixed(0)} KiB, ${CONNECTIONS} connections, ` +
      `${ROUNDS} rounds of ${DURATION_MS / 1000} s per target (order alternating), loopback`,
  );
  console.log(`  static file (@fastify/static): ${summary((round) => round.fromStatic)}`);
  console.log(`  cached API                   : ${summary((round) => round.fromApi)}`);
  console.log(
    `  API rate / static rate: ${(ratio * 100).toFixed(0)}% median of per-round ratios ` +
      `(range ${(Math.min(...ratios) * 100).toFixed(0)}–${(Math.max(...ratios) * 100).toFixed(0)}%) ` +
      `(goal ≥ ${GOAL_FRACTION_OF_STATIC * 100}%) ${ratio >= GOAL_FRACTION_OF_STATIC ? "✓ met" : "✗ not met"}`,
  );
} finally {
  await staticServer.close();
  await server.close();
}
