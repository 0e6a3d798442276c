// The novel reader against the sandbox: novel 20000011 carries every kind of pixiv's markup, and
// each is rendered as its element; the text settings apply; the reading position is offered on return and shown in a novel list; the
// server's translation streams in and toggles back; a hostile novel runs nothing.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { ALL_MARKUP_NOVEL, HOSTILE_NOVEL, forbidScripts } from "./reader-helpers.js";

interface WebviewNovel {
  text: string;
  title: string;
}

async function webviewText(page: Page, id: number): Promise<WebviewNovel> {
  const response = await page.request.get(`/api/pixiv/webview_novel?id=${id}`);
  return (await response.json()) as WebviewNovel;
}

test("a novel with every markup kind renders each as its element", async ({ page }) => {
  const novel = await webviewText(page, ALL_MARKUP_NOVEL);
  const count = (pattern: RegExp): number => novel.text.match(pattern)?.length ?? 0;
  await page.goto(`/novel/${ALL_MARKUP_NOVEL}`);
  await expect(page.getByTestId("novel-title")).toHaveText(novel.title);
  const text = page.getByTestId("novel-text");
  await expect(text).toBeVisible();

  await expect(text.locator('[data-markup="chapter"]')).toHaveCount(count(/\[chapter:/g));
  await expect(text.locator('[data-markup="newpage"]')).toHaveCount(count(/\[newpage\]/g));
  await expect(text.locator('[data-markup="ruby"]')).toHaveCount(count(/\[\[rb:/g));
  await expect(text.locator('[data-markup="ruby"] rt').first()).not.toBeEmpty();
  await expect(text.locator('[data-markup="jump"]')).toHaveCount(count(/\[jump:\d+\]/g));
  await expect(text.locator('[data-markup="pixivimage"]')).toHaveCount(count(/\[pixivimage:/g));
  await expect(text.locator('[data-markup="uploadedimage"]')).toHaveCount(count(/\[uploadedimage:/g));

  const links = text.locator('[data-markup="jumpuri"]');
  await expect(links).toHaveCount(count(/\[\[jumpuri:/g));
  await expect(links.first()).toHaveAttribute("href", /^https:\/\/example\.com\/notes\//);
  await expect(links.first()).toHaveAttribute("rel", /noopener/);

  const illust = text.locator('[data-markup="pixivimage"]').first();
  await expect(illust).toHaveAttribute("href", /^\/artworks\/\d+$/);
  const uploaded = text.locator('img[data-markup="uploadedimage"]').first();
  await uploaded.scrollIntoViewIfNeeded();
  await expect
    .poll(() => uploaded.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(new URL(await uploaded.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname).toMatch(
    /^\/-\//,
  );

  // No markup is left as text.
  await expect(text).not.toContainText("[newpage]");
  await expect(text).not.toContainText("[[rb:");
  await expect(text).not.toContainText("[chapter:");

  // A jump link scrolls to its page.
  const jump = text.locator('[data-markup="jump"]').first();
  const target = Number((await jump.getAttribute("href"))?.replace("#novel-page-", ""));
  await jump.click();
  await expect
    .poll(() =>
      page
        .locator(`#novel-page-${target}`)
        .evaluate((element) => Math.abs(element.getBoundingClientRect().top)),
    )
    .toBeLessThan(80);
});

test("the text settings apply at once and are remembered", async ({ page }) => {
  await page.goto(`/novel/${ALL_MARKUP_NOVEL}`);
  const text = page.getByTestId("novel-text");
  await expect(text).toHaveCSS("font-size", "16px");
  await page.getByTestId("toggle-text-settings").click();
  await page.getByTestId("text-size").fill("24");
  await expect(text).toHaveCSS("font-size", "24px");
  await page.getByTestId("text-weight").fill("700");
  await expect(text).toHaveCSS("font-weight", "700");
  await page.getByTestId("text-preset-2").click();
  await expect(text).toHaveCSS("background-color", "rgb(31, 31, 31)");
  await page.getByTestId("text-direction-v").check();
  await expect(text).toHaveAttribute("data-direction", "v");
  await expect(text).toHaveCSS("writing-mode", "vertical-rl");
  // Vertical text scrolls sideways under the wheel, forward being leftwards.
  await text.hover();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => text.evaluate((element) => element.scrollLeft)).toBeLessThan(0);
  await page.reload();
  await expect(page.getByTestId("novel-text")).toHaveCSS("font-size", "24px");
  await expect(page.getByTestId("novel-text")).toHaveAttribute("data-direction", "v");
});

test("the reading position is offered on return, and a novel list shows how far the reader got", async ({
  page,
}) => {
  // A long novel of the day's novel ranking (longer than a screen), which shows no progress yet.
  await page.goto("/rank_novel/day");
  await expect(page.getByTestId("novel-card").first()).toBeVisible();
  const id = await page.getByTestId("novel-card").evaluateAll((cards) => {
    const long = cards.find(
      (card) => Number(/([\d,]+) characters/.exec(card.textContent)?.[1]?.replace(/,/g, "") ?? 0) >= 5000,
    );
    return Number(long?.getAttribute("data-id") ?? 0);
  });
  expect(id).toBeGreaterThan(0);
  const card = page.locator(`[data-testid=novel-card][data-id="${String(id)}"]`);
  await expect(card.getByTestId("novel-progress")).toHaveCount(0);
  await card.click();
  const text = page.getByTestId("novel-text");
  await expect(text).toBeVisible();
  await expect(page.getByTestId("novel-resume")).toHaveCount(0);
  const box = await text.boundingBox();
  const middle = (box?.y ?? 0) + (box?.height ?? 0) / 2;
  await page.evaluate((y) => {
    window.scrollTo(0, y);
  }, middle);
  // Saved (after the reader's short pause): the list shows the progress.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("pxv-novel-positions")))
    .toContain(`"${String(id)}"`);
  await page.goBack();
  await expect(card.getByTestId("novel-progress")).toHaveText(/\d+\s?% read/);

  // Back in the novel: the place is offered, not jumped to; Continue goes there.
  await page.goto(`/novel/${String(id)}`);
  await expect(page.getByTestId("novel-text")).toBeVisible();
  const offer = page.getByTestId("novel-resume");
  await expect(offer).toContainText(/You stopped at \d+\s?%/);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(middle * 0.5);
  await offer.getByTestId("novel-resume-continue").click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(middle * 0.8);
  await expect(offer).toHaveCount(0);

  // Dismissed, the reader stays at the top, and the kept place is still there for next time.
  await page.reload();
  await page.getByTestId("novel-resume-dismiss").click();
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(middle * 0.5);
  await page.reload();
  await expect(offer).toBeVisible();
});

test("translation streams in from the server, replaces the text, and toggles back", async ({ page }) => {
  const novel = await webviewText(page, ALL_MARKUP_NOVEL);
  await page.goto(`/novel/${ALL_MARKUP_NOVEL}`);
  const text = page.getByTestId("novel-text");
  const firstLine = novel.text.split("\n").find((line) => line.trim() !== "" && !line.startsWith("[")) ?? "";
  await expect(text).toContainText(firstLine.slice(0, 10));
  await page.getByTestId("translate-ai").click();
  await expect(page.getByTestId("show-original")).toBeVisible({ timeout: 20_000 });
  await expect(text).not.toContainText(firstLine.slice(0, 10));
  // The sandbox's pseudo-translation turns kana into Chinese characters.
  const translated = await text.innerText();
  expect(translated.length).toBeGreaterThan(100);
  await page.getByTestId("show-original").click();
  await expect(text).toContainText(firstLine.slice(0, 10));
  // Cached: the second time needs no request.
  let asked = false;
  page.on("request", (request) => {
    if (request.url().includes("/api/pixiv-novel-translate/")) asked = true;
  });
  await page.getByTestId("translate-ai").click();
  await expect(page.getByTestId("show-original")).toBeVisible();
  expect(asked).toBe(false);
});

test("a hostile novel's title, text and markup execute nothing", async ({ page }) => {
  const events = forbidScripts(page);
  await page.goto(`/novel/${HOSTILE_NOVEL}`);
  await expect(page.getByTestId("novel-text")).toBeVisible();
  await expect(page.getByTestId("novel-title")).toContainText("<");
  expect(
    await page.locator('[onerror], [onload], a[href^="javascript:"], iframe, object, embed').count(),
  ).toBe(0);
  await page.waitForTimeout(500);
  expect(events).toEqual([]);
});
