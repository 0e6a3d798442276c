/**
 * Benchmark for two of the server's load rules (issue 23, items 3 and 4):
 *
 * 1. A cached `/api/pixiv/rank` answer from Redis against the same answer from the in-process
 *    cache: three pxv instances (memory cache; Redis with its in-process copy; Redis with that copy
 *    too small to hold an answer, so every hit reads Redis), each cached once, then loaded by 300
 *    keep-alive connections (a browser's Accept-Encoding) in rounds whose order rotates. Printed:
 *    requests/s, p50 and p99 of each (medians over rounds) and the Redis hit's rate over the memory
 *    hit's beside the goal, at least half.
 * 2. Another client's uncached ranking while one address floods: the sandbox answers work details
 *    slowly, one address (127.0.0.1) keeps 64 detail requests in flight (the per-client cap), and
 *    another (127.0.0.2) asks for rankings nobody asked for before. Printed: that client's p50 and
 *    p99 with the per-client upstream share off (every request in one queue, as before) and on,
 *    beside the goal, p99 under 1 s.
 *
 * Bounded: loopback only, a few seconds per run.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { loadConfig, startServer, type RunningServer } from "@pxv/server";
import { httpLoad, requestRate, startHttpLoad, type HttpLoadResult } from "./lib/http-load.js";
import { startBenchRedis } from "./lib/redis-server.js";
import { median } from "./lib/stats.js";

const HIT_CONNECTIONS = 300;
const HIT_DURATION_MS = 2000;
const HIT_ROUNDS = 3;
const RANKING = "/api/pixiv/rank?mode=day&date=2025-02-04";
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };
/** Goal: a Redis hit serves at least this fraction of a memory hit's requests per second. */
const GOAL_REDIS_FRACTION = 0.5;

const FLOOD_CONNECTIONS = 64;
const FLOOD_LATENCY_MS = 1500;
const OTHER_CONNECTIONS = 2;
const OTHER_DURATION_MS = 4000;
/** Goal: the other client's uncached ranking, p99 below this. */
const GOAL_OTHER_P99_MS = 1000;

/** Every limit off but those under test: the load comes from one or two addresses. */
const BASE_SETTINGS = {
  PXV_PORT: "0",
  PXV_LOG_LEVEL: "error",
  PXV_RATE_LIMIT_PER_MINUTE: "0",
  PXV_CLIENT_CONCURRENCY: "0",
  PXV_UPSTREAM_CONCURRENCY: "0",
  PXV_CONNECTIONS_PER_ADDRESS: "0",
  PXV_SHUTDOWN_DRAIN_SECONDS: "0.1",
};

const ms = (value: number): string => `${value.toFixed(1)} ms`;

async function cachedHits(): Promise<void> {
  const redis = await startBenchRedis();
  const targets: { name: string; server: RunningServer }[] = [];
  try {
    for (const [name, settings] of [
      ["memory hit", {}],
      ["Redis hit", { REDIS_URL: redis.url }],
      // Too small for one answer: every hit is read from Redis (what a Redis hit cost before).
      ["Redis read on every hit", { REDIS_URL: redis.url, PXV_CACHE_MAX_MB: "0.001" }],
    ] as const) {
      const server = await startServer(loadConfig({ ...BASE_SETTINGS, ...settings }));
      targets.push({ name, server });
      await (await fetch(`${server.url}${RANKING}`, { headers: BROWSER_HEADERS })).arrayBuffer();
      const check = await fetch(`${server.url}${RANKING}`, { headers: BROWSER_HEADERS });
      await check.arrayBuffer();
      if (check.headers.get("x-cache") !== "HIT") throw new Error(`${name}: the ranking is not cached`);
    }
    const runs = new Map<string, HttpLoadResult[]>(targets.map(({ name }) => [name, []]));
    const load = (server: RunningServer) =>
      httpLoad({
        urls: [`${server.url}${RANKING}`],
        connections: HIT_CONNECTIONS,
        durationMs: HIT_DURATION_MS,
        headers: BROWSER_HEADERS,
      });
    for (const { server } of targets) await load(server); // warm-up (JIT, sockets)
    for (let round = 0; round < HIT_ROUNDS; round++) {
      for (let index = 0; index < targets.length; index++) {
        const target = targets[(index + round) % targets.length];
        if (target) runs.get(target.name)?.push(await load(target.server));
      }
    }
    const size = (await (await fetch(`${targets[0]?.server.url ?? ""}${RANKING}`)).arrayBuffer()).byteLength;
    console.log(
      `cached ${RANKING} (${(size / 1024).toFixed(0)} KiB as JSON, sent compressed), ${String(HIT_CONNECTIONS)} connections, ` +
        `${String(HIT_ROUNDS)} rounds of ${String(HIT_DURATION_MS / 1000)} s per target (order rotating), loopback`,
    );
    const rateOf = (name: string): number => median((runs.get(name) ?? []).map(requestRate));
    for (const { name } of targets) {
      const results = runs.get(name) ?? [];
      const errors = results.reduce((sum, result) => sum + result.errors, 0);
      console.log(
        `  ${name.padEnd(24)}: ${rateOf(name).toFixed(0)} requests/s, p50 ${ms(median(results.map((r) => r.p50)))}, ` +
          `p99 ${ms(median(results.map((r) => r.p99)))}${errors > 0 ? `, ${String(errors)} errors` : ""}`,
      );
    }
    const fraction = rateOf("Redis hit") / rateOf("memory hit");
    console.log(
      `  Redis hit / memory hit: ${(fraction * 100).toFixed(0)}% of the requests/s ` +
        `(goal ≥ ${String(GOAL_REDIS_FRACTION * 100)}%) ${fraction >= GOAL_REDIS_FRACTION ? "✓ met" : "✗ not met"}`,
    );
  } finally {
    for (const { server } of targets) await server.close();
    await redis.stop();
  }
}

/** Uncached paths: `count` rankings of days nobody asked for, or work details. */
const rankingPaths = (count: number): string[] =>
  Array.from({ length: count }, (_unused, index) => {
    const day = new Date(Date.UTC(2024, 11, 31) - index * 86_400_000).toISOString().slice(0, 10);
    return `/api/pixiv/rank?mode=day&date=${day}`;
  });
const detailPaths = (count: number): string[] =>
  Array.from({ length: count }, (_unused, index) => `/api/pixiv/illust?id=${String(117_000_000 + index)}`);

async function otherClientUnderFlood(settings: Record<string, string>): Promise<HttpLoadResult> {
  const server = await startServer(
    loadConfig({ ...BASE_SETTINGS, PXV_CLIENT_CONCURRENCY: "64", ...settings }),
  );
  try {
    server.sandbox?.faults.set(`latency=${String(FLOOD_LATENCY_MS)} /v1/illust/detail host=appApi`);
    const flood = startHttpLoad({
      urls: detailPaths(2000).map((path) => `${server.url}${path}`),
      connections: FLOOD_CONNECTIONS,
      durationMs: 60_000,
      localAddress: "127.0.0.1",
    });
    // Let the flood fill what it may of the upstream pool before the other client comes.
    await sleep(FLOOD_LATENCY_MS / 2);
    const other = await httpLoad({
      urls: rankingPaths(2000).map((path) => `${server.url}${path}`),
      connections: OTHER_CONNECTIONS,
      durationMs: OTHER_DURATION_MS,
      localAddress: "127.0.0.2",
    });
    await flood.stop();
    return other;
  } finally {
    await server.close();
  }
}

async function fairness(): Promise<void> {
  console.log(
    `\nanother client's uncached ranking (127.0.0.2, ${String(OTHER_CONNECTIONS)} connections, ${String(OTHER_DURATION_MS / 1000)} s) ` +
      `while 127.0.0.1 keeps ${String(FLOOD_CONNECTIONS)} work details in flight, each answered by the sandbox after ${String(FLOOD_LATENCY_MS)} ms`,
  );
  for (const [label, settings] of [
    ["per-client upstream share off", { PXV_CLIENT_UPSTREAM_SHARE: "0" }],
    ["per-client upstream share (default)", {}],
  ] as const) {
    const result = await otherClientUnderFlood(settings);
    const met = result.p99 < GOAL_OTHER_P99_MS && result.errors === 0;
    console.log(
      `  ${label.padEnd(38)}: ${String(result.requests)} rankings, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}` +
        `${result.errors > 0 ? `, ${String(result.errors)} errors` : ""} ` +
        `(goal: p99 < ${String(GOAL_OTHER_P99_MS)} ms) ${met ? "✓ met" : "✗ not met"}`,
    );
  }
}

await cachedHits();
await fairness();
