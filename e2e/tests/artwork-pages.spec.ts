// The artwork page: a multi-page work shows every page (collapsed first at 3+), the full-screen
// viewer pages and zooms with the keyboard, hostile captions execute nothing, and a deleted work
// asks the server's pid-recover route and shows what it found.
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
  await useSettings(page, {});
  const recover = page.waitForResponse((response) => response.url().endsWith("/api/pid-recover/75000024"));
  await page.goto("/artworks/75000024");
  expect((await recover).status()).toBe(404);
  await expect(page.getByTestId("recover-none")).toBeVisible();
});
