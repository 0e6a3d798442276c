/**
 * Benchmark: cached `/api/pixiv/rank` pages against the same bytes served as a static file by the
 * same machine. pxv starts on the sandbox, five ranking pages are fetched once (so they are cached),
 * then a load generator in a worker thread (lib/http-load.ts) keeps a fixed number of keep-alive
 * connections busy for a fixed time against each target and prints requests/s and p99 latency
 * beside the goal: the cached API at least half the static rate. Fair on a shared machine: ROUNDS
 * rounds each load both targets back to back (static first, then the API first, alternately) and
 * the ratio is taken per round; printed are the median ratio with its range and the median rates
 * and latencies. Bounded: loopback only, a few seconds per target and round.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { loadConfig, startServer } from "@pxv/server";
import { httpLoad, requestRate as rate, type HttpLoadResult } from "./lib/http-load.js";

const PAGES = 5;
const CONNECTIONS = 16;
const DURATION_MS = 1500;
const ROUNDS = 6;
/** Goal: cached API answers at least this fraction of the static file rate. */
const GOAL_FRACTION_OF_STATIC = 0.5;

function load(urls: string[]): Promise<HttpLoadResult> {
  return httpLoad({ urls, connections: CONNECTIONS, durationMs: DURATION_MS });
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
  const rounds: { fromStatic: HttpLoadResult; fromApi: HttpLoadResult; ratio: number }[] = [];
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
  const summary = (pick: (round: (typeof rounds)[number]) => HttpLoadResult): string =>
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
