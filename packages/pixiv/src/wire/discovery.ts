/**
 * zod schemas of pixiv's discovery bodies on the app API (PIXIV.md §3.1 rows 2–7, 14, 22, 30,
 * 43): search results with `search_span_limit` and `show_ai`, popular previews, bookmark
 * ranges (strings, `"*"` unbounded), autocomplete, trending tags and the live list (live ids are strings).
 */
import "../schema-config.js";
import { z } from "zod";
import { illustListBodySchema, illustSchema, nextUrlSchema, userMinSchema } from "./app-api.js";
import { novelListBodySchema } from "./novel.js";

/** `GET /v1/search/illust` */
export const searchIllustBodySchema = illustListBodySchema.extend({
  search_span_limit: z.number().int().positive(),
  show_ai: z.boolean(),
});

/** `GET /v1/search/novel` */
export const searchNovelBodySchema = novelListBodySchema.extend({
  search_span_limit: z.number().int().positive(),
  show_ai: z.boolean(),
});

/** `GET /v1/search/bookmark-ranges/illust|novel` */
export const bookmarkRangesBodySchema = z.looseObject({
  bookmark_ranges: z.array(z.looseObject({ bookmark_num_min: z.string(), bookmark_num_max: z.string() })),
});

/** `GET /v2/search/autocomplete` */
export const autocompleteBodySchema = z.looseObject({
  tags: z.array(z.looseObject({ name: z.string(), translated_name: z.string().nullable() })),
});

/** `GET /v1/trending-tags/illust|novel` */
export const trendingTagsBodySchema = z.looseObject({
  trend_tags: z.array(
    z.looseObject({ tag: z.string(), translated_name: z.string().nullable(), illust: illustSchema }),
  ),
});

export const liveSchema = z.looseObject({
  id: z.string().regex(/^\d+$/),
  created_at: z.iso.datetime({ offset: true }),
  owner: z.looseObject({ user: userMinSchema }),
  performers: z.array(z.looseObject({ user: userMinSchema })),
  name: z.string(),
  is_single: z.boolean(),
  is_adult: z.boolean(),
  is_r18: z.boolean(),
  is_r15: z.boolean(),
  publicity: z.string(),
  is_closed: z.boolean(),
  mode: z.string(),
  server: z.string(),
  channel_id: z.string(),
  is_enabled_mic_input: z.boolean(),
  thumbnail_image_url: z.url(),
  member_count: z.number().int().nonnegative(),
  total_audience_count: z.number().int().nonnegative(),
  performer_count: z.number().int().nonnegative(),
  is_muted: z.boolean(),
});

/** `GET /v1/live/list` */
export const liveListBodySchema = z.looseObject({
  lives: z.array(liveSchema),
  live_info: z.unknown().nullable(),
  next_url: nextUrlSchema,
});

/** `GET /v1/illust/bookmark/users` */
export const illustBookmarkUsersBodySchema = z.looseObject({
  users: z.array(userMinSchema),
  next_url: nextUrlSchema,
});
