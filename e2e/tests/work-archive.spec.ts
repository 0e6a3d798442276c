// The bookmark archive (issue 29) in the browser. Signed in: a work bookmarked on pixiv is archived
// when the own bookmarks list shows it (title, author, a small thumbnail); deleted through the
// sandbox's control host, it comes back in the list as pixiv's placeholder and the card shows the
// archived title and thumbnail with "Deleted or hidden since …"; "Lost only" lists just it; the JSON,
// CSV (read with csv-parse) and bookmark-file exports carry it. A bookmarked novel deleted the same
// way is listed lost with its title and cover, and Settings' export of the whole archive carries it
// (the three files parsed). A work opened on its page while bookmarked is archived, and unbookmarked
// there it leaves the archive and its exports. Signed out: a local favourite is archived from its
// page and exported too, and leaves when removed. With two accounts on the device, a lost bookmark
// of one is lost for it and not for the other: not in the other's "Lost only" list nor its list's
// export, and in Settings' export of the whole archive with whose bookmark it is. Deleted works are
// put back at the end: the server is shared.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import {
  COLLECTOR,
  CURATOR,
  DEMO,
  accessToken,
  appApi,
  signInWithRefreshToken,
  switchAccount,
} from "./account-helpers.js";
import { expect, test } from "./fixtures.js";
import { controlUrl } from "./sandbox-faults.js";

test.use({ locale: "en-US" });

async function control(path: string, method: "POST" | "DELETE"): Promise<void> {
  const response = await fetch(`${controlUrl()}${path}`, { method });
  expect(response.ok, `control ${method} ${path}: ${String(response.status)}`).toBe(true);
}

interface Plain {
  id: number;
  title: string;
  x_restrict: number;
  page_count: number;
  visible: boolean;
  illust_ai_type?: number;
  novel_ai_type?: number;
}

const DETAIL_PATHS = { illust: "/v1/illust/detail?illust_id=", novel: "/v2/novel/detail?novel_id=" };

/**
 * A plain work or novel (shown, all ages, not AI; a work of one page) far from the rankings and pages
 * other tests open, found by walking ids from `start`: deleting it must not change what they see.
 */
async function quiet(page: Page, token: string, kind: "illust" | "novel", start: number): Promise<Plain> {
  for (let id = start; id < start + 400; id++) {
    const response = await page.request.get(`/pixiv-app-api${DETAIL_PATHS[kind]}${String(id)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok()) continue;
    const item = ((await response.json()) as Record<typeof kind, Plain>)[kind];
    const ai = item.illust_ai_type ?? item.novel_ai_type;
    const shown = item.visible && item.title !== ""; // not pixiv's placeholder for a work it hides
    if (shown && item.x_restrict === 0 && ai !== 2 && (kind === "novel" || item.page_count === 1))
      return item;
  }
  throw new Error(`no plain ${kind} after ${String(start)}`);
}

/** A quiet work or novel from `start`, bookmarked (public) by the demo account; with its token. */
async function bookmarkedQuiet(
  page: Page,
  kind: "illust" | "novel",
  start: number,
): Promise<{ token: string; item: Plain }> {
  const token = await accessToken(page, DEMO.refreshToken);
  const item = await quiet(page, token, kind, start);
  await appApi(page, token, `/v2/${kind}/bookmark/add`, {
    [`${kind}_id`]: String(item.id),
    restrict: "public",
  });
  return { token, item };
}

interface ArchivedRow {
  title: string;
  thumbnail: string | null;
  lostSince: number | null;
  sources: string[];
  owners: number[];
}

/** The archive's row of a work (an illust unless said), read from the app's IndexedDB database. */
const archivedRow = (
  page: Page,
  id: number,
  kind: "illust" | "novel" = "illust",
): Promise<ArchivedRow | null> =>
  page.evaluate(
    ([workKind, workId]) =>
      new Promise<ArchivedRow | null>((resolve) => {
        const open = indexedDB.open("pxv");
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("workArchive")) {
            db.close();
            resolve(null);
            return;
          }
          const get = db.transaction("workArchive").objectStore("workArchive").get([workKind, workId]);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as ArchivedRow | undefined) ?? null);
          };
        };
        open.onerror = () => {
          resolve(null);
        };
      }),
    [kind, id] as const,
  );

/** Clicks an export button (a list's, or Settings' with `settings-` before) and gives back the file's text. */
async function exported(page: Page, format: "json" | "csv" | "html", where = ""): Promise<string> {
  const download = page.waitForEvent("download");
  await page.getByTestId(`${where}archive-export-${format}`).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^pxv-bookmarks-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
  return readFile(await file.path(), "utf8");
}

interface ExportedWork {
  id: number;
  kind: string;
  title: string;
  lostSince: number | null;
  url: string;
  owners: number[];
}

/** Settings → Preferences' export of the whole archive: the three files, read back. */
async function settingsExports(page: Page): Promise<{ json: ExportedWork[]; csv: string[][]; html: string }> {
  await page.goto("/setting/preference");
  const json = JSON.parse(await exported(page, "json", "settings-")) as { works: ExportedWork[] };
  const csv: string[][] = parse(await exported(page, "csv", "settings-"));
  return { json: json.works, csv, html: await exported(page, "html", "settings-") };
}

const linksOf = (html: string): { href: string; title: string }[] =>
  [...html.matchAll(/<DT><A HREF="([^"]*)"[^>]*>([^<]*)<\/A>/g)].map(([, href = "", title = ""]) => ({
    href,
    title,
  }));

test("a deleted bookmark stays listed from the archive, lost only, and exported", async ({ page }) => {
  test.setTimeout(120_000);
  const { item: work } = await bookmarkedQuiet(page, "illust", 121_234_500);
  try {
    await signInWithRefreshToken(page, DEMO.refreshToken);
    await page.goto(`/users/${String(DEMO.id)}/favorites`);
    const list = page.getByTestId("user-own-favorites-public");
    const card = list.locator(`[data-testid=artwork-card][data-id="${String(work.id)}"]`);
    await expect(card).toBeVisible({ timeout: 30_000 });
    // Archived, and its thumbnail made in idle time.
    await expect
      .poll(async () => (await archivedRow(page, work.id))?.thumbnail?.slice(0, 11) ?? null, {
        timeout: 30_000,
      })
      .toBe("data:image/");
    expect((await archivedRow(page, work.id))?.title).toBe(work.title);

    await control(`/works/${String(work.id)}/delete`, "POST");
    await page.reload();
    await expect(card.getByTestId("card-note")).toContainText("Deleted or hidden since", { timeout: 30_000 });
    await expect(card.getByTestId("card-title")).toHaveText(work.title);
    const picture = card.locator("img");
    await expect(picture).toHaveAttribute("src", /^(data|blob):/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect((await archivedRow(page, work.id))?.lostSince).toEqual(expect.any(Number));

    await page.getByTestId("lost-only-switch").click();
    await expect(page).toHaveURL(/[?&]visible=hide/);
    const lost = page.getByTestId("user-own-favorites-public-lost");
    await expect(lost).toHaveAttribute("data-count", "1");
    await expect(lost.locator(`[data-testid=artwork-card][data-id="${String(work.id)}"]`)).toBeVisible();

    const json = JSON.parse(await exported(page, "json")) as {
      works: { id: number; title: string; lostSince: number | null; url: string }[];
    };
    expect(json.works.find((one) => one.id === work.id)).toMatchObject({
      title: work.title,
      lostSince: expect.any(Number),
      url: `https://www.pixiv.net/artworks/${String(work.id)}`,
    });
    const rows = parse(await exported(page, "csv"));
    expect(rows[0]).toEqual(
      expect.arrayContaining(["id", "kind", "title", "author", "tags", "lost since", "url"]),
    );
    const row = rows.find((cells) => cells[0] === String(work.id));
    expect(row?.slice(1, 3)).toEqual(["illust", work.title]);
    expect(row?.[8]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(linksOf(await exported(page, "html"))).toContainEqual({
      href: `https://www.pixiv.net/artworks/${String(work.id)}`,
      title: expect.any(String),
    });
  } finally {
    await control(`/works/${String(work.id)}`, "DELETE");
  }
});

test("signed out, a local favourite is archived and exported", async ({ page }) => {
  test.setTimeout(90_000);
  const token = await accessToken(page, DEMO.refreshToken);
  const work = await quiet(page, token, "illust", 121_345_600);
  await page.goto(`/artworks/${String(work.id)}`);
  const keep = page.getByTestId("local-favorite");
  await keep.click();
  await expect(keep).toHaveAttribute("aria-pressed", "true");
  // Archived from its page already.
  await expect.poll(async () => (await archivedRow(page, work.id))?.title ?? null).toBe(work.title);

  await page.goto("/favorites/local");
  const card = page.locator(
    `[data-testid=local-favorites-illusts] [data-testid=artwork-card][data-id="${String(work.id)}"]`,
  );
  await expect(card).toBeVisible();
  await expect.poll(async () => (await archivedRow(page, work.id))?.sources ?? null).toEqual(["local"]);

  const json = JSON.parse(await exported(page, "json")) as { works: { id: number; title: string }[] };
  expect(json.works.find((one) => one.id === work.id)?.title).toBe(work.title);
  const rows = parse(await exported(page, "csv"));
  expect(rows.find((cells) => cells[0] === String(work.id))?.[2]).toBe(work.title);
  expect(linksOf(await exported(page, "html")).map((link) => link.href)).toContain(
    `https://www.pixiv.net/artworks/${String(work.id)}`,
  );

  // Removed from the local favourites, it leaves the archive.
  await page.goto(`/artworks/${String(work.id)}`);
  await keep.click();
  await expect(keep).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => archivedRow(page, work.id)).toBeNull();
});

test("a deleted bookmarked novel stays listed from the archive, and Settings exports it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { token, item: novel } = await bookmarkedQuiet(page, "novel", 23_456_700);
  try {
    await signInWithRefreshToken(page, DEMO.refreshToken);
    await page.goto("/following/7");
    const list = page.getByTestId("following-novel-bookmarks-public");
    const card = list.locator(`[data-testid=novel-card][data-id="${String(novel.id)}"]`);
    await expect(card).toBeVisible({ timeout: 30_000 });
    // Archived with its cover as a small thumbnail.
    await expect
      .poll(async () => (await archivedRow(page, novel.id, "novel"))?.thumbnail?.slice(0, 11) ?? null, {
        timeout: 30_000,
      })
      .toBe("data:image/");

    await control(`/works/${String(novel.id)}/delete?kind=novel`, "POST");
    await page.reload();
    await expect(card.getByTestId("card-note")).toContainText("Deleted or hidden since", { timeout: 30_000 });
    await expect(card.getByTestId("card-title")).toHaveText(novel.title);
    const cover = card.locator("img");
    await expect(cover).toHaveAttribute("src", /^data:image\//);
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await page.getByTestId("lost-only-switch").click();
    const lost = page.getByTestId("following-novel-bookmarks-public-lost");
    await expect(lost).toHaveAttribute("data-count", "1");
    await expect(lost.locator(`[data-testid=novel-card][data-id="${String(novel.id)}"]`)).toContainText(
      novel.title,
    );

    // Settings' export of the whole archive: the lost novel in each file, with its kind.
    const files = await settingsExports(page);
    expect(files.json.find((one) => one.id === novel.id)).toMatchObject({
      kind: "novel",
      title: novel.title,
      lostSince: expect.any(Number),
      url: `https://www.pixiv.net/novel/show.php?id=${String(novel.id)}`,
    });
    const header = files.csv[0] ?? [];
    const row = files.csv.find((cells) => cells[0] === String(novel.id)) ?? [];
    expect(row[header.indexOf("kind")]).toBe("novel");
    expect(row[header.indexOf("title")]).toBe(novel.title);
    expect(row[header.indexOf("lost since")]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(linksOf(files.html).map((link) => link.href)).toContain(
      `https://www.pixiv.net/novel/show.php?id=${String(novel.id)}`,
    );
  } finally {
    await control(`/works/${String(novel.id)}?kind=novel`, "DELETE");
    await appApi(page, token, "/v1/novel/bookmark/delete", { novel_id: String(novel.id) });
  }
});

test("a bookmarked work opened on its page is archived, and unbookmarked there it leaves", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { item: work } = await bookmarkedQuiet(page, "illust", 121_456_700);
  await signInWithRefreshToken(page, DEMO.refreshToken);
  await page.goto(`/artworks/${String(work.id)}`);
  // The work's own heart, the labelled one (the related works' cards under it have bare hearts).
  const heart = page
    .getByTestId("artwork-detail")
    .getByTestId("bookmark-button")
    .filter({ has: page.locator("span") });
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(async () => {
      const row = await archivedRow(page, work.id);
      return row === null ? null : { title: row.title, sources: row.sources };
    })
    .toEqual({ title: work.title, sources: ["bookmark"] });
  expect((await settingsExports(page)).json.map((one) => one.id)).toContain(work.id);

  await page.goto(`/artworks/${String(work.id)}`);
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => archivedRow(page, work.id)).toBeNull();
  const files = await settingsExports(page);
  expect(files.json.map((one) => one.id)).not.toContain(work.id);
  expect(files.csv.map((cells) => cells[0])).not.toContain(String(work.id));
  expect(linksOf(files.html).map((link) => link.href)).not.toContain(
    `https://www.pixiv.net/artworks/${String(work.id)}`,
  );
});

test("a lost bookmark of one account on the device is lost for it, not for the other", async ({ page }) => {
  test.setTimeout(150_000);
  const tokenA = await accessToken(page, COLLECTOR.refreshToken);
  const work = await quiet(page, tokenA, "illust", 121_567_800);
  await appApi(page, tokenA, "/v2/illust/bookmark/add", { illust_id: String(work.id), restrict: "public" });
  // B keeps a work of its own (still shown).
  const tokenB = await accessToken(page, CURATOR.refreshToken);
  const workB = await quiet(page, tokenB, "illust", work.id + 1);
  await appApi(page, tokenB, "/v2/illust/bookmark/add", { illust_id: String(workB.id), restrict: "public" });
  const cardIn = (list: ReturnType<Page["getByTestId"]>, id = work.id) =>
    list.locator(`[data-testid=artwork-card][data-id="${String(id)}"]`);
  try {
    // A's bookmark list archives it with A's mark.
    await signInWithRefreshToken(page, COLLECTOR.refreshToken);
    await page.goto("/following/2");
    const list = page.getByTestId("following-bookmarks-public");
    await expect(cardIn(list)).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await archivedRow(page, work.id))?.owners ?? null).toEqual([COLLECTOR.id]);

    // Deleted on pixiv: lost for A.
    await control(`/works/${String(work.id)}/delete`, "POST");
    await page.reload();
    await expect(cardIn(list).getByTestId("card-note")).toContainText("Deleted or hidden since", {
      timeout: 30_000,
    });
    await page.getByTestId("lost-only-switch").click();
    const lost = page.getByTestId("following-bookmarks-public-lost");
    await expect(cardIn(lost)).toBeVisible();

    // B signs in beside A: B's bookmarks show, and B's "Lost only" list and export leave A's work out.
    await signInWithRefreshToken(page, CURATOR.refreshToken);
    await expect(page.getByTestId("nav-account")).toHaveAttribute("aria-label", /pxv curator/);
    await page.goto("/following/2");
    await expect(cardIn(list, workB.id)).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await archivedRow(page, workB.id))?.owners ?? null).toEqual([CURATOR.id]);
    await page.getByTestId("lost-only-switch").click();
    // Read from the archive: nothing lost of B's (A's lost work is not B's).
    await expect(lost).toHaveAttribute("data-count", "0");
    await expect(cardIn(lost)).toHaveCount(0);
    const listed = JSON.parse(await exported(page, "json")) as { works: ExportedWork[] };
    expect(listed.works.map((one) => one.id)).toContain(workB.id);
    expect(listed.works.map((one) => one.id)).not.toContain(work.id);

    // Settings exports the whole archive: A's lost work, with whose bookmark it is.
    const files = await settingsExports(page);
    expect(files.json.find((one) => one.id === work.id)).toMatchObject({
      owners: [COLLECTOR.id],
      lostSince: expect.any(Number),
    });
    const header = files.csv[0] ?? [];
    const ownersOf = (id: number) =>
      (files.csv.find((cells) => cells[0] === String(id)) ?? [])[header.indexOf("bookmarked by")];
    expect(ownersOf(work.id)).toBe(String(COLLECTOR.id));
    expect(ownersOf(workB.id)).toBe(String(CURATOR.id));

    // Back to A from the account menu: still lost there.
    await page.goto("/following/2");
    await switchAccount(page, COLLECTOR);
    await page.goto("/following/2?visible=hide");
    await expect(cardIn(lost)).toBeVisible({ timeout: 30_000 });
  } finally {
    await control(`/works/${String(work.id)}`, "DELETE");
    await appApi(page, tokenA, "/v1/illust/bookmark/delete", { illust_id: String(work.id) });
    await appApi(page, tokenB, "/v1/illust/bookmark/delete", { illust_id: String(workB.id) });
  }
});
