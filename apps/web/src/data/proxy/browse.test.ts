// The proxy's browsing parts (browse.ts and the on-demand web-browse.ts): which server routes it asks with which parameters, pixiv's id cursor
// and page ends, and the web relay's pictures (on pxv's proxy paths, as PixivNow answers them) read as they are,
// put on the image host directly.
import { describe, expect, it, vi } from "vitest";
import { rawIllust } from "../../test/fixtures";
import { DataSourceError } from "../errors";
import { createProxyClient } from "./client";
import { WEB_BASE } from "../web-relay-paths";
import { createProxyBrowse } from "./browse";
import { createProxyWebBrowse } from "./web-browse";

type Handler = (url: URL) => unknown;

function sourceWith(handler: Handler, imageHost?: string) {
  const requests: URL[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), "http://pxv.test");
    requests.push(url);
    const body = handler(url);
    return Promise.resolve(
      body instanceof Response
        ? body
        : new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }),
    );
  });
  const client = createProxyClient({ fetch, ...(imageHost ? { imageBases: { iPximg: imageHost } } : {}) });
  const web = createProxyClient({ fetch, baseUrl: WEB_BASE });
  return { source: { ...createProxyBrowse(client), ...createProxyWebBrowse(client, web) }, requests };
}

const discoveryItem = {
  id: "146457900",
  title: "硝子の森",
  illustType: 0,
  xRestrict: 0,
  restrict: 0,
  sl: 2,
  url: "/-/c/250x250_80_a2/img-master/img/2026/11/18/10/07/11/146457900_p0_square1200.jpg",
  description: "",
  tags: ["オリジナル"],
  userId: "67846840",
  userName: "藍",
  width: 1297,
  height: 1616,
  pageCount: 1,
  isBookmarkable: true,
  bookmarkData: null,
  alt: "",
  createDate: "2026-11-18T01:07:11+00:00",
  updateDate: "2026-11-18T01:07:11+00:00",
  isUnlisted: false,
  aiType: 1,
  profileImageUrl: "/~/common/images/no_profile_s.png",
};

describe("proxy browse source", () => {
  it("follows the latest list's max_illust_id cursor and ends without one", async () => {
    const { source, requests } = sourceWith((url) =>
      url.searchParams.has("max_illust_id")
        ? { illusts: [rawIllust({ id: 140000003 })], next_url: null }
        : {
            illusts: [rawIllust({ id: 140000002 })],
            next_url:
              "https://app-api.pixiv.net/v1/illust/new?content_type=manga&filter=for_ios&max_illust_id=140000001",
          },
    );
    const first = await source.getLatest("manga", null);
    expect(first.next).toBe("140000001");
    const second = await source.getLatest("manga", first.next);
    expect(second).toMatchObject({ next: null, items: [{ id: 140000003 }] });
    expect(requests.map((url) => `${url.pathname}?${url.searchParams.toString()}`)).toEqual([
      "/api/pixiv/illust_new?content_type=manga",
      "/api/pixiv/illust_new?content_type=manga&max_illust_id=140000001",
    ]);
  });

  it("reads discovery through the web relay anonymously and puts its pictures on pxv's proxy", async () => {
    const { source, requests } = sourceWith(() => ({ illusts: [discoveryItem] }));
    const [work] = await source.getDiscovery("safe");
    expect(requests[0]?.pathname).toBe("/api/pixiv-now/http/ajax/illust/discovery");
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
      mode: "safe",
      max: "60",
      _anon: "1",
    });
    expect(work?.images[0]?.m).toBe(
      "/-/c/540x540_70/img-master/img/2026/11/18/10/07/11/146457900_p0_master1200.jpg",
    );
    expect(work?.author.avatar).toBe("/~/common/images/no_profile_s.png");
  });

  it("puts the relay's pictures on the image host the settings name", async () => {
    const { source } = sourceWith(() => ({ illusts: [discoveryItem] }), "https://img.example");
    const [work] = await source.getDiscovery("safe");
    expect(work?.images[0]?.m).toBe(
      "https://img.example/c/540x540_70/img-master/img/2026/11/18/10/07/11/146457900_p0_master1200.jpg",
    );
  });

  it("asks the cached web ranking by content, mode, compact date and page, and stops at next=false", async () => {
    const { source, requests } = sourceWith(() => ({
      contents: [],
      mode: "daily_r18",
      content: "ugoira",
      page: 2,
      prev: 1,
      next: false,
      date: "20261119",
      prev_date: "20261118",
      next_date: false,
      rank_total: 60,
    }));
    const page = await source.getWebRanking({
      content: "ugoira",
      mode: "daily_r18",
      date: "2026-11-19",
      page: 2,
    });
    expect(page).toEqual({ artworks: [], nextPage: null });
    expect(requests[0]?.pathname).toBe("/api/pixiv-now/ranking");
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
      format: "json",
      content: "ugoira",
      mode: "daily_r18",
      date: "20261119",
      p: "2",
    });
  });

  it("pages recommended manga by page number and novels by their own route", async () => {
    const { source, requests } = sourceWith((url) =>
      url.pathname.endsWith("novel_recommended")
        ? { novels: [], next_url: null }
        : { illusts: [rawIllust()], next_url: "https://app-api.pixiv.net/v1/manga/recommended?offset=30" },
    );
    expect((await source.getRecommended("manga", 1)).nextPage).toBe(2);
    expect((await source.getRecommendedNovels(1)).nextPage).toBeNull();
    expect(requests.map((url) => url.pathname)).toEqual([
      "/api/pixiv/manga_recommended",
      "/api/pixiv/novel_recommended",
    ]);
  });

  it("turns a relay failure into an upstream error the list can retry", async () => {
    const { source } = sourceWith(() => new Response("{}", { status: 502 }));
    await expect(source.getPopular(1)).rejects.toMatchObject({ kind: "upstream" });
    await expect(source.getPopular(1)).rejects.toBeInstanceOf(DataSourceError);
  });

  it("keeps a gateway timeout retryable when the server explains it in an error body", async () => {
    const body = JSON.stringify({
      error: { message: "Upstream pixivision failed: timeout", user_message: "" },
    });
    const { source } = sourceWith(() => new Response(body, { status: 504 }));
    await expect(source.getPopular(1)).rejects.toMatchObject({ kind: "upstream" });
  });
});
