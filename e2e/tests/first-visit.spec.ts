// A first visit to Home in a real browser, on the phone profile's network (bench/lib/first-visit.ts:
// 150 ms latency, 1.6 Mbit/s down) at a phone's size: the size budget (JS+CSS transferred before the
// first card picture is requested, in bytes as sent, and the import waves before it; the whole visit's
// JS+CSS until the network is idle), the first card picture requested before the entry script has
// finished loading — with the modules the HTML preloads for it, which it needs before it can run
// (issue 28: the pictures do not wait for the scripts) — and the answers the page carries not
// fetched again; Home still painting its cards; and the service worker keeping every lazily loaded
// screen working offline after one visit while the heavy optional chunks (PDF, DOCX, EPUB, HLS,
// export encoders, bulk download) wait for first use. The checks are on bytes and on the
// order of events, never on milliseconds: they hold on a loaded machine.
import {
  describeFirstVisit,
  emulatePhone,
  PHONE,
  recordFirstVisit,
  type RequestFigure,
} from "../../bench/lib/first-visit.js";
import { answersFetchedAgain, carriedAnswerUrls, entryModuleGraph } from "./first-screen-helpers.js";
import { expect, test } from "./fixtures.js";

/**
 * Home's first route: at most this much JS+CSS, in bytes as sent, before the first card picture is
 * requested. 149.3 KB on 2026-11-24 (was 262 KB before issue 13); since issue 28 the page names its
 * first pictures itself (preloads), so they are asked for before any script: 0 KB, 0 waves — the
 * bound stays so that a page that stops announcing them is caught by the size it then waits for.
 */
const BUDGET_BYTES = 150 * 1024;
/** …and at most this many rounds of imports before the first card picture is requested. */
const BUDGET_WAVES = 2;
/**
 * The whole first visit, until the network is idle: at most this much JS+CSS as sent (issue 28;
 * 214 KB in 57 files before it on 2026-11-27, 170.2 KB in 22 after it: three grouped chunks, and no
 * local database on a visit that has none).
 */
const BUDGET_BYTES_UNTIL_IDLE = 180 * 1024;

const rankImages = '[data-testid="home-rank"] img';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test.describe("on a phone's network", () => {
  test.use(PHONE.context);

  /*
   * The network is the phone's (CDP network emulation): 150 ms added to every request — without it,
   * loopback answers arrive in a few milliseconds and requests of one round would look like a chain
   * of rounds (lib/first-visit.ts reads the waves from timing) — and 1.6 Mbit/s down, so that the
   * scripts take the time to arrive that they take on a phone while the pictures are asked for.
   */
  test("Home's first visit stays within the size budget and asks for its pictures before the entry script has arrived", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const cdp = await context.newCDPSession(page);
    const recording = await recordFirstVisit(cdp);
    await emulatePhone(cdp, { cpu: false });
    const response = await page.goto("/");
    const graph = entryModuleGraph((await response?.text()) ?? "");
    await expect(page.locator(rankImages).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const figures = recording.finish();
    // The entry runs once its whole static graph has arrived: the last of those files to finish is when.
    const loaded = graph.map((path) => figures.requests.find((request) => request.path === path));
    const missing = graph.filter((_path, index) => loaded[index]?.endMs == null);
    const last = loaded.reduce<RequestFigure | undefined>(
      (latest, request) => ((request?.endMs ?? 0) > (latest?.endMs ?? -1) ? request : latest),
      undefined,
    );
    const entryArrived = missing.length === 0 ? (last?.endMs ?? null) : null;
    const firstPicture = figures.firstImageRequestedMs;
    const ms = (at: number | null) => (at === null ? "never" : `${at.toFixed(0)} ms`);
    const report = [
      describeFirstVisit(figures),
      `before the first card picture: ${kb(figures.assetBytesBeforeFirstImage)} (budget ${kb(BUDGET_BYTES)}), ` +
        `${String(figures.waves)} wave(s) (budget ${String(BUDGET_WAVES)}); until idle: ${kb(figures.assetBytes)} ` +
        `in ${String(figures.assets.length)} files (budget ${kb(BUDGET_BYTES_UNTIL_IDLE)})`,
      `first card picture requested ${ms(firstPicture)} after the page; the entry script ${graph[0] ?? "?"} and ` +
        `the ${String(graph.length - 1)} modules the HTML preloads for it finished loading ${ms(entryArrived)} ` +
        `after it (the last: ${last?.path ?? "none"}; the picture must come first)`,
    ].join("\n");
    console.log(report);
    await test.info().attach("first-visit", { body: report, contentType: "text/plain" });

    expect(figures.firstImageRequested, report).toBe(true);
    expect(missing, `the entry's files in the network log, finished\n${report}`).toEqual([]);
    expect.soft(figures.waves, report).toBeLessThanOrEqual(BUDGET_WAVES);
    expect.soft(figures.assetBytesBeforeFirstImage, report).toBeLessThanOrEqual(BUDGET_BYTES);
    expect
      .soft(
        firstPicture ?? Number.POSITIVE_INFINITY,
        `first card picture requested before the entry arrived\n${report}`,
      )
      .toBeLessThan(entryArrived ?? Number.NEGATIVE_INFINITY);
    expect
      .soft(figures.assetBytes, `JS+CSS until idle\n${report}`)
      .toBeLessThanOrEqual(BUDGET_BYTES_UNTIL_IDLE);
  });

  test("the answers Home's page carries are not fetched again", async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    const recording = await recordFirstVisit(cdp);
    const response = await page.goto("/");
    const carried = carriedAnswerUrls((await response?.text()) ?? "");
    await expect(page.locator(rankImages).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const requests = recording.finish().requests;
    const asked = requests.filter((request) => request.kind === "json").map((request) => request.url);
    console.log(
      `carried in the page: ${JSON.stringify(carried)}; JSON asked of the network: ${JSON.stringify(asked)}`,
    );

    expect(
      carried,
      "the page's HTML carries a <script type=application/json id=pxv-first-data>",
    ).not.toBeNull();
    expect(carried ?? [], "answers carried in the page").not.toEqual([]);
    expect(answersFetchedAgain(carried ?? [], requests), "carried answers fetched again").toEqual([]);
  });
});

/** The ranking strip's pictures in view at the tests' 1280 × 900 window (it renders what is in view). */
const PICTURES_IN_VIEW = 8;

test("Home paints its ranking cards with their pictures", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("home-rank").getByTestId("artwork-card").first()).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator(rankImages)
        .evaluateAll((images) =>
          images.filter(
            (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
          ),
        )
        .then((decoded) => decoded.length),
    )
    .toBeGreaterThanOrEqual(PICTURES_IN_VIEW);
});

/** One address per lazily loaded screen, with the route name its <main> carries. */
const SCREENS: readonly (readonly [string, string])[] = [
  ["/home_manga", "HomeManga"],
  ["/home_novel", "HomeNovel"],
  ["/search", "Search"],
  ["/search/landscape", "SearchKeyword"],
  ["/search_novel", "SearchNovel"],
  ["/search_user", "SearchUser"],
  ["/rank/daily", "Rank"],
  ["/rank_novel/day", "RankNovel"],
  // Signed out, the Following screen sends the reader to sign in.
  ["/following", "AccountLogin"],
  ["/setting", "Setting"],
  ["/artworks/1", "Artwork"],
  ["/novel/1", "NovelDetail"],
  ["/users/1", "Users"],
  ["/user/1/series/1", "IllustSeries"],
  ["/novel/series/1", "NovelSeries"],
  ["/setting/history", "SettingHistory"],
  ["/setting/clearcache", "SettingClearCache"],
  ["/setting/contents_display", "SettingContentsDisplay"],
  ["/setting/preference", "SettingPreference"],
  ["/setting/about", "SettingAbout"],
  ["/setting/accent_color", "SettingAccentColor"],
  ["/discovery", "Discovery"],
  ["/popular_illust", "PopularIllust"],
  ["/random_illust", "RandomIllust"],
  ["/latest/illust", "Latest"],
  ["/spotlights", "Spotlights"],
  ["/pixivision/1", "Pixivision"],
  ["/account/login", "AccountLogin"],
  ["/lives", "Lives"],
  ["/live/1", "Live"],
];

test("after one visit, every lazily loaded screen opens offline; heavy optional chunks are not precached", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await expect(page.locator(rankImages).first()).toBeVisible();
  const cached = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain("/index.html");
  expect(cached.some((path) => /\/assets\/setting-page-[\w-]+\.js$/.test(path))).toBe(true);
  expect(
    cached.filter((path) => /\/assets\/(pdf|docx|epub|hls|export-worker|bulk-runner)[\w.-]*\.js$/.test(path)),
  ).toEqual([]);

  // An optional chunk is cached when first fetched (here: by hand, as a feature's import would).
  const pdf = await page.evaluate(async () => {
    if (navigator.serviceWorker.controller === null) {
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener("controllerchange", resolve);
      });
    }
    const worker = await (await fetch("/sw.js")).text();
    const listed = /const OPTIONAL = new Set\(JSON\.parse\((".*?")\)\);/.exec(worker)?.[1];
    const optional = JSON.parse(JSON.parse(listed ?? '"[]"') as string) as string[];
    const path = optional.find((file) => /\/assets\/pdf-[\w-]+\.js$/.test(file)) ?? null;
    if (path !== null) await fetch(path);
    return path;
  });
  expect(pdf).not.toBeNull();
  await expect
    .poll(() =>
      page.evaluate(
        async (path) => (await (await caches.open("pxv-optional")).match(path ?? "")) !== undefined,
        pdf,
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  try {
    for (const [path, route] of SCREENS) {
      await page.goto(path);
      await expect(page.locator("main"), path).toHaveAttribute("data-route", route);
      await expect(page.getByTestId("route-error"), path).toHaveCount(0);
    }
  } finally {
    await context.setOffline(false);
  }
});
