// Illust search against the sandbox: real results, filters that change the request, chips and
// autocomplete, quick jumps, the R-18 term rule, page-number pagination, and image search with a
// catalogue picture fetched through the server's image proxy.
import { expect, test } from "./fixtures.js";
import { firstAnswerOf } from "./first-screen-helpers.js";
import { trendingTag, withSettings } from "./search-helpers.js";

test("a keyword shows real results and the popular preview", async ({ page, request }) => {
  await withSettings(page);
  const tag = await trendingTag(request);
  const { url } = await firstAnswerOf(page, `/search/${encodeURIComponent(tag)}`, "/api/pixiv/search?");
  expect(url.searchParams.get("word")).toBe(`${tag} -R-18 -R18 -18+`);
  expect(url.searchParams.get("search_ai_type")).toBe("0");
  await expect(page.getByTestId("search-results").getByTestId("artwork-card").first()).toBeVisible();
  await expect(page.getByTestId("search-chip")).toHaveText([tag]);
  await expect(page.getByTestId("popular-preview").getByTestId("artwork-card").first()).toBeVisible();
});

test("filter changes reset the list and change the request", async ({ page, request }) => {
  await withSettings(page);
  const tag = await trendingTag(request);
  await page.goto(`/search/${encodeURIComponent(tag)}`);
  await expect(page.getByTestId("search-results").getByTestId("artwork-card").first()).toBeVisible();
  await page.getByTestId("search-filters").locator("summary").click();

  let next = page.waitForRequest((req) => req.url().includes("/api/pixiv/search?"));
  await page.getByTestId("filter-sort").selectOption("date_asc");
  expect(new URL((await next).url()).searchParams.get("sort")).toBe("date_asc");
  await expect(page).toHaveURL(/sort=date_asc/);

  next = page.waitForRequest((req) => req.url().includes("/api/pixiv/search?"));
  await page.getByTestId("filter-span").selectOption("week");
  const spanned = new URL((await next).url()).searchParams;
  expect(spanned.get("start_date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(spanned.get("end_date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  next = page.waitForRequest((req) => req.url().includes("/api/pixiv/search?"));
  await page.getByTestId("filter-tier").selectOption("100");
  expect(new URL((await next).url()).searchParams.get("word")).toContain("100users入り");

  next = page.waitForRequest((req) => req.url().includes("/api/pixiv/search?"));
  await page.getByTestId("filter-target").selectOption("exact_match_for_tags");
  expect(new URL((await next).url()).searchParams.get("mode")).toBe("exact_match_for_tags");
});

test("typing makes chips and autocomplete suggests tags", async ({ page, request }) => {
  await withSettings(page);
  const tag = await trendingTag(request);
  await page.goto("/search");
  await expect(page.getByTestId("trending-tags").getByTestId("tag-tile").first()).toBeVisible();
  const input = page.getByTestId("search-input");
  const suggested = page.waitForRequest((req) => req.url().includes("/api/pixiv/search_autocomplete?"));
  await input.fill(Array.from(tag).slice(0, 1).join(""));
  expect(new URL((await suggested).url()).searchParams.get("word")).toBe(Array.from(tag)[0]);
  await expect(page.getByTestId("search-suggestion").first()).toBeVisible();

  await input.fill("");
  await input.pressSequentially(`${tag} `);
  await expect(page.getByTestId("search-chip")).toHaveText([tag]);
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(tag)}$`));
  await expect(page.getByTestId("search-results").getByTestId("artwork-card").first()).toBeVisible();
});

test("a typed id offers quick jumps, an 8-digit id opens the work", async ({ page, request }) => {
  await withSettings(page);
  await page.goto("/search");
  const input = page.getByTestId("search-input");
  await input.fill("9001");
  await expect(page.getByTestId("quick-jump-spotlight")).toBeVisible();
  await expect(page.getByTestId("quick-jump-user")).toHaveAttribute("href", "/users/9001");
  await input.fill("123456");
  await expect(page.getByTestId("quick-jump-artwork")).toBeVisible();
  await expect(page.getByTestId("quick-jump-spotlight")).toHaveCount(0);

  const ranking = (await (await request.get("/api/pixiv/rank?mode=day")).json()) as {
    illusts: { id: number }[];
  };
  const id = String(ranking.illusts[0]?.id ?? 0);
  await input.fill(id);
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/artworks/${id}$`));
});

test("a restricted term with R-18 off is an empty result without a request", async ({ page }) => {
  await withSettings(page);
  let searched = false;
  page.on("request", (req) => {
    if (req.url().includes("/api/pixiv/search?")) searched = true;
  });
  await page.goto("/search/R-18");
  await expect(page.getByTestId("list-empty")).toBeVisible();
  expect(searched).toBe(false);
});

test("page-number pagination moves between pages", async ({ page, request }) => {
  await withSettings(page, { searchListPagination: true });
  const tag = await trendingTag(request);
  await page.goto(`/search/${encodeURIComponent(tag)}`);
  const results = page.getByTestId("search-results");
  const pagination = page.getByTestId("list-pagination");
  await expect(results.getByTestId("artwork-card").first()).toBeVisible();
  await expect(pagination.locator('[aria-current="page"]')).toHaveText("1");
  const firstId = await results.getByTestId("artwork-card").first().getAttribute("data-id");

  const second = page.waitForRequest(
    (req) => req.url().includes("/api/pixiv/search?") && req.url().includes("page=2"),
  );
  await pagination.locator("button").last().click();
  await second;
  await expect(page).toHaveURL(/[?&]p=2/);
  await expect(page.getByTestId("search-page")).toHaveAttribute("data-page", "2");
  await expect(pagination.locator('[aria-current="page"]')).toHaveText("2");
  await expect(results.getByTestId("artwork-card").first()).not.toHaveAttribute("data-id", firstId ?? "");

  await pagination.locator("button").first().click();
  await expect(pagination.locator('[aria-current="page"]')).toHaveText("1");
  await expect(results.getByTestId("artwork-card").first()).toHaveAttribute("data-id", firstId ?? "");
});

test("image search with a catalogue picture finds its work", async ({ page, request }) => {
  await withSettings(page);
  const ranking = (await (await request.get("/api/pixiv/rank?mode=day")).json()) as {
    illusts: { id: number; image_urls: { medium: string } }[];
  };
  const work = ranking.illusts[0];
  if (work === undefined) throw new Error("empty ranking");
  const picture = await request.get(work.image_urls.medium.replace("https://i.pximg.net", "/-"));
  expect(picture.ok()).toBe(true);

  await page.goto("/search");
  await page.getByTestId("image-search-input").setInputFiles({
    name: "picture.jpg",
    mimeType: "image/jpeg",
    buffer: await picture.body(),
  });
  // The sandbox matches pictures by colour: the work is among the best hits (another page of a close
  // colour, served earlier in the run, may rank beside it).
  const hit = page
    .getByTestId("image-search-results")
    .locator(`[data-testid="image-search-hit"][data-id="${String(work.id)}"]`);
  await expect(hit).toBeVisible({ timeout: 20_000 });
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/artworks/${String(work.id)}$`));
});

test("image search refuses a file that is not a picture", async ({ page }) => {
  await withSettings(page);
  await page.goto("/search");
  let uploaded = false;
  page.on("request", (req) => {
    if (req.url().includes("/api/saucenao")) uploaded = true;
  });
  await page.getByTestId("image-search-input").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a picture"),
  });
  await expect(page.getByTestId("image-search-error")).toBeVisible();
  expect(uploaded).toBe(false);
});

test("Home's search box takes at most 50 characters", async ({ page }) => {
  await withSettings(page);
  await page.goto("/");
  const input = page.getByTestId("search-input");
  await input.click();
  await input.pressSequentially("あ".repeat(60));
  await expect(input).toHaveValue("あ".repeat(50));
});

test("a search that finds nothing shows only “Nothing here yet”", async ({ page }) => {
  await withSettings(page);
  const { body } = await firstAnswerOf(
    page,
    `/search/${encodeURIComponent("qqzzxx-no-such-work")}`,
    "/api/pixiv/search?",
  );
  expect((body as { illusts: unknown[] }).illusts).toEqual([]);
  await expect(page.getByTestId("list-empty")).toBeVisible();
  await expect(page.getByTestId("popular-toggle")).toHaveCount(0);
  await expect(page.getByText("Show popular works")).toHaveCount(0);
  // "Download all" arrives after the first paint: give it the time it would take.
  await page.waitForTimeout(1000);
  await expect(page.getByTestId("bulk-download")).toHaveCount(0);
});

test("a search with results keeps the popular works switch and “Download all”", async ({ page, request }) => {
  await withSettings(page);
  await page.goto(`/search/${encodeURIComponent(await trendingTag(request))}`);
  await expect(page.getByTestId("search-results").getByTestId("artwork-card").first()).toBeVisible();
  await expect(page.getByTestId("popular-toggle")).toBeVisible();
  await expect(page.getByTestId("bulk-download")).toBeVisible();
});
