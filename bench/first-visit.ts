/**
 * Benchmark: a first visit to Home on a phone. Chromium (Debian's, through playwright-core) against a
 * real pxv server on the sandbox, under a phone profile set through CDP — 150 ms latency, 1.6 Mbit/s
 * down, 750 kbit/s up, 4× CPU slowdown — in a fresh browser context each run (nothing cached, no
 * service worker), 5 runs after one warm-up run (the sandbox draws each picture once). Printed: the
 * median time from navigation to the first 10 ranking pictures decoded on screen, the bytes received
 * by resource type up to then and until the network is idle, the JS+CSS in compressed bytes
 * (lib/first-visit.ts says how) and the import waves — beside the figures measured before issue 13's
 * change (BEFORE, same machine and bench).
 */
import { loadConfig, startServer } from "@pxv/server";
import { chromium, type Page } from "playwright-core";
import { describeFirstVisit, recordFirstVisit, type FirstVisitFigures } from "./lib/first-visit.js";
import { median } from "./lib/stats.js";

const RUNS = 5;
const IMAGES = 10;
const CHROMIUM = process.env["PXV_CHROMIUM"] ?? "/usr/bin/chromium";
/**
 * The window: wide enough for 10 of the ranking strip's pictures to be on screen (the strip renders
 * what is in view: nine at 1280 px, three on a phone, the rest on a swipe).
 */
const VIEWPORT = { width: 1920, height: 1080 };
/** A slow 3G/4G link. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** The network-idle wait after the pictures: Home keeps loading cards below the fold for a while. */
const IDLE_TIMEOUT_MS = 30_000;
const PAINT_TIMEOUT_MS = 90_000;

/**
 * Measured on the base commit of issue 13 (310d778, before the change) with this bench on the
 * development machine (2 shared cores), assets and API answers sent uncompressed: the JS+CSS figure
 * is the brotli estimate, the wire bytes are what was received.
 */
const BEFORE = {
  date: "2026-11-24",
  firstTenImagesMs: 15_207,
  jsCssKbBeforeFirstPicture: 261.9,
  jsCssKbUntilIdle: 262.9,
  waves: 5,
  files: 76,
  wireKbAtImages: "Script 903.8 KB, Image 488.4 KB, Fetch 478.3 KB, Stylesheet 61.3 KB, Document 4.8 KB",
} as const;

const server = await startServer(
  loadConfig({ ...process.env, PXV_PORT: "0", PXV_HOST: "127.0.0.1", PXV_LOG_LEVEL: "warn" }),
);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});

/** Milliseconds from navigation start until `count` pictures of Home's ranking card have decoded. */
function rankImagesDecoded(page: Page, count: number): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const check = (): void => {
          const images = [...document.querySelectorAll<HTMLImageElement>('[data-testid="home-rank"] img')];
          if (images.filter((image) => image.complete && image.naturalWidth > 0).length >= wanted) {
            resolve(performance.now());
          } else requestAnimationFrame(check);
        };
        check();
      }),
    count,
  );
}

interface Run {
  readonly ms: number;
  readonly figures: FirstVisitFigures;
  readonly wireAtImages: Readonly<Record<string, number>>;
}

async function firstVisit(): Promise<Run> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const recording = await recordFirstVisit(cdp);
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(`${server.url}/`, { waitUntil: "commit" });
  const ms = await Promise.race([
    rankImagesDecoded(page, IMAGES),
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => {
        reject(
          new Error(
            `${String(IMAGES)} ranking pictures were not decoded within ${String(PAINT_TIMEOUT_MS)} ms`,
          ),
        );
      }, PAINT_TIMEOUT_MS),
    ),
  ]);
  const wireAtImages = recording.finish().wireBytesByType;
  await page.waitForLoadState("networkidle", { timeout: IDLE_TIMEOUT_MS }).catch(() => undefined);
  const figures = recording.finish();
  await context.close();
  return { ms, figures, wireAtImages };
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const byType = (bytes: Readonly<Record<string, number>>): string =>
  Object.entries(bytes)
    .sort((a, b) => b[1] - a[1])
    .map(([type, count]) => `${type} ${kb(count)} KB`)
    .join(", ");

try {
  await firstVisit(); // warm-up: the sandbox draws each picture once
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await firstVisit());
  runs.sort((a, b) => a.ms - b.ms);
  const middle = runs[Math.floor(runs.length / 2)];
  if (middle === undefined) throw new Error("no runs");
  const early = median(runs.map((run) => run.figures.assetBytesBeforeFirstImage));
  const untilIdle = median(runs.map((run) => run.figures.assetBytes));
  console.log(
    `phone profile: ${String(NETWORK.latency)} ms latency, 1.6 Mbit/s down, ${String(CPU_SLOWDOWN)}× CPU slowdown, ${String(VIEWPORT.width)}×${String(VIEWPORT.height)} window, fresh context`,
  );
  console.log(
    `home: first ${String(IMAGES)} ranking images decoded ${middle.ms.toFixed(0)} ms after navigation (median of ${String(RUNS)}; runs ${runs.map((run) => run.ms.toFixed(0)).join(", ")} ms) · before (${BEFORE.date}): ${BEFORE.firstTenImagesMs.toFixed(0)} ms`,
  );
  console.log(
    `JS+CSS before the first card picture: ${kb(early)} KB, ${String(middle.figures.waves)} import wave(s); until idle: ${kb(untilIdle)} KB (medians) · before (${BEFORE.date}): ${BEFORE.jsCssKbBeforeFirstPicture.toFixed(1)} KB, ${String(BEFORE.waves)} waves; ${BEFORE.jsCssKbUntilIdle.toFixed(1)} KB in ${String(BEFORE.files)} files`,
  );
  console.log(describeFirstVisit(middle.figures));
  console.log(
    `received by type, up to the ${String(IMAGES)} pictures (median run): ${byType(middle.wireAtImages)}`,
  );
  console.log(`received by type, until idle (median run): ${byType(middle.figures.wireBytesByType)}`);
} finally {
  await browser.close();
  await server.close();
}
