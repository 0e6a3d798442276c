/**
 * pixivision for the web app's Spotlights screens, scraped from www.pixivision.net pages with
 * cheerio (PIXIV.md §6.2) into the shapes the reference viewer reads (§6.3):
 *   GET /api/pixivision?page=&lang=               home list (+ ranking and recommendations on page 1)
 *   GET /api/pixivision/list?type=&page=&lang=    one category's list
 *   GET /api/pixivision/{id}?lang=                an illustration article: cover, text, featured works
 *   GET /api/pixivision/detail?id=&lang=          any article: its body HTML (unsanitised: the
 *                                                 client sanitises, as for captions)
 * Answers are cached 12 hours (PRODUCT.md §9 spotlights) per page and language; a missing page is a 404.
 */
import * as cheerio from "cheerio";
import type { FastifyInstance } from "fastify";
import { request } from "undici";
import { API_TIMEOUT_MS, CACHE_TTL_SECONDS, PIXIVISION_LANGS, PIXIVISION_ORIGIN } from "@pxv/pixiv";
import { sendCacheAnswer, type ResponseCache } from "../../infrastructure/stores/response-cache.js";
import { HttpError, UpstreamError, readUpstreamBody } from "../../errors.js";
import { z } from "zod";
import { param, querySchema } from "../../route-schema/params.js";
import { refused } from "../../route-schema/answers.js";

/** Every category slug the site has (PIXIV.md §6.2); the web app uses a few of them. */
export const PIXIVISION_TYPES = [
  "illustration",
  "manga",
  "novels",
  "column",
  "recommend",
  "interview",
  "news",
  "cosplay",
  "music",
  "goods",
  "how-to-draw",
  "draw-step-by-step",
  "textures",
  "art-references",
  "how-to-make",
  "deskwatch",
  "try-out",
] as const;

interface Tag {
  id: number;
  name: string;
}
interface ListItem {
  id: number;
  title: string;
  pure_title: string;
  thumbnail: string;
  article_url: string;
  publish_date: string;
  category: string;
  tags: Tag[];
}
interface Related {
  tag_name: string;
  tag_id: number;
  items: { id: number; title: string; thumbnail: string }[];
}

const lang = param.oneOf(PIXIVISION_LANGS, "zh", "Language of the articles.");
/**
 * Past pixivision's last list page (a few hundred per language); a bound keeps arbitrary page
 * numbers from each becoming an upstream fetch and a cache entry.
 */
const MAX_PAGE = 1000;
const page = param.page(MAX_PAGE);

/** The first number a pattern's groups capture in `text`, or 0. */
const numberAt = (text: string | undefined, pattern: RegExp): number =>
  Number(
    pattern
      .exec(text ?? "")
      ?.slice(1)
      .find(Boolean) ?? 0,
  );
const backgroundUrl = (style: string | undefined): string =>
  /url\(["']?([^"')]+)["']?\)/.exec(style ?? "")?.[1] ?? "";
const absolute = (href: string | undefined): string =>
  href ? new URL(href, PIXIVISION_ORIGIN).toString() : "";

function tagsOf($: cheerio.CheerioAPI, scope: cheerio.Cheerio<never>): Tag[] {
  return scope
    .find("._tag-list a")
    .toArray()
    .map((anchor) => ({
      id: numberAt($(anchor).attr("href"), /\/t\/(\d+)/),
      name: $(anchor).attr("data-gtm-label") ?? $(anchor).text().trim(),
    }));
}

function listItems($: cheerio.CheerioAPI): ListItem[] {
  return $("._article-card")
    .toArray()
    .map((card) => {
      const element = $(card) as cheerio.Cheerio<never>;
      const link = element.find(".arc__title a").first();
      const title = link.text().trim();
      return {
        id: Number(link.attr("data-gtm-label") ?? element.attr("data-article-id") ?? 0),
        title,
        pure_title: title,
        thumbnail: backgroundUrl(element.find("._thumbnail").attr("style")),
        article_url: absolute(link.attr("href")),
        publish_date: element.find("time._date").attr("datetime") ?? "",
        category: element.find("._category-label").attr("data-category") ?? "",
        tags: tagsOf($, element),
      };
    });
}

/** Sidebar and related cards: id, title and thumbnail (and the article's address). */
function summaryCards($: cheerio.CheerioAPI, selector: string) {
  return $(selector)
    .toArray()
    .map((card) => {
      const element = $(card);
      const link = element.find("[data-gtm-action=ClickTitle]").first();
      return {
        id: Number(link.attr("data-gtm-label") ?? element.attr("data-article-id") ?? 0),
        title: link.text().trim(),
        thumbnail: backgroundUrl(element.find("._thumbnail").attr("style")),
        article_url: absolute(link.attr("href")),
      };
    });
}

/** Ranking and recommendation cards in the list items' shape (they carry no date or tags). */
function sidebarItems($: cheerio.CheerioAPI, selector: string): ListItem[] {
  return summaryCards($, selector).map((card) => ({
    ...card,
    pure_title: card.title,
    publish_date: "",
    category: "",
    tags: [],
  }));
}

function related($: cheerio.CheerioAPI, kind: "Latest" | "Popular"): Related | null {
  const block = $(`._related-articles[data-gtm-category="Related Article ${kind}"]`);
  if (block.length === 0) return null;
  const heading = block.find(".rla__heading-link");
  return {
    tag_name: heading.attr("data-gtm-label") ?? "",
    tag_id: numberAt(heading.attr("href"), /\/t\/(\d+)/),
    items: summaryCards(cheerio.load(block.html() ?? ""), "._article-summary-card-related").map(
      ({ id, title, thumbnail }) => ({ id, title, thumbnail }),
    ),
  };
}

async function fetchPage(base: string, path: string): Promise<cheerio.CheerioAPI> {
  let response;
  try {
    response = await request(`${base}${path}`, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  } catch (error) {
    throw new UpstreamError("pixivision", (error as Error).message);
  }
  const html = await readUpstreamBody("pixivision", () => response.body.text());
  if (response.statusCode === 404) throw new HttpError(404, "not_found", `pixivision has no page ${path}`);
  if (response.statusCode !== 200)
    throw new UpstreamError("pixivision", `answered ${response.statusCode} for ${path}`);
  return cheerio.load(html);
}

const json = (body: unknown) => ({
  statusCode: 200,
  contentType: "application/json; charset=utf-8",
  body: JSON.stringify(body),
});

export function registerPixivision(app: FastifyInstance, cache: ResponseCache, base: string): void {
  const ttl = CACHE_TTL_SECONDS.spotlights;
  const list = async (path: string, withSidebars: boolean) => {
    const $ = await fetchPage(base, path);
    const articles = listItems($);
    if (!withSidebars) return json({ articles });
    return json({
      articles,
      rank: sidebarItems($, ".alc__articles-list-group--ranking ._article-summary-card"),
      recommend: sidebarItems(
        $,
        '._articles-list-card[data-gtm-category="Osusume Area"] ._article-summary-card',
      ),
    });
  };
  const pageQuery = (value: number) => (value > 1 ? `?p=${value}` : "");

  const listAnswers = {
    "200": { description: "The list.", body: z.looseObject({ articles: z.array(z.unknown()) }) },
    "400": refused("A parameter is invalid."),
    "502": refused("pixivision could not be reached."),
  };
  const articleAnswers = (shape: string) => ({
    "200": { description: `The article: ${shape}.`, body: z.looseObject({ title: z.string() }) },
    "400": refused("A parameter is invalid."),
    "404": "No such article.",
    "502": refused("pixivision could not be reached."),
  });

  const home = {
    tags: ["pixivision"],
    summary:
      "pixivision's home list: {articles, rank, recommend} (rank and recommend on page 1). Cached 12 h.",
    querystring: querySchema({ page, lang }),
    answers: listAnswers,
  };
  app.get("/api/pixivision", { schema: home }, async (request, reply) => {
    const query = request.query as z.output<typeof home.querystring>;
    const path = `/${query.lang}/${pageQuery(query.page)}`;
    return sendCacheAnswer(
      reply,
      await cache.answer(`pixivision:${path}`, ttl, () => list(path, query.page === 1)),
    );
  });

  const category = {
    tags: ["pixivision"],
    summary: "One pixivision category's list.",
    querystring: querySchema({
      type: param.oneOf(PIXIVISION_TYPES, "illustration", "Article category."),
      page,
      lang,
    }),
    answers: listAnswers,
  };
  app.get("/api/pixivision/list", { schema: category }, async (request, reply) => {
    const query = request.query as z.output<typeof category.querystring>;
    const path = `/${query.lang}/c/${query.type}${pageQuery(query.page)}`;
    return sendCacheAnswer(
      reply,
      await cache.answer(`pixivision:${path}`, ttl, () => list(path, query.page === 1)),
    );
  });

  const detail = {
    tags: ["pixivision"],
    summary: "An article: {title, date, content (HTML), tags, related_latest, related_recommend}.",
    querystring: querySchema({ id: param.id("The article's id."), lang }),
    answers: articleAnswers("{title, date, content, tags, related_latest, related_recommend}"),
  };
  app.get("/api/pixivision/detail", { schema: detail }, async (request, reply) => {
    const query = request.query as z.output<typeof detail.querystring>;
    const path = `/${query.lang}/a/${query.id}`;
    const answer = await cache.answer(`pixivision:detail:${path}`, ttl, async () => {
      const $ = await fetchPage(base, path);
      const article = $("._article-main") as cheerio.Cheerio<never>;
      return json({
        title: $(".am__title").first().text().trim(),
        date: article.find("time._date").attr("datetime") ?? "",
        content: $(".am__body").html() ?? "",
        tags: tagsOf($, article),
        related_latest: related($, "Latest"),
        related_recommend: related($, "Popular"),
      });
    });
    return sendCacheAnswer(reply, answer);
  });

  const illustration = {
    tags: ["pixivision"],
    summary: "An illustration article: {title, cover, desc, items, tags, related_latest, related_recommend}.",
    params: z.object({ id: param.id("The article's id.") }),
    querystring: querySchema({ lang }),
    answers: articleAnswers("{title, cover, desc, items, tags, related_latest, related_recommend}"),
  };
  app.get("/api/pixivision/:id", { schema: illustration }, async (request, reply) => {
    const { id } = request.params as z.output<typeof illustration.params>;
    const query = request.query as z.output<typeof illustration.querystring>;
    const path = `/${query.lang}/a/${id}`;
    const answer = await cache.answer(`pixivision:illust:${path}`, ttl, async () => {
      const $ = await fetchPage(base, path);
      const article = $("._article-main") as cheerio.Cheerio<never>;
      const items = $("._feature-article-body__pixiv_illust")
        .toArray()
        .map((block) => {
          const element = $(block);
          const work = element.find(".am__work__title a");
          const user = element.find(".am__work__user-name a");
          return {
            title: work.text().trim(),
            illust_id: numberAt(work.attr("href"), /artworks\/(\d+)|illust_id=(\d+)/),
            illust_url: element.find("img.am__work__illust").attr("src") ?? "",
            user_id: numberAt(user.attr("href"), /users\/(\d+)|id=(\d+)/),
            user_name: user.text().trim(),
            user_avatar: element.find("img.am__work__uesr-icon").attr("src") ?? "",
          };
        });
      return json({
        title: $(".am__title").first().text().trim(),
        cover: $(".aie__image").attr("src") ?? "",
        desc: $(".fab__paragraph p")
          .toArray()
          .map((paragraph) => $(paragraph).text().trim())
          .filter(Boolean)
          .join("\n"),
        items,
        tags: tagsOf($, article),
        related_latest: related($, "Latest"),
        related_recommend: related($, "Popular"),
      });
    });
    return sendCacheAnswer(reply, answer);
  });
}
