// What the sync browser tests share: a device (a browser context on the sandbox's clock), reading
// the stored settings and the app's tables, turning sync on, syncing until a condition holds, editing
// the blocked tags, and every byte of a server's sync database (to look for plain text in it).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, useSandboxClock } from "./fixtures.js";

export async function newDevice(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  await useSandboxClock(context);
  return { context, page: await context.newPage() };
}

/** The stored settings (the envelope settings-store.ts writes). */
export async function settingsOf(page: Page): Promise<{ theme: string; blockedTags: string[] }> {
  return page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem("pxv-settings") ?? "{}") as {
          state: { theme: string; blockedTags: string[] };
        }
      ).state,
  );
}

/** Ids in the app's history table, read without creating the database where it is missing. */
export async function historyIds(page: Page): Promise<number[]> {
  return tableIds(page, "history");
}

/** Ids of the app's local favourites. */
export async function localFavoriteIds(page: Page): Promise<number[]> {
  return tableIds(page, "localFavorites");
}

/** The ids in one of the app's tables keyed by [kind, id], read without creating the database. */
export async function tableIds(page: Page, table: string): Promise<number[]> {
  return page.evaluate(async (storeName) => {
    if (!(await indexedDB.databases()).some((entry) => entry.name === "pxv")) return [];
    return new Promise<number[]>((resolve, reject) => {
      const open = indexedDB.open("pxv");
      open.onerror = () => {
        reject(open.error ?? new Error("open failed"));
      };
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains(storeName)) {
          db.close();
          resolve([]);
          return;
        }
        const request = db.transaction(storeName).objectStore(storeName).getAllKeys();
        request.onsuccess = () => {
          db.close();
          resolve((request.result as [string, number][]).map((key) => key[1]));
        };
        request.onerror = () => {
          reject(request.error ?? new Error("read failed"));
        };
      };
    });
  }, table);
}

export async function turnOn(page: Page): Promise<string> {
  await page.goto("/setting/sync");
  await page.getByTestId("sync-turn-on").click();
  const link = page.getByTestId("sync-link");
  await expect(link).toHaveValue(/#sync=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId("sync-qr")).toBeVisible();
  return link.inputValue();
}

/** Syncs `page` (on Settings → Sync) until `check` holds: the other device may still be pushing. */
export async function syncUntil(page: Page, check: () => Promise<boolean>): Promise<void> {
  await expect(async () => {
    await page.getByTestId("sync-now").click();
    await expect(page.getByTestId("sync-now")).toBeEnabled();
    expect(await check()).toBe(true);
  }).toPass({ timeout: 20_000 });
}

export async function setBlockedTags(page: Page, tags: (current: string[]) => string[]): Promise<void> {
  await page.goto("/setting/preference");
  const field = page.getByTestId("pref-blockedTags");
  const current = (await field.inputValue()).split(",").filter((tag) => tag !== "");
  await field.fill(tags(current).join(","));
  await field.blur();
  await expect.poll(async () => (await settingsOf(page)).blockedTags).toEqual(tags(current));
}

/** The data folder of the server global-setup started. */
export function dataDir(): string {
  const dir = process.env["PXV_E2E_DATA_DIR"];
  if (dir === undefined)
    throw new Error("PXV_E2E_DATA_DIR is not set: global-setup did not choose a data folder");
  return dir;
}

/** Every byte of a server's sync database in `dir` (the SQLite file and its journal). */
export function databaseBytes(dir: string = dataDir()): Buffer {
  const files = readdirSync(dir).filter((name) => name.startsWith("sync"));
  expect(files.length).toBeGreaterThan(0);
  return Buffer.concat(files.map((name) => readFileSync(join(dir, name))));
}
