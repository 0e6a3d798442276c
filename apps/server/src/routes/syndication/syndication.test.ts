// The feeds against the sandbox: every kind in Atom, RSS and JSON Feed, read back with a real feed
// parser (@rowanmanning/feed-parser) and checked as XML (fast-xml-parser) or against JSON Feed 1.1's
// fields — feed and entry ids, `updated`, links, RSS `guid`s; the search filters; a work whose title,
// caption and author carry `<script>`, `]]>`, `&` and control characters, escaped and read back as
// the text it is; 304 for a repeated request with its validator; the 4xx refusals; CORS; the
// configured public URL; and /openapi.json listing every feed.
import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLParser } from "fast-xml-parser";
import { SyntaxValidator } from "fast-xml-validator";
import {
  MARKUP_USER_ID,
  MARKUP_USER_NAME,
  MARKUP_WORK_ID,
  MARKUP_WORK_TITLE,
  SMALL_USER_ID,
} from "@pxv/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startHarness, type Harness } from "../../test/harness.js";
import { feedText } from "./feed-model.js";
import { FEED_FORMATS } from "./feed-formats.js";
import { JSON_FEED_VERSION } from "./write-json-feed.js";

let harness: Harness;
const HOST = "pxv.test";
const ORIGIN = `http://${HOST}`;

const get = (url: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ url, headers: { host: HOST, ...headers } });

async function apiJson(url: string): Promise<Record<string, unknown>> {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  return response.json<Record<string, unknown>>();
}

const listItem = z.looseObject({
  id: z.number(),
  user: z.looseObject({ id: z.number() }),
  x_restrict: z.number(),
  total_bookmarks: z.number(),
  illust_ai_type: z.number().optional(),
  novel_ai_type: z.number().optional(),
});
const illustList = z.looseObject({ illusts: z.array(listItem) });
const novelList = z.looseObject({ novels: z.array(listItem) });

/** The feeds of every kind, by path without extension, found in the sandbox's catalogue. */
const feeds: Record<string, string> = {};

/** An illust and a novel series of some ranked author. */
async function findSeries(): Promise<{ illust: number; novel: number }> {
  const { illusts } = illustList.parse(await apiJson("/api/pixiv/rank?mode=month"));
  const { novels } = novelList.parse(await apiJson("/api/pixiv/rank_novel?mode=week"));
  const seriesOf = async (kind: "illust" | "novel", users: readonly number[]) => {
    for (const user of users) {
      const answer = await apiJson(`/api/pixiv/member_${kind}_series?id=${String(user)}`);
      const details = z.array(z.looseObject({ id: z.number() })).parse(answer[`${kind}_series_details`]);
      if (details[0]) return details[0].id;
    }
    throw new Error(`no ${kind} series among the ranked authors`);
  };
  return {
    illust: await seriesOf(
      "illust",
      illusts.map((work) => work.user.id),
    ),
    novel: await seriesOf(
      "novel",
      novels.map((novel) => novel.user.id),
    ),
  };
}

beforeAll(async () => {
  harness = await startHarness();
  const { novels } = novelList.parse(await apiJson("/api/pixiv/rank_novel?mode=day"));
  const series = await findSeries();
  Object.assign(feeds, {
    ranking: "/feeds/ranking/day",
    "novel-ranking": "/feeds/novel-ranking/day",
    "user illusts": `/feeds/users/${String(SMALL_USER_ID)}/illusts`,
    "user manga": `/feeds/users/${String(SMALL_USER_ID)}/manga`,
    "user novels": `/feeds/users/${String(novels[0]?.user.id)}/novels`,
    search: `/feeds/search/${encodeURIComponent("猫")}`,
    "novel-search": `/feeds/novel-search/${encodeURIComponent("オリジナル")}`,
    series: `/feeds/series/${String(series.illust)}`,
    "novel-series": `/feeds/novel-series/${String(series.novel)}`,
  });
}, 60_000);
afterAll(async () => {
  await harness.close();
});

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["entry", "item", "link", "category"].includes(name),
});

/** What every format says about a feed, read back by parsers, with each format's own checks done. */
interface ReadFeed {
  readonly title: string;
  readonly entries: readonly { id: string; title: string; link: string; author: string; summary: string }[];
}

const isoDate = z.iso.datetime({ offset: true });
const jsonFeed = z.object({
  version: z.literal(JSON_FEED_VERSION),
  title: z.string().min(1),
  home_page_url: z.url(),
  feed_url: z.url(),
  items: z.array(
    z.object({
      id: z.string().min(1),
      url: z.url(),
      title: z.string(),
      summary: z.string().optional(),
      content_html: z.string(),
      image: z.url().optional(),
      date_published: isoDate,
      date_modified: isoDate,
      authors: z.array(z.object({ name: z.string(), url: z.url() })).min(1),
      tags: z.array(z.string()),
    }),
  ),
});

function readAtom(body: string, self: string): ReadFeed {
  expect(SyntaxValidator.validate(body)).toBe(true);
  const { feed } = xml.parse(body) as {
    feed: {
      id: string;
      updated: string;
      link: { "@rel": string; "@href": string }[];
      entry?: { id: string; updated: string; published: string; link: { "@href": string }[] }[];
    };
  };
  expect(feed.id).toBe(self);
  expect(isoDate.safeParse(feed.updated).success).toBe(true);
  expect(feed.link.find((link) => link["@rel"] === "self")?.["@href"]).toBe(self);
  for (const entry of feed.entry ?? []) {
    expect(entry.id).toMatch(/^https:\/\/www\.pixiv\.net\//);
    expect(isoDate.safeParse(entry.updated).success).toBe(true);
    expect(isoDate.safeParse(entry.published).success).toBe(true);
    expect(entry.link[0]?.["@href"]).toMatch(new RegExp(`^${ORIGIN}/(artworks|novel)/\\d+$`));
  }
  return readWithParser(body);
}

function readRss(body: string, self: string): ReadFeed {
  expect(SyntaxValidator.validate(body)).toBe(true);
  const { rss } = xml.parse(body) as {
    rss: {
      "@version": string;
      channel: {
        "atom:link": { "@href": string };
        item?: { guid: { "#text": string; "@isPermaLink": string }; pubDate: string; link: string }[];
      };
    };
  };
  expect(rss["@version"]).toBe("2.0");
  expect(rss.channel["atom:link"]["@href"]).toBe(self);
  for (const item of rss.channel.item ?? []) {
    expect(item.guid["#text"]).toMatch(/^https:\/\/www\.pixiv\.net\//);
    expect(item.guid["@isPermaLink"]).toBe("false");
    expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
  }
  return readWithParser(body);
}

function readWithParser(body: string): ReadFeed {
  const parsed = parseFeed(body);
  return {
    title: parsed.title ?? "",
    entries: parsed.items.map((item) => ({
      id: item.id ?? "",
      title: item.title ?? "",
      link: item.url ?? "",
      // The parser takes a name with an `@` (a handle, as in "name@busy") for an e-mail address.
      author: item.authors[0]?.name ?? item.authors[0]?.email ?? "",
      summary: item.description ?? "",
    })),
  };
}

function readJson(body: string, self: string): ReadFeed {
  const feed = jsonFeed.parse(JSON.parse(body));
  expect(feed.feed_url).toBe(self);
  return {
    title: feed.title,
    entries: feed.items.map((item) => ({
      id: item.id,
      title: item.title,
      link: item.url,
      author: item.authors[0]?.name ?? "",
      summary: item.summary ?? "",
    })),
  };
}

const readers = { atom: readAtom, rss: readRss, json: readJson } as const;
const CONTENT_TYPES = {
  atom: "application/atom+xml",
  rss: "application/rss+xml",
  json: "application/feed+json",
} as const;

async function readFeed(path: string, format: (typeof FEED_FORMATS)[number]): Promise<ReadFeed> {
  const url = `${path}.${format}`;
  const response = await get(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  expect(response.headers["content-type"]).toContain(CONTENT_TYPES[format]);
  expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
  return readers[format](response.body, `${ORIGIN}${url}`);
}

describe("every feed kind in every format", () => {
  const kinds = [
    "ranking",
    "novel-ranking",
    "user illusts",
    "user manga",
    "user novels",
    "search",
    "novel-search",
    "series",
    "novel-series",
  ];
  for (const kind of kinds) {
    for (const format of FEED_FORMATS) {
      it(`${kind} as ${format}`, async () => {
        const path = feeds[kind] ?? expect.fail(`no feed for ${kind}`);
        const feed = await readFeed(path, format);
        expect(feed.title).not.toBe("");
        expect(feed.entries.length, kind).toBeGreaterThan(0);
        for (const entry of feed.entries) {
          expect(entry.id).toMatch(/^https:\/\/www\.pixiv\.net\/(artworks\/|novel\/show\.php\?id=)\d+$/);
          expect(entry.link.startsWith(`${ORIGIN}/`)).toBe(true);
          expect(entry.author).not.toBe("");
        }
      });
    }
  }

  it("lists the small user's illustrations and manga apart, newest first, with their pages and pictures", async () => {
    const illusts = jsonFeed.parse((await get(`${feeds["user illusts"] ?? ""}.json`)).json());
    expect(illusts.items.map((item) => item.url)).toEqual(
      [9_500_003, 9_500_002, 9_500_001].map((id) => `${ORIGIN}/artworks/${String(id)}`),
    );
    expect(illusts.items[0]?.authors[0]).toEqual({
      name: "pxv small",
      url: `${ORIGIN}/users/${String(SMALL_USER_ID)}`,
    });
    expect(illusts.items[0]?.image).toMatch(new RegExp(`^${ORIGIN}/-/c/540x540_70/img-master/.*9500003_p0_`));
    expect(illusts.items[0]?.tags).toContain("猫");
    expect(illusts.items[0]?.date_published).toBe("2024-06-01T03:00:00.000Z");
    const manga = jsonFeed.parse((await get(`${feeds["user manga"] ?? ""}.json`)).json());
    expect(manga.items.map((item) => item.url)).toEqual([`${ORIGIN}/artworks/9500004`]);
  });
});

describe("search filters", () => {
  const word = encodeURIComponent("猫");
  const ids = async (query: string) =>
    jsonFeed
      .parse((await get(`/feeds/search/${word}.json${query}`)).json())
      .items.map((item) => Number(/\d+$/.exec(item.url)?.[0]));
  const apiIllusts = async (aiType: 0 | 1) =>
    illustList.parse(await apiJson(`/api/pixiv/search?word=${word}&search_ai_type=${String(aiType)}`))
      .illusts;

  it("leaves R-18 and AI-generated works out unless asked for", async () => {
    const withoutAi = await apiIllusts(0);
    const r18 = withoutAi.filter((work) => work.x_restrict > 0).map((work) => work.id);
    expect(r18.length, "the sandbox's search page holds R-18 works").toBeGreaterThan(0);
    const plain = await ids("");
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.filter((id) => r18.includes(id))).toEqual([]);
    expect(await ids("?r18=1")).toEqual(expect.arrayContaining(r18));

    const withAi = await apiIllusts(1);
    const ai = withAi
      .filter((work) => work.illust_ai_type === 2 && work.x_restrict === 0)
      .map((work) => work.id);
    expect(ai.length, "the sandbox's search page holds AI works").toBeGreaterThan(0);
    expect((await ids("?ai=0")).filter((id) => ai.includes(id))).toEqual([]);
    expect(await ids("?ai=1")).toEqual(expect.arrayContaining(ai));
  });

  it("keeps only works with at least min_bookmarks bookmarks", async () => {
    const works = await apiIllusts(0);
    const counts = new Map(works.map((work) => [work.id, work.total_bookmarks]));
    const sorted = [...counts.values()].sort((a, b) => a - b);
    const threshold = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const kept = await ids(`?min_bookmarks=${String(threshold)}`);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan((await ids("?r18=1")).length);
    for (const id of kept) expect(counts.get(id)).toBeGreaterThanOrEqual(threshold);
  });

  it("matches by the mode asked for", async () => {
    const response = await get(`/feeds/novel-search/${word}.json?mode=exact_match_for_tags`);
    expect(response.statusCode).toBe(200);
    expect((await get(`/feeds/search/${word}.json?mode=text`)).statusCode).toBe(400);
  });
});

describe("hostile titles, captions and names", () => {
  const path = `/feeds/users/${String(MARKUP_USER_ID)}/illusts`;
  const title = feedText(MARKUP_WORK_TITLE);

  it("drops the control characters XML forbids and keeps the rest as the text it is", () => {
    expect(title).toBe(`<script>alert("pxv-feed")</script> ]]> & bell`);
  });

  for (const format of FEED_FORMATS) {
    it(`escapes them in ${format}`, async () => {
      const response = await get(`${path}.${format}`);
      expect(response.statusCode).toBe(200);
      if (format !== "json") {
        expect(response.body).not.toMatch(/<script/i);
        expect(response.body).not.toMatch(/<b>/);
        expect(response.body).not.toContain("<![CDATA[");
        // eslint-disable-next-line no-control-regex -- what must not be there
        expect(response.body).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
      }
      const feed = readers[format](response.body, `${ORIGIN}${path}.${format}`);
      const entry = feed.entries[0];
      expect(entry?.id).toBe(`https://www.pixiv.net/artworks/${String(MARKUP_WORK_ID)}`);
      expect(entry?.title).toBe(title);
      expect(entry?.author).toBe(MARKUP_USER_NAME);
      expect(feed.title).toBe(`${MARKUP_USER_NAME}: illustrations`);
    });
  }

  it("summarizes the caption as plain text, without its script", async () => {
    const feed = jsonFeed.parse((await get(`${path}.json`)).json());
    expect(feed.items[0]?.summary).toBe("Bold & ]]> second line end");
    expect(feed.items[0]?.content_html).not.toContain("<script");
    expect(feed.items[0]?.content_html).toContain("&#60;script&#62;");
  });
});

describe("validators", () => {
  const url = `/feeds/users/${String(SMALL_USER_ID)}/illusts.atom`;

  it("answers 304 to a request that sends the ETag or the Last-Modified date back", async () => {
    const first = await get(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);
    expect(lastModified).toBe("Sat, 01 Jun 2024 03:00:00 GMT");
    const again = await get(url, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect((await get(url, { "if-modified-since": lastModified })).statusCode).toBe(304);
    expect((await get(url, { "if-modified-since": "Fri, 31 May 2024 00:00:00 GMT" })).statusCode).toBe(200);
    expect((await get(url, { "if-none-match": '"another"' })).statusCode).toBe(200);
    // Another format is another body, with its own tag.
    expect((await get(url.replace(".atom", ".rss"), { "if-none-match": etag })).statusCode).toBe(200);
  });

  it("matches the tag of a compressed copy too", async () => {
    const path = feeds.ranking ?? "";
    const compressed = await get(`${path}.atom`, { "accept-encoding": "gzip" });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    const etag = String(compressed.headers.etag);
    expect(etag).toMatch(/-gzip"$/);
    expect((await get(`${path}.atom`, { "accept-encoding": "gzip", "if-none-match": etag })).statusCode).toBe(
      304,
    );
  });
});

describe("refusals", () => {
  it.each([
    ["/feeds/users/abc/illusts.atom", 400, "id"],
    ["/feeds/users/0/illusts.atom", 400, "id"],
    ["/feeds/users/0123/novels.rss", 400, "id"],
    [`/feeds/users/${"9".repeat(16)}/manga.json`, 400, "id"],
    ["/feeds/series/-1.atom", 400, "id"],
    ["/feeds/novel-series/1e5.json", 400, "id"],
    ["/feeds/ranking/daily.atom", 400, "mode"],
    ["/feeds/novel-ranking/day_r18g.atom", 400, "mode"],
    ["/feeds/search/.atom", 400, "word"],
    ["/feeds/search/%20%20.rss", 400, "word"],
    [`/feeds/search/${"w".repeat(201)}.json`, 400, "word"],
    ["/feeds/search/cat.json?min_bookmarks=-1", 400, "min_bookmarks"],
    ["/feeds/search/cat.json?r18=maybe", 400, "r18"],
    ["/feeds/ranking/day.xml", 400, "format"],
  ])("%s is a %i naming %s", async (url, status, parameter) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code: status, parameter });
  });

  it("answers 404 for a feed without an extension and for what pixiv does not have", async () => {
    const bare = await get("/feeds/ranking/day");
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toMatchObject({ code: 404 });
    const missing = await get("/feeds/users/999999999/illusts.atom");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 404,
      detail: expect.stringMatching(/^pixiv answered 404/) as unknown,
    });
  });

  it("refuses a Host that is not a host name", async () => {
    const response = await get("/feeds/ranking/day.atom", { host: 'evil"><x' });
    expect(response.statusCode).toBe(400);
  });
});

describe("serving", () => {
  it("is readable from any origin, like the other public routes", async () => {
    const response = await get("/feeds/ranking/day.json", { origin: "https://reader.example" });
    expect(response.headers["access-control-allow-origin"]).toBe("*");
  });

  it("links to the configured public URL instead of the request's host", async () => {
    const configured = await startHarness(
      {},
      { sandbox: harness.sandbox, app: { publicUrl: "https://pxv.example/base" } },
    );
    try {
      const response = await configured.app.inject({
        url: `/feeds/users/${String(SMALL_USER_ID)}/manga.json`,
        headers: { host: HOST },
      });
      const feed = jsonFeed.parse(response.json());
      expect(feed.feed_url).toBe(`https://pxv.example/base/feeds/users/${String(SMALL_USER_ID)}/manga.json`);
      expect(feed.items[0]?.url).toBe("https://pxv.example/base/artworks/9500004");
      expect(feed.items[0]?.image).toMatch(/^https:\/\/pxv\.example\/base\/-\//);
    } finally {
      await configured.close();
    }
  });

  it("takes X-Forwarded-Host only behind a trusted proxy", async () => {
    const forwarded = { "x-forwarded-host": "forwarded.example", "x-forwarded-proto": "https" };
    const direct = jsonFeed.parse((await get("/feeds/ranking/day.json", forwarded)).json());
    expect(direct.feed_url).toBe(`${ORIGIN}/feeds/ranking/day.json`);
    const behind = await startHarness({}, { sandbox: harness.sandbox, app: { trustProxy: true } });
    try {
      const response = await behind.app.inject({
        url: "/feeds/ranking/day.json",
        headers: { host: HOST, ...forwarded },
      });
      expect(jsonFeed.parse(response.json()).feed_url).toBe(
        "https://forwarded.example/feeds/ranking/day.json",
      );
    } finally {
      await behind.close();
    }
  });

  it("is listed in /openapi.json, each feed with its operationId and tag", async () => {
    const document = (await get("/openapi.json")).json<{
      paths: Record<string, { get?: { operationId?: string; tags?: string[] } }>;
    }>();
    const listed = Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/feeds/"))
      .map(([path, item]) => [path, item.get?.operationId, item.get?.tags]);
    expect(listed).toEqual(
      expect.arrayContaining([
        ["/feeds/ranking/{mode}.{format}", "feed_ranking", ["feeds"]],
        ["/feeds/novel-ranking/{mode}.{format}", "feed_novel_ranking", ["feeds"]],
        ["/feeds/users/{id}/illusts.{format}", "feed_user_illusts", ["feeds"]],
        ["/feeds/users/{id}/manga.{format}", "feed_user_manga", ["feeds"]],
        ["/feeds/users/{id}/novels.{format}", "feed_user_novels", ["feeds"]],
        ["/feeds/search/{word}.{format}", "feed_search", ["feeds"]],
        ["/feeds/novel-search/{word}.{format}", "feed_novel_search", ["feeds"]],
        ["/feeds/series/{id}.{format}", "feed_illust_series", ["feeds"]],
        ["/feeds/novel-series/{id}.{format}", "feed_novel_series", ["feeds"]],
      ]),
    );
    expect(listed).toHaveLength(9);
  });
});
