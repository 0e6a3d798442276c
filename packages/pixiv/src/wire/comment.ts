/**
 * zod schemas of pixiv's comments (PIXIV.md §3.0.4, §3.1 rows 15–17, 50): `/v3/…/comments` with
 * `total_comments` and `comment_access_control`, `/v2/…/comment/replies`, and `{comment}` from a
 * comment add. Stamp comments have an empty `comment` and a `stamp`; `user` has no `is_followed`.
 */
import "../schema-config.js";
import { z } from "zod";
import { nextUrlSchema, userMinSchema } from "./app-api.js";

export const commentSchema = z.looseObject({
  id: z.number().int().positive(),
  comment: z.string(),
  date: z.iso.datetime({ offset: true }),
  user: userMinSchema,
  has_replies: z.boolean(),
  stamp: z.looseObject({ stamp_id: z.number().int(), stamp_url: z.url() }).nullable(),
});
export type AppComment = z.infer<typeof commentSchema>;

/** `GET /v3/illust/comments`, `/v3/novel/comments` */
export const commentsBodySchema = z.looseObject({
  total_comments: z.number().int().nonnegative(),
  comments: z.array(commentSchema),
  next_url: nextUrlSchema,
  comment_access_control: z.number().int(),
});

/** `GET /v2/illust/comment/replies`, `/v2/novel/comment/replies` */
export const commentRepliesBodySchema = z.looseObject({
  comments: z.array(commentSchema),
  next_url: nextUrlSchema,
});

/** `POST /v1/illust/comment/add`, `/v1/novel/comment/add` */
export const commentAddBodySchema = z.looseObject({ comment: commentSchema });
