/**
 * pixivision (PIXIV.md §6): the app API's `/v1/spotlight/articles` body (§6.1), and the JSON
 * shapes HibiAPI-like services (pxve-api, the reference viewer's secondary host) build by scraping
 * www.pixivision.net (§6.3), which pxv's `/api/pixivision*` routes answer with. Unknown fields are
 * kept.
 */
import "../schema-config.js";
import { z } from "zod";
import { nextUrlSchema } from "./app-api.js";

export const spotlightArticleSchema = z.looseObject({
  id: z.number().int().positive(),
  title: z.string(),
  pure_title: z.string(),
  thumbnail: z.url(),
  article_url: z.url(),
  publish_date: z.iso.datetime({ offset: true }),
  category: z.string(),
  subcategory_label: z.string(),
});
export type SpotlightArticle = z.infer<typeof spotlightArticleSchema>;

export const spotlightArticlesBodySchema = z.looseObject({
  spotlight_articles: z.array(spotlightArticleSchema),
  next_url: nextUrlSchema,
});
export type SpotlightArticlesBody = z.infer<typeof spotlightArticlesBodySchema>;

/** pixivision's languages, as the path prefix of www.pixivision.net spells them. */
export const PIXIVISION_LANGS = ["ja", "en", "zh", "zh-tw", "ko"] as const;
export type PixivisionLang = (typeof PIXIVISION_LANGS)[number];

/** The list categories (`/<lang>/c/<slug>`) pxv's Spotlights screen has tabs for. */
export const PIXIVISION_LIST_TYPES = [
  "illustration",
  "column",
  "interview",
  "manga",
  "novels",
  "news",
  "recommend",
] as const;

export const pixivisionTagSchema = z.looseObject({ id: z.number().int().nonnegative(), name: z.string() });

/** A scraped article card (§6.3 `Item`). */
export const pixivisionListItemSchema = z.looseObject({
  id: z.number().int().positive(),
  title: z.string().min(1),
  pure_title: z.string().optional(),
  thumbnail: z.url(),
  article_url: z.url(),
  publish_date: z.string().optional(),
  category: z.string().optional(),
  tags: z.array(pixivisionTagSchema),
});
export type PixivisionListItem = z.infer<typeof pixivisionListItemSchema>;

/** `/api/pixivision?page=&lang=` and `/api/pixivision/list?type=`: `rank`/`recommend` on page 1. */
export const pixivisionListBodySchema = z.looseObject({
  articles: z.array(pixivisionListItemSchema),
  rank: z.array(pixivisionListItemSchema).optional(),
  recommend: z.array(pixivisionListItemSchema).optional(),
});

const relatedSchema = z.looseObject({
  tag_name: z.string(),
  tag_id: z.number().int().nonnegative().optional(),
  items: z.array(z.looseObject({ id: z.number().int().positive(), title: z.string(), thumbnail: z.url() })),
});

/** A featured work of an illustration article. */
export const pixivisionItemSchema = z.looseObject({
  title: z.string(),
  illust_id: z.number().int().positive(),
  illust_url: z.url(),
  user_id: z.number().int().positive(),
  user_name: z.string(),
  user_avatar: z.url(),
});

/** `/api/pixivision/{id}`: an illustration article. */
export const pixivisionArticleBodySchema = z.looseObject({
  title: z.string().min(1),
  cover: z.url(),
  desc: z.string(),
  items: z.array(pixivisionItemSchema),
  tags: z.array(pixivisionTagSchema),
  related_latest: relatedSchema.nullable(),
  related_recommend: relatedSchema.nullable(),
});
export type PixivisionArticleBody = z.infer<typeof pixivisionArticleBodySchema>;

/** `/api/pixivision/detail?id=`: any article as HTML content (the "typed" view). */
export const pixivisionTypedArticleBodySchema = z.looseObject({
  title: z.string().min(1),
  date: z.string(),
  content: z.string(),
  tags: z.array(pixivisionTagSchema),
  related_latest: relatedSchema.nullable(),
  related_recommend: relatedSchema.nullable(),
});
