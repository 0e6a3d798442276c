// Picture OCR in the browser (picture translation's foundation): on the sandbox's two-page manga the
// OCR worker reads each page's Japanese text, vertical and horizontal, loading its script, WASM core
// and language data from pxv's own origin only (no request leaves it), on first use only (nothing of
// it before), and the service worker keeps those files once fetched; the first visit loads none of it.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";

const MANGA_ID = 9_500_301;
const MANIFEST = new URL("../../apps/web/dist/.vite/manifest.json", import.meta.url);
/** The truth of the manga's pages (packages/sandbox/src/catalogue/text-pages.ts), as read. */
const PAGE_TEXTS = [
  [
    "ある晴れた日の午後",
    "今日は本当にいい天気だね",
    "そうだね散歩しよう",
    "駅前の公園",
    "どこへ行くの",
    "森の方へ",
  ],
  ["川の近くに新しい店ができたんだ", "楽しみだな", "本当にありがとう", "次回に続く"],
];

/** The built OCR client's module path (an entry of the build: src/features/picture-translation). */
function pictureOcrModule(): string {
  const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, { file: string }>;
  const entry = manifest["src/features/picture-translation/picture-ocr.ts"];
  if (entry === undefined) throw new Error("the build has no picture OCR entry");
  return `/${entry.file}`;
}

interface Read {
  readonly width: number;
  readonly height: number;
  readonly regions: readonly { readonly text: string; readonly vertical: boolean }[];
}

async function recognise(page: Page, url: string): Promise<Read> {
  return page.evaluate(
    async ({ module, picture }) => {
      const ocr = (await import(module)) as { recognisePicture: (url: string) => Promise<Read> };
      const read = await ocr.recognisePicture(picture);
      return { width: read.width, height: read.height, regions: read.regions };
    },
    { module: pictureOcrModule(), picture: url },
  );
}

test("the OCR worker reads the manga's pages with files from pxv's own origin only, cached after first use", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "").origin;
  const requests: string[] = [];
  context.on("request", (request) => requests.push(request.url()));

  await page.goto(`/artworks/${String(MANGA_ID)}`);
  const image = page.getByTestId("artwork-image").first();
  await expect(image).toBeVisible();
  const pictures = await page
    .getByTestId("artwork-image")
    .evaluateAll((images) => images.map((element) => (element as HTMLImageElement).src));
  expect(pictures).toHaveLength(2);
  // The service worker controls the page before the OCR starts, so that it sees the OCR's fetches.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller === null) {
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener("controllerchange", resolve);
      });
    }
  });
  expect(requests.filter((url) => url.includes("/assets/ocr-"))).toEqual([]);

  for (const [index, picture] of pictures.entries()) {
    const read = await recognise(page, picture);
    expect({ width: read.width, height: read.height }).toEqual({ width: 850, height: 1200 });
    const texts = read.regions.map((region) => region.text);
    for (const text of PAGE_TEXTS[index] ?? []) expect(texts).toContain(text);
    expect(read.regions.some((region) => region.vertical)).toBe(true);
    expect(read.regions.some((region) => !region.vertical)).toBe(true);
  }

  const ocrFiles = requests.filter((url) => url.includes("/assets/ocr-")).map((url) => new URL(url).pathname);
  for (const file of ["worker.min.js", "jpn.traineddata.gz", "jpn_vert.traineddata.gz"]) {
    expect(ocrFiles.some((path) => path.endsWith(`/${file}`))).toBe(true);
  }
  expect(ocrFiles.some((path) => /\/tesseract-core-(simd-)?lstm\.wasm\.js$/.test(path))).toBe(true);
  expect(requests.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin)).toEqual([]);

  // The service worker kept the OCR's files for the next time.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open("pxv-optional");
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      }),
    )
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/assets\/ocr-worker-[\w-]+\.js$/),
        expect.stringMatching(/\/assets\/ocr-\w+\/jpn\.traineddata\.gz$/),
        expect.stringMatching(/\/assets\/ocr-\w+\/jpn_vert\.traineddata\.gz$/),
        expect.stringMatching(/\/assets\/ocr-\w+\/tesseract-core-(simd-)?lstm\.wasm\.js$/),
      ]),
    );
});
