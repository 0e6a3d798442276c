// Multi-page works expanded inline in lists (issue 29): a card's page count expands the work — its
// later pages follow the card in the list's flow, in order, each with its own picture — and collapses
// it again; a page tile opens the work page at that page; the `e` key does the same for the focused
// card, and a card expanded above the viewport leaves the list's first entry on screen where it was;
// the setting "Expand multi-page works in lists" makes lists come expanded. Signed in with a web
// session, the own bookmarks list expands too; a list of web thumbnails (discovery: first page only)
// expands through pixiv's pages answer, each page's box at that page's own size. Nothing above an
// expanded card moves (its box and Chromium's layout-shift entries).
import type { Locator, Page } from "@playwright/test";
import { accessToken, appApi, READER, signInWithWebSession } from "./account-helpers.js";
import { findRankedWork, useSettings } from "./artwork-helpers.js";
import { expect, test } from "./fixtures.js";
import { layoutShifts, recordLayoutShifts } from "./layout-shifts.js";
import { CARD_ASPECT_MAX, CARD_ASPECT_MIN } from "../../apps/web/src/lib/layouts/card-geometry.js";
import { focusedCardIndex, focusFirstCardByKey } from "./list-helpers.js";

test.use({ locale: "en-US", viewport: { width: 1280, height: 900 } });

const multiPageCard = (list: Locator): Locator =>
  list.locator("[data-testid=artwork-card]:has([data-testid=expand-pages])");

/** The list index of each tile of work `id` (its cell's data-index), in page order, and of its card. */
async function placesOf(list: Locator, id: string): Promise<{ card: number; pages: number[] }> {
  return list.evaluate((element, workId) => {
    const indexOf = (node: Element): number =>
      Number(node.closest<HTMLElement>("[data-index]")?.dataset["index"] ?? "NaN");
    const card = element.querySelector(`[data-testid=artwork-card][data-id="${workId}"]`);
    const tiles = [...element.querySelectorAll(`[data-testid=inline-page][data-id="${workId}"]`)].sort(
      (a, b) => Number(a.getAttribute("data-page")) - Number(b.getAttribute("data-page")),
    );
    return { card: card === null ? Number.NaN : indexOf(card), pages: tiles.map(indexOf) };
  }, id);
}

/** The boxes of the cards before list index `before` that are rendered, by index. */
async function boxesBefore(list: Locator, before: number): Promise<Record<string, number[]>> {
  return list.evaluate((element, end) => {
    const boxes: Record<string, number[]> = {};
    for (const cell of element.querySelectorAll<HTMLElement>("[data-index]")) {
      const index = Number(cell.dataset["index"]);
      if (index >= end) continue;
      const box = cell.getBoundingClientRect();
      boxes[String(index)] = [box.x, box.y + window.scrollY, box.width, box.height];
    }
    return boxes;
  }, before);
}

/** Expects work `id`'s later pages right after its card, in order, each showing its own picture. */
async function expectPagesAfterCard(list: Locator, id: string, count: number): Promise<void> {
  const tiles = list.locator(`[data-testid=inline-page][data-id="${id}"]`);
  await expect(tiles).toHaveCount(count - 1);
  const { card, pages } = await placesOf(list, id);
  expect(pages).toEqual(Array.from({ length: count - 1 }, (_, at) => card + at + 1));
  for (let index = 1; index < count; index += 1) {
    const tile = list.locator(`[data-testid=inline-page][data-id="${id}"][data-page="${String(index)}"]`);
    await expect(tile.locator("img")).toHaveAttribute("src", new RegExp(`/${id}_p${String(index)}_`));
    // Pictures load as they come near the viewport.
    await tile.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        tile.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
  }
}

async function openRanking(page: Page): Promise<Locator> {
  await page.goto("/rank/daily");
  const list = page.getByTestId("ranking-grid");
  await expect(multiPageCard(list).first()).toBeVisible({ timeout: 30_000 });
  return list;
}

test("a ranking's multi-page work expands inline and collapses, a page opens the work at that page", async ({
  page,
}) => {
  await recordLayoutShifts(page);
  const list = await openRanking(page);
  const card = multiPageCard(list).first();
  const id = (await card.getAttribute("data-id")) ?? "";
  const toggle = card.getByTestId("expand-pages");
  const count = Number(await toggle.textContent());
  expect(count).toBeGreaterThan(1);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toHaveAccessibleName(/pages: Show every page here/);
  await page.waitForLoadState("networkidle");
  const { card: cardIndex } = await placesOf(list, id);
  const before = await boxesBefore(list, cardIndex + 1);
  const shiftsBefore = (await layoutShifts(page)).length;
  const worksCount = await list.getAttribute("data-count");

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expectPagesAfterCard(list, id, count);
  // Nothing before the card, nor the card itself, moved; nothing shifted on its own.
  expect(await boxesBefore(list, cardIndex + 1)).toEqual(before);
  expect((await layoutShifts(page)).slice(shiftsBefore)).toEqual([]);
  // The list still counts its works, not the pages.
  await expect(list).toHaveAttribute("data-count", worksCount ?? "");

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(list.locator(`[data-testid=inline-page][data-id="${id}"]`)).toHaveCount(0);
  expect(await boxesBefore(list, cardIndex + 1)).toEqual(before);

  // Expanded again, its last page's tile collapses it too, and a page's tile opens the work there.
  await toggle.click();
  const last = list.locator(`[data-testid=inline-page][data-id="${id}"][data-page="${String(count - 1)}"]`);
  await last.scrollIntoViewIfNeeded();
  await last.getByTestId("collapse-pages").click();
  await expect(list.locator(`[data-testid=inline-page][data-id="${id}"]`)).toHaveCount(0);
  await toggle.click();
  await list.locator(`[data-testid=inline-page][data-id="${id}"][data-page="1"]`).click();
  await expect(page).toHaveURL(new RegExp(`/artworks/${id}\\?page=2$`));
  const second = page.locator('[data-testid=artwork-image][data-page="1"]');
  await expect(second).toBeInViewport();
  // Back on the list: the work is still expanded.
  await page.goBack();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(list.locator(`[data-testid=inline-page][data-id="${id}"]`)).toHaveCount(count - 1);
});

test("the e key expands and collapses the focused card; above the viewport it keeps the first entry on screen in place", async ({
  page,
}) => {
  const list = await openRanking(page);
  await focusFirstCardByKey(page);
  // j until the focused card is a multi-page work.
  const focusedIsMultiPage = (): Promise<boolean> =>
    page.evaluate(
      () =>
        document.activeElement?.querySelector("[data-testid=expand-pages]") !== null &&
        document.activeElement?.matches("[data-testid=artwork-card]") === true,
    );
  for (let step = 0; !(await focusedIsMultiPage()); step += 1) {
    expect(step, "a multi-page work among the ranking's first cards").toBeLessThan(40);
    const index = await focusedCardIndex(page);
    await page.keyboard.press("j");
    await expect.poll(() => focusedCardIndex(page)).not.toBe(index);
  }
  const id = (await page.locator("[data-testid=artwork-card]:focus").getAttribute("data-id")) ?? "";
  const card = list.locator(`[data-testid=artwork-card][data-id="${id}"]`);
  const toggle = card.getByTestId("expand-pages");
  const count = Number(await toggle.textContent());

  await page.keyboard.press("e");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expectPagesAfterCard(list, id, count);
  await expect(card).toBeFocused();
  await page.keyboard.press("e");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(list.locator(`[data-testid=inline-page][data-id="${id}"]`)).toHaveCount(0);

  // Scrolled until every entry up to the focused card is above the viewport: expanding it adds its
  // pages above what is on screen, and the page scrolls by as much, so the first entry on screen (in
  // list order) stays where it was.
  const { card: cardIndex } = await placesOf(list, id);
  const anchor = (): Promise<{ index: number; key: string; top: number }> =>
    list.evaluate((element) => {
      let best: { index: number; key: string; top: number } | null = null;
      for (const cell of element.querySelectorAll<HTMLElement>("[data-entry]")) {
        const box = cell.getBoundingClientRect();
        if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
        const index = Number(cell.dataset["index"]);
        if (best === null || index < best.index)
          best = { index, key: cell.dataset["entry"] ?? "", top: Math.round(box.top) };
      }
      return best ?? { index: -1, key: "", top: 0 };
    });
  for (let step = 0; (await anchor()).index <= cardIndex; step += 1) {
    expect(step, "the focused card's entries scrolled above the viewport").toBeLessThan(40);
    await page.evaluate(() => {
      window.scrollBy(0, 60);
    });
    await expect.poll(async () => (await list.locator("[data-entry]").count()) > 0).toBe(true);
  }
  await page.waitForLoadState("networkidle");
  const before = await anchor();
  const scrolledBefore = await page.evaluate(() => window.scrollY);
  await page.keyboard.press("e");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore + 10);
  const top = await list
    .locator(`[data-entry="${before.key}"]`)
    .evaluate((element) => Math.round(element.getBoundingClientRect().top));
  expect(Math.abs(top - before.top)).toBeLessThanOrEqual(1);
});

test("with the setting on, a list's multi-page works come expanded", async ({ page }) => {
  await useSettings(page, { isExpandMultiPage: true });
  const list = await openRanking(page);
  const card = multiPageCard(list).first();
  const id = (await card.getAttribute("data-id")) ?? "";
  const toggle = card.getByTestId("expand-pages");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expectPagesAfterCard(list, id, Number(await toggle.textContent()));
  // Each card still collapses its own.
  await toggle.click();
  await expect(list.locator(`[data-testid=inline-page][data-id="${id}"]`)).toHaveCount(0);

  // The switch in Settings → Preferences.
  await page.goto("/setting/preference");
  const setting = page.getByRole("switch", { name: "Expand multi-page works in lists" });
  await expect(setting).toBeChecked();
  await setting.click();
  await expect(setting).not.toBeChecked();
});

test("signed in with a web session, the own bookmarks list expands a work", async ({ page }) => {
  test.setTimeout(90_000);
  const work = await findRankedWork(
    page.request,
    "day",
    (illust) => illust.page_count >= 3 && illust.type !== "ugoira",
  );
  const token = await accessToken(page, READER.refreshToken);
  await appApi(page, token, "/v2/illust/bookmark/add", { illust_id: String(work.id), restrict: "public" });
  try {
    await signInWithWebSession(page, READER.session);
    await page.goto(`/users/${String(READER.id)}/favorites`);
    const list = page.locator("main");
    const card = list.locator(`[data-testid=artwork-card][data-id="${String(work.id)}"]`);
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByTestId("expand-pages").click();
    await expectPagesAfterCard(list, String(work.id), work.page_count);
  } finally {
    await appApi(page, token, "/v1/illust/bookmark/delete", { illust_id: String(work.id) });
  }
});

test("a list of web thumbnails (first page only) expands through pixiv's pages answer, each page at its own size", async ({
  page,
}) => {
  await page.goto("/discovery");
  const list = page.getByTestId("discovery-list");
  const card = multiPageCard(list).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const id = (await card.getAttribute("data-id")) ?? "";
  const toggle = card.getByTestId("expand-pages");
  const count = Number(await toggle.textContent());
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expectPagesAfterCard(list, id, count);
  // Each page's box has that page's own shape, as pixiv's pages answer gives it (not the first page's).
  const answer = await page.request.get(`/api/pixiv-now/http/ajax/illust/${id}/pages?_anon=1`);
  const sizes = (await answer.json()) as { width: number; height: number }[];
  expect(sizes).toHaveLength(count);
  for (let index = 1; index < count; index += 1) {
    const size = sizes[index] ?? { width: 1, height: 1 };
    const frame = list
      .locator(`[data-testid=inline-page][data-id="${id}"][data-page="${String(index)}"] > div`)
      .first();
    const box = await frame.boundingBox();
    const aspect = Math.min(CARD_ASPECT_MAX, Math.max(CARD_ASPECT_MIN, size.height / size.width));
    expect(Math.abs((box?.height ?? 0) / (box?.width ?? 1) - aspect), `page ${String(index)}`).toBeLessThan(
      0.02,
    );
  }
});
