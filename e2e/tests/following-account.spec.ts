// The Following page against the sandbox, signed in: bookmarks appear in the bookmarks tab and in
// the sandbox's state, private ones stay out of the public list, a follow appears in the followed
// users tab, the feed's last-seen marker, a failed call retried, an expired access token renewed
// without the person noticing, and web mode's lists through the web relay.
import type { Page } from "@playwright/test";
import {
  DEMO,
  PREMIUM,
  READER,
  accessToken,
  appApi as api,
  confirm,
  signInWithRefreshToken,
} from "./account-helpers.js";
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-US" });

const cardIds = (page: Page, list: string) =>
  page
    .getByTestId(list)
    .locator('[data-testid="artwork-card"]')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-id"))));

test("bookmarks: public and private lists, a tag filter, and the sandbox's state", async ({ page }) => {
  test.slow();
  const token = await accessToken(page, READER.refreshToken);
  const ranking = (await api(page, token, "/v1/illust/ranking?mode=week")) as {
    illusts: { id: number; illust_ai_type: number }[];
  };
  // AI works are hidden from accounts whose AI setting is off, as on pixiv.
  const [publicId, privateId] = ranking.illusts
    .filter((illust) => illust.illust_ai_type !== 2)
    .map((illust) => illust.id)
    .slice(5, 7);
  if (publicId === undefined || privateId === undefined) throw new Error("the ranking is too short");
  await api(page, token, "/v2/illust/bookmark/add", {
    illust_id: String(publicId),
    restrict: "public",
    "tags[]": "pxv-e2e-tag",
  });
  await api(page, token, "/v2/illust/bookmark/add", { illust_id: String(privateId), restrict: "private" });

  await signInWithRefreshToken(page, READER.refreshToken);
  await page.getByTestId("nav-following").click();
  await page.getByTestId("following-tab-2").click();
  await expect(page).toHaveURL(/\/following\/2$/);
  await expect(
    page.getByTestId("following-bookmarks-public").locator(`[data-id="${publicId}"]`),
  ).toBeVisible();
  expect(await cardIds(page, "following-bookmarks-public")).not.toContain(privateId);

  await page.getByTestId("restrict-private").click();
  await expect(
    page.getByTestId("following-bookmarks-private").locator(`[data-id="${privateId}"]`),
  ).toBeVisible();
  expect(await cardIds(page, "following-bookmarks-private")).not.toContain(publicId);

  await page.getByTestId("restrict-public").click();
  await page.getByTestId("bookmark-tag").filter({ hasText: "pxv-e2e-tag" }).click();
  await expect(page.getByTestId("following-bookmarks-public")).toHaveAttribute("data-count", "1");
  await expect(
    page.getByTestId("following-bookmarks-public").locator(`[data-id="${publicId}"]`),
  ).toBeVisible();

  const detail = (await api(page, token, `/v2/illust/bookmark/detail?illust_id=${publicId}`)) as {
    bookmark_detail: {
      is_bookmarked: boolean;
      restrict: string;
      tags: { name: string; is_registered: boolean }[];
    };
  };
  expect(detail.bookmark_detail).toMatchObject({ is_bookmarked: true, restrict: "public" });
  expect(detail.bookmark_detail.tags).toContainEqual(
    expect.objectContaining({ name: "pxv-e2e-tag", is_registered: true }),
  );
});

test("a bookmark added with the heart in the viewer shows in the bookmarks tab and in the sandbox", async ({
  page,
}) => {
  await signInWithRefreshToken(page, PREMIUM.refreshToken);
  const token = await accessToken(page, PREMIUM.refreshToken);
  const ranking = (await api(page, token, "/v1/illust/ranking?mode=day")) as {
    illusts: { id: number; is_bookmarked: boolean }[];
  };
  const work = ranking.illusts.find((illust) => !illust.is_bookmarked && illust.id % 2 === 1);
  if (work === undefined) throw new Error("no unbookmarked work in the ranking");
  await page.goto(`/artworks/${work.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const heart = page.getByTestId("bookmark-button");
  await heart.first().click();
  await expect(heart.first()).toHaveAttribute("data-bookmarked", "true");
  await expect
    .poll(
      async () =>
        (
          (await api(page, token, `/v2/illust/bookmark/detail?illust_id=${work.id}`)) as {
            bookmark_detail: { is_bookmarked: boolean };
          }
        ).bookmark_detail.is_bookmarked,
    )
    .toBe(true);
  await page.goto("/following/2");
  await expect(
    page.getByTestId("following-bookmarks-public").locator(`[data-id="${work.id}"]`),
  ).toBeVisible();
});

test("follows: a recommended user followed publicly, another privately after confirming, each in its list", async ({
  page,
}) => {
  await signInWithRefreshToken(page, PREMIUM.refreshToken);
  await page.goto("/following/6");
  const cards = page.getByTestId("following-recommended-users").getByTestId("user-card");
  await expect(cards.nth(1)).toBeVisible();
  const [first, second] = await cards.evaluateAll((nodes) =>
    nodes.slice(0, 2).map((node) => Number(node.getAttribute("data-id"))),
  );
  if (first === undefined || second === undefined) throw new Error("fewer than two recommended users");

  const firstButton = page.locator(
    `[data-testid="user-card"][data-id="${first}"] + [data-testid="follow-button"]`,
  );
  await expect(firstButton).toHaveText("Follow");
  await firstButton.click();
  await expect(firstButton).toHaveText("Following");

  const secondButton = page.locator(
    `[data-testid="user-card"][data-id="${second}"] + [data-testid="follow-button"]`,
  );
  await secondButton.click({ button: "right" });
  await expect(page.getByTestId("confirm-dialog")).toContainText("privately");
  await confirm(page);
  await expect(secondButton).toHaveText("Following");

  const token = await accessToken(page, PREMIUM.refreshToken);
  const detail = (id: number) => api(page, token, `/v1/user/follow/detail?user_id=${id}`);
  await expect
    .poll(() => detail(first))
    .toMatchObject({ follow_detail: { is_followed: true, restrict: "public" } });
  await expect
    .poll(() => detail(second))
    .toMatchObject({ follow_detail: { is_followed: true, restrict: "private" } });

  await page.getByTestId("following-tab-3").click();
  const publicList = page.getByTestId("following-users-public");
  await expect(publicList.locator(`[data-testid="user-card"][data-id="${first}"]`)).toBeVisible();
  await expect(publicList.locator(`[data-testid="user-card"][data-id="${second}"]`)).toHaveCount(0);
  await page.getByTestId("restrict-private").click();
  await expect(
    page.getByTestId("following-users-private").locator(`[data-testid="user-card"][data-id="${second}"]`),
  ).toBeVisible();
});

test("the follow feed marks where the last visit stopped: the newest work shown, not a hidden one", async ({
  page,
}) => {
  const token = await accessToken(page, DEMO.refreshToken);
  const recommended = (await api(page, token, "/v1/user/recommended")) as {
    user_previews: { user: { id: number } }[];
  };
  const followed = recommended.user_previews.slice(0, 2).map((preview) => preview.user.id);
  if (followed.length < 2) throw new Error("fewer than two recommended users");
  for (const user of followed)
    await api(page, token, "/v1/user/follow/add", { user_id: String(user), restrict: "public" });
  // The feed's newest work is hidden, whatever the day's catalogue: its author is blocked (the other
  // followed author's works stay).
  const feed = (await api(page, token, "/v2/illust/follow?restrict=all")) as {
    illusts: { id: number; user: { id: number } }[];
  };
  const hidden = feed.illusts[0];
  if (hidden === undefined) throw new Error("the follow feed is empty");

  await signInWithRefreshToken(page);
  await page.goto("/setting/preference");
  const blocked = page.getByTestId("pref-blockedUserIds");
  await blocked.fill(String(hidden.user.id));
  await blocked.blur();
  await page.goto("/following");
  const cards = page.getByTestId("following-feed").locator('[data-testid="artwork-card"]');
  await expect(cards.first()).toBeVisible();
  const newest = Number(await cards.first().getAttribute("data-id"));
  expect(newest).toBeLessThan(hidden.id);
  await page.reload();
  // Works posted since (the sandbox's clock runs on) would show above the marker, which stays put.
  await expect(page.getByTestId("last-seen-marker")).toHaveAttribute("data-id", String(newest));
  await expect(
    page.getByTestId("following-feed-seen").locator('[data-testid="artwork-card"]').first(),
  ).toHaveAttribute("data-id", String(newest));
});

test("novels: a bookmarked novel in the novel bookmarks tab, and the novel timeline", async ({ page }) => {
  const token = await accessToken(page, READER.refreshToken);
  const ranking = (await api(page, token, "/v1/novel/ranking?mode=day")) as {
    novels: { id: number; novel_ai_type: number }[];
  };
  const novel = ranking.novels.find((item) => item.novel_ai_type !== 2);
  if (novel === undefined) throw new Error("no novel in the ranking");
  await api(page, token, "/v2/novel/bookmark/add", { novel_id: String(novel.id), restrict: "public" });

  await signInWithRefreshToken(page, READER.refreshToken);
  await page.goto("/following/7");
  await expect(
    page
      .getByTestId("following-novel-bookmarks-public")
      .locator(`[data-testid="novel-card"][data-id="${novel.id}"]`),
  ).toBeVisible();
  await page.getByTestId("following-tab-5").click();
  await expect(page).toHaveURL(/\/following\/5$/);
  await expect(page.getByTestId("following-novel-feed")).toBeVisible();
});

test("an expired access token is renewed and the request repeated, unnoticed", async ({ page }) => {
  await signInWithRefreshToken(page);
  const renewals: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/pixiv-oauth/auth/token")) renewals.push(request.url());
  });
  // The kept token is one pixiv no longer accepts, though the browser thinks it has an hour left.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("pxv:app-auth") ?? "{}") as {
      data: { accessToken: string; expiresAt: number };
    };
    stored.data.accessToken = "revoked-access-token-0000000000000000000000";
    stored.data.expiresAt = Date.now() + 3_600_000;
    localStorage.setItem("pxv:app-auth", JSON.stringify(stored));
  });
  await page.goto("/following/4");
  await expect(
    page.getByTestId("following-latest").locator('[data-testid="artwork-card"]').first(),
  ).toBeVisible();
  await expect(page.getByTestId("error-notice")).toHaveCount(0);
  expect(renewals.length).toBeGreaterThanOrEqual(1);
  const kept = await page.evaluate(() => localStorage.getItem("pxv:app-auth") ?? "");
  expect(kept).not.toContain("revoked-access-token");

  // A token past its expiry is renewed before the first call, at start-up.
  renewals.length = 0;
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("pxv:app-auth") ?? "{}") as {
      data: { expiresAt: number };
    };
    stored.data.expiresAt = Date.now() - 1000;
    localStorage.setItem("pxv:app-auth", JSON.stringify(stored));
  });
  await page.goto("/following/4");
  await expect(
    page.getByTestId("following-latest").locator('[data-testid="artwork-card"]').first(),
  ).toBeVisible();
  expect(renewals).toHaveLength(1);
});

test("a failed list call shows the error with a retry that works", async ({ page }) => {
  await signInWithRefreshToken(page);
  let failures = 1;
  await page.route("**/pixiv-app-api/v1/user/recommended*", (route) => {
    if (failures-- > 0) {
      return route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({
          error: { user_message: "", message: "Rate Limit", reason: "", user_message_details: {} },
        }),
      });
    }
    return route.fallback();
  });
  await page.goto("/following/6");
  const notice = page.getByTestId("error-notice");
  await expect(notice).toBeVisible();
  await notice.getByRole("button").click();
  await expect(
    page.getByTestId("following-recommended-users").getByTestId("user-card").first(),
  ).toBeVisible();
});

test("web login: the feed, own bookmarks and followed users through the web relay; no novel timeline", async ({
  page,
}) => {
  // A public and a private bookmark of the demo account, through the web relay as pixiv's site makes them.
  const relay = (path: string, data: unknown) =>
    page.request.post(`/api/pixiv-now/http${path}`, {
      headers: { "x-auth": `PHPSESSID=${DEMO.session}` },
      data,
    });
  const latest = (await (
    await page.request.get("/api/pixiv-now/http/ajax/illust/new?limit=20&type=illust")
  ).json()) as { illusts: { id: string; aiType: number }[] };
  // AI works are hidden from accounts whose AI setting is off, as on pixiv.
  const [shown, hidden] = latest.illusts
    .filter((illust) => illust.aiType !== 2)
    .map((illust) => illust.id)
    .slice(3, 5);
  expect(
    (
      await relay("/ajax/illusts/bookmarks/add", { illust_id: shown, restrict: 0, comment: "", tags: [] })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await relay("/ajax/illusts/bookmarks/add", { illust_id: hidden, restrict: 1, comment: "", tags: [] })
    ).ok(),
  ).toBe(true);

  await page.goto("/account/session");
  await page.getByLabel("PHPSESSID value").fill(DEMO.session);
  await page.getByRole("button", { name: "Save" }).click();
  await confirm(page);
  await expect(page.getByTestId("nav-following")).toBeVisible();
  await page.goto("/following");
  await expect(page.getByTestId("following-tab-5")).toHaveCount(0);
  await expect(page.getByTestId("following-feed")).toBeVisible();
  await page.getByTestId("following-tab-4").click();
  await expect(
    page.getByTestId("following-latest").locator('[data-testid="artwork-card"]').first(),
  ).toBeVisible();
  await page.getByTestId("following-tab-2").click();
  const bookmarks = page.getByTestId("following-bookmarks-public");
  await expect(bookmarks.locator(`[data-id="${shown ?? ""}"]`)).toBeVisible();
  await expect(bookmarks.locator(`[data-id="${hidden ?? ""}"]`)).toHaveCount(0);
  // Web login lists private bookmarks too (issue 24), behind the same switch as app login.
  await page.getByTestId("restrict-private").click();
  const hiddenOnes = page.getByTestId("following-bookmarks-private");
  await expect(hiddenOnes.locator(`[data-id="${hidden ?? ""}"]`)).toBeVisible();
  await expect(hiddenOnes.locator(`[data-id="${shown ?? ""}"]`)).toHaveCount(0);
});
