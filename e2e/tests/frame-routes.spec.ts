// Every route of PRODUCT.md §2 in a real browser: each path (and alias) resolves to its screen, shown by
// the route name on <main>, or redirects where PRODUCT.md says; pixiv's own URL shapes work too.
import { expect, test } from "./fixtures.js";

/** [path, route name]: the screen the path must show. */
const SCREENS: readonly (readonly [string, string])[] = [
  ["/", "Home"],
  ["/home", "Home"],
  ["/index", "Home"],
  ["/index.html", "Home"],
  ["/home_manga", "HomeManga"],
  ["/home_novel", "HomeNovel"],
  ["/search", "Search"],
  ["/search/cat", "SearchKeyword"],
  ["/s/cat", "SearchKeyword"],
  ["/search_novel", "SearchNovel"],
  ["/search_novel/cat", "SearchNovel"],
  ["/search_user", "SearchUser"],
  ["/search_user/cat", "SearchUser"],
  ["/rank/daily", "Rank"],
  ["/rank/weekly", "Rank"],
  ["/rank_novel/day", "RankNovel"],
  ["/setting", "Setting"],
  ["/artworks/130000001", "Artwork"],
  ["/illusts/130000001", "Artwork"],
  ["/illust/130000001", "Artwork"],
  ["/i/130000001", "Artwork"],
  ["/novel/100", "NovelDetail"],
  ["/novels/100", "NovelDetail"],
  ["/n/100", "NovelDetail"],
  ["/users/11", "Users"],
  ["/u/11", "Users"],
  ["/users/11/artworks", "UserArtworks"],
  ["/users/11/illustrations", "UserArtworks"],
  ["/users/11/novels", "UserNovels"],
  ["/users/11/favorites", "UserFavorites"],
  ["/users/11/bookmarks/artworks", "UserFavorites"],
  ["/users/11/favorite_novels", "UserFavoriteNovels"],
  ["/users/11/bookmarks/novels", "UserFavoriteNovels"],
  ["/user/11/series/22", "IllustSeries"],
  ["/novel/series/22", "NovelSeries"],
  ["/setting/history", "SettingHistory"],
  ["/setting/clearcache", "SettingClearCache"],
  ["/setting/contents_display", "SettingContentsDisplay"],
  ["/setting/preference", "SettingPreference"],
  ["/setting/others", "SettingPreference"],
  ["/setting/about", "SettingAbout"],
  ["/setting/about/faq", "SettingFaq"],
  ["/setting/about/disclaimer", "SettingDisclaimer"],
  ["/setting/down_app", "SettingDownApp"],
  ["/setting/osusume", "SettingRecommend"],
  ["/setting/recommend", "SettingRecommend"],
  ["/setting/accent_color", "SettingAccentColor"],
  ["/discovery/anonymous", "Discovery"],
  ["/discovery", "Discovery"],
  ["/discovery/pollution", "DiscoveryPollution"],
  ["/popular_illust", "PopularIllust"],
  ["/osusume_illust", "RecommendIllust"],
  ["/recom_illust", "RecommendIllust"],
  ["/random_illust", "RandomIllust"],
  ["/spotlights", "Spotlights"],
  ["/pixivision", "Spotlights"],
  ["/spotlight/9000", "Spotlight"],
  ["/sp/9000", "Spotlight"],
  ["/pixivision/9000", "Pixivision"],
  ["/a/9000", "Pixivision"],
  ["/account/session", "AccountSession"],
  ["/account/login", "AccountLogin"],
  ["/account/oauth?code=x", "AccountOAuth"],
  ["/lives", "Lives"],
  ["/live/5", "Live"],
  ["/no/such/page", "NotFound"],
];

/** [path, where it must land (path and query)]. */
const REDIRECTS: readonly (readonly [string, string])[] = [
  ["/rank", "/rank/daily"],
  ["/ranking", "/rank/daily"],
  ["/ranking.php", "/rank/daily"],
  ["/ranking.php?mode=weekly&date=20251101", "/rank/weekly?date=2025-11-01"],
  ["/member.php?id=11", "/users/11"],
  ["/novel/show.php?id=100", "/novel/100"],
  ["/member_illust.php?mode=medium&illust_id=130000001", "/artworks/130000001"],
  ["/tags/cat/artworks", "/search/cat"],
  ["/tags/cat/novels", "/search_novel/cat"],
  ["/en/artworks/130000001", "/artworks/130000001"],
  // Personal routes send a signed-out visitor to the login page (signed in: following-account.spec.ts).
  ["/following", "/account/login"],
  ["/following/2", "/account/login"],
];

for (const [path, name] of SCREENS) {
  test(`${path} shows the ${name} screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("main")).toHaveAttribute("data-route", name);
    if (name === "NotFound") await expect(page.getByTestId("not-found")).toBeVisible();
    // An article page that found nothing would send the reader on to the list: it must stay.
    if (name === "Pixivision") await expect(page.getByTestId("pixivision-article")).toBeVisible();
    if (name === "Spotlight" || name === "Pixivision") {
      await page.waitForLoadState("networkidle");
      await expect(page.locator("main")).toHaveAttribute("data-route", name);
    }
  });
}

for (const [path, target] of REDIRECTS) {
  test(`${path} redirects to ${target}`, async ({ page }) => {
    await page.goto(path);
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return `${url.pathname}${url.search}`;
      })
      .toBe(target);
  });
}

test("a query that is an http address sends the browser there", async ({ page, baseURL }) => {
  const target = `${baseURL ?? ""}/setting`;
  await page.goto(`/?${target}`);
  await expect(page).toHaveURL(target);
});
