// Spotlights against the sandbox's pixivision: the list with its category tabs and infinite
// loading, an illustration article with cover, description, works and related articles, and the
// typed view.
import { expect, test } from "./fixtures.js";
import { withSettings } from "./search-helpers.js";

test("the list shows articles, loads more and switches category", async ({ page }) => {
  await withSettings(page);
  const first = page.waitForRequest((req) => req.url().includes("/api/pixivision?"));
  await page.goto("/spotlights");
  expect(new URL((await first).url()).searchParams.get("lang")).toBe("en");
  const cards = page.getByTestId("spotlight-list").getByTestId("spotlight-card");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();

  const second = page.waitForRequest(
    (req) => req.url().includes("/api/pixivision?") && req.url().includes("page=2"),
  );
  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await second;
  await expect.poll(() => cards.count()).toBeGreaterThan(count);

  const manga = page.waitForRequest(
    (req) => req.url().includes("/api/pixivision/list?") && req.url().includes("type=manga"),
  );
  await page.getByTestId("spotlight-tab-manga").click();
  await manga;
  await expect(page).toHaveURL(/\/spotlights\?type=manga$/);
  await expect(cards.first()).toBeVisible();
});

test("an article shows its cover, text, works and related articles", async ({ page, request }) => {
  await withSettings(page);
  const list = (await (await request.get("/api/pixivision/list?type=illustration&lang=en")).json()) as {
    articles: { id: number; title: string }[];
  };
  let id = 0;
  for (const article of list.articles) {
    const body = (await (await request.get(`/api/pixivision/${String(article.id)}?lang=en`)).json()) as {
      desc: string;
      items: unknown[];
    };
    if (body.desc !== "" && body.items.length > 0) {
      id = article.id;
      break;
    }
  }
  expect(id).toBeGreaterThan(0);
  await page.goto(`/spotlight/${String(id)}`);
  const article = page.getByTestId("spotlight-article");
  await expect(article).toBeVisible();
  await expect(page.getByTestId("spotlight-desc")).not.toBeEmpty();
  await expect
    .poll(() => page.getByTestId("spotlight-cover").evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const item = page.getByTestId("spotlight-item").first();
  await expect(item).toBeVisible();
  await expect(
    page.getByTestId("spotlight-related").first().getByTestId("spotlight-card").first(),
  ).toBeVisible();
  const workId = await item.getAttribute("data-id");
  await item.locator("a").first().click();
  await expect(page).toHaveURL(new RegExp(`/artworks/${workId ?? ""}$`));
});

test("the typed view shows any article's body", async ({ page }) => {
  await withSettings(page);
  await page.goto("/pixivision/9000");
  await expect(page.getByTestId("pixivision-article")).toBeVisible();
  await expect(page.getByTestId("pixivision-article").locator("h1")).not.toBeEmpty();
  await expect(page.getByTestId("pixivision-article").locator("p").first()).toBeVisible();
});

test("an article pixivision does not have falls back to the typed view, then to the list", async ({
  page,
}) => {
  await withSettings(page);
  const tried = page.waitForRequest((req) => req.url().includes("/api/pixivision/detail?id=99999"));
  await page.goto("/spotlight/99999");
  await tried;
  await expect(page).toHaveURL(/\/pixivision$/);
  await expect(page.getByTestId("spotlight-list").getByTestId("spotlight-card").first()).toBeVisible();
});

test("/a/{id} of an artwork opens the artwork, not the article list", async ({ page, request }) => {
  await withSettings(page);
  const ranking = (await (await request.get("/api/pixiv/rank?mode=day")).json()) as {
    illusts: { id: number; x_restrict: number }[];
  };
  const work = ranking.illusts.find((illust) => illust.x_restrict === 0);
  if (work === undefined) throw new Error("empty ranking");
  await page.goto(`/a/${String(work.id)}`);
  await expect(page).toHaveURL(new RegExp(`/artworks/${String(work.id)}$`));
  await expect(page.getByTestId("artwork-detail")).toBeVisible();
});

test("/a/{id} of an article shows the article", async ({ page }) => {
  await withSettings(page);
  await page.goto("/a/9000");
  await expect(page.getByTestId("pixivision-article")).toBeVisible();
  await expect(page).toHaveURL(/\/a\/9000$/);
});

test("/a/{id} that is neither an article nor a work goes to the article list", async ({ page }) => {
  await withSettings(page);
  const asked = page.waitForRequest((req) => req.url().includes("/api/pixiv/illust?id=99999"));
  await page.goto("/a/99999");
  await asked;
  await expect(page).toHaveURL(/\/pixivision$/);
});
