// The OLED-black and high-contrast themes (issue 29): each applies from Settings, survives a reload
// and is on the page before the app's script has run (no flash of another theme); black puts the
// page on true black; high contrast passes axe's enhanced (7:1) contrast rule on Home and a ranking.
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";

test.use({ locale: "en-US", serviceWorkers: "block" });

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The app's entry script (the service worker is blocked below, so every load goes through the route). */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** Reloads with the app's entry script held back; `check` runs before the script is let through. */
async function reloadBeforeTheApp(page: Page, check: () => Promise<void>): Promise<void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route(ENTRY_SCRIPT, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  await page.reload({ waitUntil: "commit" });
  try {
    await expect.poll(() => held).toBe(true);
    await check();
    // The app has not run: nothing of it is on the page yet.
    await expect(page.locator("main")).toHaveCount(0);
  } finally {
    release();
  }
  await expect(page.locator("main")).toHaveCount(1);
  await page.unrouteAll({ behavior: "wait" });
}

test("OLED black: the page is true black, and it is there before the app runs", async ({ page }) => {
  await page.goto("/setting");
  await page.getByTestId("setting-theme-black").click();
  await expect(page.getByTestId("setting-theme-black")).toHaveAttribute("aria-checked", "true");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "black");
  await expect.poll(() => bodyBackground(page)).toBe("rgb(0, 0, 0)");

  await reloadBeforeTheApp(page, async () => {
    await expect(page.locator("html")).toHaveAttribute("data-theme", "black");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect.poll(() => bodyBackground(page)).toBe("rgb(0, 0, 0)");
  });
  await expect(page.getByTestId("setting-theme-black")).toHaveAttribute("aria-checked", "true");

  // Back to dark: the dark greys again, the attribute gone.
  await page.getByTestId("setting-theme-dark").click();
  await expect(page.locator("html")).not.toHaveAttribute("data-theme", /.*/);
  await expect.poll(() => bodyBackground(page)).not.toBe("rgb(0, 0, 0)");
});

/** axe's enhanced contrast rule (WCAG AAA, 7:1 for text) on the page as it is. */
async function contrastViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(["color-contrast-enhanced"]).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  );
}

test("high contrast: light, every text at 7:1 on Home and a ranking, before the app runs too", async ({
  page,
}) => {
  await page.goto("/setting");
  await page.getByTestId("setting-theme-contrast").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "contrast");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  const setting = await contrastViolations(page);
  expect(setting, setting.join("\n")).toEqual([]);

  await reloadBeforeTheApp(page, async () => {
    await expect(page.locator("html")).toHaveAttribute("data-theme", "contrast");
  });

  for (const path of ["/", "/rank/daily"]) {
    await page.goto(path);
    await expect(page.locator("main [data-testid=artwork-card]").nth(2)).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    const violations = await contrastViolations(page);
    expect(violations, `${path}:\n${violations.join("\n")}`).toEqual([]);
  }
});
