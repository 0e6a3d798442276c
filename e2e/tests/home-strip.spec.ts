// Home's daily ranking strip on a desktop (issue 24, defect 3): the cards start right under the
// heading, and each arrow shows only while the strip can scroll its way — at the start the back
// arrow would sit over the first card (and the play mark of an ugoira there).
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";

/** The distance between the bottom of the rank card's heading and the top of its first card, px. */
async function gapUnderHeading(page: Page): Promise<number> {
  const rank = page.getByTestId("home-rank");
  const heading = await rank.locator("h2").boundingBox();
  const card = await rank.getByTestId("artwork-card").first().boundingBox();
  if (heading === null || card === null) throw new Error("the rank card is not laid out");
  return card.y - (heading.y + heading.height);
}

/** Whether the point of `card`'s picture (fractions of its box) belongs to the card itself. */
async function cardOwnsPoint(card: Locator, fx: number, fy: number): Promise<boolean> {
  return card.evaluate(
    (element, [x, y]) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
      return hit !== null && element.contains(hit);
    },
    [fx, fy] as const,
  );
}

test("the ranking strip starts under its heading, with no back arrow until it has scrolled", async ({
  page,
}) => {
  await page.goto("/");
  const rank = page.getByTestId("home-rank");
  const first = rank.getByTestId("artwork-card").first();
  await expect(first).toBeVisible();
  // What loads after the first cards (the optional chunks) is in, so nothing more arrives above the strip.
  await page.waitForLoadState("networkidle");

  // The heading's own margin, no more.
  expect(await gapUnderHeading(page)).toBeLessThanOrEqual(16);

  const back = rank.getByTestId("slide-back");
  const forward = rank.getByTestId("slide-forward");
  await expect(back).toBeHidden();
  await expect(forward).toBeVisible();
  // The first card's left edge, where the arrow sat, and its middle, where an ugoira's play mark is.
  expect(await cardOwnsPoint(first, 0.08, 0.35)).toBe(true);
  expect(await cardOwnsPoint(first, 0.5, 0.35)).toBe(true);

  await forward.click();
  await expect(back).toBeVisible();
  const scroller = rank.locator('[data-layout="slide"] > div').first();
  await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect(forward).toBeHidden();
  await expect(back).toBeVisible();
  await back.click();
  await expect(forward).toBeVisible();
});
