// Comments against the sandbox: the novel page's popup pages root comments 10 first, then 30,
// opens replies on demand, shows stamps and emoji as pictures, and the hostile comments of the
// sandbox's hostile novel show as text and run nothing; signed in, comments and replies are posted.
import { READER, signInWithRefreshToken } from "./account-helpers.js";
import { expect, test } from "./fixtures.js";
import { COMMENTED_NOVEL, HOSTILE_NOVEL, forbidScripts } from "./reader-helpers.js";

test("hostile comments show as text and execute nothing", async ({ page }) => {
  const events = forbidScripts(page);
  await page.goto(`/novel/${HOSTILE_NOVEL}`);
  await page.getByTestId("open-comments").click();
  const popup = page.getByTestId("comments-popup");
  await expect(popup.getByTestId("comment").first()).toBeVisible();
  await expect(popup.getByTestId("comment-body").first()).toContainText("<script>");
  const toggle = popup.getByTestId("comment-replies-toggle").first();
  await toggle.click();
  await expect(popup.getByTestId("comment-reply").first()).toBeVisible();
  expect(
    await popup
      .locator('script, style, [onerror], [onload], a[href^="javascript:"], iframe, object, embed')
      .count(),
  ).toBe(0);
  await page.waitForTimeout(500);
  expect(events).toEqual([]);
});

test("the popup pages roots 10 first, then 30 a page, and opens replies on demand", async ({ page }) => {
  await page.goto(`/novel/${COMMENTED_NOVEL}`);
  await page.getByTestId("open-comments").click();
  const popup = page.getByTestId("comments-popup");
  const roots = popup.getByTestId("comment");
  await expect(roots.first()).toBeVisible();
  await expect(roots).toHaveCount(10);
  await popup.getByTestId("comments-more").click();
  await expect(roots).toHaveCount(40);
  await popup.getByTestId("comments-more").click();
  await expect(roots).toHaveCount(70);
  await popup.getByTestId("comment-replies-toggle").first().click();
  await expect(popup.getByTestId("comment-reply").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);
});

test("stamps and emoji codes show as pictures from the image proxy", async ({ page }) => {
  await page.goto(`/novel/${COMMENTED_NOVEL}`);
  await page.getByTestId("open-comments").click();
  const popup = page.getByTestId("comments-popup");
  await expect(popup.getByTestId("comment").first()).toBeVisible();
  await popup.getByTestId("comments-more").click();
  const stamp = popup.getByTestId("comment-stamp").first();
  await expect(stamp).toHaveAttribute("src", /^\/~\/common\/images\/stamp\//);
  await stamp.scrollIntoViewIfNeeded();
  await expect.poll(() => stamp.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const emoji = popup.locator('img[src^="/~/common/images/emoji/"]').first();
  await emoji.scrollIntoViewIfNeeded();
  await expect.poll(() => emoji.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(popup).not.toContainText("(heart)");
});

test("the posting form is not shown to a visitor who is not signed in", async ({ page }) => {
  await page.goto(`/novel/${COMMENTED_NOVEL}`);
  await page.getByTestId("open-comments").click();
  await expect(page.getByTestId("comments-popup").getByTestId("comment").first()).toBeVisible();
  await expect(page.getByTestId("comment-form")).toHaveCount(0);
});

test("signed in with the app login, a comment and a reply posted on an artwork show in its comments", async ({
  page,
  request,
}) => {
  await signInWithRefreshToken(page, READER.refreshToken);
  const ranking = (await (await request.get("/api/pixiv/rank?mode=week")).json()) as {
    illusts: { id: number }[];
  };
  const work = ranking.illusts[3];
  if (work === undefined) throw new Error("empty ranking");
  await page.goto(`/artworks/${String(work.id)}`);
  const comments = page.getByTestId("comments");
  const form = comments.getByTestId("comment-form");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please write a comment");

  const text = `pxv e2e comment ${String(Date.now())}`;
  await form.locator("textarea").fill(text);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(comments.getByTestId("comment").first().getByTestId("comment-body")).toHaveText(text);

  await comments.getByTestId("comment-reply-button").first().click();
  await expect(form.getByTestId("comment-replying")).toBeVisible();
  await form.locator("textarea").fill(`${text} reply`);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByTestId("comment-replying")).toHaveCount(0);
  await comments.getByTestId("comment-replies-toggle").first().click();
  await expect(comments.getByTestId("comment-reply").first().getByTestId("comment-body")).toHaveText(
    `${text} reply`,
  );
});
