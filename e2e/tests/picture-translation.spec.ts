// Picture translation (issue 30) as a person uses it, on the sandbox's two-page manga 9500301 whose
// speech bubbles and captions carry Japanese text: "Translate pictures" (or `t`) reads each page in
// the OCR worker, has the sandbox's chat-completions service translate the regions, and draws each
// translation inside the picture over its region; the button and `t` switch back to the original;
// a reload shows the kept translation without reading the pictures again; the zoom viewer draws it
// too; without a translation service the recognised text is shown with a notice; once the OCR's
// files have been used, a picture is read with the network gone; and a translation made on one
// device shows on another that syncs, without reading the pictures there.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { newDevice, syncUntil, tableIds, turnOn } from "./sync-helpers.js";

const MANGA_ID = 9_500_301;
const ILLUSTRATION_ID = 9_500_302;
/** The sandbox's English for some of the manga's texts (packages/sandbox's text-pages catalogue). */
const PAGE_TRANSLATIONS = [
  ["The weather is really nice today", "Where are we going?", "One sunny afternoon"],
  ["A new shop opened near the river", "Thank you so much", "To be continued"],
];

test.use({ locale: "en-US" });

/** Waits until the service worker controls the page, so it keeps the OCR's files once fetched. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller === null) {
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener("controllerchange", resolve);
      });
    }
  });
}

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const rectOf = async (locator: Locator): Promise<Rect> => {
  const box = await locator.boundingBox();
  if (box === null) throw new Error("not laid out");
  return box;
};

/** Every translated region of the figure lies inside the picture, where its area says it is. */
async function expectRegionsWithinPicture(figure: Locator): Promise<void> {
  const picture = await rectOf(figure.getByTestId("artwork-image"));
  const natural = await figure.getByTestId("artwork-image").evaluate((image) => ({
    width: (image as HTMLImageElement).naturalWidth,
    height: (image as HTMLImageElement).naturalHeight,
  }));
  const regions = figure.getByTestId("translated-region");
  const count = await regions.count();
  expect(count).toBeGreaterThan(0);
  const scale = picture.width / natural.width;
  for (let index = 0; index < count; index++) {
    const region = regions.nth(index);
    const shown = await rectOf(region);
    const [x = 0, y = 0, width = 0, height = 0] = (await region.getAttribute("data-area"))
      ?.split(",")
      .map(Number) ?? [0, 0, 0, 0];
    expect(x).toBeGreaterThanOrEqual(0);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(natural.width);
    expect(y + height).toBeLessThanOrEqual(natural.height);
    expect(Math.abs(shown.x - (picture.x + x * scale))).toBeLessThan(2);
    expect(Math.abs(shown.y - (picture.y + y * scale))).toBeLessThan(2);
    expect(Math.abs(shown.width - width * scale)).toBeLessThan(2);
    expect(Math.abs(shown.height - height * scale)).toBeLessThan(2);
  }
}

async function translated(page: Page): Promise<void> {
  const status = page.getByTestId("picture-translation-status");
  await expect(status).toHaveAttribute("data-running", "false", { timeout: 90_000 });
  await expect(page.getByTestId("picture-translation-overlay")).toHaveCount(2);
}

test("a two-page manga translated: each translation drawn over its region, toggled back, kept for the next visit", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const requests: string[] = [];
  context.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`/artworks/${String(MANGA_ID)}`);
  await expect(page.getByTestId("artwork-image").first()).toBeVisible();
  await serviceWorkerInControl(page);

  const button = page.getByTestId("translate-pictures");
  await expect(button).toHaveText("Translate pictures");
  await button.click();
  await translated(page);

  const figures = page.getByTestId("artwork-pages").locator("figure");
  for (const [index, texts] of PAGE_TRANSLATIONS.entries()) {
    const figure = figures.nth(index);
    await figure.scrollIntoViewIfNeeded();
    const overlay = figure.getByTestId("picture-translation-overlay");
    for (const text of texts) await expect(overlay).toContainText(text);
    await expectRegionsWithinPicture(figure);
  }
  expect(requests.filter((path) => path === "/api/picture-translate")).toHaveLength(2);

  // Back to the original with the button, to the translation with the key.
  await expect(button).toHaveText("Show original");
  await button.click();
  await expect(page.getByTestId("picture-translation-overlay")).toHaveCount(0);
  await expect(button).toHaveText("Show translation");
  await page.locator("body").press("t");
  await expect(page.getByTestId("picture-translation-overlay")).toHaveCount(2);

  // The next visit shows it at once: no picture read again, nothing translated again.
  requests.length = 0;
  await page.reload();
  await expect(page.getByTestId("picture-translation-overlay").first()).toContainText(
    PAGE_TRANSLATIONS[0]?.[0] ?? "",
  );
  await expect(page.getByTestId("picture-translation-overlay")).toHaveCount(2);
  expect(
    requests.filter((path) => path.includes("/assets/ocr-") || path === "/api/picture-translate"),
  ).toEqual([]);
});

test("with the keyboard, and in the zoom viewer: the translation is drawn on the zoomed picture", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto(`/artworks/${String(MANGA_ID)}`);
  await expect(page.getByTestId("artwork-image").first()).toBeVisible();
  await page.locator("body").press("t");
  await translated(page);

  await page.locator("body").press("z");
  const slide = page.locator("[data-testid=translated-slide][data-page='0']");
  await expect(slide).toBeVisible();
  const overlay = slide.getByTestId("picture-translation-overlay");
  await expect(overlay).toContainText(PAGE_TRANSLATIONS[0]?.[0] ?? "");
  const before = await rectOf(slide);
  for (const region of await overlay.getByTestId("translated-region").all()) {
    const shown = await rectOf(region);
    expect(shown.x).toBeGreaterThanOrEqual(before.x - 1);
    expect(shown.x + shown.width).toBeLessThanOrEqual(before.x + before.width + 1);
  }
  // Zoomed in, the translation grows with the picture.
  const firstRegion = overlay.getByTestId("translated-region").first();
  const width = (await rectOf(firstRegion)).width;
  await page.keyboard.press("+");
  await expect(page.getByTestId("viewer-status")).not.toHaveAttribute("data-zoom", "1.00");
  await expect.poll(async () => (await rectOf(firstRegion)).width).toBeGreaterThan(width * 1.2);
  // `t` in the viewer shows the original page.
  await page.keyboard.press("t");
  await expect(page.getByTestId("translated-slide")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("picture-translation-overlay")).toHaveCount(0);
});

test("without a translation service the recognised Japanese is shown, with a notice saying why", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.route("**/api/picture-translate", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({
        error: "translation_unavailable",
        message: "Picture translation is not configured on this server",
      }),
    }),
  );
  await page.goto(`/artworks/${String(ILLUSTRATION_ID)}`);
  await expect(page.getByTestId("artwork-image").first()).toBeVisible();
  await page.getByTestId("translate-pictures").click();
  const status = page.getByTestId("picture-translation-status");
  await expect(status).toHaveAttribute("data-running", "false", { timeout: 90_000 });
  await expect(status).toContainText("No translation service is set up on this server");
  await expect(page.getByTestId("picture-translation-overlay")).toContainText("夏の思い出");
  // The page stays usable: the picture still opens in the viewer.
  await page.getByTestId("artwork-image").first().click();
  await expect(page.getByTestId("viewer-status")).toBeAttached();
});

test("after first use the pictures are read with the network gone", async ({ page, context }) => {
  test.setTimeout(150_000);
  // First use, online: the OCR's files are fetched and kept by the service worker.
  await page.goto(`/artworks/${String(MANGA_ID)}`);
  await expect(page.getByTestId("artwork-image").first()).toBeVisible();
  await serviceWorkerInControl(page);
  await page.getByTestId("translate-pictures").click();
  await translated(page);

  // Another work, its picture shown, then offline: the OCR still reads it (the service is out of reach).
  await page.goto(`/artworks/${String(ILLUSTRATION_ID)}`);
  await expect(page.getByTestId("artwork-image").first()).toBeVisible();
  await expect
    .poll(() =>
      page
        .getByTestId("artwork-image")
        .first()
        .evaluate((image) => (image as HTMLImageElement).complete),
    )
    .toBe(true);
  await context.setOffline(true);
  await page.getByTestId("translate-pictures").click();
  const status = page.getByTestId("picture-translation-status");
  await expect(status).toHaveAttribute("data-running", "false", { timeout: 90_000 });
  await expect(page.getByTestId("picture-translation-overlay")).toContainText("夏の思い出");
  await context.setOffline(false);
});

test("a translation made on one device shows on another that syncs, without reading the pictures there", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const a = await newDevice(browser, baseURL);
  const b = await newDevice(browser, baseURL);
  await a.page.goto(`/artworks/${String(MANGA_ID)}`);
  await a.page.getByTestId("translate-pictures").click();
  await translated(a.page);
  const link = await turnOn(a.page);
  await syncUntil(
    a.page,
    async () => (await a.page.getByTestId("sync-pending").textContent())?.startsWith("0") === true,
  );

  await b.page.goto(link);
  // Both pages' translations (the table's keys are [work, page, language]).
  await syncUntil(b.page, async () => (await tableIds(b.page, "pictureTranslations")).length === 2);
  const requests: string[] = [];
  b.context.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await b.page.goto(`/artworks/${String(MANGA_ID)}`);
  await expect(b.page.getByTestId("picture-translation-overlay")).toHaveCount(2);
  await expect(b.page.getByTestId("picture-translation-overlay").first()).toContainText(
    PAGE_TRANSLATIONS[0]?.[0] ?? "",
  );
  expect(
    requests.filter((path) => path.includes("/assets/ocr-") || path === "/api/picture-translate"),
  ).toEqual([]);
  await a.context.close();
  await b.context.close();
});
