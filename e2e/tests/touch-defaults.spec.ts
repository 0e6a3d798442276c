// A phone in a real browser (touch screen, finger as the main pointer), issue 24: a long press on a
// card opens its menu and never the work, whatever the settings; a new profile gets the long-press
// menu and swipe paging; a first-run hint says so once, and stays dismissed.
import type { Page } from "@playwright/test";
import { useSettings } from "./artwork-helpers.js";
import { expect, test } from "./fixtures.js";
import { longPress, nextClickPrevented, recordNextClick, swipe } from "./touch-helpers.js";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Marks the first-run hint dismissed, for the tests about other things (it covers the page's foot). */
async function hintSeen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem("pxv-touch-hint", "dismissed");
  });
}

/** The ranking's first card, painted. */
async function firstRankCard(page: Page) {
  await page.goto("/rank/daily");
  const card = page.locator("main [data-testid=artwork-card]").first();
  await expect(card.locator("img")).toBeVisible({ timeout: 60_000 });
  return card;
}

test("with a new profile, a long press on a card opens its menu with Download, and not the work", async ({
  page,
  context,
}) => {
  await hintSeen(page);
  const card = await firstRankCard(page);
  // The menu's commands load after the first cards are painted.
  await page.waitForLoadState("networkidle");
  await recordNextClick(page);
  const menu = page.getByTestId("card-menu");
  await longPress(context, page, card, () => expect(menu).toBeVisible());
  expect(await nextClickPrevented(page)).toBe(true);
  await expect(menu.locator('[data-command="download"]')).toBeVisible();
  await expect(page).toHaveURL(/\/rank\/daily$/);
  await expect(page.getByTestId("artwork-image")).toHaveCount(0);
});

test("with every long-press action off, a long press still does not open the work", async ({
  page,
  context,
}) => {
  await hintSeen(page);
  await useSettings(page, {
    isLongpressDL: false,
    isLongpressBlock: false,
    isLongpressPrivateBookmark: false,
  });
  const card = await firstRankCard(page);
  await recordNextClick(page);
  await longPress(context, page, card);
  expect(await nextClickPrevented(page)).toBe(true);
  await expect(page).toHaveURL(/\/rank\/daily$/);
  await expect(page.getByTestId("card-menu")).toHaveCount(0);

  // A tap still opens it.
  await card.tap({ position: { x: 20, y: 20 } });
  await expect(page).toHaveURL(/\/artworks\/\d+/);
});

test("with a new profile, swiping on a work pages through the list it was opened from", async ({ page }) => {
  await hintSeen(page);
  const card = await firstRankCard(page);
  const firstId = await card.getAttribute("data-id");
  await card.tap({ position: { x: 20, y: 20 } });
  await expect(page).toHaveURL(`/artworks/${String(firstId)}`);
  await expect(page.getByTestId("artwork-image").first()).toBeVisible();
  // The work knows its neighbours in the list.
  await expect(page.getByTestId("work-next")).toBeEnabled();

  await swipe(page, -200);
  await expect(page).not.toHaveURL(`/artworks/${String(firstId)}`);
  await expect(page).toHaveURL(/\/artworks\/\d+$/);
  await expect(page.getByTestId("work-previous")).toBeEnabled();
  await swipe(page, 200);
  await expect(page).toHaveURL(`/artworks/${String(firstId)}`);

  await page.goto("/setting/preference");
  await expect(page.getByTestId("pref-isEnableSwipe")).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("pref-isLongpressDL")).toHaveAttribute("aria-checked", "true");
});

test.describe("the first-run hint", () => {
  // Every chunk comes from the network, so the test sees the hint's chunk arrive.
  test.use({ serviceWorkers: "block" });

  test("shows once on a touch screen, and stays dismissed", async ({ page }) => {
    await page.goto("/");
    const hint = page.getByTestId("touch-hint");
    await expect(hint).toBeVisible({ timeout: 30_000 });
    await expect(hint).toContainText("Hold a card");
    await expect(hint).toContainText("swipe");
    await hint.getByTestId("touch-hint-dismiss").tap();
    await expect(hint).toHaveCount(0);

    // Another visit: the hint's chunk loads, decides, and shows nothing.
    const chunk = page.waitForResponse((response) => /\/assets\/touch-hint-[\w-]+\.js$/.test(response.url()));
    await page.goto("/setting/preference");
    await chunk;
    await expect(page.getByTestId("pref-isEnableSwipe")).toHaveAttribute("aria-checked", "true");
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => {
            setTimeout(resolve, 0);
          });
        }),
    );
    await expect(hint).toHaveCount(0);
  });

  test("leads to Preferences, which dismisses it too", async ({ page }) => {
    await page.goto("/rank/daily");
    const hint = page.getByTestId("touch-hint");
    await expect(hint).toBeVisible({ timeout: 30_000 });
    await hint.getByTestId("touch-hint-settings").tap();
    await expect(page.locator("main")).toHaveAttribute("data-route", "SettingPreference");
    await expect(hint).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("pxv-touch-hint"))).toBe("dismissed");
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false });

  test("no hint, and the settings keep the mouse's defaults", async ({ page }) => {
    await page.goto("/setting/preference");
    await expect(page.getByTestId("pref-isEnableSwipe")).toHaveAttribute("aria-checked", "false");
    await expect(page.getByTestId("pref-isLongpressDL")).toHaveAttribute("aria-checked", "false");
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("touch-hint")).toHaveCount(0);
  });
});
