// What a visitor does first: the home page shows the daily ranking with real images, a click opens
// the work, and an unknown address shows the 404 page whose button leads home.
import { expect, test } from "./fixtures.js";

test("home shows the daily ranking with images that really loaded", async ({ page }) => {
  await page.goto("/");
  const cards = page.getByTestId("artwork-card");
  // The ranking is one strip: the cards near its view are in the page.
  await expect(cards.nth(4)).toBeVisible();
  const images = page.locator('[data-testid="artwork-card"] img');
  await expect
    .poll(
      async () =>
        images.evaluateAll(
          (elements) =>
            (elements as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 0)
              .length,
        ),
      { message: "at least 5 ranking images decode" },
    )
    .toBeGreaterThanOrEqual(5);
  const sources = await images.evaluateAll((elements) =>
    (elements as HTMLImageElement[]).slice(0, 5).map((image) => new URL(image.currentSrc).pathname),
  );
  for (const source of sources) expect(source).toMatch(/^\/-\//);
});

test("clicking a card opens that work with its title and author", async ({ page, request }) => {
  await page.goto("/");
  const card = page.getByTestId("artwork-card").nth(2);
  await expect(card).toBeVisible();
  const id = await card.getAttribute("data-id");
  expect(id).toMatch(/^\d+$/);

  const detail = (await (await request.get(`/api/pixiv/illust?id=${id ?? ""}`)).json()) as {
    illust: { title: string; user: { name: string } };
  };
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/artworks/${id ?? ""}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.illust.title);
  await expect(page.getByTestId("artwork-author")).toContainText(detail.illust.user.name);
  const firstImage = page.getByTestId("artwork-image").first();
  await expect(firstImage).toBeVisible();
  await expect
    .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test("an unknown path shows the 404 page and its button returns home", async ({ page }) => {
  await page.goto("/this/page/does-not-exist");
  const button = page.getByTestId("back-home");
  await expect(button).toBeVisible();
  await button.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("artwork-card").first()).toBeVisible();
});

test("the ranking route loads the daily ranking and its next page", async ({ page }) => {
  await page.goto("/rank/daily");
  // The list is virtualized: only the cards near the viewport are in the DOM, so the grid's
  // data-count (works listed) tells how far it has loaded.
  const grid = page.getByTestId("ranking-grid");
  await expect(grid.getByTestId("artwork-card").first()).toBeVisible();
  const firstPage = Number(await grid.getAttribute("data-count"));
  expect(firstPage).toBeGreaterThan(0);
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await expect
    .poll(async () => Number(await grid.getAttribute("data-count")), { timeout: 15_000 })
    .toBeGreaterThan(firstPage);
});
