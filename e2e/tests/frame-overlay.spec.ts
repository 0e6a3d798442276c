// The artwork viewer is a route over the list: opening a card keeps the list mounted underneath
// (same scroll position, same loaded pages, same DOM), Back or Escape closes the viewer, and a
// direct visit or a reload of the work's URL shows the viewer as a full page.
import { expect, test } from "./fixtures.js";
import { cardInView } from "./list-helpers.js";

test("a card opens over the list, and Back returns to the untouched list", async ({ page }) => {
  await page.goto("/rank/daily");
  // The list is virtualized (only cards near the viewport are in the DOM): its data-count says how
  // many works it has loaded.
  const grid = page.getByTestId("ranking-grid");
  const cards = grid.getByTestId("artwork-card");
  await expect(cards.first()).toBeVisible();
  const listed = async (): Promise<number> => Number(await grid.getAttribute("data-count"));
  const firstPage = await listed();
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await expect.poll(listed, { timeout: 15_000 }).toBeGreaterThan(firstPage);
  const loaded = await listed();
  // Away from the page's end, where the list's footer changing its height would clamp the scroll.
  await page.evaluate(() => {
    window.scrollBy(0, -600);
  });
  // A card fully in the viewport (the virtual list renders only the cards near it).
  const visibleId = await cardInView(page);
  const target = page.locator(`[data-testid="artwork-card"][data-id="${visibleId}"]`);
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
  // The list stays where it was, to the pixel (a remount or a scroll reset moves it by hundreds; the
  // Download all button arriving above it once moved it by 7).
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.goBack();
  await expect(overlay).toHaveCount(0);
  await expect(page.locator("main")).toHaveAttribute("data-mark", "kept");
  await expect(page.locator("main")).not.toHaveAttribute("inert", "");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await listed()).toBe(loaded);

  // Escape closes it too.
  await target.click();
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
