// Nothing moves under the reader while a screen fills in: the geometry of every list and strip is
// known before its data and pictures arrive (cards hold their size, Home's strips hold theirs while
// they load, the search's popular preview holds its row, stand-ins hold the place of what loads
// after the first paint). Chromium reports each unexpected move as a layout-shift entry; these
// screens must report none, on a desktop and on a phone-sized viewport.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { layoutShifts, recordLayoutShifts } from "./layout-shifts.js";
import { trendingTag } from "./search-helpers.js";

/**
 * Home's sections whose content is taller than the height they hold (`min-height` of the box under
 * the heading), with both heights. A strip that outgrows its held height moves what is below it when
 * it arrives; checking the heights themselves makes the test independent of whether the day's works
 * happen to have a title or a badge that grows their strip (the shift itself may be too small to see).
 */
async function sectionsOutgrowingTheirHeight(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main section[data-testid^=home-] > div[style]")].flatMap(
      (box) => {
        const held = parseFloat(box.style.minHeight);
        const height = box.getBoundingClientRect().height;
        const section = box.parentElement?.getAttribute("data-testid") ?? "?";
        return Number.isNaN(held) || height <= held
          ? []
          : [`${section}: ${String(height)} > ${String(held)}`];
      },
    ),
  );
}

/** Opens `path` and expects no layout shift until the page has loaded what its first screen needs. */
async function expectStill(page: Page, path: string): Promise<void> {
  await recordLayoutShifts(page);
  await page.goto(path);
  await expect(page.locator("main [data-testid=artwork-card] img").first()).toBeVisible({ timeout: 60_000 });
  // Everything the first screen loads after its first paint has arrived.
  await page.waitForLoadState("networkidle");
  expect(await layoutShifts(page)).toEqual([]);
  expect(await sectionsOutgrowingTheirHeight(page)).toEqual([]);
}

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;
const SCREENS = ["/", "/home_manga", "/rank/daily"] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of SCREENS) {
      test(`${path} fills in without moving`, async ({ page }) => {
        await expectStill(page, path);
      });
    }
    test("search results fill in without moving (the popular preview above them included)", async ({
      page,
      request,
    }) => {
      await expectStill(page, `/search/${encodeURIComponent(await trendingTag(request))}`);
    });
  });
}
