/**
 * Benchmark: what checking pixiv's answer against its schema costs the server on a cache miss (it is
 * never done on a hit). pxv starts on the sandbox, a ranking page (30 works) is fetched once, then
 * `rankingBodySchema.safeParse` runs on it many times (after a warm-up) and the median time of one
 * check is printed, with JSON.parse of the same bytes beside it, and the goal: a check well under the
 * time of one upstream call (under 5 ms). The same for pixiv's own captured ranking page.
 */
import { readFileSync } from "node:fs";
import { rankingBodySchema } from "@pxv/pixiv";
import { loadConfig, startServer } from "@pxv/server";

const WARM_UP = 50;
const RUNS = 300;
const GOAL_MS = 5;

function medianMs(task: () => unknown): number {
  for (let i = 0; i < WARM_UP; i++) task();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    task();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const server = await startServer(
  loadConfig({ PXV_PORT: "0", PXV_LOG_LEVEL: "warn", PXV_RATE_LIMIT_PER_MINUTE: "0" }),
);
function measure(what: string, text: string): void {
  const data: unknown = JSON.parse(text);
  if (!rankingBodySchema.safeParse(data).success) throw new Error(`${what} does not parse`);
  const check = medianMs(() => rankingBodySchema.safeParse(data));
  const parse = medianMs(() => JSON.parse(text));
  console.log(`${what}: ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`);
  console.log(`  schema check (median of ${RUNS}): ${check.toFixed(3)} ms  (goal < ${GOAL_MS} ms)`);
  console.log(`  JSON.parse of the same bytes:    ${parse.toFixed(3)} ms`);
}

const CAPTURED = new URL(
  "../../packages/pixiv/test-data/pixiv-captured/app-api.illust_ranking.json",
  import.meta.url,
);
try {
  measure(
    "sandbox ranking",
    await (await fetch(`${server.url}/api/pixiv/rank?mode=day`)).text(),
  );
  measure("pixiv's captured ranking", JSON.stringify(JSON.parse(readFileSync(CAPTURED, "utf8"))));
} finally {
  await server.close();
}
