/**
 * Benchmark: how long the server takes to make an ugoira's animated AVIF (`/api/ugoira/{id}.avif`,
 * the isUgoiraAvifSrc setting's image, made on the first request) beside the MP4 of the same frames
 * (`.mp4`, the conversion pxv already serves on request), for the first ugoira works of the
 * sandbox's daily ranking (their 1920×1080 zips) and the 120-frame fixture work; then the cached
 * answer. Each zip is fetched once beforehand so both conversions start from a warm image host.
 * Goals: the AVIF takes at most 1.5× the MP4's time in total; a cached AVIF answers in ≤ 10 ms
 * (median, loopback).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { highResolutionZipUrl, rankingBodySchema } from "@pxv/pixiv";
import { loadConfig, startServer } from "@pxv/server";
import { median } from "./lib/stats.js";

const WORKS = 3;
/** The sandbox's hand-written 120-frame ugoira (packages/sandbox/README.md). */
const MANY_FRAMES_WORK = 9500101;
const CACHED_ROUNDS = 20;
const GOAL_RATIO = 1.5;
const GOAL_CACHED_MS = 10;

interface Metadata {
  ugoira_metadata: { zip_urls: { medium: string }; frames: { delay: number }[] };
}

async function timed(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${String(response.status)}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

const cacheDir = mkdtempSync(join(tmpdir(), "pxv-bench-ugoira-avif-"));
const server = await startServer(
  loadConfig({ PXV_PORT: "0", PXV_LOG_LEVEL: "warn", PXV_UGOIRA_CACHE_DIR: cacheDir }),
);
try {
  const sandbox = server.sandbox;
  if (!sandbox) throw new Error("the benchmark needs the sandbox upstream");
  const ranking = rankingBodySchema.parse(
    await (await fetch(`${server.url}/api/pixiv/rank?mode=day`)).json(),
  );
  const ugoiras = ranking.illusts.filter((illust) => illust.type === "ugoira").slice(0, WORKS);
  const works = [
    ...ugoiras.map((illust) => ({ id: illust.id, size: `${String(illust.width)}×${String(illust.height)}` })),
    { id: MANY_FRAMES_WORK, size: "320×240" },
  ];

  console.log("server-side ugoira conversion, cold (first request), sandbox zips, loopback");
  const totals = { avif: 0, mp4: 0 };
  for (const work of works) {
    const metadata = (await (
      await fetch(`${server.url}/api/pixiv/ugoira_metadata?id=${String(work.id)}`)
    ).json()) as Metadata;
    const zipPath = new URL(highResolutionZipUrl(metadata.ugoira_metadata.zip_urls.medium)).pathname;
    await fetch(`${sandbox.urls.iPximg}${zipPath}`, { headers: { referer: "https://www.pixiv.net/" } }).then(
      (response) => response.arrayBuffer(),
    );
    const avif = await timed(`${server.url}/api/ugoira/${String(work.id)}.avif`);
    const mp4 = await timed(`${server.url}/api/ugoira/${String(work.id)}.mp4`);
    totals.avif += avif.ms;
    totals.mp4 += mp4.ms;
    const frames = metadata.ugoira_metadata.frames.length;
    console.log(
      `  work ${String(work.id)} (${String(frames)} frames, ${work.size}): AVIF ${(avif.ms / 1000).toFixed(2)} s ` +
        `(${(avif.bytes / 1024).toFixed(0)} KiB), MP4 ${(mp4.ms / 1000).toFixed(2)} s (${(mp4.bytes / 1024).toFixed(0)} KiB)`,
    );
  }
  const ratio = totals.avif / totals.mp4;
  console.log(
    `  AVIF / MP4 time: ${ratio.toFixed(2)}× (goal ≤ ${String(GOAL_RATIO)}×) ${ratio <= GOAL_RATIO ? "✓ met" : "✗ not met"}`,
  );

  const first = works[0];
  if (first === undefined) throw new Error("the sandbox ranking has no ugoira");
  const cached: number[] = [];
  for (let round = 0; round < CACHED_ROUNDS; round++) {
    cached.push((await timed(`${server.url}/api/ugoira/${String(first.id)}.avif`)).ms);
  }
  const cachedMedian = median(cached);
  console.log(
    `  cached AVIF: median ${cachedMedian.toFixed(2)} ms over ${String(CACHED_ROUNDS)} (goal ≤ ${String(GOAL_CACHED_MS)} ms) ${cachedMedian <= GOAL_CACHED_MS ? "✓ met" : "✗ not met"}`,
  );
} finally {
  await server.close();
  rmSync(cacheDir, { recursive: true, force: true });
}
