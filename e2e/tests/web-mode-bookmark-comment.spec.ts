// Issue 24: signed in with a web session, a work can be bookmarked privately (pixiv's ajax bookmark
// add with restrict 1, which the sandbox keeps as private) and found under the bookmark list's
// Private switch, and the work's comments offer the same box as app login, posting through the
// session (`/ajax/illusts/comments/post`): the comment and a reply show in the work's comments.
import type { APIRequestContext } from "@playwright/test";
import { READER, signInWithWebSession } from "./account-helpers.js";
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-US" });

/** This week's ranking, best first. */
async function rankedWorks(request: APIRequestContext): Promise<number[]> {
  const ranking = (await (await request.get("/api/pixiv/rank?mode=week")).json()) as {
    illusts: { id: number }[];
  };
  return ranking.illusts.map((work) => work.id);
}

/** A ranked work from `from` on that the reader's session has not bookmarked (tests share one sandbox). */
async function unbookmarkedWork(request: APIRequestContext, from: number): Promise<number> {
  for (const id of (await rankedWorks(request)).slice(from)) {
    const response = await request.get(`/api/pixiv-now/http/ajax/illust/${String(id)}`, {
      headers: { "x-auth": `PHPSESSID=${READER.session}` },
    });
    const detail = (await response.json()) as { bookmarkData: unknown };
    if (response.ok() && detail.bookmarkData === null) return id;
  }
  throw new Error("every ranked work is bookmarked already");
}

/** The reader's private bookmarks, as pixiv's site lists them for the session. */
async function privateBookmarkIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(
    `/api/pixiv-now/http/ajax/user/${String(READER.id)}/illusts/bookmarks?tag=&offset=0&limit=48&rest=hide`,
    { headers: { "x-auth": `PHPSESSID=${READER.session}` } },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { works: { id: string }[] }).works.map((work) => work.id);
}

test("web login: a work is bookmarked privately and listed under the bookmarks' Private switch", async ({
  page,
  request,
}) => {
  const workId = await unbookmarkedWork(request, 20);
  await signInWithWebSession(page, READER.session);
  await page.goto(`/artworks/${String(workId)}`);
  const heart = page.getByTestId("bookmark-button").first();
  await expect(heart).toHaveAttribute("data-bookmarked", "false");
  await page.getByTestId("bookmark-options").click();
  const dialog = page.getByTestId("bookmark-dialog");
  await expect(dialog.getByRole("radio", { name: "Public" })).toBeChecked();
  await dialog.getByRole("radio", { name: "Private" }).check();
  await dialog.getByRole("button", { name: "Bookmark" }).click();
  await expect(heart).toHaveAttribute("data-bookmarked", "true");
  await expect.poll(() => privateBookmarkIds(request)).toContain(String(workId));

  await page.goto("/following");
  await page.getByTestId("following-tab-2").click();
  await page.getByTestId("restrict-private").click();
  await expect(
    page.getByTestId("following-bookmarks-private").locator(`[data-id="${String(workId)}"]`),
  ).toBeVisible();
});

test("web login: a comment and a reply posted through the session show in the work's comments", async ({
  page,
  request,
}) => {
  const workId = (await rankedWorks(request))[7];
  if (workId === undefined) throw new Error("the ranking is shorter than expected");
  await signInWithWebSession(page, READER.session);
  await page.goto(`/artworks/${String(workId)}`);
  const comments = page.getByTestId("comments");
  const form = comments.getByTestId("comment-form");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please write a comment");

  const text = "pxv e2e web comment";
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
