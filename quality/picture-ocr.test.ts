/**
 * The quality test of picture translation's OCR: apps/web's recognise-page.ts (the browser worker's
 * very code) with tesseract.js in Node and the same data files, on every text page of the sandbox
 * (rendered and JPEG-encoded as the image host serves them), against the pages' true text and boxes. Prints
 * per page the regions found and true, the recall and the character error rate; asserts recall
 * ≥ 90% and CER ≤ 10% on every page, vertical and horizontal text alike.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { renderTextPage, TEXT_PAGE_WORKS } from "@pxv/sandbox";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recognisePage } from "../apps/web/src/features/picture-translation/recognise-page";
import {
  createTesseractEngine,
  type TesseractEngine,
} from "../apps/web/src/features/picture-translation/tesseract-engine";
import { editDistance, pageQuality } from "./ocr-quality";

const require = createRequire(import.meta.url);
const dataFolder = (language: string): string =>
  join(dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), "4.0.0_best_int");

let engine: TesseractEngine;

beforeAll(async () => {
  engine = await createTesseractEngine({ jpnPath: dataFolder("jpn"), jpnVertPath: dataFolder("jpn_vert") });
});

afterAll(async () => {
  await engine.terminate();
});

const pages = TEXT_PAGE_WORKS.flatMap((work) => work.pages.map((_, page) => ({ workId: work.id, page })));

describe("the quality measures", () => {
  it("count edits between code points", () => {
    expect(editDistance("海がきれい", "海がきれい")).toBe(0);
    expect(editDistance("海がきれい", "海かきれい")).toBe(1);
    expect(editDistance("森の方へ", "")).toBe(4);
    expect(editDistance("", "駅")).toBe(1);
  });
});

describe("picture OCR quality on the sandbox's text pages", () => {
  it.each(pages)(
    "reads work $workId page $page",
    async ({ workId, page }) => {
      const rendered = await renderTextPage(workId, page);
      if (rendered === null) throw new Error(`no text page ${workId}/${page}`);
      // As the viewer shows it: the master JPEG (quality 82, as the image host encodes it), decoded.
      const jpeg = await sharp(rendered.png).jpeg({ quality: 82 }).toBuffer();
      const { data, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const found = await recognisePage({ width: info.width, height: info.height, data }, engine);
      const quality = pageQuality(found, rendered.truth.regions);
      const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
      console.log(
        `picture OCR ${workId} p${page}: regions found ${quality.found} / true ${quality.truth}, ` +
          `recall ${percent(quality.recall)}, CER ${percent(quality.cer)}`,
      );
      for (const pair of quality.pairs) {
        if (pair.truth !== pair.read)
          console.log(`  ${pair.truth} → ${pair.read === "" ? "(not found)" : pair.read}`);
      }
      for (const region of quality.extra)
        console.log(`  extra: ${region.text} at ${JSON.stringify(region.box)}`);
      expect(quality.recall).toBeGreaterThanOrEqual(0.9);
      expect(quality.cer).toBeLessThanOrEqual(0.1);
    },
    120_000,
  );
});
