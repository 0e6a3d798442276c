// pixivision scraped from the sandbox's www.pixivision.net: the home list with its ranking and
// recommendations on page 1 only, a category list, an illustration article with its featured works,
// the typed detail with its body, the requested language, 404s and bad parameters.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  pixivisionArticleBodySchema,
  pixivisionListBodySchema,
  pixivisionTypedArticleBodySchema,
} from "@pxv/pixiv";
import { startHarness, type Harness } from "../../test/harness.js";

interface Item {
  id: number;
  title: string;
  thumbnail: string;
  article_url: string;
  publish_date: string;
  category: string;
  tags: { id: number; name: string }[];
}

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const get = (url: string) => harness.app.inject({ method: "GET", url });

describe("/api/pixivision", () => {
  it("lists the home page's articles, with ranking and recommendations on page 1", async () => {
    const response = await get("/api/pixivision");
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/max-age=43200\b/);
    expect(() => pixivisionListBodySchema.parse(response.json())).not.toThrow();
    const body = response.json<{ articles: Item[]; rank: unknown[]; recommend: unknown[] }>();
    expect(body.articles.length).toBeGreaterThan(0);
    const first = body.articles[0];
    expect(first?.id).toBeGreaterThan(0);
    expect(first?.title).not.toBe("");
    expect(first?.thumbnail).toMatch(/^https?:\/\//);
    expect(first?.article_url).toMatch(/\/zh\/a\/\d+$/);
    expect(first?.publish_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first?.tags.length).toBeGreaterThan(0);
    expect(body.rank.length).toBeGreaterThan(0);
    expect(body.recommend.length).toBeGreaterThan(0);
    const second = (await get("/api/pixivision?page=2")).json<{ articles: Item[]; rank?: unknown }>();
    expect(second.rank).toBeUndefined();
    expect(second.articles.some((item) => item.id === first?.id)).toBe(false);
  });

  it("answers in the requested language", async () => {
    const zh = (await get("/api/pixivision")).json<{ articles: Item[] }>();
    const ja = (await get("/api/pixivision?lang=ja")).json<{ articles: Item[] }>();
    expect(ja.articles[0]?.article_url).toMatch(/\/ja\/a\//);
    expect(ja.articles[0]?.title).not.toBe(zh.articles[0]?.title);
  });

  it("lists one category", async () => {
    const body = (await get("/api/pixivision/list?type=manga")).json<{ articles: Item[] }>();
    expect(body.articles.length).toBeGreaterThan(0);
    expect(body.articles.every((item) => item.category === "manga")).toBe(true);
  });

  it("reads an illustration article and the typed detail of the same article", async () => {
    const list = (await get("/api/pixivision/list?type=illustration")).json<{ articles: Item[] }>();
    const id = list.articles[0]?.id ?? 0;
    const raw = (await get(`/api/pixivision/${id}`)).json<unknown>();
    expect(() => pixivisionArticleBodySchema.parse(raw)).not.toThrow();
    const article = raw as {
      title: string;
      cover: string;
      desc: string;
      items: { illust_id: number; user_id: number; user_name: string; illust_url: string }[];
      related_latest: { tag_id: number; items: unknown[] };
    };
    expect(article.title).not.toBe("");
    expect(article.cover).toMatch(/^https?:\/\//);
    expect(article.desc).not.toBe("");
    expect(article.items.length).toBeGreaterThan(0);
    expect(article.items[0]?.illust_id).toBeGreaterThan(0);
    expect(article.items[0]?.user_id).toBeGreaterThan(0);
    expect(article.related_latest.tag_id).toBeGreaterThan(0);
    const detail = pixivisionTypedArticleBodySchema.parse(
      (await get(`/api/pixivision/detail?id=${id}`)).json(),
    );
    expect(detail.title).toBe(article.title);
    expect(detail.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(detail.content).toContain("am__work__illust");
  });

  it("answers 404 for an article that does not exist", async () => {
    const response = await get("/api/pixivision/999999999");
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ["/api/pixivision?lang=fr", "lang"],
    ["/api/pixivision?page=0", "page"],
    ["/api/pixivision/list?type=food", "type"],
    ["/api/pixivision/detail", "id"],
    ["/api/pixivision/abc", "id"],
  ])("%s is a 400 naming %s", async (url, parameter) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ parameter });
  });
});
