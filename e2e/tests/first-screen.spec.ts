// The first screen with its JavaScript held back (issue 28): Home, a ranking and an artwork page on a
// phone-sized screen, the entry script held 3 s by the test. While it is held, the page's first
// pictures must already be shown — the server renders the first screen into the HTML — in the
// viewport, loaded and visible. Once the script has run, the page works (its cards or its artwork
// visible, the pictures decoded), the pictures shown before are where the app shows them (nothing
// moved when it took over), nothing was reported about hydration or failed, the API answers the
// HTML carries are not asked of the network again, and nothing moved after the first cards (or the
// artwork) appeared. A work whose title and caption are markup shows them as text before the script
// runs, and nothing of them runs.
import { FIRST_SCREEN_ELEMENT_ID } from "@pxv/pixiv";
import { HOSTILE_WORKS } from "@pxv/sandbox";
import type { APIRequestContext, Page } from "@playwright/test";
import { PHONE, recordFirstVisit, type FirstVisitFigures } from "../../bench/lib/first-visit.js";
import { findRankedWork } from "./artwork-helpers.js";
import { answersFetchedAgain, carriedAnswerUrls, entryScriptPath } from "./first-screen-helpers.js";
import { expect, test } from "./fixtures.js";
import { layoutShifts, recordLayoutShifts } from "./layout-shifts.js";

/** The test's set-up: how long the entry script is held before it is let through. */
const HOLD_MS = 3_000;
/** The entry script's address as the build names it (the test checks it is the one the HTML names). */
const ENTRY_SCRIPT = "**/assets/index-*.js";
/**
 * The layout shift allowed after the first cards appeared: none, up to rounding (a move a reader
 * can see scores 0.01 or more).
 */
const MAX_SHIFT = 0.001;

interface Screen {
  readonly name: string;
  readonly path: (request: APIRequestContext) => Promise<string>;
  /** What appearing means the first screen is there: its first card, or the artwork's picture. */
  readonly content: string;
  /** Its pictures, and how many of them must decode once the script has run. */
  readonly pictures: string;
  readonly decoded: number;
}

/** A card's picture frame: the server's first screen has no test ids (they name the app's elements). */
const CARD = "main [data-card-frame]";
const SCREENS: readonly Screen[] = [
  // On a phone, Home's ranking strip and a ranking's grid show about 3 cards in view.
  { name: "Home", path: () => Promise.resolve("/"), content: CARD, pictures: `${CARD} img`, decoded: 3 },
  {
    name: "a ranking",
    path: () => Promise.resolve("/rank/daily"),
    content: CARD,
    pictures: `${CARD} img`,
    decoded: 3,
  },
  {
    name: "an artwork page",
    path: async (request) =>
      `/artworks/${String((await findRankedWork(request, "day", (illust) => illust.type === "illust")).id)}`,
    content: "main img[data-page]",
    pictures: "main img[data-page]",
    decoded: 1,
  },
];

/** What the page records from its first moment: layout shifts, and when its first content appeared. */
/** Records the layout shifts and when the first content (`content`) appeared, from the page's start. */
async function watchFirstScreen(page: Page, content: string): Promise<void> {
  await recordLayoutShifts(page);
  await page.addInitScript((selector: string) => {
    const look = (): void => {
      if (document.querySelector(selector) === null) requestAnimationFrame(look);
      else (window as unknown as { pxvContentAt: number }).pxvContentAt = performance.now();
    };
    look();
  }, content);
}

/** A picture a person sees: its address and its box in the viewport. */
interface ShownPicture {
  readonly src: string;
  readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

/** How much of the first screen is there: elements, pictures decoded, and the pictures a person sees. */
interface Shown {
  readonly content: number;
  readonly decoded: number;
  /** In the viewport, loaded, drawn (not hidden, not transparent). */
  readonly seen: readonly ShownPicture[];
}

function shown(page: Page, screen: Screen): Promise<Shown> {
  return page.evaluate(
    ({ content, pictures }) => {
      const images = [...document.querySelectorAll<HTMLImageElement>(pictures)];
      const seen = images.filter((image) => {
        const box = image.getBoundingClientRect();
        return (
          image.complete &&
          image.naturalWidth > 0 &&
          image.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          getComputedStyle(image).opacity === "1" &&
          box.width > 0 &&
          box.bottom > 0 &&
          box.right > 0 &&
          box.top < window.innerHeight &&
          box.left < window.innerWidth
        );
      });
      return {
        content: document.querySelectorAll(content).length,
        decoded: images.filter((image) => image.complete && image.naturalWidth > 0).length,
        seen: seen.map((image) => {
          const { x, y, width, height } = image.getBoundingClientRect();
          return { src: image.src, box: { x, y, width, height } };
        }),
      };
    },
    { content: screen.content, pictures: screen.pictures },
  );
}

/** What was true when the held script was let through. */
interface AtRelease {
  readonly figures: FirstVisitFigures;
  readonly shown: Shown | null;
}

/** Messages of the page that say something went wrong: errors, and anything about hydration. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || /hydrat|server.?render|did not match/i.test(text)) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  return problems;
}

/** The pictures seen while held that the app does not show at the very same place. */
function movedPictures(before: readonly ShownPicture[], after: readonly ShownPicture[]): string[] {
  const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1;
  return before
    .filter(({ src, box }) => {
      const same = after.find((picture) => picture.src === src);
      return (
        same === undefined ||
        !close(same.box.x, box.x) ||
        !close(same.box.y, box.y) ||
        !close(same.box.width, box.width) ||
        !close(same.box.height, box.height)
      );
    })
    .map(({ src }) => src);
}

test.describe("the first screen with its JavaScript held back 3 s", () => {
  test.use(PHONE.context);

  for (const screen of SCREENS) {
    test(`${screen.name}: pictures asked for before the script runs, then a working page, nothing fetched twice, nothing moved`, async ({
      page,
      context,
      request,
    }) => {
      const path = await screen.path(request);
      const problems = watchProblems(page);
      const cdp = await context.newCDPSession(page);
      const recording = await recordFirstVisit(cdp);
      await watchFirstScreen(page, screen.content);
      const held: string[] = [];
      let atRelease: AtRelease | null = null;
      await page.route(ENTRY_SCRIPT, async (route) => {
        held.push(new URL(route.request().url()).pathname);
        await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
        atRelease ??= {
          figures: recording.finish(),
          shown: await shown(page, screen).catch(() => null),
        };
        await route.continue().catch(() => undefined);
      });

      const response = await page.goto(path, { waitUntil: "commit" });
      const html = (await response?.text()) ?? "";
      const entry = entryScriptPath(html);
      await expect(page.locator(screen.content).first()).toBeVisible();
      await expect
        .poll(() => shown(page, screen).then((now) => now.decoded))
        .toBeGreaterThanOrEqual(screen.decoded);
      await page.waitForLoadState("networkidle");
      // The app has taken over: the server's first screen is gone, the app's own is shown.
      await expect(page.locator(`#${FIRST_SCREEN_ELEMENT_ID}`)).toHaveCount(0);
      const afterwards = await shown(page, screen);

      const release = atRelease as AtRelease | null;
      const requests = recording.finish().requests;
      const carried = carriedAnswerUrls(html);
      const contentAt = await page.evaluate(
        () => (window as unknown as { pxvContentAt?: number }).pxvContentAt ?? null,
      );
      const shifts = await layoutShifts(page);
      const shiftAfterContent = shifts
        .filter((shift) => contentAt !== null && shift.at >= contentAt)
        .reduce((total, shift) => total + shift.value, 0);
      const seen = release?.shown ?? null;
      const picturesWhileHeld =
        release?.figures.requests
          .filter((request) => request.kind === "picture")
          .map((request) => request.url) ?? [];
      const report = [
        `${screen.name} (${path}): entry script ${entry}, held: ${JSON.stringify(held)}`,
        `while held: ${String(picturesWhileHeld.length)} picture request(s) made ${JSON.stringify(picturesWhileHeld)}; ` +
          (seen === null
            ? "what was shown could not be read"
            : `shown: ${String(seen.content)} of "${screen.content}", ${String(seen.decoded)} picture(s) decoded, ${String(seen.seen.length)} seen ${JSON.stringify(seen.seen)}`),
        `once the app had taken over: ${String(afterwards.seen.length)} picture(s) seen ${JSON.stringify(afterwards.seen)}`,
        `problems reported: ${JSON.stringify(problems)}`,
        `carried in the page: ${JSON.stringify(carried)}`,
        `layout shift after the first content appeared (${contentAt?.toFixed(0) ?? "never"} ms after navigation): ${shiftAfterContent.toFixed(4)} (all shifts: ${JSON.stringify(shifts)})`,
      ].join("\n");
      console.log(report);
      await test.info().attach("first-screen", { body: report, contentType: "text/plain" });

      expect(held, `the entry script was held\n${report}`).toContain(entry);
      expect
        .soft(picturesWhileHeld, `picture requests made before the entry script ran\n${report}`)
        .not.toEqual([]);
      expect.soft(carried, `the page's HTML carries its first data\n${report}`).not.toBeNull();
      expect.soft(carried ?? [], `answers carried in the page\n${report}`).not.toEqual([]);
      expect
        .soft(answersFetchedAgain(carried ?? [], requests), `carried answers fetched again\n${report}`)
        .toEqual([]);
      expect
        .soft(shiftAfterContent, `layout shift after the first content\n${report}`)
        .toBeLessThanOrEqual(MAX_SHIFT);
      expect
        .soft(seen?.seen.length ?? 0, `pictures seen before the script ran\n${report}`)
        .toBeGreaterThan(0);
      expect
        .soft(movedPictures(seen?.seen ?? [], afterwards.seen), `pictures the app moved\n${report}`)
        .toEqual([]);
      expect.soft(problems, `problems the page reported\n${report}`).toEqual([]);
    });
  }

  test("a work whose title and caption are markup: text before the script runs, nothing of them runs", async ({
    page,
  }) => {
    const [id = 0] = Object.keys(HOSTILE_WORKS).map(Number);
    const hostile = HOSTILE_WORKS[id];
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ENTRY_SCRIPT, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/artworks/${String(id)}`, { waitUntil: "commit" });
    const snapshot = page.locator(`#${FIRST_SCREEN_ELEMENT_ID}`);
    await expect(snapshot.getByRole("heading", { level: 1 })).toHaveText(hostile?.title ?? "");
    await expect(snapshot.locator('img[src="x"], script, iframe, [onerror], [onload]')).toHaveCount(0);
    await expect(snapshot.locator('a[href^="javascript:"]')).toHaveCount(0);
    release();
    await expect(snapshot).toHaveCount(0);
    await expect(page.locator("main").getByRole("heading", { level: 1 })).toHaveText(hostile?.title ?? "");
    expect(dialogs).toEqual([]);
  });
});
