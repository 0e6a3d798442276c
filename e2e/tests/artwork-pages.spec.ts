// The artwork page: a multi-page work shows every page (collapsed first at 3+), the full-screen
// viewer pages and zooms with the keyboard, hostile captions execute nothing, a deleted work says it
// was deleted or is hidden and (with R-18 on, for an id pid-recover takes) asks the server's
// pid-recover route and shows what it found, and no comment is dated after today.
import { expect, test } from "./fixtures.js";
import { findRankedWork, useSettings } from "./artwork-helpers.js";

test("a multi-page work shows every page, and the viewer pages and zooms with the keyboard", async ({
  page,
  request,
}) => {
  const work = await findRankedWork(
    request,
    "day_manga",
    (illust) => illust.page_count >= 3 && illust.page_count <= 12,
  );
  await useSettings(page, {});
  await page.goto(`/artworks/${String(work.id)}`);

  const pages = page.getByTestId("artwork-pages");
  await expect(pages).toHaveAttribute("data-collapsed", "true");
  await page.getByTestId("show-all-pages").click();
  await expect(pages).toHaveAttribute("data-collapsed", "false");
  const images = page.getByTestId("artwork-image");
  await expect(images).toHaveCount(work.page_count);
  for (let index = 0; index < work.page_count; index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), {
        message: `page ${String(index)} decodes`,
      })
      .toBeGreaterThan(0);
  }

  await images.nth(0).click();
  const status = page.getByTestId("viewer-status");
  await expect(status).toHaveAttribute("data-index", "0");
  await expect(page.locator(".yarl__slide_current img")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(status).toHaveAttribute("data-index", "1");
  await page.keyboard.press("ArrowLeft");
  await expect(status).toHaveAttribute("data-index", "0");
  await page.keyboard.press("+");
  await expect.poll(async () => Number(await status.getAttribute("data-zoom"))).toBeGreaterThan(1);
  await page.keyboard.press("-");
  await page.keyboard.press("-");
  await expect(status).toHaveAttribute("data-zoom", "1.00");
  await page.keyboard.press("Escape");
  await expect(status).toBeHidden();
});

for (const id of [118000001, 118000002]) {
  test(`the hostile caption of work ${String(id)} executes nothing`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await useSettings(page, {});
    await page.goto(`/artworks/${String(id)}`);
    const detail = page.getByTestId("artwork-detail");
    await expect(detail).toBeVisible();
    // Whatever survives sanitizing is text and safe links: no element that runs or loads anything.
    expect(await detail.locator("script, iframe, style, [onerror], [onload], [onclick]").count()).toBe(0);
    for (const link of await detail.locator("a").all()) {
      expect(await link.getAttribute("href")).not.toMatch(/^javascript:/i);
    }
    await expect(page.getByRole("heading", { level: 1 })).toContainText("<script>");
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe("none");
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });
}

test("a deleted work asks pid-recover and shows what the boorus kept", async ({ page }) => {
  await useSettings(page, {}, { content: { r18: true, r18g: false, ai: false }, nsfwFlag: 1 });
  const recover = page.waitForRequest((request) => request.url().endsWith("/api/pid-recover/75000020"));
  await page.goto("/artworks/75000020");
  await recover;
  await expect(page.getByTestId("recover")).toBeVisible();
  const items = page.getByTestId("recover-item");
  await expect(items.first()).toBeVisible();
  await expect(items.first().getByTestId("recover-tags")).not.toBeEmpty();
});

test("a deleted work nobody kept says so", async ({ page }) => {
  await useSettings(page, {}, { content: { r18: true, r18g: false, ai: false }, nsfwFlag: 1 });
  const recover = page.waitForResponse((response) => response.url().endsWith("/api/pid-recover/75000024"));
  await page.goto("/artworks/75000024");
  expect((await recover).status()).toBe(404);
  await expect(page.getByTestId("recover-none")).toBeVisible();
});

test("a missing work with a short id, signed out, says it was deleted or is hidden and searches nothing", async ({
  page,
}) => {
  await useSettings(page, {}, { content: { r18: true, r18g: false, ai: false }, nsfwFlag: 1 });
  const recoveries: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/pid-recover/")) recoveries.push(request.url());
  });
  await page.goto("/artworks/1");
  const notice = page.getByTestId("work-deleted");
  await expect(notice).toContainText("Work 1 was deleted or is hidden.");
  await expect(notice).not.toContainText("failed");
  await expect(page.getByTestId("recover-failed")).toHaveCount(0);
  expect(recoveries).toEqual([]);
});

test("with R-18 off, a deleted work says so and that image boards are searched only with R-18 on", async ({
  page,
}) => {
  await useSettings(page, {});
  const recoveries: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/pid-recover/")) recoveries.push(request.url());
  });
  await page.goto("/artworks/75000024");
  await expect(page.getByTestId("work-deleted")).toContainText("Work 75000024 was deleted or is hidden.");
  await expect(page.getByTestId("recover-needs-r18")).toBeVisible();
  expect(recoveries).toEqual([]);
});

test("the newest comment of a day-old work with a long thread is not dated after today", async ({
  page,
  request,
}) => {
  const ranking = (await (await request.get("/api/pixiv/rank?mode=day")).json()) as {
    illusts: { id: number; x_restrict: number }[];
  };
  let busiest: { id: number; comments: number } = { id: 0, comments: -1 };
  for (const { id } of ranking.illusts.filter((illust) => illust.x_restrict === 0).slice(0, 12)) {
    const detail = (await (await request.get(`/api/pixiv/illust?id=${String(id)}`)).json()) as {
      illust: { total_comments: number };
    };
    if (detail.illust.total_comments > busiest.comments)
      busiest = { id, comments: detail.illust.total_comments };
  }
  // A comment an hour from posting: this many would run past today on a clock-blind schedule.
  expect(busiest.comments).toBeGreaterThan(30);
  await useSettings(page, {});
  await page.goto(`/artworks/${String(busiest.id)}`);
  const newest = page.getByTestId("comments").locator("time").first();
  await newest.scrollIntoViewIfNeeded();
  const dated = Date.parse((await newest.getAttribute("datetime")) ?? "");
  expect(Number.isNaN(dated)).toBe(false);
  expect(dated).toBeLessThanOrEqual(await page.evaluate(() => Date.now()));
});
