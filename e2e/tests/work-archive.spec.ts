// The bookmark archive (issue 29) in the browser. Signed in: a work bookmarked on pixiv is archived
// when the own bookmarks list shows it (title, author, a small thumbnail); deleted through the
// sandbox's control host, it comes back in the list as pixiv's placeholder and the card shows the
// archived title and thumbnail with "Deleted or hidden since …"; "Lost only" lists just it; the JSON,
// CSV (read with csv-parse) and bookmark-file exports carry it. Signed out: a local favourite is
// archived and exported too. The deleted work is put back at the end: the server is shared.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { DEMO, accessToken, appApi, signInWithRefreshToken } from "./account-helpers.js";
import { expect, test } from "./fixtures.js";
import { controlUrl } from "./sandbox-faults.js";

test.use({ locale: "en-US" });

async function control(path: string, method: "POST" | "DELETE"): Promise<void> {
  const response = await fetch(`${controlUrl()}${path}`, { method });
  expect(response.ok, `control ${method} ${path}: ${String(response.status)}`).toBe(true);
}

interface Detail {
  illust: { id: number; title: string; x_restrict: number; illust_ai_type: number; page_count: number };
}

/**
 * A plain work (all ages, not AI, one page) far from the rankings and pages other tests open, found
 * by walking ids from `start`: deleting it must not change what they see.
 */
async function quietWork(page: Page, token: string, start: number): Promise<Detail["illust"]> {
  for (let id = start; id < start + 200; id++) {
    const response = await page.request.get(`/pixiv-app-api/v1/illust/detail?illust_id=${String(id)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok()) continue;
    const { illust } = (await response.json()) as Detail;
    if (illust.x_restrict === 0 && illust.illust_ai_type !== 2 && illust.page_count === 1) return illust;
  }
  throw new Error(`no plain work after ${String(start)}`);
}

interface ArchivedRow {
  title: string;
  thumbnail: string | null;
  lostSince: number | null;
  sources: string[];
}

/** The archive's row of a work, read from the app's IndexedDB database. */
const archivedRow = (page: Page, id: number): Promise<ArchivedRow | null> =>
  page.evaluate(
    (workId) =>
      new Promise<ArchivedRow | null>((resolve) => {
        const open = indexedDB.open("pxv");
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("workArchive")) {
            db.close();
            resolve(null);
            return;
          }
          const get = db.transaction("workArchive").objectStore("workArchive").get(["illust", workId]);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as ArchivedRow | undefined) ?? null);
          };
        };
        open.onerror = () => {
          resolve(null);
        };
      }),
    id,
  );

/** Clicks an export button and gives back the saved file's text. */
async function exported(page: Page, format: "json" | "csv" | "html"): Promise<string> {
  const download = page.waitForEvent("download");
  await page.getByTestId(`archive-export-${format}`).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^pxv-bookmarks-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
  return readFile(await file.path(), "utf8");
}

const linksOf = (html: string): { href: string; title: string }[] =>
  [...html.matchAll(/<DT><A HREF="([^"]*)"[^>]*>([^<]*)<\/A>/g)].map(([, href = "", title = ""]) => ({
    href,
    title,
  }));

test("a deleted bookmark stays listed from the archive, lost only, and exported", async ({ page }) => {
  test.setTimeout(120_000);
  const token = await accessToken(page, DEMO.refreshToken);
  const work = await quietWork(page, token, 121_234_500);
  await appApi(page, token, "/v2/illust/bookmark/add", { illust_id: String(work.id), restrict: "public" });
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
  const work = await quietWork(page, token, 121_345_600);
  await page.goto(`/artworks/${String(work.id)}`);
  const keep = page.getByTestId("local-favorite");
  await keep.click();
  await expect(keep).toHaveAttribute("aria-pressed", "true");

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
});
