/**
 * Benchmark: what the streaming image proxy costs. Fetches the same set of sandbox images directly
 * (with a pixiv Referer) and through pxv's `/-/*` proxy over loopback, sequentially and with a few
 * in flight, and prints the latency and throughput of each beside the goal. Bounded: a fixed number
 * of requests, loopback only.
 */
import { performance } from "node:perf_hooks";
import { rankingBodySchema } from "@pxv/pixiv";
import { loadConfig, startServer } from "@pxv/server";
import { median } from "./lib/stats.js";

const ROUNDS = 5;
const CONCURRENCY = 8;
/** Goal: the proxy adds at most this many milliseconds to a thumbnail's median latency on loopback. */
const GOAL_ADDED_MEDIAN_MS = 2;

async function timeFetches(urls: string[], headers: Record<string, string>): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < urls.length) {
      const url = urls[next++] ?? "";
      const started = performance.now();
      const response = await fetch(url, { headers });
      const bytes = await response.arrayBuffer();
      if (response.status !== 200 || bytes.byteLength === 0)
        throw new Error(`${url} answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return latencies;
}

const server = await startServer(loadConfig({ PXV_PORT: "0", PXV_LOG_LEVEL: "warn" }));
try {
  const sandbox = server.sandbox;
  if (!sandbox) throw new Error("the benchmark needs the sandbox upstream");
  const ranking = rankingBodySchema.parse(
    await (await fetch(`${server.url}/api/pixiv/rank?mode=day`)).json(),
  );
  const paths = ranking.illusts.map((illust) => new URL(illust.image_urls.medium).pathname);
  const direct = paths.map((path) => `${sandbox.urls.iPximg}${path}`);
  const proxied = paths.map((path) => `${server.url}/-${path}`);
  const referer = { referer: "https://www.pixiv.net/" };

  await timeFetches(direct, referer); // warm the sandbox's generated-image cache
  await timeFetches(proxied, {});
  const directTimes: number[] = [];
  const proxyTimes: number[] = [];
  const elapsedMs = { direct: 0, proxy: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    let t = performance.now();
    directTimes.push(...(await timeFetches(direct, referer)));
    elapsedMs.direct += performance.now() - t;
    t = performance.now();
    proxyTimes.push(...(await timeFetches(proxied, {})));
    elapsedMs.proxy += performance.now() - t;
  }
  const added = median(proxyTimes) - median(directTimes);
  const rate = (count: number, ms: number): string => `${((count / ms) * 1000).toFixed(0)} images/s`;
  console.log(
    `image proxy, ${paths.length} thumbnails × ${ROUNDS} rounds, ${CONCURRENCY} in flight, loopback`,
  );
  console.log(
    `  direct : median ${median(directTimes).toFixed(2)} ms, ${rate(directTimes.length, elapsedMs.direct)}`,
  );
  console.log(
    `  proxied: median ${median(proxyTimes).toFixed(2)} ms, ${rate(proxyTimes.length, elapsedMs.proxy)}`,
  );
  console.log(
    `  added median latency: ${added.toFixed(2)} ms (goal ≤ ${GOAL_ADDED_MEDIAN_MS} ms) ${added <= GOAL_ADDED_MEDIAN_MS ? "✓ met" : "✗ not met"}`,
  );
} finally {
  await server.close();
}
