// The browsing screens against the sandbox: Home's tabs and cards, the rankings (overall, web
// categories, manga, novels; R-18 refused with R-18 off and shown with it on), discovery, popular,
// recommended, random and latest lists with real data; infinite scroll reaching pages 2 and 3; a
// fault injected in the sandbox showing the retry line, and the retry recovering; an id typed in
// the home search opening the artwork.
import type { Page } from "@playwright/test";
import { useSettings } from "./artwork-helpers.js";
import { carriedAnswerUrls } from "./first-screen-helpers.js";
import { expect, test } from "./fixtures.js";
import { decodedImages } from "./list-helpers.js";
import { setFault } from "./sandbox-faults.js";

/** Scrolls to the end of the page until `done` holds (each step lets the throttled loader fire). */
async function scrollUntil(page: Page, done: () => Promise<boolean>, steps = 40): Promise<void> {
  for (let step = 0; step < steps && !(await done()); step++) {
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.waitForTimeout(500);
  }
}

test("home shows the daily ranking, its tabs and the cards below with real pictures", async ({ page }) => {
  await page.goto("/");
  const rank = page.getByTestId("home-rank");
  // Top 10 plus 5 in one strip (only those near its view are in the DOM; data-count is the list's length).
  await expect(rank.getByTestId("ranking-grid")).toHaveAttribute("data-count", "15");
  await expect.poll(() => decodedImages(page, '[data-testid="home-rank"]')).toBeGreaterThanOrEqual(5);

  const latest = page.getByTestId("home-latest");
  await latest.scrollIntoViewIfNeeded();
  await expect(latest.getByTestId("artwork-card").first()).toBeVisible();
  await expect(page.getByTestId("home-latest-more")).toHaveAttribute("href", "/latest/illust");
  const recommended = page.getByTestId("home-recommended");
  await recommended.scrollIntoViewIfNeeded();
  await expect(recommended.getByTestId("artwork-card").first()).toBeVisible();

  await page.getByTestId("home-tab-manga").click();
  await expect(page).toHaveURL(/\/home_manga$/);
  await expect(page.getByTestId("home-rank").getByTestId("artwork-card").first()).toBeVisible();
  await expect(page.getByTestId("home-rank-more")).toHaveAttribute("href", "/rank/daily_manga");

  await page.getByTestId("home-tab-novel").click();
  await expect(page).toHaveURL(/\/home_novel$/);
  await expect(page.getByTestId("home-rank").getByTestId("novel-ranking")).toHaveAttribute(
    "data-count",
    "15",
  );
});

test("an id typed in the home search opens the artwork", async ({ page, request }) => {
  const body = (await (await request.get("/api/pixiv/rank?mode=day&page=1")).json()) as {
    illusts: { id: number; title: string }[];
  };
  const work = body.illusts[3];
  expect(work).toBeDefined();
  await page.goto("/");
  await page.getByTestId("search-input").fill(String(work?.id));
  await page.getByTestId("search-input").press("Enter");
  await expect(page).toHaveURL(new RegExp(`/artworks/${String(work?.id)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(work?.title ?? "");
});

for (const [path, list, what] of [
  ["/discovery", "discovery-list", "artwork-card"],
  ["/popular_illust", "popular-list", "artwork-card"],
  ["/osusume_illust", "recommended-list", "artwork-card"],
  ["/random_illust", "random-list", "artwork-card"],
  ["/latest/illust", "latest-list", "artwork-card"],
  ["/latest/manga", "latest-list", "artwork-card"],
  ["/latest/novel", "latest-list", "novel-card"],
  ["/rank/daily_illust", "ranking-grid", "artwork-card"],
  ["/rank/weekly_ugoira", "ranking-grid", "artwork-card"],
  ["/rank/daily_manga", "ranking-grid", "artwork-card"],
  ["/rank_novel/week", "novel-ranking", "novel-card"],
] as const) {
  test(`${path} lists real works`, async ({ page }) => {
    await page.goto(path);
    const items = page.getByTestId(list).getByTestId(what);
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThanOrEqual(5);
    if (what === "artwork-card") {
      await expect.poll(() => decodedImages(page, `[data-testid="${list}"]`)).toBeGreaterThanOrEqual(3);
    }
  });
}

test("infinite scroll loads pages 2 and 3 of the ranking", async ({ page }) => {
  const pages = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/pixiv/rank") pages.add(url.searchParams.get("page") ?? "");
  });
  const response = await page.goto("/rank/weekly");
  // The first page comes in the page itself (issue 28's first data) or from the network.
  for (const url of carriedAnswerUrls((await response?.text()) ?? "") ?? []) {
    const carried = new URL(url, page.url());
    if (carried.pathname === "/api/pixiv/rank") pages.add(carried.searchParams.get("page") ?? "");
  }
  const grid = page.getByTestId("ranking-grid");
  await expect(grid.getByTestId("artwork-card").first()).toBeVisible();
  await scrollUntil(page, () => Promise.resolve(pages.has("3")));
  expect([...pages].sort()).toEqual(expect.arrayContaining(["1", "2", "3"]));
  await expect.poll(async () => Number(await grid.getAttribute("data-count"))).toBeGreaterThan(60);
  // Virtualized: however long the list, only the cards near the viewport are in the DOM.
  expect(await grid.getByTestId("artwork-card").count()).toBeLessThan(60);
});

test("a category ranking reads the cached web ranking and pages through it", async ({ page }) => {
  const pages = new Set<string>();
  const relayed: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/pixiv-now/ranking") pages.add(url.searchParams.get("p") ?? "");
    if (url.pathname.startsWith("/api/pixiv-now/http/ranking.php")) relayed.push(url.pathname);
  });
  await page.goto("/rank/daily_illust");
  const grid = page.getByTestId("ranking-grid");
  await expect(grid.getByTestId("artwork-card").first()).toBeVisible();
  await scrollUntil(page, () => Promise.resolve(pages.has("2")));
  expect([...pages].sort()).toEqual(expect.arrayContaining(["1", "2"]));
  await expect.poll(async () => Number(await grid.getAttribute("data-count"))).toBeGreaterThan(50);
  expect(relayed).toEqual([]);
});

test("infinite scroll follows the latest list's id cursor through pages 2 and 3", async ({ page }) => {
  const cursors = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/pixiv/illust_new")
      cursors.add(url.searchParams.get("max_illust_id") ?? "first");
  });
  await page.goto("/latest/illust");
  await expect(page.getByTestId("latest-list").getByTestId("artwork-card").first()).toBeVisible();
  await scrollUntil(page, () => Promise.resolve(cursors.size >= 3));
  expect(cursors.has("first")).toBe(true);
  expect(cursors.size).toBeGreaterThanOrEqual(3);
});

test("a failing next page shows the retry line, and retrying recovers", async ({ page }) => {
  await page.goto("/latest/manga");
  const list = page.getByTestId("latest-list");
  await expect(list.getByTestId("artwork-card").first()).toBeVisible();
  const before = Number(await list.getAttribute("data-count"));
  await setFault("error=500 /v1/illust/new host=appApi");
  try {
    await scrollUntil(page, async () => (await page.getByTestId("list-retry").count()) > 0, 60);
    await expect(page.getByTestId("list-retry")).toBeVisible({ timeout: 20_000 });
  } finally {
    await setFault(null);
  }
  await page.getByTestId("list-retry").click();
  await expect(page.getByTestId("list-retry")).toHaveCount(0);
  await expect.poll(async () => Number(await list.getAttribute("data-count"))).toBeGreaterThan(before);
});

test("the R-18 ranking is refused with R-18 off and shown with it on", async ({ page, context }) => {
  await page.goto("/rank/r18");
  await expect(page.getByTestId("rank-unavailable")).toBeVisible();
  await expect(page.getByTestId("artwork-card")).toHaveCount(0);
  await expect(page.getByTestId("rank-type-r18")).toHaveCount(0);

  const adult = await context.newPage();
  await useSettings(adult, {}, { content: { r18: true, r18g: false, ai: false }, nsfwFlag: 1 });
  await adult.goto("/rank/r18");
  await expect(adult.getByTestId("rank-type-r18")).toHaveAttribute("aria-current", "page");
  const cards = adult.getByTestId("ranking-grid").getByTestId("artwork-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByText("R-18", { exact: true })).toBeVisible();
});
