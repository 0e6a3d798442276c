// The series pages against the sandbox: an illustration series and a novel series longer than a
// page show their heading and page through all their works.
import { expect, test } from "./fixtures.js";

/** Sandbox series longer than one page (30): illust 10036 (71 works), novel 2000102 (41 novels). */
const ILLUST_SERIES = 10036;
const NOVEL_SERIES = 2000102;

test("an illustration series pages through all its works", async ({ page }) => {
  const body = (await (await page.request.get(`/api/pixiv/illust_series?id=${ILLUST_SERIES}`)).json()) as {
    illust_series_detail: { title: string; series_work_count: number; user: { id: number } };
  };
  await page.goto(`/user/${body.illust_series_detail.user.id}/series/${ILLUST_SERIES}`);
  await expect(page.getByTestId("series-title")).toHaveText(body.illust_series_detail.title);
  const list = page.getByTestId("series-works");
  await expect(list).toBeVisible();
  await expect.poll(async () => Number(await list.getAttribute("data-count"))).toBeGreaterThan(0);
  for (let step = 0; step < 20; step++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(400);
    if ((await page.getByTestId("list-end").count()) > 0) break;
  }
  await expect(page.getByTestId("list-end")).toBeVisible();
  const shown = Number(await list.getAttribute("data-count"));
  expect(shown).toBeGreaterThan(30);
});

test("a novel series pages through all its novels", async ({ page }) => {
  const body = (await (await page.request.get(`/api/pixiv/novel_series?id=${NOVEL_SERIES}`)).json()) as {
    novel_series_detail: { title: string; content_count: number };
  };
  await page.goto(`/novel/series/${NOVEL_SERIES}`);
  await expect(page.getByTestId("series-title")).toHaveText(body.novel_series_detail.title);
  const list = page.getByTestId("series-novels");
  await expect(list.getByTestId("novel-card").first()).toBeVisible();
  for (let step = 0; step < 20; step++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(400);
    if ((await page.getByTestId("list-end").count()) > 0) break;
  }
  await expect(page.getByTestId("list-end")).toBeVisible();
  expect(Number(await list.getAttribute("data-count"))).toBeGreaterThan(30);
});

test("a novel in a series links its neighbours and its series", async ({ page }) => {
  const body = (await (await page.request.get(`/api/pixiv/novel_series?id=${NOVEL_SERIES}`)).json()) as {
    novels: { id: number }[];
  };
  const second = body.novels[1]?.id;
  if (second === undefined) throw new Error("series without a second novel");
  await page.goto(`/novel/${second}`);
  const nav = page.getByTestId("series-nav").first();
  await expect(nav.getByTestId("series-prev")).toHaveAttribute("href", `/novel/${body.novels[0]?.id ?? 0}`);
  await expect(nav.getByTestId("series-next")).toBeVisible();
  await nav.getByRole("link", { name: /./ }).nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/novel/series/${NOVEL_SERIES}$`));
});
