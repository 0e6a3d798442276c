// What a reader sees when a list cannot load (issue 19, item 12): an upstream failure says that
// pixiv failed — never "check your connection" — and offers Retry, which loads the list once pixiv
// answers again; a rate limit offers Retry too, and tries again by itself once the server's
// Retry-After has passed, so the notice does not stay after the limit is over.
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { withSettings } from "./search-helpers.js";

test.use({ locale: "en-US" });

const RANKING_CALLS = "**/api/pixiv/rank?*";

/** Fails the ranking calls with `answer` until `healed()` is called; counts the calls. */
async function failRanking(page: Page, answer: (route: Route) => Promise<void>) {
  let failing = true;
  let calls = 0;
  await page.route(RANKING_CALLS, (route) => {
    calls += 1;
    return failing ? answer(route) : route.fallback();
  });
  return {
    heal: () => {
      failing = false;
    },
    calls: () => calls,
  };
}

/**
 * Opens the daily ranking from inside the app (Settings, then the navigation's Ranking): opened by
 * its address, the page would carry its first answer in the HTML (issue 28) and ask nothing that
 * could fail.
 */
async function openRankingInApp(page: Page): Promise<void> {
  await page.goto("/setting");
  await page.getByTestId("nav-rank").click();
  await expect(page).toHaveURL(/\/rank\/daily$/);
}

const pixivError = (message: string) =>
  JSON.stringify({ error: { user_message: "", message, reason: "", user_message_details: {} } });

for (const [name, answer] of [
  [
    "answers 503",
    (route: Route) => route.fulfill({ status: 503, contentType: "application/json", body: pixivError("") }),
  ],
  [
    "resets or cuts its answer short (the server's 502)",
    (route: Route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ code: 502, detail: "Upstream app-api failed: other side closed" }),
      }),
  ],
  [
    "gives up waiting (504)",
    (route: Route) =>
      route.fulfill({
        status: 504,
        contentType: "application/json",
        body: JSON.stringify({ code: 504, detail: "Upstream app-api did not answer in time" }),
      }),
  ],
] as const) {
  test(`when pixiv ${name}, the list says pixiv failed and Retry loads it`, async ({ page }) => {
    await withSettings(page);
    const ranking = await failRanking(page, answer);
    await openRankingInApp(page);
    const notice = page.getByTestId("error-notice");
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toHaveAttribute("data-kind", "upstream");
    await expect(notice).toContainText("pixiv did not answer properly");
    await expect(notice).not.toContainText("connection");
    ranking.heal();
    await notice.getByTestId("error-retry").click();
    await expect(page.locator("main [data-testid=artwork-card]").first()).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
}

test("a failure of pxv's own server says so, with Retry", async ({ page }) => {
  await withSettings(page);
  const ranking = await failRanking(page, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ code: 500, detail: "Internal server error" }),
    }),
  );
  await openRankingInApp(page);
  const notice = page.getByTestId("error-notice");
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toHaveAttribute("data-kind", "server");
  await expect(notice).toContainText("The pxv server ran into a problem");
  ranking.heal();
  await notice.getByTestId("error-retry").click();
  await expect(page.locator("main [data-testid=artwork-card]").first()).toBeVisible();
});

test("a rate limit offers Retry and clears by itself once its Retry-After has passed", async ({ page }) => {
  await withSettings(page);
  const ranking = await failRanking(page, (route) =>
    route.fulfill({
      status: 429,
      headers: { "retry-after": "3" },
      contentType: "application/json",
      body: JSON.stringify({ code: 429, detail: "Too many requests" }),
    }),
  );
  await openRankingInApp(page);
  const notice = page.getByTestId("error-notice");
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toHaveAttribute("data-kind", "rate_limited");
  await expect(notice.getByTestId("error-retry")).toBeVisible();
  // Shown at once, not retried into the limit.
  const callsWhileLimited = ranking.calls();
  expect(callsWhileLimited).toBe(1);
  ranking.heal();
  // No click: the notice tries again by itself after the 3 s the server asked for.
  await expect(page.locator("main [data-testid=artwork-card]").first()).toBeVisible({ timeout: 15_000 });
  await expect(notice).toHaveCount(0);
});
