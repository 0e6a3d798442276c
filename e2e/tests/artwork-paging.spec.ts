// Opened from a list, the artwork page steps to the list's previous and next works with ← / →
// (and its side buttons), and Back still returns to the list.
import { expect, test } from "./fixtures.js";
import { useSettings } from "./artwork-helpers.js";

test("← and → step through the list the work was opened from", async ({ page }) => {
  await useSettings(page, {});
  await page.goto("/rank/daily");
  const cards = page.getByTestId("artwork-card");
  await expect(cards.nth(3)).toBeVisible();
  const ids = await cards.evaluateAll((elements) =>
    elements.slice(0, 4).map((element) => element.getAttribute("data-id")),
  );
  await cards.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/artworks/${ids[1] ?? ""}$`));
  await expect(page.getByTestId("artwork-detail")).toHaveAttribute("data-id", ids[1] ?? "");

  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(new RegExp(`/artworks/${ids[2] ?? ""}$`));
  await expect(page.getByTestId("artwork-detail")).toHaveAttribute("data-id", ids[2] ?? "");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("artwork-detail")).toHaveAttribute("data-id", ids[1] ?? "");
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(new RegExp(`/artworks/${ids[0] ?? ""}$`));
  await expect(page.getByTestId("work-previous")).toBeDisabled();
  await page.getByTestId("work-next").click();
  await expect(page).toHaveURL(new RegExp(`/artworks/${ids[1] ?? ""}$`));

  await page.goBack();
  await expect(page).toHaveURL(/\/rank\/daily$/);
  await expect(cards.nth(1)).toBeVisible();
});
