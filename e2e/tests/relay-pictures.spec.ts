// pxv's own screens that read the web relay (Home's discovery strip, the illustration and ugoira
// rankings, discovery, popular; the manga rankings are the app API's) show its pictures: the relay answers them on pxv's proxy paths (`/-/…`, `/~/…`, as
// PixivNow does), the app loads those paths as they are, and nothing is asked of pixiv's hosts (the
// fixture fails a test that does).
import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { decodedImages } from "./list-helpers.js";

/** The `src` of every image inside `selector`, as the page wrote it. */
async function imageSources(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(`${selector} img`)
    .evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((image) => image.getAttribute("src") ?? ""),
    );
}

/** Every string of a JSON answer that names a picture (a proxy path or an address). */
function pictureStrings(value: unknown): string[] {
  if (typeof value === "string") return /^(\/[-~]\/|https?:\/\/[^/]*pximg)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(pictureStrings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(pictureStrings);
  return [];
}

for (const { screen, path, relay, list } of [
  {
    screen: "Home's discovery strip",
    path: "/",
    relay: "/api/pixiv-now/http/ajax/illust/discovery",
    list: '[data-testid="home-discovery"]',
  },
  {
    screen: "the illustration ranking",
    path: "/rank/daily_illust",
    relay: "/api/pixiv-now/ranking",
    list: '[data-testid="ranking-grid"]',
  },
  {
    screen: "the ugoira ranking",
    path: "/rank/weekly_ugoira",
    relay: "/api/pixiv-now/ranking",
    list: '[data-testid="ranking-grid"]',
  },
  {
    screen: "discovery",
    path: "/discovery",
    relay: "/api/pixiv-now/http/ajax/illust/discovery",
    list: '[data-testid="discovery-list"]',
  },
  {
    screen: "popular",
    path: "/popular_illust",
    relay: "/api/pixiv-now/http/touch/ajax_api/ajax_api.php",
    list: '[data-testid="popular-list"]',
  },
]) {
  test(`${screen} shows the relay's pictures from pxv's proxy paths`, async ({ page }) => {
    const answered: Promise<Response> = page.waitForResponse(
      (response) => new URL(response.url()).pathname === relay && response.status() === 200,
    );
    await page.goto(path);
    const answer = await answered;
    const pictures = pictureStrings(await answer.json());
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.filter((picture) => !/^\/[-~]\//.test(picture))).toEqual([]);

    await page.locator(list).scrollIntoViewIfNeeded();
    await expect.poll(() => decodedImages(page, list), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const sources = await imageSources(page, list);
    expect(sources.filter((source) => source !== "" && !/^\/[-~]\//.test(source))).toEqual([]);
  });
}
