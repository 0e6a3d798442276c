// Local favourites (issue 26) in the browser, signed out: a work kept from a card's long-press /
// right-click menu and a novel kept from its page are listed at /favorites/local (reached from
// Settings) from their snapshots, survive a reload, and leave the list when removed there or on the
// work's page; the empty state says how to keep one.
import { expect, test } from "./fixtures.js";
import { useSettings } from "./artwork-helpers.js";
import { ALL_MARKUP_NOVEL } from "./reader-helpers.js";

test("a work kept from a card's menu and a novel kept on its page are listed, survive a reload, and can be removed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useSettings(page, { isLongpressLocalFavorite: true });
  await page.goto("/rank/daily");
  const card = page.locator("main [data-testid=artwork-card]").first();
  await expect(card.locator("img")).toBeVisible({ timeout: 60_000 });
  const workId = await card.getAttribute("data-id");
  expect(workId).toMatch(/^\d+$/);
  // The card menu's commands load after the first cards are painted.
  await page.waitForLoadState("networkidle");
  await card.click({ button: "right" });
  const menu = page.getByTestId("card-menu");
  await expect(menu.locator('[data-command="local-favorite-remove"]')).toBeDisabled();
  await menu.locator('[data-command="local-favorite-add"]').click();
  await expect(page.getByText("Added to local favorites")).toBeVisible();
  // Asked again, the menu offers to remove it.
  await card.click({ button: "right" });
  await expect(menu.locator('[data-command="local-favorite-add"]')).toBeDisabled();
  await expect(menu.locator('[data-command="local-favorite-remove"]')).toBeEnabled();
  await page.keyboard.press("Escape");

  await page.goto(`/novel/${ALL_MARKUP_NOVEL}`);
  const novelButton = page.getByTestId("local-favorite");
  await expect(novelButton).toHaveAttribute("aria-pressed", "false");
  await novelButton.click();
  await expect(novelButton).toHaveAttribute("aria-pressed", "true");
  await expect(novelButton).toHaveText("Remove from local favorites");

  // Reached from Settings, beside History.
  await page.goto("/setting");
  await page.getByTestId("setting-link-local-favorites").click();
  await expect(page).toHaveURL(/\/favorites\/local$/);
  const kept = page.locator(
    `[data-testid=local-favorites-page] [data-testid=artwork-card][data-id="${workId}"]`,
  );
  await expect(kept).toBeVisible();
  await page.reload();
  await expect(kept).toBeVisible();
  await expect(kept.locator("img")).toBeVisible();
  await page.getByTestId("tab-n").click();
  await expect(page.locator(`[data-testid=novel-card][data-id="${ALL_MARKUP_NOVEL}"]`)).toBeVisible();

  // Removed in the list…
  await page.getByTestId("tab-i").click();
  await page.getByTestId("local-favorites-edit").click();
  await page.getByTestId(`local-favorite-remove-${workId}`).click();
  await expect(page.getByTestId("local-favorites-empty")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("local-favorites-empty")).toBeVisible();

  // …or on the work's page.
  await page.goto(`/novel/${ALL_MARKUP_NOVEL}`);
  await expect(novelButton).toHaveAttribute("aria-pressed", "true");
  await novelButton.click();
  await expect(novelButton).toHaveAttribute("aria-pressed", "false");
  await page.goto("/favorites/local?t=n");
  await expect(page.getByTestId("local-favorites-empty")).toBeVisible();
});

test("the artwork page's button and its key keep a work and take it back", async ({ page }) => {
  test.setTimeout(60_000);
  await useSettings(page, {});
  await page.goto("/rank/daily");
  const card = page.locator("main [data-testid=artwork-card]").first();
  await expect(card.locator("img")).toBeVisible({ timeout: 60_000 });
  const workId = await card.getAttribute("data-id");
  await page.goto(`/artworks/${workId ?? ""}`);
  const button = page.getByTestId("local-favorite");
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  // Shift+S is "Remove from local favorites" on a work.
  await page.keyboard.press("Shift+S");
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("s");
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await page.goto("/favorites/local");
  await expect(page.locator(`[data-testid=artwork-card][data-id="${workId ?? ""}"]`)).toBeVisible();
});
