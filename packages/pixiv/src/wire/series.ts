/**
 * zod schemas of pixiv's illust (manga) series on the app API (PIXIV.md §3.0.7, §3.1 rows 32, 34).
 * Novel series are in novel.ts.
 */
import "../schema-config.js";
import { z } from "zod";
import { illustSchema, nextUrlSchema, userMinSchema } from "./app-api.js";

export const illustSeriesDetailSchema = z.looseObject({
  id: z.number().int().positive(),
  title: z.string(),
  caption: z.string(),
  cover_image_urls: z.looseObject({ medium: z.url() }),
  series_work_count: z.number().int().nonnegative().optional(),
  create_date: z.iso.datetime({ offset: true }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  user: userMinSchema,
  watchlist_added: z.boolean(),
});

/** `GET /v1/illust/series` */
export const illustSeriesBodySchema = z.looseObject({
  illust_series_detail: illustSeriesDetailSchema,
  illust_series_first_illust: illustSchema.nullable(),
  illusts: z.array(illustSchema),
  next_url: nextUrlSchema,
});

/** `GET /v1/user/illust-series` */
export const userIllustSeriesBodySchema = z.looseObject({
  illust_series_details: z.array(illustSeriesDetailSchema),
  next_url: nextUrlSchema,
});
