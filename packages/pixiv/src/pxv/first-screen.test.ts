// The first screen of the web app's pages as the server reads it: the exact URLs of the first
// requests (pinned to one instant in Tokyo), and which pictures their answers put first on screen.
import { describe, expect, it } from "vitest";
import { FIRST_PICTURES_ANNOUNCED } from "./first-data.js";
import { artworkPagePictureUrl, firstScreenOf, hibiApiRequestUrl } from "./first-screen.js";

/** A Friday 16:00 in Tokyo: today's rankings open on the day before (2026-11-26). */
const NOW = new Date("2026-11-27T16:00:00+09:00");
const urlsOf = (pathname: string, search = ""): string[] | null =>
  firstScreenOf(pathname, search, NOW)?.requests.map((request) => hibiApiRequestUrl(request)) ?? null;

const I = "https://i.pximg.net";
/** A raw app-API illust with only what the normalizer reads. */
function illust(id: number, patch: Record<string, unknown> = {}) {
  const path = `img/2026/11/26/00/00/00/${id}_p0`;
  return {
    id,
    title: `work ${id}`,
    caption: "",
    type: "illust",
    user: { id: 1, name: "a", account: "a", profile_image_urls: { medium: `${I}/user.jpg` } },
    create_date: "2026-11-26T00:00:00+09:00",
    image_urls: {
      square_medium: `${I}/c/360x360_70/img-master/${path}_square1200.jpg`,
      medium: `${I}/c/540x540_70/img-master/${path}_master1200.jpg`,
      large: `${I}/c/600x1200_90/img-master/${path}_master1200.jpg`,
    },
    meta_single_page: { original_image_url: `${I}/img-original/${path}.png` },
    meta_pages: [],
    tags: [{ name: "風景", translated_name: null }],
    tools: [],
    width: 1000,
    height: 800,
    page_count: 1,
    total_view: 100,
    total_bookmarks: 50,
    x_restrict: 0,
    illust_ai_type: 1,
    is_bookmarked: false,
    visible: true,
    ...patch,
  };
}
const card = (id: number): string =>
  `/-/c/540x540_70/img-master/img/2026/11/26/00/00/00/${id}_p0_master1200.jpg`;

describe("the first requests of a page", () => {
  it("Home and its manga tab ask for today's daily ranking, page 1", () => {
    for (const home of ["/", "/home", "/index.html", "/HOME/"]) {
      expect(urlsOf(home)).toEqual(["/api/pixiv/rank?mode=day&date=2026-11-26&page=1"]);
    }
    expect(urlsOf("/home_manga")).toEqual(["/api/pixiv/rank?mode=day_manga&date=2026-11-26&page=1"]);
    // Before 14:00 in Tokyo the day before yesterday's.
    const morning = firstScreenOf("/", "", new Date("2026-11-27T09:00:00+09:00"));
    expect(morning?.requests.map((request) => hibiApiRequestUrl(request))).toEqual([
      "/api/pixiv/rank?mode=day&date=2026-11-25&page=1",
    ]);
  });

  it("a ranking asks for its mode on its date (a valid ?date= in range, else the default)", () => {
    expect(urlsOf("/rank/weekly")).toEqual(["/api/pixiv/rank?mode=week&date=2026-11-26&page=1"]);
    expect(urlsOf("/rank/daily", "date=20261120")).toEqual([
      "/api/pixiv/rank?mode=day&date=2026-11-20&page=1",
    ]);
    expect(urlsOf("/rank/daily_manga", "?date=2026-11-20")).toEqual([
      "/api/pixiv/rank?mode=day_manga&date=2026-11-20&page=1",
    ]);
    expect(urlsOf("/rank/daily", "date=2026-11-27")).toEqual([
      "/api/pixiv/rank?mode=day&date=2026-11-26&page=1",
    ]);
    // pixiv's web ranking, R-18 and AI rankings (off by default) and unknown types: nothing.
    for (const type of ["daily_illust", "daily_r18", "daily_ai", "nope"])
      expect(urlsOf(`/rank/${type}`)).toBeNull();
  });

  it("a tag search asks for its results and its popular row with the default filters", () => {
    expect(urlsOf(`/search/${encodeURIComponent("猫 犬")}`)).toEqual([
      "/api/pixiv/search?word=%E7%8C%AB+%E7%8A%AC+-R-18+-R18+-18%2B&mode=partial_match_for_tags" +
        "&search_ai_type=0&merge_plain_keyword_results=true&page=1",
      "/api/pixiv/popular_preview?word=%E7%8C%AB+%E7%8A%AC+-R-18+-R18+-18%2B&mode=partial_match_for_tags" +
        "&search_ai_type=0&merge_plain_keyword_results=true",
    ]);
    expect(urlsOf("/s/cat")?.[0]).toBe(
      "/api/pixiv/search?word=cat+-R-18+-R18+-18%2B&mode=partial_match_for_tags&search_ai_type=0" +
        "&merge_plain_keyword_results=true&page=1",
    );
    // A restricted word gives no request; filters in the address are left to the app.
    expect(urlsOf("/search/R-18")).toBeNull();
    expect(urlsOf("/search/cat", "sort=popular_desc")).toBeNull();
    expect(urlsOf("/search/%E0%A4%A")).toBeNull();
  });

  it("an artwork asks for its detail, under every alias and pixiv's language prefix", () => {
    for (const path of ["/artworks/123", "/illusts/123", "/i/123", "/en/artworks/123"]) {
      expect(urlsOf(path)).toEqual(["/api/pixiv/illust?id=123"]);
    }
    expect(urlsOf("/artworks/abc")).toBeNull();
    expect(urlsOf("/artworks/0")).toBeNull();
  });

  it("other pages have no first requests", () => {
    for (const path of ["/setting", "/users/11", "/home_novel", "/search", "/updates"])
      expect(urlsOf(path)).toBeNull();
  });
});

describe("the first pictures", () => {
  it("a ranking's are its first cards' pictures after the content rule and the ranking's filters", () => {
    const screen = firstScreenOf("/", "", NOW);
    const body = {
      illusts: [
        illust(1),
        illust(2, { x_restrict: 1 }),
        illust(3, { illust_ai_type: 2 }),
        illust(4, { tags: [{ name: "R-18", translated_name: null }] }),
        ...[5, 6, 7, 8, 9, 10, 11].map((id) => illust(id)),
      ],
      next_url: null,
    };
    expect(screen?.pictures([body])).toEqual([1, 5, 6, 7, 8, 9].map(card));
    expect(screen?.pictures([body])).toHaveLength(FIRST_PICTURES_ANNOUNCED);
    expect(screen?.pictures([null])).toEqual([]);
    expect(screen?.pictures([{ illusts: [{ broken: true }, illust(5)] }])).toEqual([card(5)]);
  });

  it("a search's are the popular row's first, then the results kept by the default filters", () => {
    const screen = firstScreenOf("/search/cat", "", NOW);
    const results = { illusts: [illust(20, { total_bookmarks: 1 }), illust(21), illust(22)], next_url: null };
    const popular = { illusts: [illust(30), illust(31), illust(32), illust(33)] };
    expect(screen?.pictures([results, popular])).toEqual([30, 31, 32, 21, 22].map(card));
    expect(screen?.pictures([results, null])).toEqual([21, 22].map(card));
  });

  it("an artwork's is its first page at the default quality, none for a hidden work", () => {
    const screen = firstScreenOf("/artworks/40", "", NOW);
    expect(screen?.pictures([{ illust: illust(40) }])).toEqual([
      "/-/img-master/img/2026/11/26/00/00/00/40_p0_master1200.jpg",
    ]);
    expect(screen?.pictures([{ illust: illust(40, { x_restrict: 1 }) }])).toEqual([]);
    expect(screen?.pictures([{ illust: illust(40, { visible: false }) }])).toEqual([]);
    expect(screen?.pictures([{ error: {} }])).toEqual([]);
  });

  it("the artwork page's default picture is the 1200 master without its size segment", () => {
    const image = { s: "", m: "", o: "", l: "/-/c/600x1200_90/img-master/img/1_p0_master1200.jpg" };
    expect(artworkPagePictureUrl(image)).toBe("/-/img-master/img/1_p0_master1200.jpg");
  });
});
