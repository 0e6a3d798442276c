// The server puts a page's first answers into the page under the URLs @pxv/pixiv's firstScreenOf
// names (issue 28); the app takes one only for the very URL it requests. This proves the two agree:
// each URL is the one this data source requests with the default settings, and each announced picture
// is the one the card's (or the artwork page's) <img> loads.
import {
  buildPopularPreviewQuery,
  buildSearchQuery,
  defaultRankDate,
  firstScreenOf,
  hibiApiRequestUrl,
  pixivDateOf,
  type Artwork,
} from "@pxv/pixiv";
import { describe, expect, it, vi } from "vitest";
import { rawIllust } from "../../test/fixtures";
import { DEFAULT_APP_SETTINGS, DEFAULT_SETTINGS } from "../../settings/settings-schema";
import { effectiveResolution, viewerImageUrl } from "../../features/settings/setting-rules";
import { defaultFilters, filtersFromParams } from "../../features/search/search-params";
import { createProxyClient } from "./client";
import { createProxyBrowse } from "./browse";
import { createProxySearch } from "./search";
import { createProxyWork } from "./work";

/** A Friday 16:00 in Tokyo (the sandbox's test clock). */
const NOW = new Date("2026-11-27T16:00:00+09:00");
const list = { illusts: [1, 2, 3].map((id) => rawIllust({ id: 140000000 + id })), next_url: null };

/** The proxy source with a fake fetch that records the same-origin URLs it requests. */
function proxySource() {
  const requested: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), "http://pxv.test");
    requested.push(`${url.pathname}${url.search}`);
    const body = url.pathname.endsWith("/illust") ? { illust: rawIllust({ id: 140000001 }) } : list;
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }),
    );
  });
  const client = createProxyClient({ fetch });
  const sources = {
    ...createProxyBrowse(client),
    ...createProxySearch(client, client),
    ...createProxyWork(client),
  };
  return { sources, requested };
}

const firstUrls = (pathname: string, search = ""): string[] =>
  firstScreenOf(pathname, search, NOW)?.requests.map((request) => hibiApiRequestUrl(request)) ?? [];
const cardPictures = (artworks: readonly Artwork[]): string[] =>
  artworks.map((work) => work.images[0]?.m ?? "");

describe("the server's first requests are this data source's", () => {
  it("Home's ranking", async () => {
    const { sources, requested } = proxySource();
    // Home: RankingGrid with { kind: "app", mode: "day" } on useRankDates().defaultDate.
    const page = await sources.getRanking({ mode: "day", date: defaultRankDate(NOW), page: 1 });
    expect(firstUrls("/")).toEqual(requested);
    expect(firstScreenOf("/", "", NOW)?.pictures([list])).toEqual(cardPictures(page.artworks));
  });

  it("a ranking page", async () => {
    const { sources, requested } = proxySource();
    await sources.getRanking({ mode: "week_manga", date: "2026-11-20", page: 1 });
    expect(firstUrls("/rank/weekly_manga", "date=2026-11-20")).toEqual(requested);
  });

  it("a tag search's results and popular row, with the default settings", async () => {
    const { sources, requested } = proxySource();
    const word = "猫 original+";
    // As use-search-state.ts builds them from an address without filters and default settings.
    const filters = filtersFromParams(
      "illust",
      new URLSearchParams(),
      defaultFilters(DEFAULT_APP_SETTINGS.searchListMinFavNum),
    );
    const context = {
      r18: DEFAULT_SETTINGS.content.r18,
      ai: DEFAULT_SETTINGS.content.ai,
      today: pixivDateOf(NOW),
      isBlocked: () => false,
    };
    const query = buildSearchQuery("illust", word, filters, context);
    const popular = buildPopularPreviewQuery(word, filters, context);
    if (query === null || popular === null) throw new Error("the word should be searchable");
    await sources.searchIllusts(query, 1);
    await sources.getPopularPreview(popular);
    expect(firstUrls(`/search/${encodeURIComponent(word)}`)).toEqual(requested);
  });

  it("an artwork and the picture its page shows first", async () => {
    const { sources, requested } = proxySource();
    const artwork = await sources.getArtwork(140000001);
    expect(firstUrls("/artworks/140000001")).toEqual(requested);
    const resolution = effectiveResolution(DEFAULT_APP_SETTINGS.imgReso, DEFAULT_SETTINGS.imageHost);
    const first = artwork.images[0];
    if (first === undefined) throw new Error("the work has a page");
    expect(
      firstScreenOf("/artworks/140000001", "", NOW)?.pictures([{ illust: rawIllust({ id: 140000001 }) }]),
    ).toEqual([viewerImageUrl(first, resolution)]);
  });
});
