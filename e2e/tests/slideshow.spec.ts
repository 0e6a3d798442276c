// The slideshow (issue 29): started from a ranking's header row, the `p` key or an artwork page, it
// goes full screen, advances by itself at the settings' interval, pauses with Space, steps with → / ←
// through every page of each work and on into the list's next page, plays an ugoira in place, and
// holds a screen wake lock (spied on here: the test's Chromium has no real one) until Escape. Every
// wait is for a condition; none depends on the sandbox's clock.
import type { Locator, Page } from "@playwright/test";
import { signInWithRefreshToken } from "./account-helpers.js";
import { useSettings } from "./artwork-helpers.js";
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-US" });

/** The interval the tests set: the shortest the settings offer. */
const INTERVAL_S = 3;

interface WakeLockLog {
  requested: number;
  released: number;
  held: number;
}

/** Replaces navigator.wakeLock with a spy that counts the locks requested, released and held. */
async function spyOnWakeLock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log = { requested: 0, released: 0, held: 0 };
    Object.defineProperty(window, "__wakeLockLog", { value: log });
    const wakeLock = {
      request: (type: string) => {
        log.requested += 1;
        log.held += 1;
        let released = false;
        const sentinel = Object.assign(new EventTarget(), {
          type,
          onrelease: null,
          get released() {
            return released;
          },
          release: () => {
            if (!released) {
              released = true;
              log.held -= 1;
              log.released += 1;
            }
            return Promise.resolve();
          },
        });
        return Promise.resolve(sentinel);
      },
    };
    Object.defineProperty(Navigator.prototype, "wakeLock", { configurable: true, get: () => wakeLock });
  });
}

const wakeLocks = (page: Page): Promise<WakeLockLog> =>
  page.evaluate(() => (window as unknown as { __wakeLockLog: WakeLockLog }).__wakeLockLog);

const isFullscreen = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.fullscreenElement !== null);

/** The slide shown now: "<work id>.<page>". */
async function slideOf(show: Locator): Promise<string> {
  const [id, pageIndex] = await Promise.all([
    show.getAttribute("data-work-id"),
    show.getAttribute("data-page"),
  ]);
  return `${id ?? ""}.${pageIndex ?? ""}`;
}

/** Presses → and waits for the slide to change (a manual step always moves, unless at the very end). */
async function next(page: Page, show: Locator): Promise<string> {
  const before = await slideOf(show);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => slideOf(show)).not.toBe(before);
  return slideOf(show);
}

async function openRanking(page: Page): Promise<Locator> {
  await page.goto("/rank/daily");
  const list = page.getByTestId("ranking-grid");
  await expect(list.getByTestId("artwork-card").nth(3)).toBeVisible();
  return list;
}

test.beforeEach(async ({ page }) => {
  await useSettings(page, { slideshowInterval: INTERVAL_S });
  await spyOnWakeLock(page);
});

async function runFromRanking(page: Page): Promise<void> {
  const list = await openRanking(page);
  const firstPage = Number(await list.getAttribute("data-count"));
  const firstId = await list.getByTestId("artwork-card").first().getAttribute("data-id");

  await page.getByTestId("slideshow-button").click();
  const show = page.getByTestId("slideshow");
  await expect(show).toBeVisible();
  await expect(show).toHaveAttribute("data-work-id", firstId ?? "");
  await expect.poll(() => isFullscreen(page)).toBe(true);
  await expect.poll(async () => (await wakeLocks(page)).held).toBe(1);

  // It advances by itself at the interval.
  const start = await slideOf(show);
  await expect.poll(() => slideOf(show), { timeout: INTERVAL_S * 1000 + 7000 }).not.toBe(start);

  // Space pauses: the pan holds still, → and ← step and it stays paused.
  await page.keyboard.press("Space");
  await expect(show).toHaveAttribute("data-paused", "true");
  const paused = await slideOf(show);
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().every((animation) => animation.playState !== "running")),
    )
    .toBe(true);
  await next(page, show);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => slideOf(show)).toBe(paused);
  await expect(show).toHaveAttribute("data-paused", "true");

  // Every page of a multi-page work, one after another.
  let guard = 0;
  while (
    Number(await show.getAttribute("data-pages")) < 2 ||
    (await show.getAttribute("data-page")) !== "0"
  ) {
    await next(page, show);
    guard += 1;
    expect(guard, "a multi-page work in the first page of the ranking").toBeLessThan(firstPage * 3);
  }
  const work = await show.getAttribute("data-work-id");
  const pages = Number(await show.getAttribute("data-pages"));
  for (let pageIndex = 1; pageIndex < pages; pageIndex += 1) {
    await next(page, show);
    await expect(show).toHaveAttribute("data-work-id", work ?? "");
    await expect(show).toHaveAttribute("data-page", String(pageIndex));
    await expect(show.getByTestId("slideshow-picture").locator("img")).toHaveAttribute(
      "src",
      new RegExp(`${work ?? ""}_p${String(pageIndex)}`),
    );
  }

  // On past the list's first page into the next one.
  guard = 0;
  while (Number(await show.getAttribute("data-index")) < firstPage) {
    const before = await slideOf(show);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => slideOf(show), { timeout: 15_000 }).not.toBe(before);
    guard += 1;
    expect(guard).toBeLessThan(firstPage * 10);
  }
  expect(Number(await show.getAttribute("data-count"))).toBeGreaterThan(firstPage);

  // Playing again, then Escape: closed, out of full screen, the wake lock released.
  await page.keyboard.press("Space");
  await expect(show).toHaveAttribute("data-paused", "false");
  await page.keyboard.press("Escape");
  await expect(show).toBeHidden();
  await expect.poll(() => isFullscreen(page)).toBe(false);
  await expect.poll(() => wakeLocks(page)).toMatchObject({ held: 0, released: 1 });

  // The `p` key starts it from the list on screen.
  await page.keyboard.press("p");
  await expect(show).toBeVisible();
  await expect.poll(() => isFullscreen(page)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(show).toBeHidden();
  await expect.poll(async () => (await wakeLocks(page)).held).toBe(0);
}

test("from the daily ranking, signed out", async ({ page }) => {
  await runFromRanking(page);
});

test("from the daily ranking, signed in", async ({ page }) => {
  await signInWithRefreshToken(page);
  await runFromRanking(page);
});

test("from an artwork page, over the list it was opened from", async ({ page }) => {
  const list = await openRanking(page);
  const cards = list.getByTestId("artwork-card");
  const ids = await cards.evaluateAll((elements) =>
    elements.slice(0, 3).map((element) => element.getAttribute("data-id") ?? ""),
  );
  await cards.nth(1).click();
  const detail = page.getByTestId("artwork-overlay").getByTestId("artwork-detail");
  await expect(detail).toHaveAttribute("data-id", ids[1] ?? "");
  await detail.getByTestId("slideshow-button").click();

  const show = page.getByTestId("slideshow");
  await expect(show).toHaveAttribute("data-work-id", ids[1] ?? "");
  await expect.poll(() => isFullscreen(page)).toBe(true);
  await page.keyboard.press("Space");
  let guard = 0;
  while ((await show.getAttribute("data-work-id")) === ids[1]) {
    await next(page, show);
    guard += 1;
    expect(guard).toBeLessThan(50);
  }
  await expect(show).toHaveAttribute("data-work-id", ids[2] ?? "");
  await page.keyboard.press("Escape");
  await expect(show).toBeHidden();
  // The work page is still there, and its ← / → are its own again.
  await expect(detail).toHaveAttribute("data-id", ids[1] ?? "");
  await expect.poll(async () => (await wakeLocks(page)).held).toBe(0);
});

test("a work opened directly shows its own pages", async ({ page }) => {
  const list = await openRanking(page);
  const id = await list.getByTestId("artwork-card").first().getAttribute("data-id");
  await page.goto(`/artworks/${id ?? ""}`);
  await page.getByTestId("artwork-detail").getByTestId("slideshow-button").click();
  const show = page.getByTestId("slideshow");
  await expect(show).toHaveAttribute("data-work-id", id ?? "");
  await expect(show).toHaveAttribute("data-count", "1");
});

test("an ugoira slide plays in place", async ({ page }) => {
  await page.goto("/rank/daily_ugoira");
  await expect(page.getByTestId("artwork-card").first()).toBeVisible();
  await page.getByTestId("slideshow-button").click();
  const show = page.getByTestId("slideshow");
  await expect(show).toHaveAttribute("data-type", "ugoira");
  await expect(show.getByTestId("ugoira-player")).toHaveAttribute("data-state", "playing", {
    timeout: 20_000,
  });
});
