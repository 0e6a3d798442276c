// Accessibility of the main screens: axe-core in Chromium on Home, Rank, Search results, Artwork,
// Novel, User and Settings, in the light and the dark theme, fails on any serious or critical
// violation and prints each (rule, impact, the elements and axe's summary). Beside it: one <h1> per
// screen, and reduced motion honoured (no transition, no animation, no smooth scrolling).
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { ALL_MARKUP_NOVEL } from "./reader-helpers.js";
import { trendingTag, withSettings } from "./search-helpers.js";
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-US" });
// Fourteen pages and an axe run on each.
test.describe.configure({ timeout: 120_000 });

const USER = 11518054;

interface Screen {
  name: string;
  /** The address, given the request context (search asks the sandbox for a word it has works for). */
  path: (tag: string) => string;
  /** What shows once the screen has loaded. */
  ready: (page: Page) => Locator;
}

const SCREENS: Screen[] = [
  { name: "Home", path: () => "/", ready: (page) => page.locator("main [data-testid=artwork-card]").nth(2) },
  {
    name: "Rank",
    path: () => "/rank/daily",
    ready: (page) => page.locator("main [data-testid=artwork-card]").nth(2),
  },
  {
    name: "Search results",
    path: (tag) => `/search/${encodeURIComponent(tag)}`,
    ready: (page) => page.getByTestId("search-results").getByTestId("artwork-card").first(),
  },
  {
    name: "Artwork",
    path: () => "/artworks/130000001",
    ready: (page) => page.getByTestId("artwork-detail"),
  },
  { name: "Novel", path: () => `/novel/${ALL_MARKUP_NOVEL}`, ready: (page) => page.getByTestId("novel-text") },
  { name: "User", path: () => `/users/${USER}`, ready: (page) => page.getByTestId("user-name") },
  { name: "Settings", path: () => "/setting", ready: (page) => page.getByRole("heading", { level: 1 }) },
];

/** The serious and critical violations on the page as it is, one line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact ?? ""}) ${node.target.join(" ")}: ${node.failureSummary ?? ""}`,
      ),
    );
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });
    for (const screen of SCREENS) {
      test(`${screen.name} has no serious or critical axe violation and one <h1>`, async ({
        page,
        request,
      }) => {
        await withSettings(page);
        await page.goto(screen.path(await trendingTag(request)));
        await expect(screen.ready(page)).toBeVisible({ timeout: 60_000 });
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        // Settled: the first images and translations are in (a half-drawn page hides its faults).
        await page.waitForLoadState("networkidle");
        await expect(page.locator("h1")).toHaveCount(1);
        const violations = await seriousViolations(page);
        if (violations.length > 0) console.log(`${screen.name}, ${theme}:\n  ${violations.join("\n  ")}`);
        expect(violations).toEqual([]);
      });
    }
  });
}

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing moves: no transition, no animation, no smooth scrolling", async ({ page }) => {
    await withSettings(page);
    await page.goto("/rank/daily");
    await expect(page.locator("main [data-testid=artwork-card]").nth(2)).toBeVisible({ timeout: 60_000 });
    const moving = await page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll("body *")]
        .map((element) => ({ element, style: getComputedStyle(element) }))
        .filter(
          ({ style }) =>
            style.scrollBehavior === "smooth" ||
            style.transitionDuration.split(",").some((duration) => parseFloat(duration) > 0.01) ||
            (style.animationName !== "none" &&
              style.animationDuration.split(",").some((duration) => parseFloat(duration) > 0.01)),
        )
        .map(({ element }) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`),
    );
    expect(moving).toEqual([]);
  });
});
