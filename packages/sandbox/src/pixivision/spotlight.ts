/**
 * The app API's `GET /v1/spotlight/articles?category=&offset=` body (PIXIV.md §6.1), as a pure
 * function for the app API host to mount: SPOTLIGHT_PAGE_SIZE articles newest first, localized by
 * Accept-Language, with an absolute `next_url` on app-api.pixiv.net (null after the last page).
 * `category=all` lists every article, `illust` the illustration ones, `manga` the manga ones;
 * `cosplay` and other categories pxv's pixivision has no articles for give an empty list.
 */
import {
  APP_API_ORIGIN,
  MAX_OFFSET,
  PIXIVISION_ORIGIN,
  SPOTLIGHT_PAGE_SIZE,
  type AppApiErrorBody,
  type SpotlightArticlesBody,
} from "@pxv/pixiv";
import { I_PXIMG_ORIGIN } from "@pxv/pixiv";
import { formatPixivDateTime } from "../catalogue/timeline.js";
import { masterPath, sizedPath } from "../pximg-paths.js";
import { fullTitle, pureTitle, type ArticleSummary } from "./articles.js";
import type { Pixivision } from "./pixivision.js";
import { CATEGORY_LABELS, type PixivisionCategory, type PixivisionLanguage } from "./vocabulary.js";

export interface SpotlightAnswer {
  readonly status: number;
  readonly body: SpotlightArticlesBody | AppApiErrorBody;
}

/** The pixivision language for an Accept-Language header (its first language); default `ja`. */
export function pixivisionLanguageOf(acceptLanguage: string | undefined): PixivisionLanguage {
  const first = (acceptLanguage ?? "").split(",")[0]?.trim().toLowerCase().replace("_", "-") ?? "";
  if (/^zh-(tw|hk|mo|hant)/.test(first)) return "zh-tw";
  if (first.startsWith("zh")) return "zh";
  if (first.startsWith("en")) return "en";
  if (first.startsWith("ko")) return "ko";
  return "ja";
}

const APP_CATEGORIES: Readonly<Record<string, PixivisionCategory | "all">> = {
  all: "all",
  illust: "illustration",
  manga: "manga",
};

function single(value: string | readonly string[] | undefined): string | undefined {
  return Array.isArray(value) ? (value[0] as string | undefined) : (value as string | undefined);
}

function errorBody(message: string): AppApiErrorBody {
  return { error: { user_message: "", message, reason: "", user_message_details: {} } };
}

export function spotlightArticle(
  pixivision: Pixivision,
  summary: ArticleSummary,
  language: PixivisionLanguage,
): SpotlightArticlesBody["spotlight_articles"][number] {
  const cover = pixivision.article(summary.id)?.cover.work;
  const thumbnailPath =
    cover === undefined ? "" : sizedPath("540x540_70", masterPath(cover, 0, "master1200"));
  return {
    id: summary.id,
    title: fullTitle(summary, language),
    pure_title: pureTitle(summary, language),
    thumbnail: `${I_PXIMG_ORIGIN}/${thumbnailPath}`,
    article_url: `${PIXIVISION_ORIGIN}/${language}/a/${summary.id}`,
    publish_date: formatPixivDateTime(summary.publishedAt),
    category: "spotlight",
    subcategory_label: CATEGORY_LABELS[summary.category][language],
  };
}

/**
 * Answers `/v1/spotlight/articles`. `query` is the parsed query string; `acceptLanguage` the
 * request's Accept-Language header.
 */
export function answerSpotlightArticles(
  pixivision: Pixivision,
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
  acceptLanguage?: string,
): SpotlightAnswer {
  const language = pixivisionLanguageOf(acceptLanguage);
  const category = single(query["category"]) ?? "all";
  const offsetText = single(query["offset"]) ?? "0";
  if (!/^\d+$/.test(offsetText)) {
    return { status: 400, body: errorBody(JSON.stringify({ offset: ["offset must be an integer"] })) };
  }
  const offset = Number(offsetText);
  if (offset > MAX_OFFSET) {
    return {
      status: 400,
      body: errorBody(JSON.stringify({ offset: [`offset must be no more than ${MAX_OFFSET}`] })),
    };
  }
  const listed = APP_CATEGORIES[category];
  const all = listed === undefined ? [] : pixivision.list(listed);
  const page = all.slice(offset, offset + SPOTLIGHT_PAGE_SIZE);
  const nextOffset = offset + SPOTLIGHT_PAGE_SIZE;
  const filter = single(query["filter"]) ?? "for_android";
  const next =
    nextOffset < all.length && nextOffset <= MAX_OFFSET
      ? `${APP_API_ORIGIN}/v1/spotlight/articles?${new URLSearchParams({ filter, category, offset: String(nextOffset) }).toString()}`
      : null;
  return {
    status: 200,
    body: {
      spotlight_articles: page.map((summary) => spotlightArticle(pixivision, summary, language)),
      next_url: next,
    },
  };
}
