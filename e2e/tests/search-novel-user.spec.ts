// Novel and user search against the sandbox: real cards, the tab bar between the three searches,
// and infinite loading of the next page of novels.
import { expect, test } from "./fixtures.js";
import { withSettings } from "./search-helpers.js";

test("novel search lists real novels and loads the next page", async ({ page, request }) => {
  await withSettings(page, { searchListMinFavNum: "0" });
  // A tag of a ranked all-ages novel: the catalogue has novels for it.
  const ranking = (await (await request.get("/api/pixiv/rank_novel?mode=day")).json()) as {
    novels: { x_restrict: number; tags: { name: string }[] }[];
  };
  const tag = ranking.novels.find((novel) => novel.x_restrict === 0)?.tags[0]?.name ?? "";
  const first = page.waitForRequest((req) => req.url().includes("/api/pixiv/search_novel?"));
  await page.goto(`/search_novel/${encodeURIComponent(tag)}`);
  expect(new URL((await first).url()).searchParams.get("word")).toBe(`${tag} -R-18 -R18 -18+`);
  const cards = page.getByTestId("search-results").getByTestId("novel-card");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();

  const second = page.waitForRequest(
    (req) => req.url().includes("/api/pixiv/search_novel?") && req.url().includes("page=2"),
  );
  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await second;
  await expect.poll(() => cards.count()).toBeGreaterThan(count);
  await cards.first().click();
  await expect(page).toHaveURL(/\/novel\/\d+$/);
});

test("user search lists users with their works, and the tabs switch searches", async ({ page, request }) => {
  await withSettings(page);
  const ranking = (await (await request.get("/api/pixiv/rank?mode=day")).json()) as {
    illusts: { user: { name: string } }[];
  };
  const name = ranking.illusts[0]?.user.name ?? "";
  const searched = page.waitForRequest((req) => req.url().includes("/api/pixiv/search_user?"));
  await page.goto(`/search_user/${encodeURIComponent(name)}`);
  expect(new URL((await searched).url()).searchParams.get("word")).toBe(name);
  const user = page.getByTestId("search-results").getByTestId("user-card").first();
  await expect(user).toBeVisible();
  await expect(page.getByTestId("search-results")).toContainText(name);

  await page.getByTestId("search-tab-novel").click();
  await expect(page).toHaveURL(new RegExp(`/search_novel/${encodeURIComponent(name)}$`));
  await page.getByTestId("search-tab-illust").click();
  await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(name)}$`));
});
