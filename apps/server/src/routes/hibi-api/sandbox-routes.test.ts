// Every HibiAPI name against the sandbox: pxv's answer is byte-for-byte the app API's answer to the
// call the route makes (so defaults and paging reach pixiv as HibiAPI defines them), it carries the
// keys HibiAPI clients read, page 2 continues page 1, and pixiv's errors pass through.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxAccessToken, startHarness, type Harness } from "../../test/harness.js";
import { parseQuery } from "../../route-schema/params.js";
import { HIBI_ROUTES } from "./table.js";

let harness: Harness;
let token: string;
/** Ids found in the sandbox's catalogue, so that the examples below exist. */
const ids = {
  illust: 0,
  ugoira: 0,
  user: 0,
  novel: 0,
  novelUser: 0,
  illustSeries: 0,
  novelSeries: 0,
  comment: 0,
  tag: "",
};

const get = (url: string) => harness.app.inject({ method: "GET", url });
const json = async <T>(url: string): Promise<T> => (await get(url)).json<T>();

beforeAll(async () => {
  harness = await startHarness();
  token = await sandboxAccessToken(harness.sandbox);
  const rank = await json<{
    illusts: { id: number; type: string; user: { id: number }; tags: { name: string }[] }[];
  }>("/api/pixiv/rank?mode=day");
  const first = rank.illusts[0];
  ids.illust = first?.id ?? 0;
  ids.user = first?.user.id ?? 0;
  ids.tag = first?.tags[0]?.name ?? "";
  ids.ugoira = rank.illusts.find((illust) => illust.type === "ugoira")?.id ?? 0;
  const novels = await json<{ novels: { id: number; user: { id: number } }[] }>("/api/pixiv/rank_novel");
  ids.novel = novels.novels[0]?.id ?? 0;
  ids.novelUser = novels.novels[0]?.user.id ?? 0;
  // The first ranked author with an illust series (which one that is moves with the sandbox's day).
  for (const user of new Set(rank.illusts.map((illust) => illust.user.id))) {
    const series = await json<{ illust_series_details: { id: number }[] }>(
      `/api/pixiv/member_illust_series?id=${user}`,
    );
    ids.illustSeries = series.illust_series_details[0]?.id ?? 0;
    if (ids.illustSeries > 0) break;
  }
  ids.novelSeries =
    (
      await json<{ novel_series_details: { id: number }[] }>(
        `/api/pixiv/member_novel_series?id=${ids.novelUser}`,
      )
    ).novel_series_details[0]?.id ?? 0;
  ids.comment =
    (await json<{ comments: { id: number }[] }>(`/api/pixiv/illust_comments?id=${ids.illust}`)).comments[0]
      ?.id ?? 0;
});
afterAll(() => harness.close());

/** [route name, query, a key the answer must carry] */
const EXAMPLES: (() => [string, Record<string, string>, string])[] = [
  () => ["illust", { id: `${ids.illust}` }, "illust"],
  () => ["member", { id: `${ids.user}` }, "user"],
  () => ["member_illust", { id: `${ids.user}` }, "illusts"],
  () => ["member_illust", { id: `${ids.user}`, illust_type: "manga" }, "illusts"],
  () => ["member_novel", { id: `${ids.novelUser}` }, "novels"],
  () => ["favorite", { id: `${ids.user}` }, "illusts"],
  () => ["favorite_novel", { id: `${ids.user}` }, "novels"],
  () => ["following", { id: `${ids.user}` }, "user_previews"],
  () => ["follower", { id: `${ids.user}` }, "user_previews"],
  () => ["rank", {}, "illusts"],
  () => ["rank", { mode: "day_male", page: "2" }, "illusts"],
  () => ["rank_novel", {}, "novels"],
  () => ["rank_novel", { mode: "week", page: "2" }, "novels"],
  () => ["search", { word: ids.tag }, "illusts"],
  () => ["search", { word: ids.tag, page: "2", mode: "exact_match_for_tags" }, "illusts"],
  () => ["search_novel", { word: "シリアス" }, "novels"],
  () => ["popular_preview", { word: ids.tag }, "illusts"],
  () => ["popular_preview_novel", { word: "シリアス" }, "novels"],
  () => ["search_user", { word: "a" }, "user_previews"],
  () => ["search_autocomplete", { word: ids.tag.slice(0, 1) }, "tags"],
  () => ["tags_autocomplete", { word: ids.tag.slice(0, 1) }, "tags"],
  () => ["tags", {}, "trend_tags"],
  () => ["tags_novel", {}, "trend_tags"],
  () => ["related", { id: `${ids.illust}` }, "illusts"],
  () => ["related_novel", { id: `${ids.novel}` }, "novels"],
  () => ["related_member", { id: `${ids.user}` }, "user_previews"],
  () => ["ugoira_metadata", { id: `${ids.ugoira}` }, "ugoira_metadata"],
  () => ["illust_new", {}, "illusts"],
  () => ["manga_new", {}, "illusts"],
  () => ["novel_new", {}, "novels"],
  () => ["illust_recommended", {}, "illusts"],
  () => ["manga_recommended", {}, "illusts"],
  () => ["novel_recommended", {}, "novels"],
  () => ["user_recommended", {}, "user_previews"],
  () => ["spotlights", {}, "spotlight_articles"],
  () => ["spotlights", { page: "2" }, "spotlight_articles"],
  () => ["illust_comments", { id: `${ids.illust}` }, "comments"],
  () => ["illust_comment_replies", { id: `${ids.comment}` }, "comments"],
  () => ["novel_comments", { id: `${ids.novel}` }, "comments"],
  () => ["novel_comment_replies", { id: `${ids.comment}` }, "comments"],
  () => ["novel_detail", { id: `${ids.novel}` }, "novel"],
  () => ["illust_series", { id: `${ids.illustSeries}` }, "illusts"],
  () => ["member_illust_series", { id: `${ids.user}` }, "illust_series_details"],
  () => ["member_novel_series", { id: `${ids.novelUser}` }, "novel_series_details"],
  () => ["novel_series", { id: `${ids.novelSeries}` }, "novels"],
  () => ["novel_series", { id: `${ids.novelSeries}`, page: "2" }, "novels"],
  () => ["live_list", {}, "lives"],
];

/**
 * Lists that change with the clock: compared by their keys, not byte for byte. The recommendations
 * draw from the works posted up to the current second, so pxv's answer and the direct call a moment
 * later can differ on a busy machine.
 */
const MOVING = new Set([
  "illust_new",
  "manga_new",
  "novel_new",
  "live_list",
  "illust_recommended",
  "manga_recommended",
  "novel_recommended",
  "user_recommended",
]);

async function direct(
  name: string,
  query: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const route = HIBI_ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`no route ${name}`);
  const url = new URL(route.upstream, `${harness.sandbox.urls.appApi}/`);
  for (const [key, value] of Object.entries(route.upstreamQuery(parseQuery(route.query, query)))) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, "accept-language": "zh-cn" },
  });
  return { status: response.status, body: await response.text() };
}

describe("every HibiAPI name on the sandbox", () => {
  it("has an example for every route", () => {
    const covered = new Set(EXAMPLES.map((example) => example()[0]));
    const missing = HIBI_ROUTES.map((route) => route.name).filter(
      (name) => !covered.has(name) && !["webview_novel", "novel_text"].includes(name),
    );
    expect(missing).toEqual([]);
  });

  it.each(EXAMPLES.map((example, index) => [index, example] as const))(
    "example %i answers the app API's own body",
    async (_index, example) => {
      const [name, query, key] = example();
      const response = await get(`/api/pixiv/${name}?${new URLSearchParams(query).toString()}`);
      expect(response.statusCode, `${name} ${response.body.slice(0, 200)}`).toBe(200);
      expect(response.json(), name).toHaveProperty(key);
      const upstream = await direct(name, query);
      expect(upstream.status).toBe(200);
      if (MOVING.has(name)) {
        expect(Object.keys(response.json<object>())).toEqual(
          Object.keys(JSON.parse(upstream.body) as object),
        );
      } else {
        expect(response.body, name).toBe(upstream.body);
      }
    },
  );

  it("continues page 1 with page 2 (offset = 30)", async () => {
    for (const name of ["rank", "rank_novel", "search"]) {
      const query = name === "search" ? `word=${encodeURIComponent(ids.tag)}&` : "";
      const page1 = await json<Record<string, { id: number }[]>>(`/api/pixiv/${name}?${query}page=1`);
      const page2 = await json<Record<string, { id: number }[]>>(`/api/pixiv/${name}?${query}page=2`);
      const key = name === "rank_novel" ? "novels" : "illusts";
      const seen = new Set(page1[key]?.map((item) => item.id));
      expect(page2[key]?.length, name).toBeGreaterThan(0);
      expect(
        page2[key]?.some((item) => seen.has(item.id)),
        name,
      ).toBe(false);
    }
  });

  it("continues related and recommended lists from the previous page's next_url", async () => {
    const first = await json<{ illusts: { id: number }[]; next_url: string | null }>(
      `/api/pixiv/related?id=${ids.illust}`,
    );
    expect(first.next_url).toBeTruthy();
    const nextUrl = encodeURIComponent(new URL(first.next_url ?? "").search.slice(1));
    const second = await json<{ illusts: { id: number }[] }>(
      `/api/pixiv/related?id=${ids.illust}&nextUrl=${nextUrl}`,
    );
    const seen = new Set(first.illusts.map((illust) => illust.id));
    expect(second.illusts.length).toBeGreaterThan(0);
    expect(second.illusts.some((illust) => seen.has(illust.id))).toBe(false);

    const recommended = await json<{ illusts: { id: number }[]; next_url: string | null }>(
      "/api/pixiv/illust_recommended",
    );
    expect(recommended.next_url).toBeTruthy();
    const query: Record<string, string> = {};
    for (const [key, value] of new URL(recommended.next_url ?? "").searchParams) query[key] = value;
    const more = await json<{ illusts: { id: number }[] }>(
      `/api/pixiv/illust_recommended?params=${encodeURIComponent(JSON.stringify(query))}`,
    );
    const before = new Set(recommended.illusts.map((illust) => illust.id));
    expect(more.illusts.length).toBeGreaterThan(0);
    expect(more.illusts.some((illust) => before.has(illust.id))).toBe(false);
  });

  it("reads the novel's text from the webview page as JSON, as text, and as raw HTML", async () => {
    const novel = await json<{ id: string; text: string }>(`/api/pixiv/webview_novel?id=${ids.novel}`);
    expect(novel.id).toBe(String(ids.novel));
    expect(novel.text.length).toBeGreaterThan(0);
    expect(await json(`/api/pixiv/novel_text?id=${ids.novel}`)).toEqual({ novel_text: novel.text });
    const raw = await get(`/api/pixiv/webview_novel?id=${ids.novel}&raw=true`);
    expect(raw.headers["content-type"]).toMatch(/^text\/html/);
    expect(raw.body).toBe((await direct("webview_novel", { id: String(ids.novel) })).body);
  });

  it.each([
    ["member?id=1", 404],
    ["novel_detail?id=1", 404],
    ["illust?id=1", 404],
    ["ugoira_metadata?id=1", 404],
  ])("passes pixiv's error for %s through with its status and shape", async (request, status) => {
    const response = await get(`/api/pixiv/${request}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: { user_message: expect.any(String) as string } });
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
