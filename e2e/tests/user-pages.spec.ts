// The user page against the sandbox: the profile, the tabs its counts allow, each tab's works,
// the author's tag chips and more-tags popup, the sub-routes' tabs, the followed-users list, and
// blocking on a long press.
import { expect, test } from "./fixtures.js";

const USER = 11518054;

interface UserDetail {
  user: { name: string; account: string };
  profile: {
    total_illusts: number;
    total_manga: number;
    total_novels: number;
    total_illust_series: number;
    total_novel_series: number;
    total_illust_bookmarks_public: number;
    total_follow_users: number;
  };
}

test("the profile shows its counts and the tabs they allow, each with its works", async ({ page }) => {
  const detail = (await (await page.request.get(`/api/pixiv/member?id=${USER}`)).json()) as UserDetail;
  await page.goto(`/users/${USER}`);
  await expect(page.getByTestId("user-name")).toContainText(detail.user.name);
  await expect(page.getByText(`@${detail.user.account}`)).toBeVisible();
  await expect(page.getByTestId("following-count")).toContainText(String(detail.profile.total_follow_users));
  for (const tab of [
    "illusts",
    "manga",
    "illust_series",
    "novel",
    "novel_series",
    "favorite",
    "fav_novel",
    "related",
  ]) {
    await expect(page.getByTestId(`user-tab-${tab}`)).toBeVisible();
  }
  await expect(page.getByTestId("user-tab-illusts")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("user-artworks").getByTestId("artwork-card").first()).toBeVisible();

  await page.getByTestId("user-tab-novel").click();
  await expect(page.getByTestId("user-novels").getByTestId("novel-card").first()).toBeVisible();

  await page.getByTestId("user-tab-illust_series").click();
  await expect(page.getByTestId("series-card")).toHaveCount(detail.profile.total_illust_series);

  await page.getByTestId("user-tab-novel_series").click();
  await expect(page.getByTestId("series-card")).toHaveCount(detail.profile.total_novel_series);

  await page.getByTestId("user-tab-favorite").click();
  await expect(page.getByTestId("user-favorites").getByTestId("artwork-card").first()).toBeVisible();

  await page.getByTestId("user-tab-related").click();
  await expect(page.getByTestId("related-users").locator("a[href^='/users/']").first()).toBeVisible();
});

test("a user with no works shows only the related tab", async ({ page }) => {
  // Find a catalogue user without novels among the followed users, then check the novel tab is absent.
  const following = (await (await page.request.get(`/api/pixiv/following?id=${USER}`)).json()) as {
    user_previews: { user: { id: number } }[];
  };
  let checked = 0;
  for (const preview of following.user_previews.slice(0, 10)) {
    const detail = (await (
      await page.request.get(`/api/pixiv/member?id=${preview.user.id}`)
    ).json()) as UserDetail;
    await page.goto(`/users/${preview.user.id}`);
    await expect(page.getByTestId("user-tab-related")).toBeVisible();
    await expect(page.getByTestId("user-tab-novel")).toHaveCount(detail.profile.total_novels > 0 ? 1 : 0);
    await expect(page.getByTestId("user-tab-illust_series")).toHaveCount(
      detail.profile.total_illust_series > 0 ? 1 : 0,
    );
    checked++;
    if (checked >= 3) break;
  }
  expect(checked).toBeGreaterThan(0);
});

test("the author's tag chips filter the works, the more-tags popup lists them all", async ({ page }) => {
  const tags = (await (
    await page.request.get(`/api/pixiv-now/http/ajax/user/${USER}/illusts/tags?lang=zh`)
  ).json()) as { tag: string; cnt: number }[];
  await page.goto(`/users/${USER}`);
  const chips = page.getByTestId("member-tag");
  await expect(chips.first()).toBeVisible();
  await expect(chips).toHaveCount(Math.min(20, tags.length));
  const first = tags[0];
  if (first === undefined) throw new Error("the sandbox user has no tags");
  await chips.first().click();
  await expect(chips.first()).toHaveAttribute("aria-pressed", "true");
  const cards = page.getByTestId("user-artworks").getByTestId("artwork-card");
  await expect(cards.first()).toBeVisible();
  // Choosing the same tag again clears it.
  await chips.first().click();
  await expect(chips.first()).toHaveAttribute("aria-pressed", "false");
  if (tags.length > 20) {
    await page.getByTestId("more-tags").click();
    await expect(page.getByTestId("more-tags-popup").getByTestId("member-tag")).toHaveCount(tags.length);
  }
});

test("the sub-routes open their tab, and the following count opens the followed users", async ({ page }) => {
  await page.goto(`/users/${USER}/artworks?type=manga`);
  await expect(page.getByTestId("user-tab-manga")).toHaveAttribute("aria-selected", "true");
  await page.goto(`/users/${USER}/novels`);
  await expect(page.getByTestId("user-tab-novel")).toHaveAttribute("aria-selected", "true");
  await page.goto(`/users/${USER}/bookmarks/novels`);
  await expect(page.getByTestId("user-tab-fav_novel")).toHaveAttribute("aria-selected", "true");
  await page.getByTestId("following-count").click();
  await expect(page.getByTestId("user-tab-following")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("user-following").locator("a[href^='/users/']").first()).toBeVisible();
});

test("a long press on the name blocks the user after confirmation", async ({ page }) => {
  await page.goto(`/users/${USER}`);
  const name = page.getByTestId("user-name");
  await expect(name).toBeVisible();
  await name.click({ button: "right" });
  await page.getByRole("dialog").getByRole("button").last().click();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem("pxv-settings") ?? "{}") as {
              state?: { blockedUserIds?: number[] };
            }
          ).state?.blockedUserIds ?? [],
      ),
    )
    .toContain(USER);
});
