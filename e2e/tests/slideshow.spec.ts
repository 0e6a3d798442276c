// The slideshow (issue 29): started from a ranking's header row, the `p` key or an artwork page, it
// goes full screen, advances by itself at the settings' interval, pauses with Space, steps with → / ←
// through every page of each work and on into the list's next page, plays an ugoira in place, and
// holds a screen wake lock (spied on here: the test's Chromium has no real one) until Escape. A swipe
// (touch), the wheel and + / − step and zoom; a tall picture pans down the screen; the interval chosen
// in Settings → Preferences sets the pace. Every wait is for a condition; none depends on the
// sandbox's clock.
import type { Locator, Page } from "@playwright/test";
import { signInWithRefreshToken } from "./account-helpers.js";
import { useSettings } from "./artwork-helpers.js";
import { expect, test } from "./fixtures.js";
import { swipe } from "./touch-helpers.js";

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
  await spyOnWakeLock(page);
});

/** The shortest interval, written before each page loads (the interval test sets its own instead). */
const shortInterval = (page: Page): Promise<void> => useSettings(page, { slideshowInterval: INTERVAL_S });

async function runFromRanking(page: Page): Promise<void> {
  // It steps through every page of the ranking's first 30 works and on: dozens of slides, each a
  // wait for the next picture, which on a busy machine takes longer than the default 30 s in all.
  test.setTimeout(120_000);
  await shortInterval(page);
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
  await shortInterval(page);
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
  await shortInterval(page);
  const list = await openRanking(page);
  const id = await list.getByTestId("artwork-card").first().getAttribute("data-id");
  await page.goto(`/artworks/${id ?? ""}`);
  await page.getByTestId("artwork-detail").getByTestId("slideshow-button").click();
  const show = page.getByTestId("slideshow");
  await expect(show).toHaveAttribute("data-work-id", id ?? "");
  await expect(show).toHaveAttribute("data-count", "1");
});

test("an ugoira slide plays in place", async ({ page }) => {
  await shortInterval(page);
  await page.goto("/rank/daily_ugoira");
  await expect(page.getByTestId("artwork-card").first()).toBeVisible();
  await page.getByTestId("slideshow-button").click();
  const show = page.getByTestId("slideshow");
  await expect(show).toHaveAttribute("data-type", "ugoira");
  await expect(show.getByTestId("ugoira-player")).toHaveAttribute("data-state", "playing", {
    timeout: 20_000,
  });
});

/** Starts the slideshow from the daily ranking and pauses it; gives back the slideshow. */
async function startPaused(page: Page): Promise<Locator> {
  await openRanking(page);
  await page.getByTestId("slideshow-button").click();
  const show = page.getByTestId("slideshow");
  await expect(show).toBeVisible();
  await page.keyboard.press("Space");
  await expect(show).toHaveAttribute("data-paused", "true");
  return show;
}

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("a swipe to the left shows the next slide, to the right the previous", async ({ page }) => {
    await shortInterval(page);
    const show = await startPaused(page);
    const first = await slideOf(show);
    await swipe(page, -300);
    await expect.poll(() => slideOf(show)).not.toBe(first);
    await swipe(page, 300);
    await expect.poll(() => slideOf(show)).toBe(first);
    // A short stroke is not a swipe.
    await swipe(page, -20);
    await swipe(page, 20);
    expect(await slideOf(show)).toBe(first);
    await expect(show).toHaveAttribute("data-paused", "true");
  });
});

test("the wheel steps: down to the next slide, up to the previous", async ({ page }) => {
  await shortInterval(page);
  const show = await startPaused(page);
  const first = await slideOf(show);
  await page.mouse.move(640, 300);
  // One step per gesture: wheel events closer together than a gesture's gap are the same step, so a
  // turn that came too soon is repeated until the slide moves.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 240);
      return slideOf(show);
    })
    .not.toBe(first);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, -240);
      return slideOf(show);
    })
    .toBe(first);
});

interface PanPath {
  from: string;
  to: string;
  width: number;
  height: number;
}

/** The picture's pan animation (its first and last transform) and its drawn size. */
const panPath = (show: Locator): Promise<PanPath | null> =>
  show.getByTestId("slideshow-picture").evaluate((element) => {
    const animation = element.getAnimations()[0];
    const frames = animation?.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : [];
    const box = element.getBoundingClientRect();
    const transform = (index: number): string => String(frames.at(index)?.["transform"] ?? "");
    return frames.length < 2
      ? null
      : { from: transform(0), to: transform(-1), width: box.width, height: box.height };
  });

/** The x and y of a `translate3d(x px, y px, 0)`. */
function offsets(transform: string): [number, number] {
  const [, x = "NaN", y = "NaN"] = /translate3d\(([-\d.]+)px, ([-\d.]+)px/.exec(transform) ?? [];
  return [Number(x), Number(y)];
}

test("+ and − zoom the slide, and a tall picture pans from its top to its bottom", async ({ page }) => {
  await shortInterval(page);
  const show = await startPaused(page);
  const picture = show.getByTestId("slideshow-picture");
  const viewport = { height: await page.evaluate(() => window.innerHeight) };

  // A tall picture in the ranking: drawn across the screen, taller than it, moving straight down it.
  const isTall = (path: PanPath | null): path is PanPath => path !== null && path.height > path.width;
  let tall = await panPath(show);
  let guard = 0;
  while (!isTall(tall)) {
    await next(page, show);
    tall = await panPath(show);
    guard += 1;
    expect(guard, "a tall picture in the ranking's first page").toBeLessThan(60);
  }
  await expect(picture).toHaveAttribute("data-pans", "true");
  const [fromX, fromY] = offsets(tall.from);
  const [toX, toY] = offsets(tall.to);
  expect(tall.height).toBeGreaterThan(viewport.height);
  expect(fromY).toBe(0);
  expect(toY).toBeCloseTo(viewport.height - tall.height, 0);
  expect(toX).toBe(fromX);

  // Zoom in: the picture is drawn 1.5 times larger and pans; zoom out: back to the screen's fit.
  const before = await picture.boundingBox();
  await page.keyboard.press("+");
  await expect(show).toHaveAttribute("data-zoom", "1.5");
  await expect(picture).toHaveAttribute("data-pans", "true");
  await expect
    .poll(async () => (await picture.boundingBox())?.width)
    .toBeCloseTo((before?.width ?? 0) * 1.5, 0);
  await page.keyboard.press("-");
  await expect(show).toHaveAttribute("data-zoom", "1");
  await expect.poll(async () => (await picture.boundingBox())?.width).toBeCloseTo(before?.width ?? 0, 0);
  // The buttons do the same.
  await show.getByTestId("slideshow-zoom-in").click();
  await expect(show).toHaveAttribute("data-zoom", "1.5");
  await show.getByTestId("slideshow-zoom-out").click();
  await expect(show).toHaveAttribute("data-zoom", "1");
});

/**
 * The time between the next two slides the slideshow turns to by itself, measured in the page
 * (performance.now() at each change of the slide shown).
 */
async function slideGapMs(page: Page, show: Locator): Promise<number> {
  await show.evaluate((element) => {
    const times: number[] = [];
    (window as unknown as { __slideTimes: number[] }).__slideTimes = times;
    new MutationObserver(() => {
      times.push(performance.now());
    }).observe(element, { attributes: true, attributeFilter: ["data-work-id", "data-page"] });
  });
  const times = (): Promise<number[]> =>
    page.evaluate(() => (window as unknown as { __slideTimes: number[] }).__slideTimes);
  await expect.poll(async () => (await times()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const [first = 0, second = 0] = await times();
  return second - first;
}

/** Chooses an interval in Settings → Preferences, then plays the daily ranking and measures its pace. */
async function paceWithInterval(page: Page, seconds: number): Promise<number> {
  await page.goto("/setting/preference");
  await page.getByTestId("pref-group-viewer").locator("summary").click();
  const row = page.getByTestId("pref-slideshowInterval");
  await row.selectOption(String(seconds));
  await expect(row).toHaveValue(String(seconds));
  await openRanking(page);
  await page.getByTestId("slideshow-button").click();
  const show = page.getByTestId("slideshow");
  await expect(show.getByTestId("slideshow-interval")).toHaveValue(String(seconds));
  const gap = await slideGapMs(page, show);
  await page.keyboard.press("Escape");
  await expect(show).toBeHidden();
  return gap;
}

test("the interval chosen in Settings sets the slideshow's pace", async ({ page }) => {
  test.setTimeout(90_000);
  const short = await paceWithInterval(page, 3);
  const longer = await paceWithInterval(page, 8);
  // The player looks every quarter second whether the slide is due: a gap is the interval and at
  // most one look more (with room for a busy machine).
  expect(short).toBeGreaterThanOrEqual(3000 - 50);
  expect(short).toBeLessThan(8000 - 50);
  expect(longer).toBeGreaterThanOrEqual(8000 - 50);
  expect(longer).toBeGreaterThan(short + 4000);
});
