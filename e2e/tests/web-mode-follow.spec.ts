// Web login (a PHPSESSID session) against the sandbox: Home's Recomm4U lists the users pixiv's
// discovery recommends to the session; a user followed from their page (over www's bookmark_add.php)
// shows in the Following page's followed-users tab and in the sandbox's state, and unfollowing
// (rpc_group_setting.php) takes them out of both; a work's author card follows and unfollows too.
import type { Page } from "@playwright/test";
import { DEMO, signInWithWebSession } from "./account-helpers.js";
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-US" });

/** A www ajax answer through the web relay, as the demo session. */
async function www<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/pixiv-now/http${path}`, {
    headers: { "x-auth": `PHPSESSID=${DEMO.session}` },
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const followedIds = async (page: Page): Promise<string[]> =>
  (
    await www<{ users: { userId: string }[] }>(
      page,
      `/ajax/user/${DEMO.id}/following?offset=0&limit=100&rest=show`,
    )
  ).users.map((user) => user.userId);

test("web login: Recomm4U's users on Home; follow from the user page, see them followed, unfollow", async ({
  page,
}) => {
  test.slow();
  await signInWithWebSession(page);

  // Home: the personal recommendations card ends with the users pixiv recommends to the session.
  const recommended = await www<{
    recommendedUsers: { recentIllustIds: string[] }[];
    users: { userId: string; name: string }[];
  }>(page, "/ajax/discovery/users?limit=60");
  const target = recommended.users[0];
  const work = recommended.recommendedUsers[0]?.recentIllustIds[0];
  if (target === undefined || work === undefined) throw new Error("pixiv recommends nobody with works");
  await page.getByTestId("home-for-you").scrollIntoViewIfNeeded();
  const users = page.getByTestId("discovery-users");
  await expect(users).toHaveAttribute("data-count", String(recommended.users.length));
  // The list renders the rows near the viewport: bring its first row in.
  await users.evaluate((element) => {
    element.scrollIntoView({ block: "start" });
  });
  const card = users.locator(`[data-testid="user-card"][data-id="${target.userId}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(target.name);
  await expect(card.locator('a[href^="/artworks/"]').first()).toBeVisible();

  // The user page: follow (publicly; web login has no private follows).
  await card.getByRole("link", { name: target.name }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${target.userId}$`));
  const button = page.getByTestId("follow-button");
  await expect(button).toHaveText("Follow");
  await button.click();
  await expect(button).toHaveText("Following");
  await expect.poll(() => followedIds(page)).toContain(target.userId);

  // Following page, followed users (tab 3): there, with no public/private switch in web login.
  await page.goto("/following");
  await page.getByTestId("following-tab-3").click();
  const followed = page.getByTestId("following-users-public");
  const followedCard = followed.locator(`[data-testid="user-card"][data-id="${target.userId}"]`);
  await expect(followedCard).toBeVisible();
  await expect(page.getByTestId("restrict-private")).toHaveCount(0);

  // Back on the user page (a reload reads the session's own follow from www): unfollow.
  await page.goto(`/users/${target.userId}`);
  await expect(button).toHaveText("Following");
  await button.click();
  await expect(button).toHaveText("Follow");
  await expect.poll(() => followedIds(page)).not.toContain(target.userId);

  await page.goto("/following/3");
  await expect(page.getByTestId("following-users-public")).toBeVisible();
  await expect(followedCard).toHaveCount(0);

  // A work of theirs: the author card offers following too, with the session's own state.
  await page.goto(`/artworks/${work}`);
  const authorButton = page.getByTestId("author-card").getByTestId("follow-button");
  await expect(authorButton).toHaveText("Follow");
  await authorButton.click();
  await expect(authorButton).toHaveText("Following");
  await expect.poll(() => followedIds(page)).toContain(target.userId);
  await authorButton.click();
  await expect(authorButton).toHaveText("Follow");
  await expect.poll(() => followedIds(page)).not.toContain(target.userId);
});
