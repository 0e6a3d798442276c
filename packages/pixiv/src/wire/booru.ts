/**
 * The post lists of the three image boorus pxv's pid-recover searches for works deleted from pixiv
 * (PRODUCT.md §B2.6): Danbooru `GET /posts.json?tags=pixiv:<id>`, Gelbooru's DAPI
 * `GET /index.php?page=dapi&s=post&q=index&json=1&tags=…` and Yande.re `GET /post.json?tags=…`.
 * Only the fields pid-recover reads are required; everything else is kept (loose objects). An unknown
 * id is `[]` (Danbooru, Yande.re) or a Gelbooru body without `post`.
 */
import "../schema-config.js";
import { z } from "zod";

/** Danbooru: `created_at` is ISO 8601 with an offset, `tag_string` space-separated. */
export const danbooruPostSchema = z.looseObject({
  id: z.number().int().positive(),
  created_at: z.string(),
  source: z.string(),
  tag_string: z.string(),
  /** Absent on posts the anonymous API may not show. */
  file_url: z.url().optional(),
  large_file_url: z.url().optional(),
  preview_file_url: z.url().optional(),
  pixiv_id: z.number().int().positive().nullable(),
  image_width: z.number().int().positive(),
  image_height: z.number().int().positive(),
});
export type DanbooruPost = z.infer<typeof danbooruPostSchema>;
export const danbooruPostsBodySchema = z.array(danbooruPostSchema);

/** Gelbooru: `created_at` is like `Tue Mar 05 10:00:00 -0600 2024`, `tags` space-separated. */
export const gelbooruPostSchema = z.looseObject({
  id: z.number().int().positive(),
  created_at: z.string(),
  source: z.string(),
  tags: z.string(),
  file_url: z.url(),
  sample_url: z.string(),
  preview_url: z.url(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type GelbooruPost = z.infer<typeof gelbooruPostSchema>;
export const gelbooruBodySchema = z.looseObject({
  "@attributes": z.looseObject({
    limit: z.number().int().nonnegative(),
    offset: z.number().int().nonnegative(),
    count: z.number().int().nonnegative(),
  }),
  /** Absent when nothing matched. */
  post: z.array(gelbooruPostSchema).optional(),
});
export type GelbooruBody = z.infer<typeof gelbooruBodySchema>;

/** Yande.re (Moebooru): `created_at` in epoch seconds, `tags` space-separated. */
export const yanderePostSchema = z.looseObject({
  id: z.number().int().positive(),
  created_at: z.number().int().nonnegative(),
  source: z.string(),
  tags: z.string(),
  file_url: z.url(),
  sample_url: z.url(),
  preview_url: z.url(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type YanderePost = z.infer<typeof yanderePostSchema>;
export const yanderePostsBodySchema = z.array(yanderePostSchema);
