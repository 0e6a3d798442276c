// The artwork viewer is a route over the list: opening a card keeps the list mounted underneath
// (same scroll position, same loaded pages, same DOM), Back or Escape closes the viewer, and a
// direct visit or a reload of the work's URL shows the viewer as a full page.
import { expect, test } from "./fixtures.js";

test("a card opens over the list, and Back returns to the untouched list", async ({ page }) => {
  await page.goto("/rank/daily");
  const cards = page.getByTestId("artwork-card");
  await expect(cards.nth(29)).toBeAttached();
  await cards.nth(29).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(30);
  const loaded = await cards.count();

  const target = cards.nth(24);
  await target.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  // A mark on the list's DOM: it survives only if the list is never remounted.
  await page.locator("main").evaluate((main) => {
    main.dataset["mark"] = "kept";
  });
  const id = await target.getAttribute("data-id");
  await target.click();

  const overlay = page.getByTestId("artwork-overlay");
  await expect(page).toHaveURL(new RegExp(`/artworks/${id ?? ""}$`));
  await expect(overlay).toHaveAttribute("data-route", "Artwork");
  await expect(overlay.getByTestId("artwork-detail")).toHaveAttribute("data-id", id ?? "");
  await expect(page.locator("main")).toHaveAttribute("data-route", "Rank");
  await expect(page.locator("main")).toHaveAttribute("inert", "");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.goBack();
  await expect(overlay).toHaveCount(0);
  await expect(page.locator("main")).toHaveAttribute("data-mark", "kept");
  await expect(page.locator("main")).not.toHaveAttribute("inert", "");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await cards.count()).toBe(loaded);

  // Escape closes it too.
  await cards.nth(24).click();
  await expect(overlay).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(overlay).toHaveCount(0);
  await expect(page.locator("main")).toHaveAttribute("data-mark", "kept");
});

test("a direct visit and a reload of an opened work show the full page", async ({ page }) => {
  await page.goto("/artworks/130000001");
  await expect(page.locator("main")).toHaveAttribute("data-route", "Artwork");
  await expect(page.getByTestId("artwork-detail")).toBeVisible();
  await expect(page.getByTestId("artwork-overlay")).toHaveCount(0);

  await page.goto("/");
  const card = page.getByTestId("artwork-card").first();
  await card.click();
  await expect(page.getByTestId("artwork-overlay")).toBeVisible();
  await page.reload();
  await expect(page.locator("main")).toHaveAttribute("data-route", "Artwork");
  await expect(page.getByTestId("artwork-detail")).toBeVisible();
  await expect(page.getByTestId("artwork-overlay")).toHaveCount(0);
});
