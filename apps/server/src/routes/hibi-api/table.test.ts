// Every HibiAPI name against a recording stand-in for the app API: the exact call it makes, with
// HibiAPI's defaults, its paging (offset, last_order, cursors), the server account's bearer token,
// and a 400 naming the parameter for bad input. (Bodies and pixiv's errors are checked against the
// sandbox in hibi-api.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_TTL_SECONDS } from "@pxv/pixiv";
import { startHarness, type Harness } from "../../test/harness.js";
import { shapedBody } from "../../test/shaped-body.js";
import { startStubUpstream, type StubUpstream } from "../../test/stub-upstream.js";
import { HIBI_ROUTES } from "./table.js";

let stub: StubUpstream;
let harness: Harness;
/** The novel in the stand-in's webview page: what the webview schema asks for, and a text to keep intact. */
const WEBVIEW_NOVEL = {
  id: "7",
  text: 'a {brace} "q" [newpage] b',
  title: "T",
  seriesId: null,
  seriesTitle: null,
  seriesIsWatched: null,
  userId: "11",
  coverUrl: "",
  tags: [],
  caption: "",
  cdate: "2025-01-02",
  rating: { like: 0, bookmark: 0, view: 0 },
  marker: null,
  illusts: [],
  images: [],
  seriesNavigation: null,
  glossaryItems: [],
  replaceableItemIds: [],
  aiType: 1,
  isOriginal: false,
};
beforeAll(async () => {
  // Every answer has the shape each route's schema asks for, and says which call it answers.
  const shaped = shapedBody();
  stub = await startStubUpstream((request, reply) =>
    request.url.startsWith("/webview/")
      ? reply
          .type("text/html")
          .send(
            `<html><script>Object.defineProperty(window, 'pixiv', { value: {\n novel: ${JSON.stringify(WEBVIEW_NOVEL)},\n isOwnWork: false,\n } });</script></html>`,
          )
      : reply.send({ ...shaped, echo: request.url }),
  );
  harness = await startHarness({ appApi: stub.url });
});
afterAll(async () => {
  await harness.close();
  await stub.close();
});

/**
 * [HibiAPI request, app API path, app API query (exact, order-insensitive), and "shared" when an
 * earlier row makes the same app API call, so that this one is answered from the cache]
 */
const CALLS: [string, string, Record<string, string>, "shared"?][] = [
  ["illust?id=5", "/v1/illust/detail", { illust_id: "5", filter: "for_ios" }],
  ["member?id=11", "/v1/user/detail", { user_id: "11", filter: "for_ios" }],
  ["member_illust?id=11", "/v1/user/illusts", { user_id: "11", type: "illust", filter: "for_ios" }],
  [
    "member_illust?id=11&illust_type=manga&page=3",
    "/v1/user/illusts",
    { user_id: "11", type: "manga", filter: "for_ios", offset: "60" },
  ],
  ["member_novel?id=11&page=2&size=10", "/v1/user/novels", { user_id: "11", offset: "10" }],
  ["favorite?id=11", "/v1/user/bookmarks/illust", { user_id: "11", restrict: "public", filter: "for_ios" }],
  [
    "favorite?id=11&max_bookmark_id=0",
    "/v1/user/bookmarks/illust",
    { user_id: "11", restrict: "public", filter: "for_ios" },
    "shared",
  ],
  [
    "favorite?id=11&max_bookmark_id=987&tag=x",
    "/v1/user/bookmarks/illust",
    { user_id: "11", restrict: "public", filter: "for_ios", max_bookmark_id: "987", tag: "x" },
  ],
  [
    "favorite_novel?id=11&max_bookmark_id=5",
    "/v1/user/bookmarks/novel",
    { user_id: "11", restrict: "public", filter: "for_ios", max_bookmark_id: "5" },
  ],
  ["following?id=11&page=2", "/v1/user/following", { user_id: "11", restrict: "public", offset: "30" }],
  ["follower?id=11", "/v1/user/follower", { user_id: "11" }],
  ["rank", "/v1/illust/ranking", { mode: "week", filter: "for_ios" }],
  [
    "rank?mode=day_r18&date=20250102&page=2",
    "/v1/illust/ranking",
    { mode: "day_r18", date: "2025-01-02", filter: "for_ios", offset: "30" },
  ],
  ["rank_novel", "/v1/novel/ranking", { mode: "day", filter: "for_ios" }],
  // pixiv judges the values it owns: modes pxv does not list reach it.
  ["rank_novel?mode=day_male_r18", "/v1/novel/ranking", { mode: "day_male_r18", filter: "for_ios" }],
  ["rank_novel?mode=day_female_r18", "/v1/novel/ranking", { mode: "day_female_r18", filter: "for_ios" }],
  ["illust_new?content_type=novel", "/v1/illust/new", { content_type: "novel", filter: "for_ios" }],
  [
    "spotlights?category=food&size=200&page=2",
    "/v1/spotlight/articles",
    { filter: "for_ios", category: "food", offset: "200" },
  ],
  [
    "popular_preview?word=cat&filter=for_android",
    "/v1/search/popular-preview/illust",
    {
      word: "cat",
      search_target: "partial_match_for_tags",
      include_translated_tag_results: "true",
      merge_plain_keyword_results: "true",
      filter: "for_android",
    },
  ],
  [
    "rank_novel?mode=week_rookie&page=4",
    "/v1/novel/ranking",
    { mode: "week_rookie", filter: "for_ios", offset: "90" },
  ],
  [
    "search?word=cat",
    "/v1/search/illust",
    {
      word: "cat",
      search_target: "partial_match_for_tags",
      sort: "date_desc",
      include_translated_tag_results: "true",
      // HibiAPI's defaults: AI works included, merge_plain_keyword_results not sent for illusts.
      search_ai_type: "1",
      filter: "for_ios",
    },
  ],
  [
    // Python clients send True/False.
    "search?word=dog&search_ai_type=False&include_translated_tag_results=False&merge_plain_keyword_results=True",
    "/v1/search/illust",
    {
      word: "dog",
      search_target: "partial_match_for_tags",
      sort: "date_desc",
      include_translated_tag_results: "false",
      merge_plain_keyword_results: "true",
      search_ai_type: "0",
      filter: "for_ios",
    },
  ],
  [
    "search?word=cat&mode=exact_match_for_tags&order=popular_desc&search_ai_type=0&start_date=2024-01-01&end_date=2024-02-01&duration=within_last_week&page=2",
    "/v1/search/illust",
    {
      word: "cat",
      search_target: "exact_match_for_tags",
      sort: "popular_desc",
      include_translated_tag_results: "true",
      filter: "for_ios",
      search_ai_type: "0",
      start_date: "2024-01-01",
      end_date: "2024-02-01",
      duration: "within_last_week",
      offset: "30",
    },
  ],
  [
    "search_novel?word=cat&mode=text&sort=date_asc&search_ai_type=true",
    "/v1/search/novel",
    {
      word: "cat",
      search_target: "text",
      sort: "date_asc",
      include_translated_tag_results: "true",
      merge_plain_keyword_results: "true",
      filter: "for_ios",
      search_ai_type: "1",
    },
  ],
  [
    "popular_preview?word=cat",
    "/v1/search/popular-preview/illust",
    {
      word: "cat",
      search_target: "partial_match_for_tags",
      include_translated_tag_results: "true",
      merge_plain_keyword_results: "true",
      filter: "for_ios",
    },
  ],
  [
    "popular_preview_novel?word=cat&mode=keyword",
    "/v1/search/popular-preview/novel",
    {
      word: "cat",
      search_target: "keyword",
      include_translated_tag_results: "true",
      merge_plain_keyword_results: "true",
      filter: "for_ios",
    },
  ],
  [
    "search_user?word=ann&page=2&size=20",
    "/v1/search/user",
    { word: "ann", filter: "for_ios", offset: "20" },
  ],
  [
    "search_autocomplete?word=ne",
    "/v2/search/autocomplete",
    { word: "ne", merge_plain_keyword_results: "true" },
  ],
  [
    "tags_autocomplete?word=ne",
    "/v2/search/autocomplete",
    { word: "ne", merge_plain_keyword_results: "true" },
    "shared",
  ],
  ["tags", "/v1/trending-tags/illust", { filter: "for_ios" }],
  ["tags_novel", "/v1/trending-tags/novel", { filter: "for_ios" }],
  ["related?id=5&page=2", "/v2/illust/related", { illust_id: "5", filter: "for_ios", offset: "30" }],
  [
    `related?id=5&page=2&nextUrl=${encodeURIComponent(
      "https://app-api.pixiv.net/v2/illust/related?illust_id=5&filter=for_android&seed_illust_ids%5B0%5D=5&viewed%5B0%5D=8&viewed%5B1%5D=9",
    )}`,
    "/v2/illust/related",
    { illust_id: "5", filter: "for_ios", "seed_illust_ids[0]": "5", "viewed[0]": "8", "viewed[1]": "9" },
  ],
  ["related_novel?id=5", "/v1/novel/related", { novel_id: "5" }],
  ["related_member?id=11", "/v1/user/related", { seed_user_id: "11", filter: "for_ios" }],
  ["ugoira_metadata?id=5", "/v1/ugoira/metadata", { illust_id: "5" }],
  ["illust_new", "/v1/illust/new", { content_type: "illust", filter: "for_ios" }],
  [
    "illust_new?content_type=manga&max_illust_id=99",
    "/v1/illust/new",
    { content_type: "manga", filter: "for_ios", max_illust_id: "99" },
  ],
  ["manga_new", "/v1/illust/new", { content_type: "manga", filter: "for_ios" }],
  ["novel_new?max_novel_id=42", "/v1/novel/new", { max_novel_id: "42" }],
  [
    "illust_recommended",
    "/v1/illust/recommended",
    {
      content_type: "illust",
      include_ranking_label: "true",
      include_ranking_illusts: "false",
      include_privacy_policy: "false",
      filter: "for_ios",
    },
  ],
  [
    `illust_recommended?params=${encodeURIComponent(
      JSON.stringify({ offset: 30, max_bookmark_id_for_recommend: "77", viewed: ["1", "2"] }),
    )}`,
    "/v1/illust/recommended",
    {
      content_type: "illust",
      include_ranking_label: "true",
      include_ranking_illusts: "false",
      include_privacy_policy: "false",
      filter: "for_ios",
      offset: "30",
      max_bookmark_id_for_recommend: "77",
      "viewed[0]": "1",
      "viewed[1]": "2",
    },
  ],
  [
    "manga_recommended",
    "/v1/manga/recommended",
    {
      include_ranking_label: "true",
      include_ranking_illusts: "false",
      include_privacy_policy: "false",
      filter: "for_ios",
    },
  ],
  [
    "novel_recommended?page=2",
    "/v1/novel/recommended",
    { include_ranking_novels: "false", include_privacy_policy: "false", filter: "for_ios", offset: "30" },
  ],
  ["user_recommended", "/v1/user/recommended", { filter: "for_ios" }],
  ["spotlights?page=3", "/v1/spotlight/articles", { filter: "for_ios", category: "all", offset: "20" }],
  ["illust_comments?id=5&page=2", "/v3/illust/comments", { illust_id: "5", offset: "30" }],
  ["illust_comment_replies?id=77", "/v2/illust/comment/replies", { comment_id: "77" }],
  ["novel_comments?id=5", "/v3/novel/comments", { novel_id: "5" }],
  ["novel_comment_replies?id=77", "/v2/novel/comment/replies", { comment_id: "77" }],
  ["novel_detail?id=5", "/v2/novel/detail", { novel_id: "5" }],
  ["illust_series?id=8&page=2", "/v1/illust/series", { illust_series_id: "8", offset: "30" }],
  ["member_illust_series?id=11", "/v1/user/illust-series", { user_id: "11" }],
  ["member_novel_series?id=11&page=2", "/v1/user/novel-series", { user_id: "11", offset: "30" }],
  ["novel_series?id=8&page=3", "/v2/novel/series", { series_id: "8", filter: "for_ios", last_order: "60" }],
  ["live_list", "/v1/live/list", { list_type: "popular" }],
  ["live_list?page=2", "/v1/live/list", { list_type: "popular", offset: "30" }],
];

describe("HibiAPI routes → app API calls", () => {
  it("covers every route in the table", () => {
    const tested = new Set(CALLS.map(([request]) => request.split("?")[0]));
    const untested = HIBI_ROUTES.map((route) => route.name).filter(
      (name) => !tested.has(name) && !["webview_novel", "novel_text"].includes(name),
    );
    expect(untested).toEqual([]);
  });

  it.each(CALLS)("/api/pixiv/%s → %s", async (request, path, query, shared) => {
    const before = stub.requests.length;
    const response = await harness.app.inject({ method: "GET", url: `/api/pixiv/${request}` });
    expect(response.statusCode).toBe(200);
    if (shared) {
      expect(response.headers["x-cache"]).toBe("HIT");
      expect(stub.requests.length).toBe(before);
      expect(response.json()).toMatchObject({ echo: `${path}?${new URLSearchParams(query).toString()}` });
      return;
    }
    const call = stub.requests[before];
    expect(call?.path).toBe(path);
    expect(Object.fromEntries(call?.query ?? [])).toEqual(query);
    expect(call?.headers.authorization).toMatch(/^Bearer \S+$/);
    expect(response.headers["x-cache"]).toBe("MISS");
  });

  it("webview_novel answers the novel object read from pixiv's page, braces and quotes in the text intact", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/api/pixiv/webview_novel?id=7" });
    expect(response.json()).toEqual(WEBVIEW_NOVEL);
    const call = stub.requests.at(-1);
    expect(call?.path).toBe("/webview/v2/novel");
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ id: "7", viewer_version: "20221031_ai" });
  });

  it("webview_novel?raw=true answers the page as HTML that cannot run scripts", async () => {
    const response = await harness.app.inject({
      method: "GET",
      url: "/api/pixiv/webview_novel?id=7&raw=true",
    });
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["content-security-policy"]).toMatch(/sandbox/);
    expect(response.body).toContain("Object.defineProperty(window, 'pixiv'");
  });

  it("novel_text answers {novel_text}", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/api/pixiv/novel_text?id=7" });
    expect(response.json()).toEqual({ novel_text: 'a {brace} "q" [newpage] b' });
  });

  it("answers a repeated request from the cache without calling the app API", async () => {
    const first = await harness.app.inject({ method: "GET", url: "/api/pixiv/tags" });
    const before = stub.requests.length;
    const again = await harness.app.inject({ method: "GET", url: "/api/pixiv/tags" });
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(stub.requests.length).toBe(before);
    // The kept bytes go out as they are: same body, type and length as the first answer.
    expect(again.body).toBe(first.body);
    expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(again.headers["content-length"]).toBe(String(Buffer.byteLength(first.body)));
  });

  it("answers the legacy ?type= form with the named route's data", async () => {
    const direct = await harness.app.inject({ method: "GET", url: "/api/pixiv/rank?mode=day&page=2" });
    const legacy = await harness.app.inject({
      method: "GET",
      url: "/api/pixiv/?type=rank&mode=day&page=2",
    });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.body).toBe(direct.body);
    expect(legacy.headers["x-cache"]).toBe("HIT");
    const bad = await harness.app.inject({ method: "GET", url: "/api/pixiv/?type=rank&mode=sideways" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ parameter: "mode" });
  });

  it("answers HibiAPI's /pixiv/<name> with a 301 to /api/pixiv/<name>, not the web app's page", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/pixiv/rank?mode=day&page=2" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/api/pixiv/rank?mode=day&page=2");
    const unknown = await harness.app.inject({ method: "GET", url: "/pixiv/nothing" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toMatch(/json/);
  });

  it("keeps a ranking without a date for hours, a dated one for days", async () => {
    const latest = await harness.app.inject({ method: "GET", url: "/api/pixiv/rank?mode=month" });
    const dated = await harness.app.inject({
      method: "GET",
      url: "/api/pixiv/rank?mode=month&date=2025-01-02",
    });
    const maxAge = (value: unknown) => Number(/max-age=(\d+)/.exec(String(value))?.[1]);
    expect(maxAge(latest.headers["cache-control"])).toBe(CACHE_TTL_SECONDS.rankingLatest);
    expect(maxAge(dated.headers["cache-control"])).toBe(CACHE_TTL_SECONDS.ranking);
    expect(CACHE_TTL_SECONDS.rankingLatest).toBeLessThanOrEqual(6 * 3600);
    const novel = await harness.app.inject({ method: "GET", url: "/api/pixiv/rank_novel?mode=week" });
    expect(maxAge(novel.headers["cache-control"])).toBe(CACHE_TTL_SECONDS.rankingLatest);
  });

  it("asks the app API afresh when the client sends Cache-Control: no-cache", async () => {
    await harness.app.inject({ method: "GET", url: "/api/pixiv/tags_novel" });
    const before = stub.requests.length;
    const cached = await harness.app.inject({ method: "GET", url: "/api/pixiv/tags_novel" });
    expect(cached.headers["x-cache"]).toBe("HIT");
    expect(stub.requests.length).toBe(before);
    const fresh = await harness.app.inject({
      method: "GET",
      url: "/api/pixiv/tags_novel",
      headers: { "cache-control": "no-cache" },
    });
    expect(fresh.headers["x-cache"]).toBe("MISS");
    expect(stub.requests.length).toBe(before + 1);
  });
});

describe("bad parameters", () => {
  it.each([
    ["illust", "id"],
    ["member?id=abc", "id"],
    ["member_illust?id=1&illust_type=novel", "illust_type"],
    ["favorite?id=1&restrict=private", "restrict"],
    ["favorite?id=1&max_bookmark_id=-3", "max_bookmark_id"],
    ["following?id=1&restrict=private", "restrict"],
    ["rank_novel?mode=Day%20Male", "mode"],
    ["search", "word"],
    ["search?word=%20%20", "word"],
    [`search?word=${"w".repeat(201)}`, "word"],
    ["search?word=a&mode=title", "mode"],
    ["search?word=a&order=random", "order"],
    ["search?word=a&duration=forever", "duration"],
    ["search?word=a&start_date=yesterday", "start_date"],
    ["search?word=a&search_ai_type=maybe", "search_ai_type"],
    ["search?word=a&page=168", "page"],
    ["search_novel?word=a&mode=title_and_caption", "mode"],
    ["popular_preview", "word"],
    ["search_autocomplete", "word"],
    ["related?id=0", "id"],
    ["spotlights?category=..%2Fadmin", "category"],
    ["spotlights?size=5001", "size"],
    ["illust_new?content_type=novel%26x%3D1", "content_type"],
    ["popular_preview?word=a&filter=for%20ios", "filter"],
    ["novel_series?id=1&page=0", "page"],
    ["live_list?page=x", "page"],
    ["related?id=5&nextUrl=illust_id%3D5%26user_id%3D1", "nextUrl"],
    ["related?id=5&nextUrl=viewed%5B0%5D%3Dabc", "nextUrl"],
    ["illust_recommended?params=%5B1%5D", "params"],
    ["illust_recommended?params=not-json", "params"],
    ["illust_recommended?params=%7B%22word%22%3A%22x%22%7D", "params"],
    ["webview_novel?id=1&raw=maybe", "raw"],
  ])("/api/pixiv/%s is a 400 naming %s, without calling the app API", async (request, parameter) => {
    const before = stub.requests.length;
    const response = await harness.app.inject({ method: "GET", url: `/api/pixiv/${request}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, parameter, error: { reason: "invalid_parameter" } });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(stub.requests.length).toBe(before);
  });
});

describe("/openapi.json", () => {
  it("describes every route with its parameters and defaults", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, { get: { parameters: { name: string; schema: { default?: unknown } }[] } }>;
    }>();
    expect(document.openapi).toBe("3.1.0");
    for (const route of HIBI_ROUTES) {
      const operation = document.paths[`/api/pixiv/${route.name}`]?.get;
      expect(operation, route.name).toBeDefined();
      expect(operation?.parameters.map((parameter) => parameter.name)).toEqual(
        expect.arrayContaining(Object.keys(route.params)),
      );
    }
    const rank = document.paths["/api/pixiv/rank"]?.get.parameters;
    expect(rank?.find((parameter) => parameter.name === "mode")?.schema.default).toBe("week");
    expect(rank?.find((parameter) => parameter.name === "size")?.schema.default).toBe(30);
  });
});
