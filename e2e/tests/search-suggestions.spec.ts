// pixiv's tag suggestions under the search boxes, in a real browser against the sandbox (whose
// autocomplete answers from its catalogue's tags, each with its translation): on Home and on the
// search page the box is a combobox over them, the arrow keys move through the suggestions, Enter
// searches the active one, Escape closes the list.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { withSettings } from "./search-helpers.js";

/** A word the catalogue's tags answer: 夜景, "night view". */
const WORD = "night";
const TAG = "夜景";
const TRANSLATION = "night view";

async function expectSuggestions(page: Page): Promise<void> {
  const input = page.getByTestId("search-input");
  const suggested = page.waitForRequest((req) => req.url().includes("/api/pixiv/search_autocomplete?"));
  await input.pressSequentially(WORD);
  expect(new URL((await suggested).url()).searchParams.get("word")).toBe(WORD);
  const list = page.getByRole("listbox");
  await expect(list).toBeVisible();
  await expect(input).toHaveAttribute("aria-expanded", "true");
  const option = list.getByRole("option").filter({ hasText: TAG });
  await expect(option.getByTestId("suggestion-name")).toHaveText(TAG);
  await expect(option.getByTestId("suggestion-translation")).toHaveText(TRANSLATION);
}

/** Moves to the option holding TAG with the arrow keys, checking each step is announced. */
async function arrowTo(page: Page): Promise<void> {
  const input = page.getByTestId("search-input");
  const options = page.getByRole("listbox").getByRole("option");
  const names = await options.getByTestId("suggestion-name").allInnerTexts();
  const target = names.indexOf(TAG);
  expect(target).toBeGreaterThanOrEqual(0);
  // Up from none reaches the last option, then down wraps to the first.
  await input.press("ArrowUp");
  await expect(options.nth(names.length - 1)).toHaveAttribute("aria-selected", "true");
  for (let step = 0; step <= target; step++) await input.press("ArrowDown");
  const active = options.nth(target);
  await expect(active).toHaveAttribute("aria-selected", "true");
  await expect(input).toHaveAttribute("aria-activedescendant", (await active.getAttribute("id")) ?? "");
  await expect(options.and(page.locator('[aria-selected="true"]'))).toHaveCount(1);
}

test("Home's box suggests tags with their translations and searches the one picked by keyboard", async ({
  page,
}) => {
  await withSettings(page);
  await page.goto("/");
  await expect(page.getByTestId("search-input")).toHaveAttribute("role", "combobox");
  await expectSuggestions(page);
  await arrowTo(page);
  await page.getByTestId("search-input").press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(TAG)}$`));
});

test("Escape closes the suggestions, and typing on brings them back", async ({ page }) => {
  await withSettings(page);
  await page.goto("/");
  await expectSuggestions(page);
  const input = page.getByTestId("search-input");
  await input.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await input.press("Backspace");
  await expect(page.getByRole("listbox").getByRole("option").filter({ hasText: TAG })).toBeVisible();
});

test("the search page's box suggests tags with their translations, picked by keyboard", async ({ page }) => {
  await withSettings(page);
  await page.goto("/search");
  await expectSuggestions(page);
  await arrowTo(page);
  await page.getByTestId("search-input").press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(TAG)}$`));
  await expect(page.getByTestId("search-chip")).toHaveText([TAG]);
});
