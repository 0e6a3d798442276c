// Hiding works in a ranking (issue 27, for a daily reader): a work opened from the ranking is in
// the history, and the ranking's own switch or the setting "Hide works I have already seen" leaves
// it out, every other work keeping its rank; a work opened while the list hides stays until the
// switch is turned on again. Signed in, a work bookmarked from the ranking goes with "Hide
// bookmarked"; signed out there is no such switch.
import type { Page } from "@playwright/test";
import { READER, signInWithRefreshToken } from "./account-helpers.js";
import { expect, test } from "./fixtures.js";

const grid = (page: Page) => page.getByTestId("ranking-grid");
const card = (page: Page, id: string) => grid(page).locator(`[data-testid="artwork-card"][data-id="${id}"]`);

/** Each rendered card's work id and the rank its badge shows, in order. */
function shownRanks(page: Page): Promise<(readonly [string, number])[]> {
  return grid(page)
    .getByTestId("artwork-card")
    .evaluateAll((cards) =>
      cards.map((element) => {
        const badge = [...element.querySelectorAll("span[title]")].find((span) =>
          /^\d+$/.test(span.textContent),
        );
        return [element.getAttribute("data-id") ?? "", Number(badge?.textContent ?? "0")] as const;
      }),
    );
}

/** The first `count` cards' ids and ranks, once they are there. */
async function firstRanks(page: Page, count: number): Promise<Map<string, number>> {
  await expect(
    grid(page)
      .getByTestId("artwork-card")
      .nth(count - 1),
  ).toBeVisible();
  return new Map((await shownRanks(page)).slice(0, count));
}

/** Every shown card has the rank it had before; `gone` is not there. */
async function expectRanksKept(page: Page, before: ReadonlyMap<string, number>, gone: string): Promise<void> {
  await expect(card(page, gone)).toHaveCount(0);
  const after = await shownRanks(page);
  expect(after.length).toBeGreaterThan(3);
  for (const [id, rank] of after) if (before.has(id)) expect(rank, `work ${id}`).toBe(before.get(id));
}

/** Whether the viewing history (IndexedDB "pxv", table history) holds the illustration. */
function inHistory(page: Page, id: string): Promise<boolean> {
  return page.evaluate(
    (workId) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open("pxv");
        open.onerror = () => {
          reject(new Error("the app's database did not open"));
        };
        open.onsuccess = () => {
          const request = open.result.transaction("history").objectStore("history").get(["illust", workId]);
          request.onsuccess = () => {
            resolve(request.result !== undefined);
            open.result.close();
          };
        };
      }),
    Number(id),
  );
}

/** Opens the card's work over the ranking, waits for it to be in the history, and comes back. */
async function openAndReturn(page: Page, id: string): Promise<void> {
  await card(page, id).click();
  await expect(page.getByTestId("artwork-detail")).toHaveAttribute("data-id", id);
  await expect.poll(() => inHistory(page, id)).toBe(true);
  await page.goBack();
  await expect(page.getByTestId("artwork-detail")).toHaveCount(0);
}

test("hide-seen: a work opened from the ranking goes with the list's switch and with the setting, ranks kept", async ({
  page,
}) => {
  await page.goto("/rank/daily");
  const before = await firstRanks(page, 6);
  const [first, second] = [...before.keys()];
  if (first === undefined || second === undefined) throw new Error("the ranking has too few works");

  await openAndReturn(page, second);
  // The setting is off: the seen work is still there.
  await expect(card(page, second)).toBeVisible();
  await expect(page.getByTestId("hide-bookmarked-switch")).toHaveCount(0);

  const hideSeen = page.getByTestId("hide-seen-switch");
  await expect(hideSeen).toHaveAttribute("aria-pressed", "false");
  await hideSeen.click();
  await expect(hideSeen).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/rank\/daily\?seen=hide$/);
  await expectRanksKept(page, before, second);

  // A work opened while the list hides seen works stays in it (it does not vanish under the viewer).
  await openAndReturn(page, first);
  await expect(card(page, first)).toBeVisible();

  await hideSeen.click();
  await expect(hideSeen).toHaveAttribute("aria-pressed", "false");
  await expect(card(page, second)).toBeVisible();

  // The setting hides them in every list; the ranking's switch shows it on.
  await page.goto("/setting/preference");
  const setting = page.getByTestId("pref-isHideSeenWorks");
  await setting.click();
  await expect(setting).toHaveAttribute("aria-checked", "true");
  await page.goto("/rank/daily");
  await expect(page.getByTestId("hide-seen-switch")).toHaveAttribute("aria-pressed", "true");
  await expect(grid(page).getByTestId("artwork-card").nth(3)).toBeVisible();
  await expectRanksKept(page, before, second);
  await expect(card(page, first)).toHaveCount(0);
});

test("hide-bookmarked: signed in, a work bookmarked from the ranking goes with the switch, ranks kept", async ({
  page,
}) => {
  await signInWithRefreshToken(page, READER.refreshToken);
  await page.goto("/rank/daily");
  const before = await firstRanks(page, 6);
  const hearts = grid(page).getByTestId("artwork-card").getByTestId("bookmark-button");
  await expect(hearts.nth(5)).toBeVisible();
  // The first work of the ranking that this account has not bookmarked yet.
  const ids = [...before.keys()];
  const states = await hearts.evaluateAll((buttons) =>
    buttons.slice(0, 6).map((button) => button.getAttribute("data-bookmarked")),
  );
  const index = states.indexOf("false");
  const id = ids[index];
  if (id === undefined) throw new Error("every work of the first row is bookmarked");

  const heart = card(page, id).getByTestId("bookmark-button");
  await heart.click();
  await expect(heart).toHaveAttribute("data-bookmarked", "true");
  // Bookmarked with the switch off, it stays.
  await expect(card(page, id)).toBeVisible();

  const hideBookmarked = page.getByTestId("hide-bookmarked-switch");
  await expect(hideBookmarked).toHaveAttribute("aria-pressed", "false");
  await hideBookmarked.click();
  await expect(hideBookmarked).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/rank\/daily\?bookmarked=hide$/);
  await expectRanksKept(page, before, id);
  const shown = await grid(page)
    .getByTestId("bookmark-button")
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-bookmarked")));
  expect(shown).not.toContain("true");

  await hideBookmarked.click();
  await expect(card(page, id)).toBeVisible();
});
