// "Download all" on a user's works tabs, on the sandbox's small user (packages/sandbox README "Small
// users": 3 illusts, one of 3 pages, and 1 manga of 2 pages), signed out: the bulk queue (the page's one
// way to download many works) saves ZIP parts holding one entry per page of every work of the tab,
// named by the file-name template (the default one, then a chosen one inside the author's folder), each
// a real picture of the page's size.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { SMALL_USER_ID } from "@pxv/sandbox";
import sharp from "sharp";
import { useSettings } from "./artwork-helpers.js";
import {
  collectParts,
  firstJob,
  presetBulkSettings,
  zipEntries,
  type BulkSettingsValue,
} from "./bulk-helpers.js";
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-US", acceptDownloads: true });

const directory = mkdtempSync(join(tmpdir(), "pxv-bulk-user-"));

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

const ZIP_SETTINGS: BulkSettingsValue = {
  output: "zip",
  partMb: 50,
  concurrency: 2,
  subfolders: "none",
  manifest: "json",
};

/** Queues the open tab's "Download all" (its one download-many button) and answers the parts' entries. */
async function downloadTab(page: Page, works: number, files: number): Promise<Map<string, Uint8Array>> {
  const parts = collectParts(page, directory);
  await page.getByTestId("bulk-download").click();
  await expect(page.getByTestId("bulk-summary")).toHaveAttribute("data-works", String(works), {
    timeout: 20_000,
  });
  await expect(page.getByTestId("bulk-summary")).toHaveAttribute("data-files", String(files));
  await page.getByTestId("bulk-queue").click();
  await expect(firstJob(page)).toHaveAttribute("data-state", "done", { timeout: 60_000 });
  return zipEntries(await Promise.all(parts.saved)).entries;
}

async function expectPictures(
  entries: Map<string, Uint8Array>,
  expected: Readonly<Record<string, Entry>>,
): Promise<void> {
  expect([...entries.keys()].sort()).toEqual(Object.keys(expected).sort());
  for (const [name, bytes] of entries) {
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }, name).toEqual(expected[name]);
  }
}

test.describe("downloading a user's works", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the illust tab's parts hold every page of every illust under the default template", async ({
    page,
  }) => {
    await useSettings(page, {});
    await presetBulkSettings(page, ZIP_SETTINGS);
    await page.goto(`/users/${String(SMALL_USER_ID)}`);
    await expect(page.getByTestId("user-tab-illusts")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("user-artworks").getByTestId("artwork-card")).toHaveCount(3);
    await expect(page.getByTestId("bulk-download")).toHaveCount(1);
    await expectPictures(await downloadTab(page, 3, 5), ILLUST_ENTRIES);
  });

  test("the manga tab's parts follow a chosen template inside the author's folder", async ({ page }) => {
    await useSettings(page, { dlFileNameTpl: "{pid}_p{index}_{title}" });
    await presetBulkSettings(page, { ...ZIP_SETTINGS, subfolders: "author" });
    await page.goto(`/users/${String(SMALL_USER_ID)}`);
    await page.getByTestId("user-tab-manga").click();
    await expect(page.getByTestId("user-artworks").getByTestId("artwork-card")).toHaveCount(1);
    await expectPictures(await downloadTab(page, 1, 2), MANGA_ENTRIES);
  });
});
