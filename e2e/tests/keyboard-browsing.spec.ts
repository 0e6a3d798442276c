// Keyboard-first browsing: reading the daily ranking card by card with the keyboard only, opening,
// bookmarking (checked in the sandbox's state), downloading and coming back to the same card; a
// rebound key in Settings → Keys doing its command; the shortcut sheet listing every command in the
// active language.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { READER, accessToken, appApi } from "./account-helpers.js";
import { useSettings } from "./artwork-helpers.js";
import { expect, test } from "./fixtures.js";
import { focusFirstCardByKey } from "./list-helpers.js";

test.use({ locale: "en-US" });
// Dozens of key presses, each waited for: more time than one page's test.
test.describe.configure({ timeout: 480_000 });

/** The command labels in Japanese, as the app ships them. */
const JAPANESE = JSON.parse(
  readFileSync(new URL("../../apps/web/src/i18n/locales/keys/ja.json", import.meta.url), "utf8"),
) as { commands: Record<string, string> };

/** The index and work id of the card that has the focus, or null. */
const focusedCard = (page: Page) =>
  page.evaluate(() => {
    const card = document.activeElement?.closest<HTMLElement>("[data-testid=artwork-card]");
    const cell = card?.closest<HTMLElement>("[data-index]");
    if (card === undefined || card === null || cell === undefined || cell === null) return null;
    return { index: Number(cell.dataset["index"]), id: Number(card.dataset["id"]) };
  });

test("reads the daily ranking to the 40th card, then opens, bookmarks, downloads and comes back by keyboard", async ({
  page,
}) => {
  await page.goto("/account/login");
  await page.getByLabel(/Refresh token \(43 characters\)/).fill(READER.refreshToken);
  await page.getByTestId("account-refresh-token").getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("nav-following")).toBeVisible({ timeout: 60_000 });

  await page.goto("/");
  // Keys act once the app has started: wait for Home's first cards.
  await expect(page.locator("main [data-testid=artwork-card]").first()).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press("g");
  await page.keyboard.press("r");
  await expect(page).toHaveURL(/\/rank\/daily$/);
  // The address changes first; Home stays on screen until the ranking's screen has loaded, and a j
  // pressed before then would focus one of Home's cards, which the ranking then replaces.
  await expect(page.locator("main")).toHaveAttribute("data-route", "Rank");
  const list = page.locator("main [data-testid=artwork-card]").first();
  await expect(list).toBeVisible();

  await focusFirstCardByKey(page);
  await expect(page.locator("main [data-testid=artwork-card]:focus-within")).toBeInViewport();
  for (let index = 1; index < 40; index += 1) {
    await page.keyboard.press("j");
    await expect.poll(() => focusedCard(page).then((card) => card?.index)).toBe(index);
    await expect(page.locator("main [data-testid=artwork-card]:focus-within")).toBeInViewport();
  }
  // k goes back one, j forward again: the focus lives in the list, not in the page's scroll.
  await page.keyboard.press("k");
  await expect.poll(() => focusedCard(page).then((card) => card?.index)).toBe(38);
  await page.keyboard.press("ArrowDown");
  const fortieth = await focusedCard(page);
  expect(fortieth?.index).toBe(39);
  const id = fortieth?.id ?? 0;
  // The focus ring is drawn (:focus-visible) on the focused card.
  expect(await page.evaluate(() => document.activeElement?.matches(":focus-visible") ?? false)).toBe(true);

  const token = await accessToken(page, READER.refreshToken);
  const bookmarked = async (): Promise<boolean> => {
    const detail = (await appApi(page, token, `/v2/illust/bookmark/detail?illust_id=${String(id)}`)) as {
      bookmark_detail: { is_bookmarked: boolean };
    };
    return detail.bookmark_detail.is_bookmarked;
  };
  expect(await bookmarked()).toBe(false);

  await page.keyboard.press("Enter");
  const detail = page.getByTestId("artwork-overlay").getByTestId("artwork-detail");
  await expect(detail).toHaveAttribute("data-id", String(id));
  await expect(page.getByTestId("download-page")).toBeVisible();

  await page.keyboard.press("b");
  await expect.poll(bookmarked).toBe(true);

  const download = page.waitForEvent("download");
  await page.keyboard.press("d");
  expect((await download).suggestedFilename()).toContain(String(id));

  await page.keyboard.press("Escape");
  await expect(page.getByTestId("artwork-overlay")).toHaveCount(0);
  await expect(page).toHaveURL(/\/rank\/daily$/);
  await expect.poll(() => focusedCard(page)).toEqual({ index: 39, id });
  await page.keyboard.press("j");
  await expect.poll(() => focusedCard(page).then((card) => card?.index)).toBe(40);
});

test("a key rebound in Settings → Keys runs its command, and the old key no longer does", async ({
  page,
}) => {
  // No init script: it would put the stored settings back on every page load.
  await page.goto("/setting");
  await page.getByTestId("setting-link-keys").click();
  const row = page.locator('[data-testid=key-row][data-command="go-rank"]');
  await row.getByTestId("key-remove").click();
  await row.getByTestId("key-add").click();
  await page.keyboard.press("Shift+R");
  await expect(row.locator("[data-binding]")).toHaveAttribute("data-binding", "Shift+r");

  // A key another command holds is refused, with the reason.
  const other = page.locator('[data-testid=key-row][data-command="go-home"]');
  await other.getByTestId("key-add").click();
  await page.keyboard.press("?");
  await expect(other.getByTestId("key-problem")).toHaveText("Already used by “Show keyboard shortcuts”");
  // And so is a key the browser needs.
  await other.getByTestId("key-add").click();
  await page.keyboard.press("F5");
  await expect(other.getByTestId("key-problem")).toHaveText(/belongs to the browser/);

  await page.goto("/");
  // Keys act once the app has started: wait for Home's first cards.
  await expect(page.locator("main [data-testid=artwork-card]").first()).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press("g");
  await page.keyboard.press("r");
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press("Shift+R");
  await expect(page).toHaveURL(/\/rank\/daily$/);

  // Kept with the other settings (and so in their export).
  const stored = await page.evaluate(() => localStorage.getItem("pxv-settings") ?? "");
  expect(JSON.parse(stored)).toMatchObject({ state: { keyBindings: { "go-rank": ["Shift+r"] } } });
});

test("the shortcut sheet lists every command in the active language, and keys stay out of fields", async ({
  page,
}) => {
  await useSettings(page, {}, { language: "ja" });
  await page.goto("/search");
  const field = page.getByTestId("search-input").first();
  await field.focus();
  await page.keyboard.type("?g");
  await expect(field).toHaveValue("?g");
  await expect(page.getByTestId("shortcut-sheet")).toHaveCount(0);

  await field.blur();
  await page.keyboard.press("?");
  const sheet = page.getByTestId("shortcut-sheet");
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("heading", { level: 2 })).toHaveText("キーボードショートカット");
  const rows = sheet.getByTestId("shortcut-row");
  const labels = Object.values(JAPANESE.commands);
  await expect(rows).toHaveCount(labels.length);
  expect((await sheet.locator("dt").allInnerTexts()).sort()).toEqual([...labels].sort());
  await expect(sheet.locator('[data-command="bookmark"] [data-binding="b"]')).toBeVisible();

  // Focus stays in the sheet, and Escape closes it.
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
});

test("j/k move the card focus in a novel list as in artwork lists, and Enter opens the novel", async ({
  page,
  request,
}) => {
  // A tag of a ranked all-ages novel: the catalogue has novels for it.
  const ranking = (await (await request.get("/api/pixiv/rank_novel?mode=day")).json()) as {
    novels: { x_restrict: number; tags: { name: string }[] }[];
  };
  const tag = ranking.novels.find((novel) => novel.x_restrict === 0)?.tags[0]?.name ?? "";
  await useSettings(page, {});
  await page.goto(`/search_novel/${encodeURIComponent(tag)}`);
  const cards = page.getByTestId("search-results").getByTestId("novel-card");
  await expect(cards.nth(2)).toBeVisible({ timeout: 60_000 });
  const focused = () =>
    page.evaluate(() => {
      const card = document.activeElement?.closest<HTMLElement>("[data-testid=novel-card]");
      const cell = card?.closest<HTMLElement>("[data-index]");
      return cell === null || cell === undefined
        ? null
        : { index: Number(cell.dataset["index"]), id: card?.dataset["id"] };
    });
  await page.keyboard.press("j");
  await expect.poll(() => focused().then((card) => card?.index)).toBe(0);
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect.poll(() => focused().then((card) => card?.index)).toBe(2);
  await page.keyboard.press("k");
  await expect.poll(() => focused().then((card) => card?.index)).toBe(1);
  const id = (await focused())?.id ?? "";
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/novel/${id}$`));
});
