// Several pixiv accounts on one device (issue 29), against the sandbox's two accounts kept for this
// test (pxv_collector and pxv_curator, each with a bookmark of its own): sign in as A by refresh
// token, add B by web session from the account menu's "Add account"; the menu lists both with B
// active and B's bookmarks show, not A's; two clicks switch back to A, whose bookmarks show, and a
// reload keeps A; the persisted answers are only ever the active account's; sync carries neither
// credential to another device; signing out of B on the sign-in page keeps A signed in.
import type { Page } from "@playwright/test";
import {
  accessToken,
  appApi,
  COLLECTOR,
  confirm,
  CURATOR,
  signInWithRefreshToken,
  switchAccount,
} from "./account-helpers.js";
import { expect, test } from "./fixtures.js";
import { newDevice, settingsOf, syncUntil, turnOn } from "./sync-helpers.js";

test.use({ locale: "en-US" });

const bookmarkIds = (page: Page) =>
  page
    .getByTestId("following-bookmarks-public")
    .locator('[data-testid="artwork-card"]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-id"))));

/** Whose answers the persisted query cache holds (each row's `owner`). */
const persistedOwners = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open("pxv-query-cache");
        open.onerror = () => {
          reject(open.error ?? new Error("open failed"));
        };
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("answers")) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction("answers").objectStore("answers").getAll();
          request.onsuccess = () => {
            db.close();
            resolve([...new Set((request.result as { owner?: unknown }[]).map((row) => row.owner))]);
          };
        };
      }),
  );

/**
 * Opens works inside the running app until one answer has been persisted (the persisted cache starts
 * after the first paint, and keeps answers that arrive from then on), then answers whose rows it holds.
 */
async function persistAnswers(page: Page, workIds: readonly number[]): Promise<unknown[]> {
  let next = 0;
  await expect(async () => {
    const id = workIds[next++ % workIds.length] ?? 0;
    await page.evaluate(
      (path) => {
        window.history.pushState(null, "", path);
        window.dispatchEvent(new PopStateEvent("popstate"));
      },
      `/artworks/${String(id)}`,
    );
    expect(await persistedOwners(page)).not.toEqual([]);
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  return persistedOwners(page);
}

async function openAccountMenu(page: Page) {
  await page.getByTestId("nav-account").click();
  const menu = page.getByTestId("account-menu");
  await expect(menu).toBeVisible();
  return menu;
}

test("two accounts on one device: add, switch in two clicks, reload, each one's bookmarks, sign out of one", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Each account bookmarks a work of its own, straight through the relay (the sandbox's state).
  const tokenA = await accessToken(page, COLLECTOR.refreshToken);
  const tokenB = await accessToken(page, CURATOR.refreshToken);
  const ranking = (await appApi(page, tokenA, "/v1/illust/ranking?mode=week")) as {
    illusts: { id: number; illust_ai_type: number; x_restrict: number }[];
  };
  const shown = ranking.illusts
    .filter((illust) => illust.illust_ai_type !== 2 && illust.x_restrict === 0)
    .map((illust) => illust.id);
  const [workA, workB] = shown.slice(8, 10);
  const others = shown.slice(10, 30);
  if (workA === undefined || workB === undefined) throw new Error("the ranking is too short");
  await appApi(page, tokenA, "/v2/illust/bookmark/add", { illust_id: String(workA), restrict: "public" });
  await appApi(page, tokenB, "/v2/illust/bookmark/add", { illust_id: String(workB), restrict: "public" });

  // A signs in; "Add account" in the menu leads to the sign-in page, where B signs in by web session.
  await signInWithRefreshToken(page, COLLECTOR.refreshToken);
  let menu = await openAccountMenu(page);
  await expect(menu.getByTestId("account-menu-account")).toHaveCount(1);
  await menu.getByTestId("account-menu-add").click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByTestId("account-signed-in")).toContainText("(@pxv_collector)");
  await page.getByRole("link", { name: "Sign in with a web session (PHPSESSID) instead" }).click();
  await page.getByLabel("PHPSESSID value").fill(CURATOR.session);
  await page.getByRole("button", { name: "Save" }).click();
  await confirm(page);
  await expect(page).toHaveURL(/\/$/);

  // Both are listed, B active.
  await expect(page.getByTestId("nav-account")).toHaveAttribute("aria-label", /pxv curator/);
  menu = await openAccountMenu(page);
  await expect(menu.getByTestId("account-menu-account")).toHaveText([/pxv collector/, /pxv curator/]);
  await expect(menu.locator(`[data-id="${String(CURATOR.id)}"]`)).toHaveAttribute("aria-checked", "true");
  await expect(menu.locator(`[data-id="${String(COLLECTOR.id)}"]`)).toHaveAttribute("aria-checked", "false");
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);

  // Works opened as B: their persisted answers are B's (their bookmark flags are B's own).
  expect(await persistAnswers(page, others)).toEqual([CURATOR.id]);

  // B's bookmarks, not A's.
  await page.goto("/following/2");
  const list = page.getByTestId("following-bookmarks-public");
  await expect(list.locator(`[data-id="${String(workB)}"]`)).toBeVisible();
  expect(await bookmarkIds(page)).not.toContain(workA);

  // Two clicks: the menu, then A. The page reloads as A, with A's bookmarks and nothing of B's kept.
  await switchAccount(page, COLLECTOR);
  await expect(list.locator(`[data-id="${String(workA)}"]`)).toBeVisible();
  expect(await bookmarkIds(page)).not.toContain(workB);
  expect(await persistedOwners(page)).not.toContain(CURATOR.id);
  expect(await persistAnswers(page, others)).toEqual([COLLECTOR.id]);
  await page.goto("/following/2");

  // A reload keeps A.
  await page.reload();
  await expect(page.getByTestId("nav-account")).toHaveAttribute("aria-label", /pxv collector/);
  await expect(list.locator(`[data-id="${String(workA)}"]`)).toBeVisible();
  expect(await bookmarkIds(page)).not.toContain(workB);

  // Sync carries neither credential: another device paired with this one gets the settings, no sign-in.
  const stored = await page.evaluate(() => localStorage.getItem("pxv:accounts") ?? "");
  expect(stored).toContain(COLLECTOR.refreshToken);
  expect(stored).toContain(CURATOR.session);
  const link = await turnOn(page);
  await page.goto("/setting");
  await page.getByTestId("setting-theme-dark").click();
  await page.goto("/setting/sync");
  await syncUntil(
    page,
    async () => (await page.getByTestId("sync-pending").textContent())?.startsWith("0") === true,
  );
  const other = await newDevice(browser, baseURL);
  await other.page.goto(link);
  await expect(other.page).toHaveURL(/\/setting\/sync$/);
  await syncUntil(other.page, async () => (await settingsOf(other.page)).theme === "dark");
  const otherStorage = await other.page.evaluate(() =>
    JSON.stringify(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
  );
  for (const secret of [COLLECTOR.refreshToken, CURATOR.session, CURATOR.refreshToken])
    expect(otherStorage).not.toContain(secret);
  expect(await other.page.evaluate(() => localStorage.getItem("pxv:accounts"))).toBeNull();
  await other.context.close();

  // Signing out of B on the sign-in page keeps A signed in.
  await page.goto("/account/login");
  const rowB = page.getByTestId("account-other").and(page.locator(`[data-id="${String(CURATOR.id)}"]`));
  await rowB.getByRole("button", { name: "Log out" }).click();
  await confirm(page);
  await expect(page.getByTestId("account-others")).toHaveCount(0);
  await expect(page.getByTestId("account-signed-in")).toContainText("(@pxv_collector)");
  expect(await page.evaluate(() => localStorage.getItem("pxv:accounts") ?? "")).not.toContain(
    CURATOR.session,
  );
  await page.goto("/");
  await expect(page.getByTestId("nav-following")).toBeVisible();
  await expect(page.getByTestId("nav-account")).toHaveAttribute("aria-label", /pxv collector/);
  menu = await openAccountMenu(page);
  await expect(menu.getByTestId("account-menu-account")).toHaveText([/pxv collector/]);
});

test("signing out of the active account makes the next one active; of the last, signs out", async ({
  page,
}) => {
  await signInWithRefreshToken(page, COLLECTOR.refreshToken);
  await signInWithRefreshToken(page, CURATOR.refreshToken);
  // Signing in again as the same pixiv user replaces its entry.
  await signInWithRefreshToken(page, CURATOR.refreshToken);
  let menu = await openAccountMenu(page);
  await expect(menu.getByTestId("account-menu-account")).toHaveText([/pxv collector/, /pxv curator/]);

  await menu.getByTestId("account-menu-sign-out").click();
  await confirm(page);
  await expect(page.getByTestId("nav-account")).toHaveAttribute("aria-label", /pxv collector/);
  menu = await openAccountMenu(page);
  await expect(menu.getByTestId("account-menu-account")).toHaveText([/pxv collector/]);

  await menu.getByTestId("account-menu-sign-out").click();
  await confirm(page);
  await expect(page.getByTestId("nav-following")).toHaveCount(0);
  await expect(page.getByTestId("nav-account")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("pxv:accounts"))).toBeNull();
});
