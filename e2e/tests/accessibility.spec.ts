// Accessibility of the main screens: axe-core in Chromium on Home, Rank, Search results, Artwork,
// Novel, User, Settings, the novel ranking, Discovery, pixivision (list and article), Lives and the
// user search, in the light and the dark theme, fails on any serious or critical
// violation and prints each (rule, impact, the elements and axe's summary). Beside it: one <h1> per
// screen; every accent swatch readable in both themes; visible focus, focus kept in and given back
// by the viewer, the sheets and the card menu; reduced motion honoured (nothing moves).
import { readFileSync } from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { focusFirstCardByKey } from "./list-helpers.js";
import { ALL_MARKUP_NOVEL } from "./reader-helpers.js";
import { trendingTag, withSettings } from "./search-helpers.js";
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-US" });
// Twenty-six pages and an axe run on each.
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
  {
    name: "Novel",
    path: () => `/novel/${ALL_MARKUP_NOVEL}`,
    ready: (page) => page.getByTestId("novel-text"),
  },
  { name: "User", path: () => `/users/${USER}`, ready: (page) => page.getByTestId("user-name") },
  { name: "Settings", path: () => "/setting", ready: (page) => page.getByRole("heading", { level: 1 }) },
  {
    name: "Novel ranking",
    path: () => "/rank_novel/day",
    ready: (page) => page.locator("main [data-testid=novel-card]").nth(2),
  },
  {
    name: "Discovery",
    path: () => "/discovery",
    ready: (page) => page.locator("main [data-testid=artwork-card]").nth(2),
  },
  {
    name: "pixivision",
    path: () => "/pixivision",
    ready: (page) => page.getByTestId("spotlight-list").getByTestId("spotlight-card").nth(2),
  },
  {
    name: "pixivision article",
    path: () => "/pixivision/9000",
    ready: (page) => page.getByTestId("pixivision-article"),
  },
  {
    name: "Lives",
    path: () => "/lives",
    ready: (page) => page.getByTestId("live-list").getByTestId("live-card").first(),
  },
  {
    name: "Search users",
    path: (tag) => `/search_user/${encodeURIComponent(tag)}`,
    ready: (page) => page.locator("main h1"),
  },
];

/** Rules of the page's structure that fail the test whatever impact axe gives them. */
const STRUCTURE_RULES = new Set([
  "landmark-unique",
  "landmark-one-main",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo",
  "landmark-no-duplicate-main",
  "page-has-heading-one",
]);

/** The serious and critical violations (and structure ones) on the page as it is, one line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === "serious" ||
        violation.impact === "critical" ||
        STRUCTURE_RULES.has(violation.id),
    )
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
        const violations = await seriousViolations(page);
        if (violations.length > 0) console.log(`${screen.name}, ${theme}:\n  ${violations.join("\n  ")}`);
        expect(violations).toEqual([]);
        await expect(page.locator("h1")).toHaveCount(1);
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
        .map(
          ({ element }) =>
            `${element.tagName.toLowerCase()}.${(element.getAttribute("class") ?? "").slice(0, 60)}`,
        ),
    );
    expect(moving).toEqual([]);
  });
});

/** Whether the focused element draws a visible focus indicator (an outline or a ring). */
const focusDrawn = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (element === null || element === document.body) return { drawn: true, what: "body" };
    // The element draws it, or its box does (a field inside a frame that rings while it has the focus).
    const draws = (box: Element | null): boolean => {
      if (box === null) return false;
      const style = getComputedStyle(box);
      return (
        (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) ||
        // A ring: a shadow of no blur spreading 2 px or more (not a card's soft shadow).
        /0px 0px 0px [2-9]/.test(style.boxShadow)
      );
    };
    const what = `${element.tagName.toLowerCase()} ${element.getAttribute("aria-label") ?? element.textContent.trim().slice(0, 30)}`;
    return { drawn: draws(element) || draws(element.parentElement), what };
  });

/**
 * The focus is inside `selector`, or has gone out to the browser itself (the body, past the last
 * control, as with any modal dialog): never on the page behind.
 */
const focusInside = (page: Page, selector: string) =>
  page.evaluate((inside) => {
    const element = document.activeElement;
    return element === null || element === document.body || element.closest(inside) !== null;
  }, selector);

test("Tab shows a focus ring on every link, button and field it reaches", async ({ page, request }) => {
  await withSettings(page);
  for (const path of [
    "/rank/daily",
    `/search/${encodeURIComponent(await trendingTag(request))}`,
    "/setting",
  ]) {
    await page.goto(path);
    await expect(page.locator("main").first()).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    const unringed: string[] = [];
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press("Tab");
      const focus = await focusDrawn(page);
      if (!focus.drawn) unringed.push(focus.what);
    }
    expect(unringed, `focus without a ring on ${path}`).toEqual([]);
  }
});

test("the zoom viewer works by keyboard, keeps the focus inside and gives it back", async ({ page }) => {
  await withSettings(page);
  await page.goto("/artworks/130000001");
  const opener = page.locator("button:has([data-testid=artwork-image])").first();
  await opener.focus();
  await page.keyboard.press("Enter");
  const status = page.getByTestId("viewer-status");
  await expect(status).toHaveAttribute("data-zoom", "1.00");
  await page.keyboard.press("+");
  await expect.poll(async () => Number(await status.getAttribute("data-zoom"))).toBeGreaterThan(1);
  await page.keyboard.press("0");
  await expect(status).toHaveAttribute("data-zoom", "1.00");
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press("Tab");
    expect(await focusInside(page, "[role=dialog]")).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(status).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the card menu and the shortcut sheet keep the focus inside and give it back", async ({ page }) => {
  // The card menu offers what the settings put in it: blocking (an item per tag) and downloading.
  await withSettings(page, { isLongpressBlock: true, isLongpressDL: true });
  await page.goto("/rank/daily");
  const card = page.locator("main [data-testid=artwork-card]").nth(1);
  await expect(card).toBeVisible({ timeout: 60_000 });

  await focusFirstCardByKey(page);
  await page.keyboard.press("j");
  await expect(card).toBeFocused();
  await page.keyboard.press("?");
  await expect(page.getByTestId("shortcut-sheet")).toBeVisible();
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press("Tab");
    expect(await focusInside(page, "[data-testid=shortcut-sheet]")).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("shortcut-sheet")).toHaveCount(0);
  await expect(card).toBeFocused();

  await card.click({ button: "right" });
  const menu = page.getByTestId("card-menu");
  await expect(menu).toBeVisible();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press(step % 3 === 2 ? "Shift+Tab" : "Tab");
    expect(await focusInside(page, "[data-testid=card-menu]")).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(card).toBeFocused();
});

/** The accent swatches Settings offers, as the app ships them. */
const SWATCHES = [
  ...readFileSync(
    new URL("../../apps/web/src/features/settings/accent-swatches.ts", import.meta.url),
    "utf8",
  ).matchAll(/#[0-9a-f]{6}/gi),
].map(([colour]) => colour);

for (const theme of ["light", "dark"] as const) {
  test(`every accent swatch gives readable accent text and filled buttons in the ${theme} theme`, async ({
    page,
  }) => {
    expect(SWATCHES.length).toBeGreaterThan(10);
    await withSettings(page);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto("/setting");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 60_000 });
    const failing = await page.evaluate((swatches) => {
      const probe = (className: string): [number, number, number] => {
        const element = document.createElement("span");
        element.className = className;
        document.body.append(element);
        const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
        if (canvas === null) throw new Error("no canvas");
        canvas.fillStyle =
          getComputedStyle(element)[className.startsWith("bg") ? "backgroundColor" : "color"];
        element.remove();
        canvas.fillRect(0, 0, 1, 1);
        const [red = 0, green = 0, blue = 0] = canvas.getImageData(0, 0, 1, 1).data;
        return [red, green, blue];
      };
      const luminance = (rgb: number[]): number => {
        const [r = 0, g = 0, b = 0] = rgb.map((value) => {
          const v = value / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const ratio = (one: number[], other: number[]): number => {
        const [high, low] = [luminance(one), luminance(other)].sort((a, b) => b - a);
        return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
      };
      const page = probe("bg-neutral-50 dark:bg-neutral-900");
      const white = [255, 255, 255];
      const problems: string[] = [];
      for (const swatch of swatches) {
        document.documentElement.style.setProperty("--pxv-accent", swatch);
        const text = ratio(probe("text-accent"), page);
        const fill = ratio(probe("bg-accent-fill"), white);
        if (text < 4.5 || fill < 4.5)
          problems.push(`${swatch}: text ${text.toFixed(2)}, fill ${fill.toFixed(2)}`);
      }
      return problems;
    }, SWATCHES);
    expect(failing).toEqual([]);
  });
}
