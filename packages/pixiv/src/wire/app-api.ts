/**
 * zod schemas of pixiv's app API bodies (PIXIV.md §3), checked against the captured responses in
 * packages/pixiv/test-data/pixiv-captured. They describe what pixiv sends, quirks included (`series` null for
 * illusts, `meta_single_page` `{}` on multi-page works, fields that only detail responses carry), and keep
 * unknown fields so that a body passed through stays whole.
 */
import "../schema-config.js";
import { z } from "zod";

const imageUrl = z.url();

export const userMinSchema = z.looseObject({
  id: z.number().int().nonnegative(),
  name: z.string(),
  account: z.string(),
  profile_image_urls: z.looseObject({ medium: imageUrl }),
  is_followed: z.boolean().optional(),
  is_accept_request: z.boolean().optional(),
  is_access_blocking_user: z.boolean().optional(),
  comment: z.string().optional(),
});

export const tagSchema = z.looseObject({
  name: z.string(),
  translated_name: z.string().nullable(),
});

export const illustTypeSchema = z.enum(["illust", "manga", "ugoira"]);

const squareMediumLarge = { square_medium: imageUrl, medium: imageUrl, large: imageUrl };

export const illustSchema = z.looseObject({
  id: z.number().int().positive(),
  title: z.string(),
  type: illustTypeSchema,
  image_urls: z.looseObject(squareMediumLarge),
  caption: z.string(),
  restrict: z.number().int(),
  user: userMinSchema,
  tags: z.array(tagSchema),
  tools: z.array(z.string()),
  create_date: z.iso.datetime({ offset: true }),
  page_count: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sanity_level: z.number().int(),
  x_restrict: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  series: z.looseObject({ id: z.number().int(), title: z.string() }).nullable(),
  meta_single_page: z.looseObject({ original_image_url: imageUrl.optional() }),
  meta_pages: z.array(
    z.looseObject({ image_urls: z.looseObject({ ...squareMediumLarge, original: imageUrl }) }),
  ),
  total_view: z.number().int().nonnegative().optional(),
  total_bookmarks: z.number().int().nonnegative().optional(),
  is_bookmarked: z.boolean(),
  visible: z.boolean(),
  is_muted: z.boolean(),
  total_comments: z.number().int().nonnegative().optional(),
  illust_ai_type: z.number().int().min(0).max(2).optional(),
  illust_book_style: z.number().int().optional(),
  comment_access_control: z.number().int().optional(),
  restriction_attributes: z.array(z.string()).optional(),
  request: z.unknown().optional(),
  event_banners: z
    .array(
      z.looseObject({
        tap_url: z.string().optional(),
        icon_url: z.string().optional(),
        title: z.string().optional(),
      }),
    )
    .nullable()
    .optional(),
  seasonal_effect_animation_urls: z.unknown().optional(),
});
export type AppIllust = z.infer<typeof illustSchema>;

/** An absolute `next_url`, or null on the last page (PIXIV.md §1.5). */
export const nextUrlSchema = z.url().nullable();

export const illustListBodySchema = z.looseObject({
  illusts: z.array(illustSchema),
  next_url: nextUrlSchema,
});

/** `GET /v1/illust/ranking` */
export const rankingBodySchema = illustListBodySchema;
export type RankingBody = z.infer<typeof rankingBodySchema>;

/** `GET /v1/illust/detail` */
export const illustDetailBodySchema = z.looseObject({ illust: illustSchema });
export type IllustDetailBody = z.infer<typeof illustDetailBodySchema>;

/** `GET /v1/illust/recommended` */
export const illustRecommendedBodySchema = illustListBodySchema.extend({
  ranking_illusts: z.array(illustSchema),
  contest_exists: z.boolean().optional(),
  privacy_policy: z.unknown().optional(),
});

/** `GET /v1/ugoira/metadata` carries `{ugoira_metadata: this}`. */
export const ugoiraMetadataSchema = z.looseObject({
  zip_urls: z.looseObject({ medium: imageUrl }),
  frames: z.array(z.looseObject({ file: z.string(), delay: z.number().int().nonnegative() })).min(1),
});
export type UgoiraMetadata = z.infer<typeof ugoiraMetadataSchema>;
/** The whole `GET /v1/ugoira/metadata` body. */
export const ugoiraMetadataBodySchema = z.looseObject({ ugoira_metadata: ugoiraMetadataSchema });

/** Every app API error (PIXIV.md §1.6): all four keys, strings possibly empty. */
export const appApiErrorBodySchema = z.object({
  error: z.object({
    user_message: z.string(),
    message: z.string(),
    reason: z.string(),
    user_message_details: z.record(z.string(), z.unknown()),
  }),
});
export type AppApiErrorBody = z.infer<typeof appApiErrorBodySchema>;
