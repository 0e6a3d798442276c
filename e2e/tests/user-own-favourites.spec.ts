// The signed-in account's own user page: its favourites tab lists its own bookmarks with the
// restrict switch and the bookmark-tag chips (app mode), while another user's page keeps the
// public favourites without them.
import type { Page } from "@playwright/test";
import { DEMO, accessToken, appApi, signInWithRefreshToken } from "./account-helpers.js";
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-US" });

const TAG = "pxv-own-favourite";

const cardIds = (page: Page, list: string) =>
  page
    .getByTestId(list)
    .locator('[data-testid="artwork-card"]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-id"))));

test("the own favourites tab: public, private and a tag chip", async ({ page }) => {
  test.slow();
  const token = await accessToken(page, DEMO.refreshToken);
  const ranking = (await appApi(page, token, "/v1/illust/ranking?mode=day")) as {
    illusts: { id: number; illust_ai_type: number; x_restrict: number; is_bookmarked: boolean }[];
  };
  // Works every account sees (no AI, no R-18: the demo account's settings hide both) that no other
  // test has bookmarked yet, so each is the newest bookmark of its list, on its first row.
  const [publicId, privateId] = ranking.illusts
    .filter((illust) => illust.illust_ai_type !== 2 && illust.x_restrict === 0 && !illust.is_bookmarked)
    .map((illust) => illust.id)
    .slice(3, 5);
  if (publicId === undefined || privateId === undefined) throw new Error("the ranking is too short");
  await appApi(page, token, "/v2/illust/bookmark/add", {
    illust_id: String(publicId),
    restrict: "public",
    "tags[]": TAG,
  });
  await appApi(page, token, "/v2/illust/bookmark/add", { illust_id: String(privateId), restrict: "private" });

  await signInWithRefreshToken(page, DEMO.refreshToken);
  await page.goto(`/users/${DEMO.id}`);
  await page.getByTestId("user-tab-favorite").click();

  const publicList = page.getByTestId("user-own-favorites-public");
  await expect(publicList.locator(`[data-id="${publicId}"]`)).toBeVisible();
  expect(await cardIds(page, "user-own-favorites-public")).not.toContain(privateId);

  await page.getByTestId("restrict-private").click();
  const privateList = page.getByTestId("user-own-favorites-private");
  await expect(privateList.locator(`[data-id="${privateId}"]`)).toBeVisible();
  expect(await cardIds(page, "user-own-favorites-private")).not.toContain(publicId);

  await page.getByTestId("restrict-public").click();
  await expect(publicList.locator(`[data-id="${publicId}"]`)).toBeVisible();
  await page.getByTestId("bookmark-tag").filter({ hasText: TAG }).click();
  await expect(page.getByTestId("bookmark-tag").filter({ hasText: TAG })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(publicList).toHaveAttribute("data-count", "1");
  await expect(publicList.locator(`[data-id="${publicId}"]`)).toBeVisible();
});

test("another user's favourites stay public, without the filters", async ({ page }) => {
  await signInWithRefreshToken(page, DEMO.refreshToken);
  const token = await accessToken(page, DEMO.refreshToken);
  const ranking = (await appApi(page, token, "/v1/illust/ranking?mode=day")) as {
    illusts: { user: { id: number } }[];
  };
  const author = ranking.illusts[0]?.user.id;
  if (author === undefined) throw new Error("the ranking is empty");
  await page.goto(`/users/${author}/favorites`);
  await expect(page.getByTestId("user-favorites")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("restrict-private")).toHaveCount(0);
  await expect(page.getByTestId("bookmark-tags")).toHaveCount(0);
});
