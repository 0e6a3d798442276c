/**
 * Benchmark: picture translation's OCR in Chromium (Debian's, through playwright-core) against a real
 * pxv server on the sandbox, on the sandbox's two-page manga (850×1200 pages with Japanese text).
 * Printed: the bytes the first use fetches (the OCR client, its worker and the files it loads:
 * script, WASM core, Japanese data — as sent, compressed where the server compresses), the time of
 * that first page (files fetched, engine started), then, with the files in the service worker's
 * cache, the time per page in a new page's first use (engine started from the cache) and with the
 * engine running, beside the goal (≤ 5 s a page); and what a person gets: "Translate pictures"
 * pressed on the artwork page until every page's translation is drawn (OCR, the instance's
 * translation service, the overlay), per page, with the files cached and nothing translated before.
 * Runs PXV_BENCH_RUNS times (default 3).
 * Run after `npm run build` (reads the web build's manifest for the OCR client's module).
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { startBenchStack } from "./lib/bench-stack.js";
import { median } from "./lib/stats.js";

const RUNS = Number(process.env["PXV_BENCH_RUNS"] ?? 3);
const GOAL_MS_PER_PAGE = 5000;
const MANGA_ID = 9_500_301;
const MANIFEST = new URL("../../apps/web/dist/.vite/manifest.json", import.meta.url);

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("PXV_BENCH_RUNS must be a whole number ≥ 1");

const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, { file: string }>;
const clientEntry = manifest["src/features/picture-translation/picture-ocr.ts"];
if (clientEntry === undefined) throw new Error("the web build has no picture OCR entry: run `npm run build`");
const CLIENT_MODULE = `/${clientEntry.file}`;

const stack = await startBenchStack("picture-ocr");

/** Opens the manga and waits until the service worker controls the page; returns its pictures. */
async function openManga(page: Page): Promise<string[]> {
  await page.goto(`${stack.server.url}/artworks/${String(MANGA_ID)}`);
  await page.getByTestId("artwork-image").first().waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller === null) {
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener("controllerchange", resolve);
      });
    }
  });
  return page
    .getByTestId("artwork-image")
    .evaluateAll((images) => images.map((element) => (element as HTMLImageElement).src));
}

/** Reads one picture in the page's OCR worker; returns the milliseconds and the regions found. */
async function timeRead(page: Page, picture: string): Promise<{ ms: number; regions: number }> {
  return page.evaluate(
    async ({ module, url }) => {
      const ocr = (await import(module)) as {
        recognisePicture: (url: string) => Promise<{ regions: readonly unknown[] }>;
      };
      const start = performance.now();
      const read = await ocr.recognisePicture(url);
      return { ms: performance.now() - start, regions: read.regions.length };
    },
    { module: CLIENT_MODULE, url: picture },
  );
}

/** The app's IndexedDB database and its table of kept picture translations (apps/web/src/storage). */
const LOCAL_DB = "pxv";
const TRANSLATIONS_TABLE = "pictureTranslations";

/**
 * Presses "Translate pictures" on the open manga, its kept translations removed first, and waits
 * until every page's translation is drawn; returns the milliseconds.
 */
async function timeTranslate(page: Page, pages: number): Promise<number> {
  await page.evaluate(
    ({ name, table }) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => {
          reject(new Error("the app's database did not open"));
        };
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains(table)) {
            db.close();
            resolve();
            return;
          }
          const clearing = db.transaction(table, "readwrite").objectStore(table).clear();
          clearing.onsuccess = () => {
            db.close();
            resolve();
          };
          clearing.onerror = () => {
            reject(new Error("the kept translations were not removed"));
          };
        };
      }),
    { name: LOCAL_DB, table: TRANSLATIONS_TABLE },
  );
  await page.reload();
  await page.getByTestId("artwork-image").first().waitFor();
  const start = Date.now();
  await page.getByTestId("translate-pictures").click();
  await page.waitForFunction(
    (count) =>
      document.querySelector("[data-testid=picture-translation-status][data-running=false]") !== null &&
      document.querySelectorAll("[data-testid=picture-translation-overlay]").length === count,
    pages,
    { timeout: 120_000 },
  );
  return Date.now() - start;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

try {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const fetched: Promise<{ file: string; bytes: number }>[] = [];
  context.on("requestfinished", (request) => {
    const path = new URL(request.url()).pathname;
    if (!/\/assets\/(ocr-|picture-ocr-)/.test(path)) return;
    fetched.push(
      request.sizes().then((sizes) => ({ file: path.replace(/^.*\//, ""), bytes: sizes.responseBodySize })),
    );
  });
  const first = await context.newPage();
  const pictures = await openManga(first);
  const cold = await timeRead(first, pictures[0] ?? "");
  // A file can show up more than once (the service worker's own fetch, then its answer to the page,
  // which has no size; Tesseract's two workers each importing the script): each file counts once.
  const sizes = new Map<string, number>();
  for (const { file, bytes } of await Promise.all(fetched))
    sizes.set(file, Math.max(bytes, sizes.get(file) ?? 0));
  const fetchedBytes = [...sizes.values()].reduce((total, bytes) => total + bytes, 0);
  const fetchedFiles = [...sizes].map(([file, bytes]) => `${file} ${(bytes / 1024).toFixed(0)} KB`);
  console.log(`picture OCR, ${String(pictures.length)} pages of 850×1200, ${String(RUNS)} runs`);
  console.log(`first use: ${seconds(cold.ms)} for page 1 (${String(cold.regions)} regions), files fetched:`);
  console.log(`  ${fetchedFiles.sort().join(", ")}`);
  console.log(`  model and code bytes fetched on first use: ${(fetchedBytes / 1024 / 1024).toFixed(2)} MB`);
  await first.close();

  const starts: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await context.newPage();
    await openManga(page);
    const started = await timeRead(page, pictures[0] ?? "");
    starts.push(started.ms);
    for (const picture of pictures) warm.push((await timeRead(page, picture)).ms);
    await page.close();
  }
  const translated: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await context.newPage();
    await openManga(page);
    translated.push((await timeTranslate(page, pictures.length)) / pictures.length);
    await page.close();
  }
  await context.close();
  const startMs = median(starts);
  const warmMs = median(warm);
  const verdict = (ms: number): string => (ms <= GOAL_MS_PER_PAGE ? "✓" : "✗");
  console.log(
    `cached files, new page (engine starts): ${seconds(startMs)} a page (median; goal ≤ ${seconds(GOAL_MS_PER_PAGE)}) ${verdict(startMs)}`,
  );
  console.log(
    `cached files, engine running: ${seconds(warmMs)} a page (median of ${String(warm.length)}; goal ≤ ${seconds(GOAL_MS_PER_PAGE)}) ${verdict(warmMs)}`,
  );
  const translatedMs = median(translated);
  console.log(
    `"Translate pictures" until drawn (OCR, service, overlay), new page: ${seconds(translatedMs)} a page (median; goal ≤ ${seconds(GOAL_MS_PER_PAGE)}) ${verdict(translatedMs)}`,
  );
} finally {
  await stack.stop();
}
