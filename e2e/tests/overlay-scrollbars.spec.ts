// With scrollbars that take room (desktop Linux and Windows; headless Chromium hides them unless
// told not to), opening a work over the list must not change the list's width: the overlay stops the
// page from scrolling, and if the page's scrollbar went with it the list would lay itself out again
// at the new width, moving the cards under the overlay and the scroll position with them.
import { CHROMIUM_LAUNCH } from "../chromium.js";
import { expect, test } from "./fixtures.js";
import { cardInView } from "./list-helpers.js";

test.use({ launchOptions: { ...CHROMIUM_LAUNCH, ignoreDefaultArgs: ["--hide-scrollbars"] } });

test("opening a work keeps the list's width and scroll position under it", async ({ page }) => {
  await page.goto("/rank/daily");
  const grid = page.getByTestId("ranking-grid");
  await expect(grid.getByTestId("artwork-card").first()).toBeVisible();
  const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
  expect(scrollbar, "the page shows a scrollbar that takes room").toBeGreaterThan(0);
  await page.evaluate(() => {
    window.scrollTo(0, 800);
  });
  const id = await cardInView(page);
  const width = await grid.evaluate((element) => element.clientWidth);
  const scrolled = await page.evaluate(() => window.scrollY);

  await page.locator(`[data-testid="artwork-card"][data-id="${id}"]`).click();
  await expect(page.getByTestId("artwork-overlay").getByTestId("artwork-detail")).toHaveAttribute(
    "data-id",
    id,
  );
  expect(await grid.evaluate((element) => element.clientWidth)).toBe(width);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
