// Bulk downloads against the sandbox, signed in with the demo account: its bookmarks filtered by a
// bookmark tag go through the queue into ZIP parts whose entries are the expected pictures (decoded);
// a reload in the middle resumes with no duplicate and no missing file; an injected upstream fault
// holds the job and the files are tried again; "skip what I already downloaded" skips; cancel aborts
// every request in flight and starts no other.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page, Request } from "@playwright/test";
import { SMALL_USER_ID } from "@pxv/sandbox";
import sharp from "sharp";
import { DEMO, accessToken, appApi, signInWithRefreshToken } from "./account-helpers.js";
import { useSettings } from "./artwork-helpers.js";
import {
  bookmark,
  collectParts as collectPartsInto,
  firstJob,
  openBulkDialog,
  presetBulkSettings,
  queueBulk,
  zipEntries,
} from "./bulk-helpers.js";
import { expect, test } from "./fixtures.js";
import { setFault } from "./sandbox-faults.js";

test.use({ locale: "en-US", acceptDownloads: true });

const directory = mkdtempSync(join(tmpdir(), "pxv-bulk-"));
const FOLDER = `pxv_small_${String(SMALL_USER_ID)}`;
/** The small user's three illusts (packages/sandbox README "Small users"): five pages. */
const SMALL_ILLUSTS = [9500001, 9500002, 9500003];
const EXPECTED: Readonly<Record<string, { format: string; width: number; height: number }>> = {
  [`${FOLDER}/pxv_small_小さな猫_9500003_p0.jpg`]: { format: "jpeg", width: 700, height: 700 },
  [`${FOLDER}/pxv_small_Night__sky_sea_9500002_p0.jpg`]: { format: "jpeg", width: 600, height: 800 },
  [`${FOLDER}/pxv_small_Night__sky_sea_9500002_p1.jpg`]: { format: "jpeg", width: 600, height: 800 },
  [`${FOLDER}/pxv_small_Night__sky_sea_9500002_p2.jpg`]: { format: "jpeg", width: 800, height: 600 },
  [`${FOLDER}/pxv_small_Small_sky_9500001_p0.png`]: { format: "png", width: 800, height: 600 },
};

const isOriginal = (request: Request) => request.url().includes("/img-original/");

/** ZIP output in parts of 1 MB, two files at a time, author sub-folders, a JSON manifest. */
async function useBulkSettings(page: Page, concurrency = 2): Promise<void> {
  await useSettings(page, {});
  await presetBulkSettings(page, {
    output: "zip",
    partMb: 1,
    concurrency,
    subfolders: "author",
    manifest: "json",
  });
}

const collectParts = (page: Page) => collectPartsInto(page, directory);

/** Every entry of every saved part; a name twice in the list is a duplicate. */
const partEntries = async (saved: readonly Promise<string>[]) => zipEntries(await Promise.all(saved));

async function expectExpectedPictures(saved: readonly Promise<string>[]): Promise<void> {
  const { names, entries, manifests } = await partEntries(saved);
  expect(names).toEqual(Object.keys(EXPECTED).sort());
  for (const [name, bytes] of entries) {
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }, name).toEqual(EXPECTED[name]);
  }
  expect(manifests).toHaveLength(1);
  const rows = manifests[0] as { id: number; files: string[]; url: string; failed: unknown[] }[];
  expect(rows.map((row) => row.id).sort()).toEqual(SMALL_ILLUSTS);
  expect(rows.flatMap((row) => row.files).sort()).toEqual(Object.keys(EXPECTED).sort());
  expect(
    rows.every((row) => row.failed.length === 0 && row.url.startsWith("https://www.pixiv.net/artworks/")),
  ).toBe(true);
}

test.describe("bulk downloads", () => {
  test.describe.configure({ timeout: 120_000 });

  test.afterEach(async () => {
    await setFault(null);
  });

  test("bookmarks with a tag download as ZIP parts of the expected pictures; downloaded works are skipped next time", async ({
    page,
  }) => {
    await useBulkSettings(page);
    await signInWithRefreshToken(page);
    await bookmark(page, SMALL_ILLUSTS, "bulk-zip");
    const parts = collectParts(page);
    await queueBulk(page, "bulk-zip", 3, 5);
    await expect(firstJob(page)).toHaveAttribute("data-state", "done", { timeout: 60_000 });
    await expect(firstJob(page).getByTestId("bulk-job-files")).toHaveText("5 / 5 files");
    expect(parts.names.every((name) => /^bookmarks_illust_public_bulk-zip-part\d{3}\.zip$/.test(name))).toBe(
      true,
    );
    await expectExpectedPictures(parts.saved);

    // The same list again: every work is in the download history now.
    await openBulkDialog(page, "bulk-zip", 3);
    await expect(page.getByTestId("bulk-summary")).toHaveAttribute("data-works", "0");
    await expect(page.getByTestId("bulk-skipped-downloaded")).toHaveText("3 already downloaded");
    await expect(page.getByTestId("bulk-queue")).toBeDisabled();
    await page.getByTestId("bulk-skip-downloaded").uncheck();
    await expect(page.getByTestId("bulk-summary")).toHaveAttribute("data-works", "3");
  });

  test("a job interrupted by a reload resumes and completes with no duplicate and no missing file", async ({
    page,
  }) => {
    await useBulkSettings(page, 1);
    await signInWithRefreshToken(page);
    await bookmark(page, SMALL_ILLUSTS, "bulk-resume");
    // Originals arrive slowly, so the reload lands in the middle of the job.
    await page.route("**/img-original/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue().catch(() => undefined);
    });
    const parts = collectParts(page);
    await queueBulk(page, "bulk-resume", 3, 5);
    await expect(firstJob(page).getByTestId("bulk-job-files")).toHaveText("2 / 5 files", { timeout: 30_000 });
    await page.reload();
    await expect(firstJob(page))
      .toBeVisible({ timeout: 20_000 })
      .catch(async () => {
        await page.getByTestId("bulk-open").click();
      });
    await expect(firstJob(page)).toHaveAttribute("data-state", "done", { timeout: 60_000 });
    await expect(firstJob(page).getByTestId("bulk-job-files")).toHaveText("5 / 5 files");
    await expectExpectedPictures(parts.saved);
  });

  test("an upstream fault holds the job, and the files are tried again", async ({ page }) => {
    await useBulkSettings(page);
    await signInWithRefreshToken(page);
    const token = await accessToken(page, DEMO.refreshToken);
    // Works whose originals no earlier test fetched (the server keeps recent pictures in memory).
    const ranking = (await appApi(page, token, "/v1/illust/ranking?mode=week_original")) as {
      illusts: { id: number; type: string; page_count: number; x_restrict: number; illust_ai_type: number }[];
    };
    const ids = ranking.illusts
      .filter(
        (illust) =>
          illust.type === "illust" &&
          illust.page_count === 1 &&
          illust.x_restrict === 0 &&
          illust.illust_ai_type !== 2,
      )
      .map((illust) => illust.id)
      .slice(-2);
    expect(ids).toHaveLength(2);
    await bookmark(page, ids, "bulk-fault");
    await setFault("error=503 /img-original/* host=iPximg times=2");
    const parts = collectParts(page);
    await openBulkDialog(page, "bulk-fault", 2);
    await page.evaluate(() => {
      const seen = { retrying: false };
      (window as unknown as { pxvSeen: typeof seen }).pxvSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="bulk-job-retrying"]') !== null) seen.retrying = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.getByTestId("bulk-queue").click();
    await expect(firstJob(page)).toHaveAttribute("data-state", "done", { timeout: 60_000 });
    expect(
      await page.evaluate(() => (window as unknown as { pxvSeen: { retrying: boolean } }).pxvSeen.retrying),
    ).toBe(true);
    await expect(firstJob(page).getByTestId("bulk-job-files")).toHaveText("2 / 2 files");
    await expect(page.getByTestId("bulk-failures")).toHaveCount(0);
    const { names } = await partEntries(parts.saved);
    expect(names).toHaveLength(2);
  });

  test("cancel aborts the requests in flight and starts no other", async ({ page }) => {
    await useBulkSettings(page);
    await signInWithRefreshToken(page);
    await bookmark(page, SMALL_ILLUSTS, "bulk-cancel");
    const HOLD_MS = 3000;
    await page.route("**/img-original/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue().catch(() => undefined);
    });
    const started: Request[] = [];
    const ended = new Set<Request>();
    page.on("request", (request) => {
      if (isOriginal(request)) started.push(request);
    });
    page.on("requestfailed", (request) => ended.add(request));
    page.on("requestfinished", (request) => ended.add(request));
    let downloads = 0;
    page.on("download", () => {
      downloads += 1;
    });
    await queueBulk(page, "bulk-cancel", 3, 5);
    await expect.poll(() => started.length).toBe(2);
    await page.getByTestId("bulk-cancel").click();
    await expect(firstJob(page)).toHaveAttribute("data-state", "cancelled");
    const atCancel = started.length;
    // Longer than a held request: anything the queue still started would show by now.
    await page.waitForTimeout(HOLD_MS + 1000);
    expect(started.length).toBe(atCancel);
    expect(started.every((request) => ended.has(request))).toBe(true);
    expect(started.every((request) => request.failure()?.errorText.includes("ABORTED") ?? false)).toBe(true);
    expect(downloads).toBe(0);
    await expect(firstJob(page).getByTestId("bulk-job-files")).toHaveText("0 / 5 files");
  });
});

test.describe("the Download all button", () => {
  // Its chunk is held back below; the service worker would serve it from its precache instead.
  test.use({ serviceWorkers: "block" });

  test("arrives without moving the list under it", async ({ page }) => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/bulk-button-body-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/rank/daily");
    const grid = page.getByTestId("ranking-grid");
    await expect(grid.getByTestId("artwork-card").first()).toBeVisible({ timeout: 60_000 });
    const listTop = () => grid.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await listTop();
    await expect(page.getByTestId("bulk-download")).toHaveCount(0);
    release();
    await expect(page.getByTestId("bulk-download")).toBeVisible();
    expect(await listTop()).toBe(before);
  });
});
