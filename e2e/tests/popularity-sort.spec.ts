// Sorting a list by popularity within a window (issue 29): on a tag search signed out, the works
// loaded so far sorted by bookmarks — the order checked against the counts the sandbox's answers
// carried —, then a 5-page window loaded with its progress shown, each page asked for once, the line
// stating pages and works, the rate and date orders, and a reload that keeps it all; on a user's
// works too, and a window longer than the list stops at its end; signed in (the app API's own pages, by
// offset) a window is stopped part-way and keeps the pages loaded. The other endless lists mount the
// same control: signed in, the account's own bookmarks and the following feed sorted by bookmarks;
// signed out, the recommended list; discovery (no counts) offers only the date, popular (bookmarks,
// no views) no rate. Novel lists sort the same way: a novel search in a 5-page window, and a user's
// novels.
import type { Page, Request, Route } from "@playwright/test";
import { FIRST_DATA_ELEMENT_ID, parseFirstData } from "@pxv/pixiv";
import { SMALL_USER_ID } from "@pxv/sandbox";
import { accessToken, appApi, DEMO, signInWithRefreshToken } from "./account-helpers.js";
import { expect, test } from "./fixtures.js";
import { trendingTag, withSettings } from "./search-helpers.js";

// A window loads five pages and sorts them in several orders: 30 s is short on a loaded machine.
test.describe.configure({ timeout: 90_000 });

const USER = 11518054;

interface Counts {
  readonly like: number;
  readonly view: number;
  readonly created: number;
}

/** A list answer's works and the page it was (page=N, or offset=K → K/30 + 1), as the browser got them. */
interface Answers {
  readonly counts: Map<number, Counts>;
  /** Requests per list page, by the page's number. */
  readonly requests: Map<number, number>;
  /** The work ids of each page answered. */
  readonly pages: Map<number, readonly number[]>;
}

const LIST_ANSWER =
  /\/api\/pixiv\/(?:search|search_novel|member_illust|member_novel|illust_recommended)\?|\/pixiv-app-api\/v[12]\/(?:search\/illust|user\/illusts|user\/bookmarks\/illust|illust\/follow)\?/;

function pageNumberOf(url: string): number {
  const params = new URL(url).searchParams;
  const offset = params.get("offset");
  if (offset !== null) return Number(offset) / 30 + 1;
  return Number(params.get("page") ?? "1");
}

/** Watches the page's list requests and answers. */
function watchAnswers(page: Page): Answers {
  const answers: Answers = { counts: new Map(), requests: new Map(), pages: new Map() };
  page.on("request", (request: Request) => {
    if (!LIST_ANSWER.test(request.url())) return;
    const number = pageNumberOf(request.url());
    answers.requests.set(number, (answers.requests.get(number) ?? 0) + 1);
  });
  const record = (url: string, body: ListBody | null): void => {
    const works = body?.illusts ?? body?.novels;
    if (works === undefined) return;
    answers.pages.set(
      pageNumberOf(url),
      works.map((work) => work.id),
    );
    for (const work of works) {
      answers.counts.set(work.id, {
        like: work.total_bookmarks ?? 0,
        view: work.total_view ?? 0,
        created: Date.parse(work.create_date),
      });
    }
  };
  page.on("response", async (response) => {
    if (response.request().resourceType() === "document") {
      // A page may carry its first answers inside (issue 28): the browser then asks for no page 1.
      const html = await response.text().catch(() => "");
      const carried = new RegExp(`<script[^>]*id="${FIRST_DATA_ELEMENT_ID}"[^>]*>(.*?)</script>`, "s").exec(
        html,
      );
      for (const entry of parseFirstData(carried?.[1]).entries) {
        const url = new URL(entry.url, response.url()).href;
        if (LIST_ANSWER.test(url)) record(url, JSON.parse(entry.body) as ListBody);
      }
      return;
    }
    if (!LIST_ANSWER.test(response.url()) || response.status() !== 200) return;
    record(response.url(), (await response.json().catch(() => null)) as ListBody | null);
  });
  return answers;
}

interface ListWork {
  readonly id: number;
  readonly total_bookmarks?: number;
  readonly total_view?: number;
  readonly create_date: string;
}

/** A list answer: of artworks, or of novels. */
interface ListBody {
  readonly illusts?: readonly ListWork[];
  readonly novels?: readonly ListWork[];
}

/** Holds the list request for `number` until released (to see the progress while it is in flight). */
async function holdPage(page: Page, number: number): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(LIST_ANSWER, async (route: Route) => {
    if (pageNumberOf(route.request().url()) === number) await released;
    await route.continue();
  });
  return release;
}

/** The ids of the cards (artworks or novels) the list renders from its top, in list order (the cells' data-index). */
async function shownOrder(page: Page, testId: string): Promise<number[]> {
  const cells = await page
    .getByTestId(testId)
    .locator("[data-index]")
    .evaluateAll((elements) =>
      elements.map((cell) => [
        Number((cell as HTMLElement).dataset["index"]),
        Number(
          cell
            .querySelector("[data-testid=artwork-card], [data-testid=novel-card]")
            ?.getAttribute("data-id") ?? "0",
        ),
      ]),
    );
  cells.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
  expect(cells[0]?.[0], "the list is shown from its first card").toBe(0);
  return cells.map(([, id]) => id ?? 0);
}

type Order = "bookmarks" | "rate" | "date";

/** A work's key as the sort reads it (NaN: no counts, which go last). */
function keyOf(counts: Counts, order: Order): number {
  if (order === "date") return counts.created;
  if (order === "rate") return counts.view > 0 ? counts.like / counts.view : Number.NaN;
  return counts.view > 0 || counts.like > 0 ? counts.like : Number.NaN;
}

/** The shown cards go most first by the answers' counts, ties newer id first, unknown ones last. */
async function expectSorted(
  page: Page,
  testId: string,
  answers: Answers,
  order: Order,
  least = 6,
): Promise<void> {
  await expect(async () => {
    const ids = await shownOrder(page, testId);
    expect(ids.length).toBeGreaterThanOrEqual(least);
    const keys = ids.map((id) => {
      const counts = answers.counts.get(id);
      expect(counts, `work ${String(id)} came in a list answer`).toBeDefined();
      return keyOf(counts as Counts, order);
    });
    for (let index = 1; index < ids.length; index += 1) {
      const [before, after] = [keys[index - 1] ?? 0, keys[index] ?? 0];
      const pair = `${String(ids[index - 1])} before ${String(ids[index])} by ${order}`;
      if (Number.isNaN(before)) expect(Number.isNaN(after), pair).toBe(true);
      else if (!Number.isNaN(after)) {
        expect(before, pair).toBeGreaterThanOrEqual(after);
        if (before === after) expect(ids[index - 1] ?? 0, pair).toBeGreaterThan(ids[index] ?? 0);
      }
    }
  }).toPass();
}

/**
 * Pages 2 to `last` were each asked for once and none after them; the first page at most once (a
 * page may come with its first answers inside, issue 28, and the browser never asks for it).
 */
function expectRequestedOnce(answers: Answers, last: number): void {
  const asked = [...answers.requests.entries()].sort(([a], [b]) => a - b);
  expect(asked.filter(([number]) => number > 1)).toEqual(
    Array.from({ length: last - 1 }, (_, index) => [index + 2, 1]),
  );
  expect(answers.requests.get(1) ?? 0).toBeLessThanOrEqual(1);
}

async function choose(page: Page, option: string): Promise<void> {
  await page.getByTestId("sort-control").click();
  await page.getByTestId("sort-menu").getByTestId(option).click();
}

/** The ids of the first `count` pages answered. */
function windowIds(answers: Answers, count: number): Set<number> {
  const ids = new Set<number>();
  for (let number = 1; number <= count; number += 1)
    for (const id of answers.pages.get(number) ?? []) ids.add(id);
  return ids;
}

/**
 * The search results in a 5-page window by bookmarks — the next pages through the list's own query,
 * with progress while page 4 is held until `release` —, each page asked for once, then by rate;
 * `noun` is what the line counts the window's items as.
 */
async function sortFivePages(
  page: Page,
  answers: Answers,
  release: () => void,
  noun: "works" | "novels",
): Promise<void> {
  const line = page.getByTestId("sort-line");
  await choose(page, "sort-window-5");
  await expect(page).toHaveURL(/[?&]sort=bookmarks&window=5(?:&|$)/);
  await expect(page.getByTestId("sort-progress")).toContainText("Loading page 4 of 5");
  release();
  await expect(line).toHaveText(new RegExp(`^Sorted by bookmarks: first 5 pages, \\d+ ${noun}$`));
  await expect(page.getByTestId("sort-progress")).toHaveCount(0);
  expectRequestedOnce(answers, 5);
  const inWindow = windowIds(answers, 5);
  expect(Number(await line.getAttribute("data-works"))).toBeLessThanOrEqual(inWindow.size);
  expect(Number(await line.getAttribute("data-works"))).toBeGreaterThan(4 * 30 * 0.5);
  await expectSorted(page, "search-results", answers, "bookmarks");
  for (const id of await shownOrder(page, "search-results")) expect(inWindow.has(id)).toBe(true);

  await choose(page, "sort-order-rate");
  await expect(line).toHaveText(new RegExp(`^Sorted by bookmark rate: first 5 pages, \\d+ ${noun}`));
  await expectSorted(page, "search-results", answers, "rate");
}

test.beforeEach(async ({ page }) => {
  await withSettings(page);
});

test("a tag search sorts its loaded works, then a 5-page window, by bookmarks, rate and date", async ({
  page,
  request,
}) => {
  const answers = watchAnswers(page);
  // Page 4 waits until the progress has been seen (the list loads fewer pages by itself first).
  const release = await holdPage(page, 4);
  const tag = await trendingTag(request);
  await page.goto(`/search/${encodeURIComponent(tag)}`);
  const results = page.getByTestId("search-results");
  await expect(results.getByTestId("artwork-card").first()).toBeVisible();

  // The works loaded so far (the list's first page or pages).
  await choose(page, "sort-order-bookmarks");
  await expect(page).toHaveURL(/[?&]sort=bookmarks&window=[1-3](?:&|$)/);
  const line = page.getByTestId("sort-line");
  await expect(line).toHaveText(/^Sorted by bookmarks: first [1-3] pages?, \d+ works$/);
  await expectSorted(page, "search-results", answers, "bookmarks");

  await sortFivePages(page, answers, release, "works");

  await choose(page, "sort-order-date");
  await expect(page).toHaveURL(/[?&]sort=date&window=5(?:&|$)/);
  await expect(line).toHaveText(/^Sorted by date: first 5 pages, \d+ works$/);
  await expectSorted(page, "search-results", answers, "date");
  expect(Math.max(...answers.requests.values()), "no page asked for twice").toBe(1);

  // A reload keeps the sort and its window. The pages are asked for again, and a work posted
  // meanwhile moves the others down a place (one may then stand on two pages, listed once), so the
  // count is the window's again, not necessarily the same number.
  await page.reload();
  await expect(page).toHaveURL(/[?&]sort=date&window=5(?:&|$)/);
  await expect(line).toHaveText(/^Sorted by date: first 5 pages, \d+ works$/);
  expect(Number(await line.getAttribute("data-works"))).toBeLessThanOrEqual(windowIds(answers, 5).size);
  expect(Number(await line.getAttribute("data-works"))).toBeGreaterThan(4 * 30 * 0.5);
  await expectSorted(page, "search-results", answers, "date");

  // Back to pixiv's order: the line goes, the list loads on as before.
  await choose(page, "sort-order-none");
  await expect(line).toHaveCount(0);
  await expect(page).not.toHaveURL(/sort=/);
});

test("a user's works sort in a window; one longer than the list stops at its end", async ({ page }) => {
  const answers = watchAnswers(page);
  await page.goto(`/users/${String(USER)}`);
  const works = page.getByTestId("user-artworks");
  await expect(works.getByTestId("artwork-card").first()).toBeVisible();
  await choose(page, "sort-window-5");
  await expect(page).toHaveURL(/[?&]sort=bookmarks&window=5(?:&|$)/);
  const line = page.getByTestId("sort-line");
  await expect(line).toHaveText(/^Sorted by bookmarks: first 5 pages, \d+ works$/);
  expectRequestedOnce(answers, 5);
  await expectSorted(page, "user-artworks", answers, "bookmarks");

  // The sandbox's small user has one page of 3 illustrations: a 30-page window is the whole list.
  await page.goto(`/users/${String(SMALL_USER_ID)}?sort=date&window=30`);
  await expect(line).toHaveText("Sorted by date: the whole list (1 page), 3 works");
  await expectSorted(page, "user-artworks", answers, "date", 3);
});

test("signed in, a window stopped part-way keeps the pages loaded", async ({ page, request }) => {
  await signInWithRefreshToken(page);
  const answers = watchAnswers(page);
  const release = await holdPage(page, 5);
  const tag = await trendingTag(request);
  await page.goto(`/search/${encodeURIComponent(tag)}`);
  await expect(page.getByTestId("search-results").getByTestId("artwork-card").first()).toBeVisible();
  await choose(page, "sort-window-10");
  await expect(page.getByTestId("sort-progress")).toContainText("Loading page 5 of 10");
  await page.getByTestId("sort-stop").click();
  release();
  // The page in flight lands; none after it is asked for.
  await expect(page).toHaveURL(/[?&]sort=bookmarks&window=5(?:&|$)/);
  const line = page.getByTestId("sort-line");
  await expect(line).toHaveText(/^Sorted by bookmarks: first 5 pages, \d+ works$/);
  await expect(page.getByTestId("sort-progress")).toHaveCount(0);
  expectRequestedOnce(answers, 5);
  await expectSorted(page, "search-results", answers, "bookmarks");
});

test("signed in, the account's own bookmarks and the following feed sort by bookmarks", async ({ page }) => {
  test.slow();
  // The demo account's bookmarks: a few of the week's works (AI works hidden from it, as on pixiv).
  const token = await accessToken(page, DEMO.refreshToken);
  const ranking = (await appApi(page, token, "/v1/illust/ranking?mode=week")) as {
    illusts: { id: number; illust_ai_type: number }[];
  };
  const works = ranking.illusts.filter((illust) => illust.illust_ai_type !== 2).slice(20, 26);
  for (const { id } of works) {
    await appApi(page, token, "/v2/illust/bookmark/add", { illust_id: String(id), restrict: "public" });
  }
  // And a feed: the first recommended users followed.
  const recommended = (await appApi(page, token, "/v1/user/recommended")) as {
    user_previews: { user: { id: number } }[];
  };
  for (const { user } of recommended.user_previews.slice(0, 3)) {
    await appApi(page, token, "/v1/user/follow/add", { user_id: String(user.id), restrict: "public" });
  }
  await signInWithRefreshToken(page);
  const answers = watchAnswers(page);
  await page.goto("/following/2");
  const bookmarks = page.getByTestId("following-bookmarks-public");
  await expect(bookmarks.getByTestId("artwork-card").first()).toBeVisible();
  await choose(page, "sort-order-bookmarks");
  await expect(page).toHaveURL(/[?&]sort=bookmarks&window=\d+(?:&|$)/);
  await expect(page.getByTestId("sort-line")).toHaveText(/^Sorted by bookmarks: /);
  await expectSorted(page, "following-bookmarks-public", answers, "bookmarks", works.length);
  // "Lost only" is the archive's list as it was: no Sort there.
  await page.getByTestId("lost-only-switch").click();
  await expect(page.getByTestId("sort-control")).toHaveCount(0);

  await page.goto("/following");
  const feed = page.getByTestId("following-feed");
  await expect(feed.getByTestId("artwork-card").first()).toBeVisible();
  await choose(page, "sort-order-bookmarks");
  await expect(page.getByTestId("sort-line")).toHaveText(
    /^Sorted by bookmarks: (?:first \d+ pages?|the whole list \(\d+ pages?\)), \d+ works$/,
  );
  await expectSorted(page, "following-feed", answers, "bookmarks");
});

test("signed out, the recommended list sorts by bookmarks and by rate", async ({ page }) => {
  const answers = watchAnswers(page);
  await page.goto("/osusume_illust");
  await expect(page.getByTestId("recommended-list").getByTestId("artwork-card").first()).toBeVisible();
  await choose(page, "sort-order-bookmarks");
  const line = page.getByTestId("sort-line");
  await expect(line).toHaveText(/^Sorted by bookmarks: first \d+ pages?, \d+ works$/);
  await expectSorted(page, "recommended-list", answers, "bookmarks");
  await choose(page, "sort-order-rate");
  await expect(line).toHaveText(/^Sorted by bookmark rate: /);
  await expectSorted(page, "recommended-list", answers, "rate");
});

test("signed out, lists whose answers lack counts offer only what they carry", async ({ page }) => {
  // Discovery (pixiv's web answer: no bookmarks, no views): by date only.
  await page.goto("/discovery");
  await expect(page.getByTestId("discovery-list").getByTestId("artwork-card").first()).toBeVisible();
  await page.getByTestId("sort-control").click();
  const menu = page.getByTestId("sort-menu");
  await expect(menu.getByTestId("sort-order-date")).toBeVisible();
  await expect(menu.getByTestId("sort-order-bookmarks")).toHaveCount(0);
  await expect(menu.getByTestId("sort-order-rate")).toHaveCount(0);
  await menu.getByTestId("sort-order-date").click();
  await expect(page.getByTestId("sort-line")).toHaveText(/^Sorted by date: /);
  await expect(page.getByTestId("sort-unknown")).toHaveCount(0);

  // Popular (the touch answer: bookmarks, no views): by bookmarks and date, not by rate.
  await page.goto("/popular_illust");
  await expect(page.getByTestId("popular-list").getByTestId("artwork-card").first()).toBeVisible();
  await page.getByTestId("sort-control").click();
  await expect(menu.getByTestId("sort-order-bookmarks")).toBeVisible();
  await expect(menu.getByTestId("sort-order-date")).toBeVisible();
  await expect(menu.getByTestId("sort-order-rate")).toHaveCount(0);
});

/** A tag of a ranked all-ages novel: the catalogue has novels for it. */
async function novelTag(page: Page): Promise<string> {
  const ranking = (await (await page.request.get("/api/pixiv/rank_novel?mode=day")).json()) as {
    novels: { x_restrict: number; tags: { name: string }[] }[];
  };
  const tag = ranking.novels.find((novel) => novel.x_restrict === 0)?.tags[0]?.name;
  expect(tag, "the day's novel ranking has an all-ages novel with a tag").toBeDefined();
  return tag ?? "";
}

test("a novel search sorts a 5-page window by bookmarks, then by rate", async ({ page }) => {
  const answers = watchAnswers(page);
  const release = await holdPage(page, 4);
  const tag = await novelTag(page);
  await page.goto(`/search_novel/${encodeURIComponent(tag)}`);
  const results = page.getByTestId("search-results");
  await expect(results.getByTestId("novel-card").first()).toBeVisible();
  // No slideshow over novels: the header row has Hide seen and Sort.
  await expect(page.getByTestId("slideshow-button")).toHaveCount(0);

  await sortFivePages(page, answers, release, "novels");
  expect(Math.max(...answers.requests.values()), "no page asked for twice").toBe(1);
});

test("a user's novels sort by bookmarks over a window of their pages", async ({ page }) => {
  const answers = watchAnswers(page);
  await page.goto(`/users/${String(USER)}/novels`);
  const novels = page.getByTestId("user-novels");
  await expect(novels.getByTestId("novel-card").first()).toBeVisible();
  await choose(page, "sort-window-5");
  await expect(page).toHaveURL(/[?&]sort=bookmarks&window=5(?:&|$)/);
  const line = page.getByTestId("sort-line");
  await expect(line).toHaveText(/^Sorted by bookmarks: first 5 pages, \d+ novels$/);
  expectRequestedOnce(answers, 5);
  expect(Number(await line.getAttribute("data-works"))).toBe(windowIds(answers, 5).size);
  await expectSorted(page, "user-novels", answers, "bookmarks");
});
