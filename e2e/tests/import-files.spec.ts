// Importing files on Settings → Preferences in a real browser: a settings file whose fields are all
// wrong and a history file holding a stub are refused, each refused field or entry is named, and the
// stored settings and history are as they were; a partly wrong settings file applies its valid part
// (never an address that is not http(s)) and its Undo brings the old settings back; a history
// import is undone as well. The settings export is a text file holding base64 of the URI-encoded
// JSON, and the reference viewer's settings file imports, naming the keys pxv does not take.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";

const STORED = { language: "en", theme: "dark", blockedTags: ["猫"] };
const WORK_ID = 130000001;

/** Starts from stored settings, written once (a reload must not write them again). */
async function startWith(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.goto("/setting/preference");
  await page.evaluate((state) => {
    localStorage.setItem("pxv-settings", JSON.stringify({ state, version: 2 }));
  }, settings);
  await page.reload();
  await expect(page.getByTestId("preference-page")).toBeVisible();
}

async function importFile(page: Page, testId: string, content: unknown): Promise<void> {
  await page.getByTestId(testId).setInputFiles({
    name: "import.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(content)),
  });
}

const settingsFile = (settings: Record<string, unknown>) => ({
  app: "pxv",
  kind: "settings",
  version: 2,
  settings,
});
const refused = (page: Page) => page.getByTestId("import-refused").locator("code");
const storedSettings = (page: Page) => page.evaluate(() => localStorage.getItem("pxv-settings"));

/** The ids in the history table of pxv's IndexedDB database (storage/local-db.ts). */
const storedHistoryIds = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open("pxv");
        open.onerror = () => {
          reject(new Error("cannot open pxv's database"));
        };
        open.onsuccess = () => {
          const request = open.result.transaction("history").objectStore("history").getAll();
          request.onerror = () => {
            reject(new Error("cannot read the history"));
          };
          request.onsuccess = () => {
            resolve((request.result as { id: unknown }[]).map((row) => row.id));
            open.result.close();
          };
        };
      }),
  );

test("a settings file with only wrong fields is refused, names them, and the settings stay", async ({
  page,
}) => {
  await startWith(page, STORED);
  const before = await storedSettings(page);

  await importFile(page, "settings-import-file", settingsFile({ blockedTags: "x", theme: 5 }));
  await expect(page.getByTestId("import-error")).toContainText("nothing that can be imported");
  await expect(refused(page)).toHaveText(["blockedTags", "theme"]);
  await expect(page.getByTestId("import-undo")).toHaveCount(0);

  expect(await storedSettings(page)).toBe(before);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByTestId("pref-blockedTags")).toHaveValue("猫");
});

test("a history stub is refused by name and the full stored entry stays", async ({ page }) => {
  await page.goto(`/artworks/${WORK_ID}`);
  await expect(page.getByTestId("artwork-image").first()).toBeVisible();
  // The page saves the work to the history as it shows it; leaving before that is written loses it.
  await expect.poll(() => storedHistoryIds(page)).toEqual([WORK_ID]);
  await page.goto("/setting/history");
  const title = page.getByTestId("card-title");
  await expect(title).toHaveCount(1);
  const storedTitle = await title.innerText();

  await page.goto("/setting/preference");
  await importFile(page, "history-import-file", [[{ id: WORK_ID }]]);
  await expect(page.getByTestId("import-error")).toContainText("nothing that can be imported");
  await expect(refused(page)).toHaveText(["illust[0]"]);

  await page.goto("/setting/history");
  await expect(page.getByTestId("card-title")).toHaveText([storedTitle]);
});

test("a partly wrong settings file applies its valid part, names the rest, and Undo restores", async ({
  page,
}) => {
  await startWith(page, STORED);
  await importFile(
    page,
    "settings-import-file",
    settingsFile({
      theme: "light",
      blockedTags: ["犬"],
      apiBase: "javascript:alert(1)",
      imageHost: "data:image/png;base64,AAAA",
      noticesUrl: "javascript:void 0",
      sensitiveWordsUrl: "data:application/json,[]",
    }),
  );
  // The import reloads the page, which then reports it.
  await expect(page.getByTestId("import-done")).toHaveText("Settings imported");
  await expect(refused(page)).toHaveText(["apiBase", "imageHost", "noticesUrl", "sensitiveWordsUrl"]);
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await expect(page.getByTestId("pref-blockedTags")).toHaveValue("猫,犬");
  await expect(page.getByTestId("network-apiBase")).toHaveValue("");

  await page.getByTestId("import-undo").click();
  await expect(page.getByTestId("import-done")).toHaveText("Import undone");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByTestId("pref-blockedTags")).toHaveValue("猫");
});

test("a history import is undone", async ({ page, context }) => {
  await page.goto("/setting/preference");
  const entry = {
    id: 42,
    title: "Imported then undone",
    images: [],
    tags: [],
    author: { id: 7, name: "An author" },
  };
  await importFile(page, "history-import-file", [[entry]]);
  await expect(page.getByTestId("import-done")).toHaveText("Imported 1 entry");
  // The history, in a second tab of the same profile, while the first keeps its report and Undo.
  const history = await context.newPage();
  await history.goto("/setting/history");
  await expect(history.getByTestId("card-title")).toHaveText([entry.title]);

  await page.getByTestId("import-undo").click();
  await expect(page.getByTestId("import-done")).toHaveText("Import undone");
  await history.reload();
  await expect(history.getByTestId("history-empty")).toBeVisible();
});

test("the settings export is a text file holding the encoded JSON object", async ({ page }) => {
  await startWith(page, STORED);
  const download = page.waitForEvent("download");
  await page.getByTestId("settings-export").click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("pxv-settings.txt");
  const text = await readFile(await file.path(), "utf8");
  expect(text).toMatch(/^[A-Za-z0-9+/]+=*\n$/);
  expect(JSON.parse(decodeURI(atob(text.trim())))).toMatchObject({
    app: "pxv",
    kind: "settings",
    settings: STORED,
  });
});

test("the reference viewer's settings file imports, naming the keys pxv does not take", async ({ page }) => {
  await startWith(page, STORED);
  const text = await readFile(
    new URL("../../apps/web/test-data/reference-viewer/pixiv-viewer-settings.txt", import.meta.url),
  );
  await page.getByTestId("settings-import-file").setInputFiles({
    name: "pixiv-viewer-settings.txt",
    mimeType: "text/plain",
    buffer: text,
  });
  // The import reloads the page, which then reports it (in the file's language, Japanese).
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByTestId("import-done")).toBeVisible();
  await expect(refused(page)).toHaveText([
    "PXV_THEME",
    "PXV_TEXT_CONFIG",
    "PIXIV_SearchHistory",
    "PXV_CLIENT_CONFIG",
    "PXV_NOTICE_READ_REC",
    "PXV_B_UIDS[1]",
    "PXV_APP_SETTING.novelDefAiModel",
  ]);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByTestId("pref-blockedTags")).toHaveValue("猫,虫,ホラー");
  const accent = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--pxv-accent").trim(),
  );
  expect(accent).toBe("#f29c38");

  await page.getByTestId("import-undo").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("pref-blockedTags")).toHaveValue("猫");
});
