/**
 * zod schemas of pixiv's novels on the app API (PIXIV.md §3.0.2, §3.1 rows 3, 10, 11b, 19, 24, 27,
 * 29, 31, 35, 36) and of the novel JSON inside `/webview/v2/novel` (§3.2.3). Quirks kept: `series` is
 * `{}` (never null) when a novel has none; webview ids are strings and `illusts`/`images` are `[]`
 * when empty.
 */
import "../schema-config.js";
import { z } from "zod";
import { illustSchema, nextUrlSchema, userMinSchema } from "./app-api.js";

const imageUrl = z.url();

export const novelTagSchema = z.looseObject({
  name: z.string(),
  translated_name: z.string().nullable(),
  added_by_uploaded_user: z.boolean(),
});

export const novelSchema = z.looseObject({
  id: z.number().int().positive(),
  title: z.string(),
  caption: z.string(),
  restrict: z.number().int(),
  x_restrict: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  is_original: z.boolean(),
  image_urls: z.looseObject({ square_medium: imageUrl, medium: imageUrl, large: imageUrl }),
  create_date: z.iso.datetime({ offset: true }),
  tags: z.array(novelTagSchema),
  page_count: z.number().int().positive(),
  text_length: z.number().int().nonnegative(),
  user: userMinSchema,
  /** `{id, title}`, or `{}` when the novel is in no series. */
  series: z.union([z.looseObject({ id: z.number().int(), title: z.string() }), z.object({}).strict()]),
  is_bookmarked: z.boolean(),
  total_bookmarks: z.number().int().nonnegative().optional(),
  total_view: z.number().int().nonnegative().optional(),
  visible: z.boolean(),
  total_comments: z.number().int().nonnegative().optional(),
  is_muted: z.boolean(),
  is_mypixiv_only: z.boolean(),
  is_x_restricted: z.boolean(),
  novel_ai_type: z.number().int().min(0).max(2),
  comment_access_control: z.number().int().optional(),
  request: z.unknown().optional(),
});
export type AppNovel = z.infer<typeof novelSchema>;

export const novelListBodySchema = z.looseObject({ novels: z.array(novelSchema), next_url: nextUrlSchema });
export type NovelListBody = z.infer<typeof novelListBodySchema>;

/** `GET /v2/novel/detail` */
export const novelDetailBodySchema = z.looseObject({ novel: novelSchema });

/** `GET /v1/novel/recommended` */
export const novelRecommendedBodySchema = novelListBodySchema.extend({
  ranking_novels: z.array(novelSchema),
  privacy_policy: z.unknown().optional(),
});

export const novelSeriesDetailSchema = z.looseObject({
  id: z.number().int().positive(),
  title: z.string(),
  caption: z.string(),
  is_original: z.boolean(),
  is_concluded: z.boolean(),
  content_count: z.number().int().nonnegative().optional(),
  total_character_count: z.number().int().nonnegative(),
  user: userMinSchema,
  display_text: z.string(),
  novel_ai_type: z.number().int().min(0).max(2),
  watchlist_added: z.boolean(),
});

/** `GET /v2/novel/series` */
export const novelSeriesBodySchema = z.looseObject({
  novel_series_detail: novelSeriesDetailSchema,
  novel_series_first_novel: novelSchema.nullable(),
  novel_series_latest_novel: novelSchema.nullable(),
  novels: z.array(novelSchema),
  next_url: nextUrlSchema,
});

/** `GET /v1/user/novel-series` */
export const userNovelSeriesBodySchema = z.looseObject({
  novel_series_details: z.array(novelSeriesDetailSchema),
  next_url: nextUrlSchema,
});

const webviewNavSchema = z.looseObject({
  id: z.number().int(),
  viewable: z.boolean(),
  contentOrder: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  viewableMessage: z.string().nullable(),
});

/** The `novel` object embedded in `/webview/v2/novel` (camelCase, string ids). */
export const webviewNovelSchema = z.looseObject({
  id: z.string().regex(/^\d+$/),
  title: z.string(),
  seriesId: z.string().nullable(),
  seriesTitle: z.string().nullable(),
  seriesIsWatched: z.boolean().nullable(),
  userId: z.string().regex(/^\d+$/),
  coverUrl: z.string(),
  tags: z.array(z.string()),
  caption: z.string(),
  cdate: z.string(),
  rating: z.looseObject({ like: z.number().int(), bookmark: z.number().int(), view: z.number().int() }),
  text: z.string(),
  marker: z.unknown().nullable(),
  illusts: z.union([z.array(z.never()), z.record(z.string(), z.looseObject({ visible: z.boolean() }))]),
  images: z.union([
    z.array(z.never()),
    z.record(
      z.string(),
      z.looseObject({ novelImageId: z.string(), sl: z.string(), urls: z.record(z.string(), z.string()) }),
    ),
  ]),
  seriesNavigation: z
    .looseObject({ nextNovel: webviewNavSchema.nullable(), prevNovel: webviewNavSchema.nullable() })
    .nullable(),
  glossaryItems: z.array(z.unknown()),
  replaceableItemIds: z.array(z.unknown()),
  aiType: z.number().int(),
  isOriginal: z.boolean(),
});
export type WebviewNovel = z.infer<typeof webviewNovelSchema>;

/** `GET /v1/trending-tags/novel` uses the illust shape too (PIXIV.md §3.1 row 30). */
export const novelTrendTagSchema = z.looseObject({
  tag: z.string(),
  translated_name: z.string().nullable(),
  illust: illustSchema,
});
