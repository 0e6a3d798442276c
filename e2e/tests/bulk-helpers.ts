// Shared steps of the bulk download tests: the queue's settings as a former version stored them,
// bookmarks with a tag for the demo account, queueing "Download all" on them, keeping every ZIP part
// the browser downloads, and reading the parts' entries back.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Download, Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { DEMO, accessToken, appApi } from "./account-helpers.js";
import { expect } from "./fixtures.js";

export interface BulkSettingsValue {
  readonly output: "zip" | "folder";
  readonly partMb: number;
  readonly concurrency: number;
  readonly subfolders: "none" | "author" | "source";
  readonly manifest: "json" | "csv";
}

/**
 * The queue's settings as an earlier version kept them (localStorage, read once and carried over
 * into IndexedDB), put before every load of the page.
 */
export async function presetBulkSettings(page: Page, settings: BulkSettingsValue): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem("pxv-bulk-settings", value);
  }, JSON.stringify(settings));
}

/** Bookmarks the works publicly for the demo account, under `tag`. */
export async function bookmark(page: Page, ids: readonly number[], tag: string): Promise<void> {
  const token = await accessToken(page, DEMO.refreshToken);
  for (const id of ids) {
    await appApi(page, token, "/v2/illust/bookmark/add", {
      illust_id: String(id),
      restrict: "public",
      "tags[]": tag,
    });
  }
}

/** Every ZIP part the page downloads, copied into `directory` (its names, and the copies once saved). */
export function collectParts(page: Page, directory: string): { names: string[]; saved: Promise<string>[] } {
  const parts = { names: [] as string[], saved: [] as Promise<string>[] };
  page.on("download", (download: Download) => {
    const path = join(directory, `${String(parts.saved.length)}-${download.suggestedFilename()}`);
    parts.names.push(download.suggestedFilename());
    parts.saved.push(download.saveAs(path).then(() => path));
  });
  return parts;
}

/** Opens the own bookmarks filtered by `tag` and its "Download all" dialog, once the list is read. */
export async function openBulkDialog(page: Page, tag: string, works: number): Promise<void> {
  await page.goto(`/users/${String(DEMO.id)}`);
  await page.getByTestId("user-tab-favorite").click();
  await page.getByTestId("bookmark-tag").filter({ hasText: tag }).click();
  await expect(page.getByTestId("user-own-favorites-public")).toHaveAttribute("data-count", String(works));
  await page.getByTestId("bulk-download").first().click();
  await expect(page.getByTestId("bulk-summary")).toBeVisible({ timeout: 20_000 });
}

/** Queues the tagged bookmarks (checking the dialog counts them right); the queue's panel opens. */
export async function queueBulk(page: Page, tag: string, works: number, files: number): Promise<void> {
  await openBulkDialog(page, tag, works);
  await expect(page.getByTestId("bulk-summary")).toHaveAttribute("data-works", String(works));
  await expect(page.getByTestId("bulk-summary")).toHaveAttribute("data-files", String(files));
  await page.getByTestId("bulk-queue").click();
  await expect(page.getByTestId("bulk-panel")).toBeVisible();
}

/** Every entry of the ZIP files at `paths`; `names` is sorted, and a name in it twice is a duplicate. */
export function zipEntries(paths: readonly string[]): {
  names: string[];
  entries: Map<string, Uint8Array>;
  manifests: unknown[];
} {
  const names: string[] = [];
  const entries = new Map<string, Uint8Array>();
  const manifests: unknown[] = [];
  for (const path of paths) {
    for (const [name, bytes] of Object.entries(unzipSync(readFileSync(path)))) {
      if (name === "manifest.json") {
        manifests.push(JSON.parse(new TextDecoder().decode(bytes)));
        continue;
      }
      names.push(name);
      entries.set(name, bytes);
    }
  }
  return { names: names.sort(), entries, manifests };
}

/** The first job of the queue's panel. */
export const firstJob = (page: Page) => page.getByTestId("bulk-job").first();
