// The rough edges a new user met (issue 17), each checked as that user would meet it: pixiv links
// with non-ASCII tags, excluding R-18 in search, the novel reader in the dark theme, a list the
// filters empty, the account in the frame, Lives in the navigation, server-side video without
// ffmpeg, image search, tag translations, private bookmarks, preference labels, Home's rank card,
// comments, per-author download folders and the way back from an artwork.
import { authorFolderName } from "@pxv/pixiv";
import { PREMIUM, READER, accessToken, appApi, signInWithRefreshToken } from "./account-helpers.js";
import { expect as baseExpect, test } from "./fixtures.js";
import { findRankedWork, useSettings } from "./artwork-helpers.js";
import { firstAnswerOf } from "./first-screen-helpers.js";
import { trendingTag, withSettings } from "./search-helpers.js";

const SEARCH_REQUEST = "/api/pixiv/search?";

// Several screens load for the first time here (their chunks, the sandbox's first answers): on a
// busy machine that takes longer than the default waits.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test("a pixiv link with a non-ASCII tag under a language prefix opens its search", async ({ page }) => {
  await withSettings(page);
  await page.goto("/en/tags/風景/artworks");
  await expect(page).toHaveURL(/\/search\/%E9%A2%A8%E6%99%AF$/);
  await expect(page.getByTestId("search-chip")).toHaveText(["風景"]);
});

test("excluding R-18 in search sends the request and shows results", async ({ page, request }) => {
  await withSettings(page);
  const typed = await trendingTag(request, 1);
  const { url } = await firstAnswerOf(
    page,
    `/search/${encodeURIComponent(`${typed} -R-18`)}`,
    SEARCH_REQUEST,
  );
  expect(url.searchParams.get("word")).toBe(`${typed} -R-18 -R18 -18+`);
  await expect(page.getByTestId("search-results").getByTestId("artwork-card").first()).toBeVisible();

  // The filters' shortcut: with R-18 off the plain search already excludes it, so the shortcut
  // adds its chip and the list stays (no "Nothing here yet", no second request needed).
  const tag = await trendingTag(request);
  await page.goto(`/search/${encodeURIComponent(tag)}`);
  await expect(page.getByTestId("search-results").getByTestId("artwork-card").first()).toBeVisible();
  await page.getByTestId("search-filters").locator("summary").click();
  await page.getByTestId("shortcut-no-r18").click();
  await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(`${tag} -R-18`)}$`));
  await expect(page.getByTestId("search-chip")).toHaveText([tag, "-R-18"]);
  await expect(page.getByTestId("search-results").getByTestId("artwork-card").first()).toBeVisible();
  await expect(page.getByTestId("list-empty")).toHaveCount(0);
});

test("the novel reader follows the dark theme", async ({ page }) => {
  await useSettings(page, {}, { theme: "dark" });
  await page.goto("/novel/20000011");
  const text = page.getByTestId("novel-text");
  await expect(text).toBeVisible();
  await expect(text).toHaveCSS("background-color", "rgb(31, 31, 31)");
  await expect(text).toHaveCSS("color", "rgb(183, 183, 183)");

  await page.evaluate(() => {
    document.documentElement.classList.remove("dark");
  });
  await expect(text).toHaveCSS("background-color", "rgb(255, 255, 255)");
});

test("a related list whose pages the filters all hide stops instead of walking every page", async ({
  page,
  request,
}) => {
  const work = await findRankedWork(request, "day", () => true);
  const body = (await (await request.get(`/api/pixiv/illust?id=${String(work.id)}`)).json()) as {
    illust: { tags: { name: string }[] };
  };
  // The sandbox finds related works by the work's first ordinary tag: blocking it hides them all.
  const topic = body.illust.tags.find(
    (tag) => !["R-18", "R-18G", "オリジナル", "漫画", "うごイラ"].includes(tag.name),
  );
  if (topic === undefined) throw new Error("The work has no ordinary tag");
  await useSettings(page, {}, { blockedTags: [topic.name] });
  let requests = 0;
  page.on("request", (req) => {
    if (req.url().includes("/api/pixiv/related?")) requests += 1;
  });
  await page.goto(`/artworks/${String(work.id)}`);
  await page.getByTestId("related-works").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("related-works").getByTestId("list-filtered-out")).toBeVisible();
  const stoppedAt = requests;
  // The first page and FILTERED_OUT_PAGE_LIMIT (3) more, then nothing while the notice stands.
  expect(stoppedAt).toBeLessThanOrEqual(4);
  await page.waitForTimeout(2_000);
  expect(requests).toBe(stoppedAt);

  // The user may look further: one more run of pages.
  await page.getByTestId("list-filtered-resume").click();
  await expect.poll(() => requests).toBeGreaterThan(stoppedAt);
});

test("Settings names the signed-in account and logs out from the hub", async ({ page }) => {
  await withSettings(page);
  await signInWithRefreshToken(page, PREMIUM.refreshToken);
  await page.getByTestId("nav-setting").click();
  await expect(page.getByTestId("setting-link-login")).toHaveCount(0);
  await expect(page.getByTestId("setting-link-account")).toHaveText(/Signed in as \S/);
  await page.getByTestId("setting-logout").click();
  await expect(page.getByTestId("confirm-dialog")).toContainText("Log out");
  await page.getByTestId("dialog-confirm").click();
  await expect(page.getByTestId("setting-link-login")).toHaveText("Sign in");
  await expect(page.getByTestId("nav-following")).toHaveCount(0);
});

test("Lives are in the main navigation", async ({ page }) => {
  await withSettings(page);
  await page.goto("/");
  await page.getByTestId("nav-lives").click();
  await expect(page).toHaveURL(/\/lives$/);
  await expect(page.getByRole("heading", { level: 1, name: "Lives" })).toBeVisible();
});

test("a server without ffmpeg: its video formats say why instead of failing", async ({ page, request }) => {
  // This server has ffmpeg and says so; the page is then shown a server without it.
  expect(await (await request.get("/api/capabilities")).json()).toEqual({ ugoiraVideo: true });
  const work = await findRankedWork(request, "day", (illust) => illust.type === "ugoira", 17);
  await page
    .context()
    .route("**/api/capabilities", (route) => route.fulfill({ json: { ugoiraVideo: false } }));
  let videoRequests = 0;
  page.context().on("request", (req) => {
    if (/\/api\/ugoira\/\d+\.(mp4|webm|avif)/.test(req.url())) videoRequests += 1;
  });
  await useSettings(page, { ugoiraDefDLFormat: "MP4(Server)", isUgoiraAvifSrc: true });
  await page.goto(`/artworks/${String(work.id)}`);
  await page.getByTestId("ugoira-download").click();
  await expect(page.locator("[data-sonner-toast]")).toContainText("The server cannot make videos");

  // Without a default format the panel lists every format; the server's say why they are off.
  const panel = await page.context().newPage();
  await useSettings(panel, { ugoiraDefDLFormat: "" });
  await panel.goto(`/artworks/${String(work.id)}`);
  await panel.getByTestId("ugoira-download").click();
  const formats = panel.getByTestId("ugoira-formats");
  for (const format of ["MP4(Server)", "Other"]) {
    await expect(formats.locator(`[data-format="${format}"]`)).toBeDisabled();
    await expect(formats.locator(`[data-format="${format}"]`)).toContainText("The server has no ffmpeg");
  }
  await expect(formats.locator('[data-format="MP4(Browser)"]')).toBeEnabled();
  expect(videoRequests).toBe(0);
});

test("image search sits at the top of the search page and shows its result in view", async ({
  page,
  request,
}) => {
  await withSettings(page);
  await page.setViewportSize({ width: 390, height: 700 });
  const ranking = (await (await request.get("/api/pixiv/rank?mode=day")).json()) as {
    illusts: { id: number; image_urls: { medium: string } }[];
  };
  const work = ranking.illusts[0];
  if (work === undefined) throw new Error("empty ranking");
  const picture = await request.get(work.image_urls.medium.replace("https://i.pximg.net", "/-"));

  await page.goto("/search");
  await expect(page.getByTestId("trending-tags").getByTestId("tag-tile").first()).toBeVisible();
  await expect(page.getByTestId("image-search")).toBeInViewport();
  await page.getByTestId("image-search-input").setInputFiles({
    name: "picture.jpg",
    mimeType: "image/jpeg",
    buffer: await picture.body(),
  });
  // The sandbox matches pictures by colour: the work is among the best hits, and the results are in view.
  const results = page.getByTestId("image-search-results");
  const hit = results.locator(`[data-testid="image-search-hit"][data-id="${String(work.id)}"]`);
  await expect(hit).toBeVisible({ timeout: 20_000 });
  await expect(results.getByTestId("image-search-hit").first()).toBeInViewport();
});

test("tag translations on a user page follow the interface language", async ({ page }) => {
  const user = 11518054;
  const english = (await (
    await page.request.get(`/api/pixiv-now/http/ajax/user/${String(user)}/illusts/tags?lang=en`)
  ).json()) as { tag: string; tag_translation: string }[];
  const translated = english.find((tag) => tag.tag_translation !== "" && tag.tag_translation !== tag.tag);
  if (translated === undefined) throw new Error("the sandbox user has no translated tag");
  await withSettings(page);
  const asked = page.waitForRequest((req) => req.url().includes(`/ajax/user/${String(user)}/illusts/tags`));
  await page.goto(`/users/${String(user)}`);
  expect(new URL((await asked).url()).searchParams.get("lang")).toBe("en");
  await expect(
    page.getByTestId("member-tag").filter({ hasText: `${translated.tag} · ${translated.tag_translation}` }),
  ).toBeVisible();
});

test("a private bookmark with a tag is made from the artwork page's bookmark control", async ({
  page,
  request,
}) => {
  const token = await accessToken(page, READER.refreshToken);
  const isBookmarked = async (id: number): Promise<boolean> => {
    const body = (await appApi(page, token, `/v2/illust/bookmark/detail?illust_id=${String(id)}`)) as {
      bookmark_detail: { is_bookmarked: boolean };
    };
    return body.bookmark_detail.is_bookmarked;
  };
  const candidate = await findRankedWork(request, "week", (illust) => illust.type === "illust", 5);
  if (await isBookmarked(candidate.id)) {
    await appApi(page, token, "/v1/illust/bookmark/delete", { illust_id: String(candidate.id) });
  }
  await withSettings(page);
  await signInWithRefreshToken(page, READER.refreshToken);
  await page.goto(`/artworks/${String(candidate.id)}`);
  await page.getByTestId("bookmark-options").click();
  const dialog = page.getByTestId("bookmark-dialog");
  await dialog.locator('input[name="restrict"][value="private"]').check();
  await dialog.locator('input[name="tags"]').fill("pxv-private-tag");
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByTestId("bookmark-button").first()).toHaveAttribute("data-bookmarked", "true");

  const detail = (await appApi(
    page,
    token,
    `/v2/illust/bookmark/detail?illust_id=${String(candidate.id)}`,
  )) as {
    bookmark_detail: {
      is_bookmarked: boolean;
      restrict: string;
      tags: { name: string; is_registered: boolean }[];
    };
  };
  expect(detail.bookmark_detail.restrict).toBe("private");
  expect(detail.bookmark_detail.tags.filter((tag) => tag.is_registered).map((tag) => tag.name)).toContain(
    "pxv-private-tag",
  );
});

test("preference choices read as words in every language, never as raw values", async ({ page }) => {
  for (const language of ["en", "de", "ja"]) {
    await useSettings(page, {}, { language });
    await page.goto("/setting/preference");
    const selects = page.getByTestId("preference-page").locator("select");
    await expect(selects.first()).toBeVisible();
    const options = await selects
      .locator("option")
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ value: (node as HTMLOptionElement).value, text: node.textContent.trim() })),
      );
    expect(options.length).toBeGreaterThan(20);
    // pixiv's and the settings' codes: each must be shown as words.
    for (const value of ["ios", "cover-v", "/home_manga", "/rank/daily_ai", "MP4(Server)", "PDF(Print)"]) {
      const option = options.find((candidate) => candidate.value === value);
      expect(option, `${language}: ${value}`).toBeDefined();
      expect(option?.text, `${language}: ${value}`).not.toBe(value);
    }
  }
});

test.describe("comments far from Tokyo", () => {
  test.use({ timezoneId: "America/New_York" });

  test("comment times are in the reader's zone and format; the count counts a new comment", async ({
    page,
    request,
  }) => {
    const ranking = (await (await request.get("/api/pixiv/rank?mode=week")).json()) as {
      illusts: { id: number; total_comments?: number }[];
    };
    const work = ranking.illusts[6];
    if (work === undefined) throw new Error("empty ranking");
    const detail = (await (await request.get(`/api/pixiv/illust?id=${String(work.id)}`)).json()) as {
      illust: { total_comments: number };
    };
    const before = detail.illust.total_comments;
    await withSettings(page);
    await signInWithRefreshToken(page, READER.refreshToken);
    await page.goto(`/artworks/${String(work.id)}`);
    await expect(page.getByTestId("artwork-comments")).toHaveText(String(before));
    const comments = page.getByTestId("comments");
    const form = comments.getByTestId("comment-form");
    const text = `pxv e2e time ${String(Date.now())}`;
    await form.locator("textarea").fill(text);
    await form.getByRole("button", { name: "Send" }).click();
    const mine = comments.getByTestId("comment").filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(page.getByTestId("artwork-comments")).toHaveText(String(before + 1));

    const time = mine.locator("time").first();
    const instant = await time.getAttribute("datetime");
    expect(instant).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+09:00$/);
    // The same format as the work's own date, in New York's time.
    const expected = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
          new Date(iso ?? ""),
        ),
      instant,
    );
    await expect(time).toHaveText(expected);
  });
});

test("a folder per author: a plain download's name starts with the author's folder", async ({
  page,
  request,
}) => {
  const work = await findRankedWork(request, "day_manga", (illust) => illust.page_count >= 2);
  await useSettings(page, { dlFileNameTpl: "{pid}_p{index}", dlSubDirByAuthor: true });
  await page.goto(`/artworks/${String(work.id)}`);
  const download = page.waitForEvent("download");
  await page.getByTestId("download-page").click();
  const name = (await download).suggestedFilename();
  expect(name.startsWith(`${authorFolderName(work.user)} - `)).toBe(true);
  expect(name.slice(authorFolderName(work.user).length)).toMatch(
    new RegExp(`^ - ${String(work.id)}_p0\\.(jpg|png|gif)$`),
  );
});

test("Home's ranking is a compact strip and its carousels end without a stray line", async ({ page }) => {
  await withSettings(page);
  await page.goto("/");
  const rank = page.getByTestId("home-rank");
  await expect(rank.getByTestId("artwork-card").first()).toBeVisible();
  await expect(rank.locator('[data-layout="slide"]')).toBeVisible();
  const box = await rank.boundingBox();
  expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThan(500);
  for (const card of ["home-discovery", "home-recommended", "home-random", "home-latest"]) {
    const section = page.getByTestId(card);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId("artwork-card").first()).toBeVisible();
  }
  await expect(page.getByTestId("list-end")).toHaveCount(0);
});

test("Escape from a work opened over a list returns to the kept list without a page transition", async ({
  page,
}) => {
  await useSettings(page, { pageTransition: "fade" });
  await page.addInitScript(() => {
    const counted = window as unknown as { pxvTransitions: number };
    counted.pxvTransitions = 0;
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = ((update?: ViewTransitionUpdateCallback) => {
      counted.pxvTransitions += 1;
      return start(update);
    }) as typeof document.startViewTransition;
  });
  await page.goto("/rank/daily");
  const card = page.getByTestId("ranking-grid").getByTestId("artwork-card").nth(2);
  await expect(card).toBeVisible();
  await card.evaluate((element) => {
    element.setAttribute("data-kept", "yes");
  });
  await card.click();
  await expect(page.getByTestId("artwork-overlay")).toBeVisible();
  await expect(page.getByTestId("artwork-overlay").getByRole("heading", { level: 1 })).toBeVisible();

  const closedIn = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector('[data-testid="artwork-overlay"]') === null) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
  await page.keyboard.press("Escape");
  const milliseconds = await closedIn;
  console.log(`Escape → list shown again: ${milliseconds.toFixed(0)} ms`);
  await expect(page.getByTestId("artwork-overlay")).toHaveCount(0);
  // The same card element: the list was kept, not built again.
  await expect(page.locator('[data-kept="yes"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pxvTransitions: number }).pxvTransitions)).toBe(0);
});
