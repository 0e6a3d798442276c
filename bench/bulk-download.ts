/// <reference lib="dom" />
/**
 * Benchmark: a bulk download of about 500 pictures from the sandbox, as a person starts it — the
 * day ranking's "Download all", illustrations and manga with the smallest page limit that gives at
 * least PXV_BENCH_PICTURES pictures (default 500), queued into ZIP parts (200 MB, 3 files at a time) — against a real pxv server.
 * While the job runs, the page's JS heap is read every 250 ms (CDP Performance.getMetrics) and its
 * long tasks are recorded (PerformanceObserver, which reports only tasks of 50 ms or more).
 * Printed beside the goals: throughput (files/s, MB/s), peak JS heap and its growth from the first
 * to the last quarter of the job (goal: flat, < 200 MB), longest task (goal: < 50 ms). The ZIP
 * parts' entries are counted against the job.
 */
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { unzipSync } from "fflate";
import { loadConfig, startServer } from "@pxv/server";
import { chromium } from "playwright-core";
import { longTaskReport, mainThreadTasks, type TraceEvent } from "./lib/long-tasks.js";

const HEAP_GOAL_MB = 200;
const LONG_TASK_GOAL_MS = 50;
/** The job aims at this many pictures: the page limit grows until the list gives at least as many. */
const TARGET_PICTURES = Number(process.env["PXV_BENCH_PICTURES"] ?? 500);
/** PXV_BENCH_PROFILE=1 samples the page's JavaScript while the job runs and prints the top functions. */
const PROFILE = process.env["PXV_BENCH_PROFILE"] === "1";
/** PXV_BENCH_TRACE=<file> records a Chromium trace of the job and explains its long tasks (slows the page). */
const TRACE_FILE = process.env["PXV_BENCH_TRACE"] ?? null;
/**
 * PXV_BENCH_ENGINE=page runs the job on the in-page fallback (files zipped on the page's thread),
 * as a browser without the bulk worker's OPFS access would; default: the worker.
 */
const PAGE_ENGINE = process.env["PXV_BENCH_ENGINE"] === "page";
const TRACE_CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "v8",
  "v8.execute",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-v8.cpu_profiler",
];
/**
 * The most CPU time one main-thread task took, tracing's own start left out. On a busy machine a
 * task's wall-clock length also counts the time the renderer waited for a core; this does not.
 */
function longestOnCpu(events: readonly TraceEvent[]): number {
  const main = mainThreadTasks(events);
  if (main === null) return 0;
  const starts = main.onThread.filter((event) => event.name === "CpuProfiler::StartProfiling");
  const ownsStart = (task: TraceEvent): boolean =>
    starts.some((start) => start.ts >= task.ts && start.ts < task.ts + (task.dur ?? 0));
  return Math.max(0, ...main.tasks.filter((task) => !ownsStart(task)).map((task) => (task.tdur ?? 0) / 1000));
}

const CHROMIUM = process.env["PXV_CHROMIUM"] ?? "/usr/bin/chromium";

const server = await startServer(
  loadConfig({ ...process.env, PXV_PORT: "0", PXV_HOST: "127.0.0.1", PXV_LOG_LEVEL: "warn" }),
);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    localStorage.setItem("pxv-settings", JSON.stringify({ state: { language: "en", app: {} }, version: 2 }));
    localStorage.setItem(
      "pxv-bulk-settings",
      JSON.stringify({ output: "zip", partMb: 200, concurrency: 3, subfolders: "none", manifest: "json" }),
    );
    const tasks: number[] = [];
    (window as unknown as { pxvLongTasks: number[] }).pxvLongTasks = tasks;
    const starts: number[] = [];
    (window as unknown as { pxvLongTaskStarts: number[] }).pxvLongTaskStarts = starts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        tasks.push(entry.duration);
        starts.push(entry.startTime);
      }
    }).observe({ type: "longtask", buffered: true });
  });
  if (PAGE_ENGINE) {
    await context.addInitScript(() => {
      Object.defineProperty(navigator.storage, "getDirectory", { value: undefined });
    });
  }
  const page = await context.newPage();
  const parts: Promise<string | null>[] = [];
  page.on("download", (download) => parts.push(download.path()));

  await page.goto(`${server.url}/rank/daily`);
  await page.getByTestId("bulk-download").first().click();
  const summary = page.getByTestId("bulk-summary");
  await summary.waitFor({ timeout: 120_000 });
  for (const type of ["ugoira", "novel"]) await page.getByTestId(`bulk-type-${type}`).uncheck();
  let files = 0;
  for (let maxPages = 1; maxPages <= 100 && files < TARGET_PICTURES; maxPages += 1) {
    await page.getByTestId("bulk-max-pages").fill(String(maxPages));
    files = Number(await summary.getAttribute("data-files"));
  }
  const works = Number(await summary.getAttribute("data-works"));

  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  const heap: number[] = [];
  const sampling = { on: true };
  const sampler = (async () => {
    while (sampling.on) {
      const { metrics } = await cdp.send("Performance.getMetrics");
      const used = metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? 0;
      heap.push(used / 1024 / 1024);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const queuedAt = await page.evaluate(() => {
    (window as unknown as { pxvLongTasks: number[] }).pxvLongTasks.length = 0;
    (window as unknown as { pxvLongTaskStarts: number[] }).pxvLongTaskStarts.length = 0;
    return performance.now();
  });
  if (PROFILE) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.start");
  }
  if (TRACE_FILE !== null) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const started = performance.now();
  await page.getByTestId("bulk-queue").click();
  const job = page.getByTestId("bulk-job").first();
  await job.waitFor();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="bulk-job"]')?.getAttribute("data-state") === "done",
    undefined,
    { timeout: 30 * 60_000, polling: 500 },
  );
  const seconds = (performance.now() - started) / 1000;
  if (PROFILE) {
    const { profile } = await cdp.send("Profiler.stop");
    const self = new Map<string, number>();
    const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples?.length ?? 1) / 1000;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    for (const id of profile.samples ?? []) {
      const frame = byId.get(id)?.callFrame;
      const name = `${frame?.functionName || "(anonymous)"} ${frame?.url.split("/").pop() ?? ""}:${String(frame?.lineNumber ?? 0)}`;
      self.set(name, (self.get(name) ?? 0) + interval);
    }
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log("profile (self time, ms):");
    for (const [name, ms] of top) console.log(`  ${ms.toFixed(0).padStart(7)}  ${name}`);
  }
  if (TRACE_FILE !== null) {
    const trace = await browser.stopTracing();
    await writeFile(TRACE_FILE, trace);
    const { traceEvents } = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] };
    console.log(`trace written to ${TRACE_FILE} (the figures below are slowed by tracing)`);
    const report = { minMs: LONG_TASK_GOAL_MS, count: 4, top: 8, appUrl: "/assets/" };
    for (const line of longTaskReport(traceEvents, report)) console.log(line);
    console.log(`longest main-thread task on the CPU: ${longestOnCpu(traceEvents).toFixed(1)} ms`);
  }
  sampling.on = false;
  await sampler;
  const longTasks = await page.evaluate(() => (window as unknown as { pxvLongTasks: number[] }).pxvLongTasks);
  const longStarts = await page.evaluate(
    () => (window as unknown as { pxvLongTaskStarts: number[] }).pxvLongTaskStarts,
  );
  const doneText = (await job.getByTestId("bulk-job-files").textContent()) ?? "";

  let entries = 0;
  let bytes = 0;
  for (const path of await Promise.all(parts)) {
    if (path === null) continue;
    const zip = readFileSync(path);
    bytes += zip.byteLength;
    entries += Object.keys(unzipSync(zip)).filter((name) => name !== "manifest.json").length;
  }

  const peak = Math.max(...heap);
  const quarter = Math.max(1, Math.floor(heap.length / 4));
  const mean = (values: number[]) =>
    values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const firstQuarter = mean(heap.slice(0, quarter));
  const lastQuarter = mean(heap.slice(-quarter));
  const longest = Math.max(0, ...longTasks);
  const mark = (ok: boolean) => (ok ? "met" : "NOT met");

  console.log(
    `job: ${String(works)} works, ${String(files)} pictures queued (${PAGE_ENGINE ? "in-page ZIP fallback" : "bulk worker"}); panel shows "${doneText}"`,
  );
  console.log(
    `ZIP parts: ${String(parts.length)}, ${String(entries)} entries, ${(bytes / 1024 / 1024).toFixed(1)} MB`,
  );
  console.log(
    `throughput: ${(files / seconds).toFixed(1)} files/s, ${(bytes / 1024 / 1024 / seconds).toFixed(2)} MB/s (${seconds.toFixed(1)} s)`,
  );
  console.log(
    `peak JS heap: ${peak.toFixed(1)} MB (goal < ${String(HEAP_GOAL_MB)} MB: ${mark(peak < HEAP_GOAL_MB)}); first quarter ${firstQuarter.toFixed(1)} MB, last quarter ${lastQuarter.toFixed(1)} MB (goal flat)`,
  );
  const longestText = longTasks.length === 0 ? `none ≥ ${String(LONG_TASK_GOAL_MS)}` : longest.toFixed(0);
  console.log(
    `longest task: ${longestText} ms (goal < ${String(LONG_TASK_GOAL_MS)} ms: ${mark(longest < LONG_TASK_GOAL_MS)}); ${String(longTasks.filter((ms) => ms >= LONG_TASK_GOAL_MS).length)} tasks ≥ ${String(LONG_TASK_GOAL_MS)} ms`,
  );
  const worst = longTasks
    .map((ms, index) => ({ ms, at: ((longStarts[index] ?? 0) - queuedAt) / 1000 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  console.log(
    `longest tasks: ${worst.map((task) => `${task.ms.toFixed(0)} ms at ${task.at.toFixed(1)} s`).join(", ")}`,
  );
  if (entries !== files)
    console.log(`MISMATCH: ${String(files)} pictures queued, ${String(entries)} in the parts`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
