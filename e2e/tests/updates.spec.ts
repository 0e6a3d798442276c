// Updates (issue 27), signed out, on a pxv server of its own: a tag, a search with its filters, an
// author and a novel series are followed from their pages at one moment of the sandbox's clock (with
// AI works shown: the series' new chapter is one); the
// server is then started again, on the same address, with the sandbox two days later — it has
// published more — and Updates counts, follow by follow, exactly the works posted after what was
// seen (the count worked out here from the API's own answers), shows them in its timeline, keeps a
// "mark read" across a reload, and OPML out and in gives the same follows back.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  buildSearchQuery,
  DEFAULT_SEARCH_FILTERS,
  pixivDateOf,
  type SearchFilters,
  type SearchKind,
} from "@pxv/pixiv";
import { CLOCK_ENV, TEST_CLOCK_START } from "@pxv/sandbox";
import { loadConfig, startServer, type RunningServer } from "@pxv/server";
import type { Page } from "@playwright/test";
import { expect, test, useSandboxClock } from "./fixtures.js";

/** Two days after the tests' moment: the sandbox has posted many works since. */
const LATER = "2026-11-29T16:00:00+09:00";
const TAG = "風景";
const SEARCH_WORD = "猫";
/** The followed search's filters: all ages only, at least one like (as the search screen's address says). */
const SEARCH_FILTERS: SearchFilters = { ...DEFAULT_SEARCH_FILTERS, age: "safe", minLikes: 1 };
const TAG_FILTERS: SearchFilters = { ...DEFAULT_SEARCH_FILTERS, target: "exact_match_for_tags" };

interface RawWork {
  readonly id: number;
  readonly create_date: string;
  readonly x_restrict: number;
  readonly illust_ai_type?: number;
  readonly novel_ai_type?: number;
  readonly total_bookmarks: number;
  readonly user: { readonly id: number; readonly name: string };
  readonly series?: { readonly id?: number } | null;
}

const dataDir = mkdtempSync(join(tmpdir(), "pxv-e2e-updates-"));

async function serverAt(clock: string, port: number): Promise<RunningServer> {
  const previous = process.env[CLOCK_ENV];
  process.env[CLOCK_ENV] = clock;
  try {
    const config = loadConfig({
      ...process.env,
      PXV_PORT: String(port),
      PXV_HOST: "127.0.0.1",
      PXV_LOG_LEVEL: "warn",
      PXV_DATA_DIR: dataDir,
      PXV_RATE_LIMIT_PER_MINUTE: "0",
    });
    return await startServer(config);
  } finally {
    process.env[CLOCK_ENV] = previous;
  }
}

async function api<T>(server: RunningServer, path: string, query: Record<string, string>): Promise<T> {
  const response = await fetch(`${server.url}/api/pixiv/${path}?${new URLSearchParams(query).toString()}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** What the content settings shown here let a list show: all-ages works (AI ones too). */
const shown = (work: RawWork): boolean => work.x_restrict === 0;

/** The first page a follow of a search reads, as the app asks for it (AI works on, R-18 off). */
async function searchPage(server: RunningServer, kind: SearchKind, word: string, filters: SearchFilters) {
  const today = pixivDateOf(new Date(TEST_CLOCK_START));
  const query = buildSearchQuery(kind, word, filters, { r18: false, ai: true, today }, 1);
  if (query === null) throw new Error("no query");
  const body = await api<{ illusts?: RawWork[]; novels?: RawWork[] }>(
    server,
    kind === "illust" ? "search" : "search_novel",
    query,
  );
  return (body.illusts ?? body.novels ?? []).filter(
    (work) => shown(work) && work.total_bookmarks >= filters.minLikes,
  );
}

const userWorks = async (server: RunningServer, id: number) =>
  (await api<{ illusts: RawWork[] }>(server, "member_illust", { id: String(id) })).illusts.filter(shown);

/** Every novel of a series (its last pages hold the newest). */
async function seriesNovels(server: RunningServer, id: number): Promise<RawWork[]> {
  const novels: RawWork[] = [];
  for (let lastOrder = 0; ;) {
    const query: Record<string, string> = {
      id: String(id),
      ...(lastOrder > 0 ? { last_order: String(lastOrder) } : {}),
    };
    const body = await api<{ novels: RawWork[]; next_url: string | null }>(server, "novel_series", query);
    novels.push(...body.novels);
    if (body.next_url === null || body.novels.length === 0) return novels.filter(shown);
    lastOrder = novels.length;
  }
}

/** What Updates counts as new: posted after the newest work seen, and not seen. */
function newSince(before: readonly RawWork[], after: readonly RawWork[]): number {
  const upTo = before.reduce((newest, work) => (work.create_date > newest ? work.create_date : newest), "");
  const seen = new Set(before.map((work) => work.id));
  return after.filter((work) => work.create_date > upTo && !seen.has(work.id)).length;
}

const row = (page: Page, key: string) =>
  page.locator(`[data-testid=follow-row][data-follow-key="${key.replace(/["\\]/g, "\\$&")}"]`);

async function follow(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const control = page.getByTestId("follow-control");
  await expect(control).toBeEnabled();
  await control.click();
  await expect(control).toHaveAttribute("aria-pressed", "true");
  return (await control.getAttribute("data-follow-key")) ?? "";
}

test("follows made signed out count the works posted since, keep their marks, and go out and back in as OPML", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // What the sandbox will have posted two days on: an author and a novel series with new works then.
  let later = await serverAt(LATER, 0);
  const laterTag = await searchPage(later, "illust", TAG, TAG_FILTERS);
  const since = new Date(TEST_CLOCK_START).getTime();
  const newWork = laterTag.find((work) => new Date(work.create_date).getTime() > since + 3600_000);
  if (newWork === undefined) throw new Error("the sandbox posted nothing in the tag");
  const author = newWork.user;
  const laterNovels = (await api<{ novels: RawWork[] }>(later, "novel_new", {})).novels;
  const newChapter = laterNovels.find(
    (novel) =>
      novel.series?.id !== undefined &&
      shown(novel) &&
      new Date(novel.create_date).getTime() > since + 3600_000,
  );
  if (newChapter?.series?.id === undefined) throw new Error("the sandbox posted no novel of a series");
  const seriesId = newChapter.series.id;
  await later.close();

  // Now: follow the four from their pages, signed out, and let Updates read them once.
  const now = await serverAt(TEST_CLOCK_START, 0);
  const port = Number(new URL(now.url).port);
  const context = await browser.newContext({ baseURL: now.url, acceptDownloads: true });
  await useSandboxClock(context);
  const page = await context.newPage();
  await page.goto("/setting/contents_display");
  await page.getByTestId("content-ai").click();
  await page.waitForEvent("load");
  await expect(page.getByTestId("content-ai")).toHaveAttribute("aria-checked", "true");
  const keys = {
    tag: await follow(page, `/search/${encodeURIComponent(TAG)}?mode=exact_match_for_tags`),
    search: await follow(page, `/search/${encodeURIComponent(SEARCH_WORD)}?age=safe&likes=1`),
    author: await follow(page, `/users/${String(author.id)}/artworks`),
    series: await follow(page, `/novel/series/${String(seriesId)}`),
  };
  expect(keys.tag).toBe(`tag:illust:${TAG}`);
  expect(keys.search.startsWith("search:illust:")).toBe(true);
  expect(keys.author).toBe(`user:illust:${String(author.id)}`);
  expect(keys.series).toBe(`novel-series:${String(seriesId)}`);
  const before = {
    tag: await searchPage(now, "illust", TAG, TAG_FILTERS),
    search: await searchPage(now, "illust", SEARCH_WORD, SEARCH_FILTERS),
    author: await userWorks(now, author.id),
    series: await seriesNovels(now, seriesId),
  };
  await page.goto("/updates");
  for (const key of Object.values(keys)) await expect(row(page, key)).toHaveAttribute("data-unread", "0");
  await now.close();

  // Two days on, the same address: each follow counts what was posted since it was read.
  later = await serverAt(LATER, port);
  try {
    const after = {
      tag: await searchPage(later, "illust", TAG, TAG_FILTERS),
      search: await searchPage(later, "illust", SEARCH_WORD, SEARCH_FILTERS),
      author: await userWorks(later, author.id),
      series: await seriesNovels(later, seriesId),
    };
    // Two days have passed for the browser too: its HTTP cache holds no answer that young.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await page.reload();
    for (const name of ["tag", "search", "author", "series"] as const) {
      const expected = newSince(before[name], after[name]);
      if (name === "author" || name === "series" || name === "tag") expect(expected, name).toBeGreaterThan(0);
      await expect(row(page, keys[name]), name).toHaveAttribute("data-unread", String(expected));
    }
    // The timeline holds the new works: the author's new work among the cards, the chapter among the novels.
    const timeline = page.getByTestId("updates-timeline");
    await expect(
      timeline.locator(`[data-testid=novel-card][data-id="${String(newChapter.id)}"]`),
    ).toBeVisible();

    // "Mark read" holds across a reload; the other follows keep their counts.
    const tagCount = await row(page, keys.tag).getAttribute("data-unread");
    await row(page, keys.author).getByTestId("mark-read").click();
    await expect(row(page, keys.author)).toHaveAttribute("data-unread", "0");
    await page.reload();
    await expect(row(page, keys.author)).toHaveAttribute("data-unread", "0");
    await expect(row(page, keys.tag)).toHaveAttribute("data-unread", tagCount ?? "");

    // OPML out, every follow removed, OPML in: the same follows.
    const download = page.waitForEvent("download");
    await page.getByTestId("opml-export").click();
    const file = await (await download).path();
    const opml = readFileSync(file, "utf8");
    expect(opml).toContain(`/feeds/users/${String(author.id)}/illusts.atom`);
    expect(opml).toContain(`/feeds/novel-series/${String(seriesId)}.atom`);
    for (let left = 4; left > 0; left -= 1) {
      await page.getByTestId("unfollow").first().click();
      await expect(page.getByTestId("follow-row")).toHaveCount(left - 1);
    }
    await expect(page.getByTestId("updates-empty")).toBeVisible();
    await page.getByTestId("opml-file").setInputFiles(file);
    await expect(page.getByTestId("follow-row")).toHaveCount(4);
    const restored = await page
      .getByTestId("follow-row")
      .evaluateAll((rows) => rows.map((element) => element.getAttribute("data-follow-key")));
    expect(restored.sort()).toEqual(Object.values(keys).sort());
  } finally {
    await context.close();
    await later.close();
  }
});
