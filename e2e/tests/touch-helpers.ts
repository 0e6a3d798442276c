// A finger in a real browser. A long press is sent through the DevTools protocol, as a phone's screen
// sends it (Playwright's touchscreen only taps), so the browser itself decides whether a click follows;
// it holds until the page's own clock has passed the long-press time, or until a condition the caller
// waits for is met. A swipe is the touch events it fires, dispatched in the page.
import type { BrowserContext, Locator, Page } from "@playwright/test";

/** Longer than the app's long-press time (LONG_PRESS_MS, 500 ms), with room to spare. */
const HOLD_MS = 800;

async function center(locator: Locator, yFraction = 0.4): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error("the element to touch is not laid out");
  return { x: box.x + box.width / 2, y: box.y + box.height * yFraction };
}

/**
 * Holds a finger on `target`, then lifts it: until `until` resolves when one is given (what the
 * press should bring, e.g. a menu), else until the page's clock is HOLD_MS on.
 */
export async function longPress(
  context: BrowserContext,
  page: Page,
  target: Locator,
  until?: () => Promise<void>,
): Promise<void> {
  const point = await center(target);
  const cdp = await context.newCDPSession(page);
  const pressedAt = await page.evaluate(() => performance.now());
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  if (until === undefined) {
    await page.waitForFunction((end) => performance.now() >= end, pressedAt + HOLD_MS);
  } else {
    await until();
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/**
 * A sideways swipe across the middle of the window, `dx` px (negative: to the left), as the touch
 * events a finger's swipe fires on what is under it. Dispatched in the page: a swipe sent through the
 * DevTools protocol may become the browser's own scroll gesture, which then keeps its end.
 */
export async function swipe(page: Page, dx: number): Promise<void> {
  await page.evaluate((distance) => {
    const y = Math.round(window.innerHeight / 2);
    const startX = distance < 0 ? window.innerWidth - 40 : 40;
    const target = document.elementFromPoint(startX, y) ?? document.body;
    const touchAt = (x: number): Touch =>
      new Touch({ identifier: 1, target, clientX: x, clientY: y, pageX: x, pageY: y + window.scrollY });
    const fire = (type: string, x: number, lifted: boolean): void => {
      const touch = touchAt(x);
      target.dispatchEvent(
        new TouchEvent(type, {
          bubbles: true,
          cancelable: true,
          touches: lifted ? [] : [touch],
          targetTouches: lifted ? [] : [touch],
          changedTouches: [touch],
        }),
      );
    };
    fire("touchstart", startX, false);
    for (const step of [0.25, 0.5, 0.75, 1]) fire("touchmove", startX + distance * step, false);
    fire("touchend", startX + distance, true);
  }, dx);
}

/**
 * Records how the next click on the page ended: `window.pxvClick` becomes { prevented } once its
 * dispatch is over (read in a task after it, when every listener has run).
 */
export async function recordNextClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.addEventListener(
      "click",
      (event) => {
        setTimeout(() => {
          (window as unknown as { pxvClick: { prevented: boolean } }).pxvClick = {
            prevented: event.defaultPrevented,
          };
        }, 0);
      },
      { capture: true, once: true },
    );
  });
}

/** Waits until the click recordNextClick watches for has happened; answers whether it was cancelled. */
export async function nextClickPrevented(page: Page): Promise<boolean> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { pxvClick?: { prevented: boolean } }).pxvClick ?? null,
  );
  return (await handle.jsonValue())?.prevented === true;
}
