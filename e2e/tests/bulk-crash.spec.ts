// A bulk download through a crash: Chromium is killed (SIGKILL) in the middle of a ZIP job — one
// part already downloaded, files written into the next part, one file still on its way — and
// launched again on the same profile, its localStorage gone (a crash loses Chromium's lazy
// localStorage writes). The queue must come back from what IndexedDB holds alone, resume, and
// complete: across the ZIP parts the browser downloaded in both runs, every picture exactly once,
// byte for byte the original, and one manifest. The queue's settings changed just before the kill
// are still there after the restart.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { rewriteImageUrl } from "@pxv/pixiv";
import { DEMO, accessToken, appApi, signInWithRefreshToken } from "./account-helpers.js";
import { useSettings } from "./artwork-helpers.js";
import {
  bookmark,
  collectParts,
  firstJob,
  presetBulkSettings,
  queueBulk,
  zipEntries,
} from "./bulk-helpers.js";
import { expect, test } from "./fixtures.js";
import { dropLocalStorage, killBrowser, launchProfile } from "./killable-browser.js";

const TAG = "bulk-crash";
/** Pictures of the job: enough of the sandbox's originals (a few hundred KB each) to fill 1 MB parts. */
const PICTURES = 8;

interface Picture {
  readonly id: number;
  /** The original through pxv's image proxy. */
  readonly url: string;
}

interface RankingIllust {
  readonly id: number;
  readonly type: string;
  readonly page_count: number;
  readonly x_restrict: number;
  readonly illust_ai_type: number;
  readonly meta_single_page: { readonly original_image_url?: string };
}

/**
 * One-page illustrations of the day ranking that every list shows, leaving out the weekly original
 * ranking, whose originals bulk-download.spec.ts needs the server not to have fetched before.
 */
async function pickPictures(page: Page): Promise<Picture[]> {
  const token = await accessToken(page, DEMO.refreshToken);
  const ranking = async (mode: string) =>
    ((await appApi(page, token, `/v1/illust/ranking?mode=${mode}`)) as { illusts: RankingIllust[] }).illusts;
  const reserved = new Set((await ranking("week_original")).map((illust) => illust.id));
  const pictures = (await ranking("day"))
    .filter(
      (illust) =>
        illust.type === "illust" &&
        illust.page_count === 1 &&
        illust.x_restrict === 0 &&
        illust.illust_ai_type !== 2 &&
        !reserved.has(illust.id),
    )
    .map((illust) => ({
      id: illust.id,
      url: rewriteImageUrl(illust.meta_single_page.original_image_url ?? ""),
    }))
    .slice(0, PICTURES);
  expect(pictures).toHaveLength(PICTURES);
  return pictures;
}

/** Every record of a table of the queue's IndexedDB database, read on the page. */
function storedRecords(page: Page, table: "jobs" | "settings"): Promise<unknown[]> {
  return page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open("pxv-bulk");
        open.onerror = () => {
          reject(new Error(`IndexedDB did not open: ${String(open.error)}`));
        };
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction(name, "readonly").objectStore(name).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
          all.onerror = () => {
            db.close();
            reject(new Error(`Reading ${name} failed: ${String(all.error)}`));
          };
        };
      }),
    table,
  );
}

/** The ZIP parts the stored job counts as saved (its next part's number, less one). */
async function partsRecordedSaved(page: Page): Promise<number> {
  const [job] = (await storedRecords(page, "jobs")) as { nextPart: number }[];
  return (job?.nextPart ?? 1) - 1;
}

/** The part size the queue's settings hold in IndexedDB, or null when none are stored. */
async function storedPartMb(page: Page): Promise<number | null> {
  const rows = (await storedRecords(page, "settings")) as { value: { partMb: number } }[];
  return rows[0]?.value.partMb ?? null;
}

async function openQueueSettings(page: Page): Promise<void> {
  await page.getByTestId("bulk-panel").getByText("Queue settings").click();
  await expect(page.getByTestId("bulk-part-size")).toBeVisible();
}

test("a bulk download survives a killed browser: after the restart it resumes and completes, every file once, with the settings changed before the kill", async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const profile = mkdtempSync(join(tmpdir(), "pxv-crash-profile-"));
  const downloads = mkdtempSync(join(tmpdir(), "pxv-crash-parts-"));
  const options = {
    baseURL,
    acceptDownloads: true,
    locale: "en-US",
    viewport: { width: 1280, height: 900 },
  };

  // First run: ZIP parts of 1 MB, one file at a time.
  const first = await launchProfile(profile, options);
  await useSettings(first.page, {});
  await presetBulkSettings(first.page, {
    output: "zip",
    partMb: 1,
    concurrency: 1,
    subfolders: "none",
    manifest: "json",
  });
  await signInWithRefreshToken(first.page);
  const pictures = await pickPictures(first.page);
  await bookmark(
    first.page,
    pictures.map((picture) => picture.id),
    TAG,
  );
  // The job's last file is held until the browser is dead: it stops one file short of the end.
  let originals = 0;
  let releaseHeld = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    releaseHeld = resolve;
  });
  await first.context.route("**/img-original/**", async (route) => {
    originals += 1;
    if (originals < PICTURES) {
      await route.continue();
      return;
    }
    await held;
    await route.abort().catch(() => undefined);
  });
  const firstParts = collectParts(first.page, downloads);
  await queueBulk(first.page, TAG, PICTURES, PICTURES);
  const files = firstJob(first.page).getByTestId("bulk-job-files");
  await expect(files).toHaveText(`${String(PICTURES - 1)} / ${String(PICTURES)} files`, { timeout: 60_000 });
  // Every part the queue recorded as saved has reached the disk (and at least one was).
  const savedBefore = await partsRecordedSaved(first.page);
  expect(savedBefore).toBeGreaterThan(0);
  await expect.poll(() => firstParts.saved.length).toBe(savedBefore);
  const firstPaths = await Promise.all(firstParts.saved);
  // The open part holds at least the file that did not fit the last saved one: the crash loses it.
  const filesSavedBefore = zipEntries(firstPaths).names.length;
  expect(filesSavedBefore).toBeLessThan(PICTURES - 1);

  // A setting changed just before the crash.
  await openQueueSettings(first.page);
  await first.page.getByTestId("bulk-part-size").fill("7");
  await expect.poll(() => storedPartMb(first.page)).toBe(7);

  await killBrowser(first.context, profile);
  releaseHeld();
  dropLocalStorage(profile);

  // Second run on the same profile: the queue is found, resumes and completes.
  const second = await launchProfile(profile, options);
  await useSettings(second.page, {});
  const secondParts = collectParts(second.page, downloads);
  let fetchedAgain = 0;
  second.context.on("request", (request) => {
    if (request.url().includes("/img-original/")) fetchedAgain += 1;
  });
  await second.page.goto("/");
  await second.page.getByTestId("bulk-open").click({ timeout: 30_000 });
  const job = firstJob(second.page);
  await expect(job).toHaveAttribute("data-state", "done", { timeout: 60_000 });
  await expect(job.getByTestId("bulk-job-files")).toHaveText(
    `${String(PICTURES)} / ${String(PICTURES)} files`,
  );
  await expect(job.getByTestId("bulk-failures")).toHaveCount(0);
  await openQueueSettings(second.page);
  await expect(second.page.getByTestId("bulk-part-size")).toHaveValue("7");
  await expect(second.page.getByTestId("bulk-concurrency")).toHaveValue("1");

  // Only what no saved part held was fetched again.
  expect(fetchedAgain).toBe(PICTURES - filesSavedBefore);

  // The files produced: the parts downloaded in both runs, each under its own name.
  const partNames = [...firstParts.names, ...secondParts.names];
  expect(new Set(partNames).size, partNames.join(", ")).toBe(partNames.length);
  expect(partNames.every((name) => /^bookmarks_illust_public_bulk-crash-part\d{3}\.zip$/.test(name))).toBe(
    true,
  );
  const { names, entries, manifests } = zipEntries([
    ...firstPaths,
    ...(await Promise.all(secondParts.saved)),
  ]);
  const idOf = (name: string): number => Number(/_(\d+)_p0\.\w+$/.exec(name)?.[1] ?? Number.NaN);
  const byNumber = (a: number, b: number) => a - b;
  expect(names.map(idOf).sort(byNumber), names.join(", ")).toEqual(
    pictures.map((picture) => picture.id).sort(byNumber),
  );
  for (const picture of pictures) {
    const name = names.find((entry) => idOf(entry) === picture.id) ?? "";
    const original = await (await second.page.request.get(picture.url)).body();
    expect(Buffer.from(entries.get(name) ?? []).equals(original), name).toBe(true);
  }
  expect(manifests).toHaveLength(1);
  const rows = manifests[0] as { id: number; files: string[]; failed: unknown[] }[];
  expect(rows.flatMap((row) => row.files).sort()).toEqual(names);
  expect(rows.every((row) => row.failed.length === 0)).toBe(true);
  await second.context.close();
});
