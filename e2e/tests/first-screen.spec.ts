// The first screen with its JavaScript held back (issue 28): Home, a ranking and an artwork page on a
// phone-sized screen, the entry script held 3 s by the test. While it is held, the page's first
// pictures must already have been asked for (the HTML announces them: preload links, 103 Early Hints);
// what the page shows by then (cards, decoded pictures) is printed. Once the script has run, the page
// works (its cards or its artwork visible, the pictures decoded), the API answers the HTML carries are
// not asked of the network again, and nothing moved after the first cards (or the artwork) appeared.
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

const CARD = 'main [data-testid="artwork-card"]';
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
    content: 'main [data-testid="artwork-image"]',
    pictures: 'main img[data-testid="artwork-image"]',
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

/** How much of the first screen is there: elements, and pictures decoded. */
function shown(page: Page, screen: Screen): Promise<{ readonly content: number; readonly decoded: number }> {
  return page.evaluate(
    ({ content, pictures }) => ({
      content: document.querySelectorAll(content).length,
      decoded: [...document.querySelectorAll<HTMLImageElement>(pictures)].filter(
        (image) => image.complete && image.naturalWidth > 0,
      ).length,
    }),
    { content: screen.content, pictures: screen.pictures },
  );
}

/** What was true when the held script was let through. */
interface AtRelease {
  readonly figures: FirstVisitFigures;
  readonly shown: { readonly content: number; readonly decoded: number } | null;
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
            : `shown: ${String(seen.content)} of "${screen.content}", ${String(seen.decoded)} picture(s) decoded`),
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
    });
  }
});
