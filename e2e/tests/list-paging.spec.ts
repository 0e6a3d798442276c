// ← / → page through the list a work was opened from — Latest, recommendations, search results (in
// the order and with the filters the results show), a user's works, a work's related works, the
// account's Bookmarks, the Following feed and the personal recommendations, not only rankings — and
// each step shows the card's copy of the next work at once: its detail request is held back until
// the page already shows that work.
import type { Locator, Page } from "@playwright/test";
import { DEMO, accessToken, appApi as api, signInWithRefreshToken } from "./account-helpers.js";
import { expect, test } from "./fixtures.js";
import { trendingTag } from "./search-helpers.js";

test.use({ locale: "en-US" });

/** Holds back every detail request of work `id` (proxy and app API) until `release` is called. */
async function holdDetail(page: Page, id: string): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (route: { continue: () => Promise<void> }) => {
    await released;
    await route.continue();
  };
  await page.route(`**/api/pixiv/illust?id=${id}`, hold);
  await page.route(`**/pixiv-app-api/v1/illust/detail?*illust_id=${id}*`, hold);
  return release;
}

/** Opens the second card of `list`, then steps → twice and ← once, each work shown before its detail loads. */
async function pageThrough(page: Page, list: Locator): Promise<void> {
  const cards = list.locator('[data-testid="artwork-card"]');
  await expect(cards.nth(3)).toBeVisible();
  const ids = await cards.evaluateAll((elements) =>
    elements.slice(0, 4).map((element) => element.getAttribute("data-id") ?? ""),
  );
  const [, first = "", second = "", third = ""] = ids;
  const detail = page.getByTestId("artwork-overlay").getByTestId("artwork-detail");
  await cards.nth(1).click();
  await expect(detail).toHaveAttribute("data-id", first);

  for (const next of [second, third]) {
    const release = await holdDetail(page, next);
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(new RegExp(`/artworks/${next}$`));
    // The detail request is still held: what shows is the list's copy of the work.
    await expect(detail).toHaveAttribute("data-id", next);
    await expect(detail.getByRole("heading").first()).not.toBeEmpty();
    release();
  }
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(new RegExp(`/artworks/${second}$`));
  await expect(detail).toHaveAttribute("data-id", second);
}

test("from Latest", async ({ page }) => {
  await page.goto("/latest/illust");
  await pageThrough(page, page.getByTestId("latest-list"));
});

test("from the recommendations", async ({ page }) => {
  await page.goto("/osusume_illust");
  await pageThrough(page, page.getByTestId("recommended-list"));
});

test("from search results", async ({ page, request }) => {
  const tag = await trendingTag(request);
  // The popular preview off: a work in both lists pages through the one updated last (STATUS, issue 14).
  await page.addInitScript(() => {
    sessionStorage.setItem("pxv.search.popular", "0");
  });
  await page.goto(`/search/${encodeURIComponent(tag)}`);
  await pageThrough(page, page.getByTestId("search-results"));
});

test("from a user's works", async ({ page, request }) => {
  // The author of the day's top-ranked work has enough works to page through.
  const ranking = (await (await request.get("/api/pixiv/rank?mode=day&page=1")).json()) as {
    illusts: { user: { id: number } }[];
  };
  const author = ranking.illusts[0]?.user.id;
  if (author === undefined) throw new Error("The sandbox's ranking is empty");
  await page.goto(`/users/${String(author)}`);
  await pageThrough(page, page.getByTestId("user-artworks"));
});

test("from the account's Bookmarks", async ({ page }) => {
  test.slow();
  const token = await accessToken(page, DEMO.refreshToken);
  const ranking = (await api(page, token, "/v1/illust/ranking?mode=day")) as {
    illusts: { id: number; illust_ai_type: number }[];
  };
  const works = ranking.illusts
    .filter((illust) => illust.illust_ai_type !== 2)
    .map((illust) => illust.id)
    .slice(10, 14);
  for (const id of works) {
    await api(page, token, "/v2/illust/bookmark/add", { illust_id: String(id), restrict: "public" });
  }
  await signInWithRefreshToken(page);
  await page.goto("/following/2");
  await pageThrough(page, page.getByTestId("following-bookmarks-public"));
});

test("from the Following feed", async ({ page }) => {
  test.slow();
  const token = await accessToken(page, DEMO.refreshToken);
  const recommended = (await api(page, token, "/v1/user/recommended")) as {
    user_previews: { user: { id: number } }[];
  };
  for (const preview of recommended.user_previews.slice(0, 3)) {
    await api(page, token, "/v1/user/follow/add", { user_id: String(preview.user.id), restrict: "public" });
  }
  await signInWithRefreshToken(page);
  await page.goto("/following");
  await pageThrough(page, page.getByTestId("following-feed"));
});

test("from the personal recommendations on Home", async ({ page }) => {
  test.slow();
  await signInWithRefreshToken(page);
  await page.goto("/");
  await pageThrough(page, page.getByTestId("personal-recommendations"));
});

test("from a work's related works", async ({ page, request }) => {
  const ranking = (await (await request.get("/api/pixiv/rank?mode=day&page=1")).json()) as {
    illusts: { id: number }[];
  };
  const work = ranking.illusts[0]?.id;
  if (work === undefined) throw new Error("The sandbox's ranking is empty");
  await page.goto(`/artworks/${String(work)}`);
  const related = page.getByTestId("related-works");
  await related.scrollIntoViewIfNeeded();
  await pageThrough(page, related);
});
