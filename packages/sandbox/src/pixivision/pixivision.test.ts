// The emulated www.pixivision.net read by a cheerio scraper written against the real site's
// structure (PIXIV.md §6.2), its results checked against the §6.3 shapes; the app API's
// spotlight body; and the featured works against the catalogue and the image host.
import {
  appApiErrorBodySchema,
  pixivisionArticleBodySchema,
  pixivisionListBodySchema,
  spotlightArticlesBodySchema,
  type PixivisionArticleBody,
  type PixivisionListItem,
} from "@pxv/pixiv";
import { load, type CheerioAPI } from "cheerio";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogue, isPublished } from "../catalogue/catalogue.js";
import { createFaultStore } from "../control/fault-store.js";
import { createImageHost, createPictureCache } from "../images/image-host.js";
import { orderIPximgPicture } from "../images/picture-orders.js";
import { ARTICLE_COUNT, FIRST_ARTICLE_ID, LAST_ARTICLE_ID } from "./articles.js";
import { createPixivisionHost, PIXIVISION_PAGE_SIZE } from "./pixivision-host.js";
import { createPixivision } from "./pixivision.js";
import { answerSpotlightArticles } from "./spotlight.js";

const catalogue = createCatalogue();
const pixivision = createPixivision(catalogue);
let host: FastifyInstance;
let images: FastifyInstance;

beforeAll(async () => {
  host = createPixivisionHost({ catalogue, faults: createFaultStore(), logger: false, pixivision });
  images = createImageHost({
    orderPicture: (path) => orderIPximgPicture(catalogue, new Date(), path),
    cache: createPictureCache(32 * 1024 * 1024),
    cacheNamespace: "i",
    logger: false,
  });
  await host.ready();
});
afterAll(async () => {
  await Promise.all([host.close(), images.close()]);
});

async function page(url: string): Promise<{ status: number; $: CheerioAPI }> {
  const response = await host.inject({ url });
  return { status: response.statusCode, $: load(response.body) };
}

const idOfHref = (href: string | undefined): number => Number(/\/(\d+)\/?$/.exec(href ?? "")?.[1]);
const backgroundUrl = (style: string | undefined): string => /url\(([^)]+)\)/.exec(style ?? "")?.[1] ?? "";

/** What a pxve-api-like scraper makes of a list page's cards (§6.2 list hooks, §6.3 Item). */
function scrapeCards($: CheerioAPI, language: string): PixivisionListItem[] {
  return $(".main-column-container ._article-card")
    .toArray()
    .map((card) => {
      const link = $(card).find(".arc__title a");
      const id = Number(link.attr("data-gtm-label"));
      return {
        id,
        title: link.text(),
        thumbnail: backgroundUrl($(card).find("._thumbnail").attr("style")),
        article_url: `https://www.pixivision.net/${language}/a/${id}`,
        publish_date: $(card).find("time._date").attr("datetime") ?? "",
        category: $(card).find(".arc__thumbnail-label").text(),
        tags: $(card)
          .find(".tls__list-item-container a")
          .toArray()
          .map((tag) => ({ id: idOfHref($(tag).attr("href")), name: $(tag).attr("data-gtm-label") ?? "" })),
      };
    });
}

function scrapeSummaryCards($: CheerioAPI, selector: string): PixivisionListItem[] {
  return $(selector)
    .toArray()
    .map((card) => {
      const link = $(card).find(".asc__title-link");
      return {
        id: Number(link.attr("data-gtm-label")),
        title: link.text(),
        thumbnail: backgroundUrl($(card).find("._thumbnail").attr("style")),
        article_url: `https://www.pixivision.net${link.attr("href") ?? ""}`,
        tags: [],
      };
    });
}

/** What a scraper makes of an article page (§6.2 article hooks, §6.3 `/api/pixivision/{id}`). */
function scrapeArticle($: CheerioAPI): PixivisionArticleBody {
  const related = (kind: string): PixivisionArticleBody["related_latest"] => {
    const block = $(`._related-articles[data-gtm-category="Related Article ${kind}"]`);
    if (block.length === 0) return null;
    return {
      tag_name: block.find(".rla__heading-link").text().replace(/^#/, ""),
      tag_id: idOfHref(block.find(".rla__heading-link").attr("href")),
      items: block
        .find("._article-summary-card-related")
        .toArray()
        .map((card) => ({
          id: idOfHref($(card).find(".ascr__title-container > a").attr("href")),
          title: $(card).find(".ascr__title-container > a").text(),
          thumbnail: backgroundUrl($(card).find("._thumbnail").attr("style")),
        })),
    };
  };
  return {
    title: $("h1.am__title").text(),
    cover: $("._article-illust-eyecatch img").attr("src") ?? "",
    desc: $(".fab__paragraph p")
      .toArray()
      .map((p) => $(p).text())
      .join("\n"),
    items: $("._feature-article-body__pixiv_illust")
      .toArray()
      .map((item) => ({
        title: $(item).find(".am__work__title a").text(),
        illust_id: idOfHref($(item).find(".am__work__title a").attr("href")),
        illust_url: $(item).find("img.am__work__illust").attr("src") ?? "",
        user_id: idOfHref($(item).find(".am__work__user-name a").attr("href")),
        user_name: $(item).find(".am__work__user-name a").text(),
        user_avatar: $(item).find("img.am__work__uesr-icon").attr("src") ?? "",
      })),
    tags: $(".am__footer ._tag-list a")
      .toArray()
      .map((tag) => ({ id: idOfHref($(tag).attr("href")), name: $(tag).text() })),
    related_latest: related("Latest"),
    related_recommend: related("Popular"),
  };
}

describe("www.pixivision.net lists", () => {
  it("has 300+ articles and pages through a category newest first until a 404", async () => {
    expect(ARTICLE_COUNT).toBeGreaterThanOrEqual(300);
    const seen: PixivisionListItem[] = [];
    for (let p = 1; ; p++) {
      const { status, $ } = await page(`/ja/c/illustration?p=${p}`);
      if (status === 404) break;
      expect(status).toBe(200);
      expect($(".ssc__name").text()).toBe("イラスト");
      expect($(".ssc__descriotion").text()).not.toBe("");
      const cards = scrapeCards($, "ja");
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.length).toBeLessThanOrEqual(PIXIVISION_PAGE_SIZE);
      seen.push(...cards);
      expect(p).toBeLessThan(50);
    }
    expect(pixivisionListBodySchema.parse({ articles: seen }).articles.length).toBe(
      pixivision.list("illustration").length,
    );
    expect(new Set(seen.map((card) => card.category))).toEqual(new Set(["イラスト"]));
    const dates = seen.map((card) => card.publish_date ?? "");
    expect(dates).toEqual(dates.toSorted().reverse());
    expect(
      seen.every((card) => card.tags.length === 2 && card.thumbnail.startsWith("https://i.pximg.net/")),
    ).toBe(true);
  });

  it.each(["illustration", "column", "interview", "manga", "novels", "news", "recommend"])(
    "lists the %s category in every language",
    async (category) => {
      for (const language of ["ja", "en", "zh", "zh-tw", "ko"]) {
        const { status, $ } = await page(`/${language}/c/${category}`);
        expect(status).toBe(200);
        expect(scrapeCards($, language).length).toBe(PIXIVISION_PAGE_SIZE);
      }
    },
  );

  it("serves the home page with the ranking and Osusume sidebars", async () => {
    const { status, $ } = await page("/zh/");
    expect(status).toBe(200);
    const cards = $("article.spotlight").toArray();
    expect(cards.length).toBe(PIXIVISION_PAGE_SIZE);
    const first = $(cards[0]).find('a[data-gtm-action="ClickTitle"]');
    expect(Number(first.attr("data-gtm-label"))).toBe(LAST_ARTICLE_ID);
    expect($(cards[0]).find("._category-label").text()).not.toBe("");
    expect($(cards[0]).find("._tag-list a").first().attr("href")).toMatch(/^\/zh\/t\/\d+$/);
    const rank = scrapeSummaryCards($, ".alc__articles-list-group--ranking ._article-summary-card");
    const recommend = scrapeSummaryCards(
      $,
      '._articles-list-card[data-gtm-category="Osusume Area"] ._article-summary-card',
    );
    expect(rank).toHaveLength(5);
    expect(recommend).toHaveLength(4);
    pixivisionListBodySchema.parse({ articles: scrapeCards($, "zh"), rank, recommend });
    expect((await host.inject({ url: "/" })).headers.location).toBe("/ja/");
  });

  it("lists a tag's articles under .tdc__header", async () => {
    const { $ } = await page("/en/t/101/");
    expect($(".tdc__header h1").text()).toBe("Summer");
    expect($(".tdc__description").text()).not.toBe("");
    const cards = scrapeCards($, "en");
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.tags.some((tag) => tag.id === 101))).toBe(true);
  });

  it("answers 404 for unknown languages, categories, tags, articles and pages past the end", async () => {
    for (const url of [
      "/fr/",
      "/ja/c/cooking",
      "/ja/t/99999",
      "/ja/a/1",
      `/ja/a/${LAST_ARTICLE_ID + 1}`,
      "/ja/c/news?p=40",
    ]) {
      expect((await host.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe("www.pixivision.net articles", () => {
  it("has a title, cover, date, description, featured works and related blocks", async () => {
    const illustration = pixivision.list("illustration")[3];
    const { status, $ } = await page(`/ja/a/${illustration?.id}`);
    expect(status).toBe(200);
    const article = pixivisionArticleBodySchema.parse(scrapeArticle($));
    expect(article.title).not.toBe("");
    expect($(".am__categoty-pr ._category-label").text()).toBe("イラスト");
    expect($("time._date").attr("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.desc).not.toBe("");
    expect(article.items.length).toBeGreaterThanOrEqual(8);
    expect(article.related_latest?.items.length).toBeGreaterThan(0);
    expect(article.related_recommend?.items.length).toBeGreaterThan(0);
    for (const item of article.items) {
      const work = catalogue.illust(item.illust_id);
      expect(work).not.toBeNull();
      if (work === null) continue;
      expect(isPublished(work, new Date())).toBe(true);
      expect(work.xRestrict).toBe(0);
      expect(item.title).toBe(work.title);
      const user = catalogue.poster(work);
      expect(item.user_id).toBe(user.id);
      expect(item.user_name).toBe(user.name);
    }
  });

  it("points every picture at a path the image host serves", async () => {
    const { $ } = await page(`/en/a/${FIRST_ARTICLE_ID + 7}`);
    const article = scrapeArticle($);
    const urls = [
      article.cover,
      ...article.items.flatMap((item) => [item.illust_url, item.user_avatar]),
      ...(article.related_latest?.items.map((item) => item.thumbnail) ?? []),
    ].filter((url) => url.startsWith("https://i.pximg.net/"));
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls.slice(0, 6)) {
      const response = await images.inject({
        url: url.replace("https://i.pximg.net", ""),
        headers: { referer: "https://www.pixiv.net/" },
      });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it("is the same article in each language, translated", async () => {
    const id = FIRST_ARTICLE_ID + 100;
    const titles = new Set<string>();
    const items = new Set<string>();
    for (const language of ["ja", "en", "zh", "zh-tw", "ko"]) {
      const article = scrapeArticle((await page(`/${language}/a/${id}`)).$);
      titles.add(article.title);
      items.add(JSON.stringify(article.items.map((item) => item.illust_id)));
    }
    expect(titles.size).toBe(5);
    expect(items.size).toBe(1);
  });
});

describe("app API /v1/spotlight/articles body", () => {
  it("pages by 10 with an absolute next_url, localized by Accept-Language", () => {
    const first = answerSpotlightArticles(
      pixivision,
      { category: "all", filter: "for_ios" },
      "zh-CN,zh;q=0.9",
    );
    expect(first.status).toBe(200);
    const body = spotlightArticlesBodySchema.parse(first.body);
    expect(body.spotlight_articles).toHaveLength(10);
    expect(body.spotlight_articles[0]?.id).toBe(LAST_ARTICLE_ID);
    expect(body.spotlight_articles[0]?.article_url).toBe(
      `https://www.pixivision.net/zh/a/${LAST_ARTICLE_ID}`,
    );
    expect(body.spotlight_articles[0]?.publish_date).toMatch(/T18:00:00\+09:00$/);
    expect(body.next_url).toBe(
      "https://app-api.pixiv.net/v1/spotlight/articles?filter=for_ios&category=all&offset=10",
    );
    const last = spotlightArticlesBodySchema.parse(
      answerSpotlightArticles(pixivision, { category: "all", offset: String(ARTICLE_COUNT - 5) }).body,
    );
    expect(last.spotlight_articles).toHaveLength(5);
    expect(last.next_url).toBeNull();
  });

  it("filters illust and manga, has nothing for cosplay, refuses offsets past 5000", () => {
    const manga = spotlightArticlesBodySchema.parse(
      answerSpotlightArticles(pixivision, { category: "manga" }, "en").body,
    );
    expect(manga.spotlight_articles.every((article) => article.subcategory_label === "Manga")).toBe(true);
    const cosplay = spotlightArticlesBodySchema.parse(
      answerSpotlightArticles(pixivision, { category: "cosplay" }).body,
    );
    expect(cosplay).toEqual({ spotlight_articles: [], next_url: null });
    const refused = answerSpotlightArticles(pixivision, { offset: "5010" });
    expect(refused.status).toBe(400);
    appApiErrorBodySchema.parse(refused.body);
  });
});
