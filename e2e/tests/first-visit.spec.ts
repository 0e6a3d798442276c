// A first visit to Home in a real browser: the size budget (JS+CSS transferred before the first card
// picture is requested, in bytes as sent, and the import waves before it; the figures until the
// network is idle printed too — the test fails above the budget), Home still painting its cards, and
// the service worker keeping every lazily loaded screen working offline after one visit while the
// heavy optional chunks (PDF, DOCX, EPUB, HLS, export encoders, bulk download) wait for first use.
import { describeFirstVisit, recordFirstVisit } from "../../bench/lib/first-visit.js";
import { expect, test } from "./fixtures.js";

/**
 * Home's first route: at most this much JS+CSS, in bytes as sent, before the first card picture is
 * requested (what loads after it — the persisted cache's database, the cards below — is printed
 * beside it, not held to the budget). 149.3 KB on 2026-11-24 (was 262 KB before issue 13); 147.9 KB
 * on 2026-11-27 with the small chunks precompressed too (150.8 KB before).
 */
const BUDGET_BYTES = 150 * 1024;
/** …and at most this many rounds of imports before the first card picture is requested. */
const BUDGET_WAVES = 2;

const rankImages = '[data-testid="home-rank"] img';
/**
 * Round-trip time added to every request while measuring (CDP network emulation, no bandwidth
 * limit): a phone's network. Without it, loopback answers arrive in a few milliseconds and requests
 * of one round would look like a chain of rounds (lib/first-visit.ts reads the waves from timing).
 */
const LATENCY_MS = 150;

test("Home's first visit stays within the size budget", async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  const recording = await recordFirstVisit(cdp);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.goto("/");
  await expect(page.locator(rankImages).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const figures = recording.finish();
  const report = describeFirstVisit(figures);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `${report}\nbefore the first card picture: ${kb(figures.assetBytesBeforeFirstImage)} ` +
      `(budget ${kb(BUDGET_BYTES)}), ${String(figures.waves)} wave(s) (budget ${String(BUDGET_WAVES)})`,
  );
  await test.info().attach("first-visit", { body: report, contentType: "text/plain" });

  expect(figures.firstImageRequested).toBe(true);
  expect(figures.waves, report).toBeLessThanOrEqual(BUDGET_WAVES);
  expect(figures.assetBytesBeforeFirstImage, report).toBeLessThanOrEqual(BUDGET_BYTES);
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
