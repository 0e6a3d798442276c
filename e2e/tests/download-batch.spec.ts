// Batch download of a user's works, on the sandbox's small user (packages/sandbox README "Small users":
// 3 illusts, one of 3 pages, and 1 manga of 2 pages): a works tab's "download all as ZIP" shows its
// progress in pages and saves one ZIP holding one entry per page of every work of the tab, named by the
// file-name template (the default one, then with the author sub-folder), each a real picture of the
// page's size.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { SMALL_USER_ID } from "@pxv/sandbox";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { expect, test } from "./fixtures.js";
import { useSettings } from "./artwork-helpers.js";

const directory = mkdtempSync(join(tmpdir(), "pxv-batch-"));

interface Entry {
  readonly format: string;
  readonly width: number;
  readonly height: number;
}

/** The illust tab's files under the default template `{author}_{title}_{pid}_p{index}`. */
const ILLUST_ENTRIES: Readonly<Record<string, Entry>> = {
  "pxv_small_小さな猫_9500003_p0.jpg": { format: "jpeg", width: 700, height: 700 },
  // "Night: sky/sea": the colon, space and slash are characters file names replace.
  "pxv_small_Night__sky_sea_9500002_p0.jpg": { format: "jpeg", width: 600, height: 800 },
  "pxv_small_Night__sky_sea_9500002_p1.jpg": { format: "jpeg", width: 600, height: 800 },
  "pxv_small_Night__sky_sea_9500002_p2.jpg": { format: "jpeg", width: 800, height: 600 },
  "pxv_small_Small_sky_9500001_p0.png": { format: "png", width: 800, height: 600 },
};

const MANGA_ENTRIES: Readonly<Record<string, Entry>> = {
  "pxv_small_950001/9500004_p0_Four_panels.jpg": { format: "jpeg", width: 600, height: 850 },
  "pxv_small_950001/9500004_p1_Four_panels.jpg": { format: "jpeg", width: 600, height: 850 },
};

/** JPEG or PNG by their first bytes. */
function magicFormat(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  return null;
}

/** Records every "done / total" the progress indicator shows, from now on. */
async function recordProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { pxvProgress: string[] }).pxvProgress = seen;
    new MutationObserver(() => {
      const count = /(\d+ \/ \d+)/.exec(
        document.querySelector('[data-testid="download-progress"]')?.textContent ?? "",
      )?.[1];
      if (count !== undefined && seen.at(-1) !== count) seen.push(count);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { pxvProgress: string[] }).pxvProgress);
}

/** Starts the tab's batch download, checks its progress, and answers the saved ZIP's entries. */
async function batchZip(
  page: Page,
  pages: number,
): Promise<{ name: string; entries: Record<string, Uint8Array> }> {
  const progressSeen = await recordProgress(page);
  const download = page.waitForEvent("download", { timeout: 60_000 });
  await page.getByTestId("batch-download").click();
  const progress = page.getByTestId("download-progress");
  await expect(progress).toContainText(`/ ${String(pages)}`);
  await expect(page.getByTestId("batch-download")).toBeDisabled();
  const file = await download;
  await expect(progress).toBeHidden();
  await expect(page.getByTestId("batch-download")).toBeEnabled();
  // Pages done, as shown: from 0, never backwards, with pages counted before the last one came.
  const done = (await progressSeen()).map((text) => {
    const [count, total] = text.split(" / ").map(Number);
    expect(total).toBe(pages);
    return count ?? -1;
  });
  expect(done[0]).toBe(0);
  expect(done).toEqual([...done].sort((a, b) => a - b));
  expect(done.some((count) => count > 0 && count < pages)).toBe(true);
  const path = join(directory, file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), entries: unzipSync(readFileSync(path)) };
}

async function expectPictures(
  entries: Record<string, Uint8Array>,
  expected: Readonly<Record<string, Entry>>,
): Promise<void> {
  expect(Object.keys(entries).sort()).toEqual(Object.keys(expected).sort());
  for (const [name, bytes] of Object.entries(entries)) {
    const want = expected[name];
    expect(magicFormat(bytes), name).toBe(want?.format);
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }, name).toEqual(want);
  }
}

test.describe("batch download of a user's works", () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    // Originals come slowly, second pages later still, so progress shows pages done one by one. The
    // delay is the browser's own: the server may already hold these pictures in its image cache
    // from an earlier test, and would then answer at once whatever the sandbox's latency.
    await page.route("**/-/img-original/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, /_p1\./.test(route.request().url()) ? 900 : 300));
      await route.continue();
    });
  });

  test("the illust tab's ZIP holds every page of every illust under the default template", async ({
    page,
  }) => {
    await useSettings(page, {});
    await page.goto(`/users/${String(SMALL_USER_ID)}`);
    await expect(page.getByTestId("user-tab-illusts")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("user-artworks").getByTestId("artwork-card")).toHaveCount(3);
    const zip = await batchZip(page, Object.keys(ILLUST_ENTRIES).length);
    expect(zip.name).toBe(`${String(SMALL_USER_ID)}_illust.zip`);
    await expectPictures(zip.entries, ILLUST_ENTRIES);
  });

  test("the manga tab's ZIP follows a chosen template inside the author's folder", async ({ page }) => {
    await useSettings(page, { dlFileNameTpl: "{pid}_p{index}_{title}", dlSubDirByAuthor: true });
    await page.goto(`/users/${String(SMALL_USER_ID)}`);
    await page.getByTestId("user-tab-manga").click();
    await expect(page.getByTestId("user-artworks").getByTestId("artwork-card")).toHaveCount(1);
    const zip = await batchZip(page, Object.keys(MANGA_ENTRIES).length);
    expect(zip.name).toBe(`${String(SMALL_USER_ID)}_manga.zip`);
    await expectPictures(zip.entries, MANGA_ENTRIES);
  });
});
