/**
 * The emulated www.pixivision.net as a Fastify instance: `/<lang>/` (home), `/<lang>/c/<category>`,
 * `/<lang>/t/<tagId>` (lists, `?p=<n>`, PAGE_SIZE cards per page), `/<lang>/a/<id>` (article) for
 * the languages ja, en, zh, zh-tw, ko; `/` redirects to `/ja/`. Unknown pages, languages,
 * categories and pages past the end are 404 pages, as on the site.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { Catalogue } from "../catalogue/catalogue.js";
import { nginxFaultBodies } from "../control/fault-bodies.js";
import { faultInjection } from "../control/fault-plugin.js";
import type { FaultStore } from "../control/fault-store.js";
import { tagOf, type ArticleSummary } from "./articles.js";
import { articlePage, categoryPage, homePage, notFoundPage, tagPage, type ListPage } from "./html.js";
import { createPixivision, type Pixivision } from "./pixivision.js";
import {
  PIXIVISION_CATEGORIES,
  PIXIVISION_LANGUAGES,
  type PixivisionCategory,
  type PixivisionLanguage,
} from "./vocabulary.js";

/** Cards per list page. */
export const PIXIVISION_PAGE_SIZE = 20;

export interface PixivisionHostOptions {
  readonly catalogue: Catalogue;
  readonly faults: FaultStore;
  readonly logger: boolean;
  /** Shared with the app API's spotlight endpoint when given. */
  readonly pixivision?: Pixivision;
}

const HTML_TYPE = "text/html; charset=utf-8";

const languageOf = (text: string): PixivisionLanguage | null =>
  PIXIVISION_LANGUAGES.find((language) => language === text) ?? null;
const categoryOf = (text: string): PixivisionCategory | null =>
  PIXIVISION_CATEGORIES.find((category) => category === text) ?? null;

/** `?p=`: a whole number from 1; anything else is page 1, as the site treats it. */
function pageNumber(query: unknown): number {
  const text = (query as Record<string, unknown>)["p"];
  const page = typeof text === "string" && /^\d{1,4}$/.test(text) ? Number(text) : 1;
  return Math.max(1, page);
}

function listPage(
  items: readonly ArticleSummary[],
  page: number,
  heading: string,
  pathAfterLanguage: string,
): ListPage | null {
  const start = (page - 1) * PIXIVISION_PAGE_SIZE;
  if (start >= items.length && page > 1) return null;
  return {
    heading,
    items: items.slice(start, start + PIXIVISION_PAGE_SIZE),
    page,
    hasNext: start + PIXIVISION_PAGE_SIZE < items.length,
    pathAfterLanguage,
  };
}

export function createPixivisionHost(options: PixivisionHostOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger });
  const pixivision = options.pixivision ?? createPixivision(options.catalogue);
  const notFound = (reply: FastifyReply): FastifyReply =>
    reply.code(404).type(HTML_TYPE).send(notFoundPage());
  const html = (reply: FastifyReply, page: string): FastifyReply => reply.type(HTML_TYPE).send(page);

  void app.register(faultInjection, {
    faults: options.faults,
    host: "pixivision",
    responder: nginxFaultBodies,
  });

  app.get("/", (_request, reply) => reply.redirect("/ja/"));

  const home = (reply: FastifyReply, lang: string, query: unknown): FastifyReply => {
    const language = languageOf(lang);
    if (language === null) return notFound(reply);
    const list = listPage(pixivision.list("all"), pageNumber(query), "pixivision", "/");
    return list === null ? notFound(reply) : html(reply, homePage({ pixivision, language }, list));
  };
  app.get<{ Params: { lang: string } }>("/:lang", (request, reply) =>
    home(reply, request.params.lang, request.query),
  );
  app.get<{ Params: { lang: string } }>("/:lang/", (request, reply) =>
    home(reply, request.params.lang, request.query),
  );

  const category = (reply: FastifyReply, lang: string, slug: string, query: unknown): FastifyReply => {
    const language = languageOf(lang);
    const found = categoryOf(slug);
    if (language === null || found === null) return notFound(reply);
    const list = listPage(pixivision.list(found), pageNumber(query), found, `/c/${found}`);
    return list === null ? notFound(reply) : html(reply, categoryPage({ pixivision, language }, found, list));
  };
  app.get<{ Params: { lang: string; slug: string } }>("/:lang/c/:slug", (request, reply) =>
    category(reply, request.params.lang, request.params.slug, request.query),
  );
  app.get<{ Params: { lang: string; slug: string } }>("/:lang/c/:slug/", (request, reply) =>
    category(reply, request.params.lang, request.params.slug, request.query),
  );

  const tag = (reply: FastifyReply, lang: string, id: string, query: unknown): FastifyReply => {
    const language = languageOf(lang);
    const tagId = /^\d{1,6}$/.test(id) ? Number(id) : -1;
    if (language === null || tagOf(tagId) === null) return notFound(reply);
    const list = listPage(pixivision.withTag(tagId), pageNumber(query), String(tagId), `/t/${tagId}`);
    return list === null ? notFound(reply) : html(reply, tagPage({ pixivision, language }, tagId, list));
  };
  app.get<{ Params: { lang: string; id: string } }>("/:lang/t/:id", (request, reply) =>
    tag(reply, request.params.lang, request.params.id, request.query),
  );
  app.get<{ Params: { lang: string; id: string } }>("/:lang/t/:id/", (request, reply) =>
    tag(reply, request.params.lang, request.params.id, request.query),
  );

  app.get<{ Params: { lang: string; id: string } }>("/:lang/a/:id", (request, reply) => {
    const language = languageOf(request.params.lang);
    const article = /^\d{1,6}$/.test(request.params.id)
      ? pixivision.article(Number(request.params.id))
      : null;
    if (language === null || article === null) return notFound(reply);
    return html(reply, articlePage({ pixivision, language }, article));
  });

  app.setNotFoundHandler((_request, reply) => notFound(reply));
  return app;
}
