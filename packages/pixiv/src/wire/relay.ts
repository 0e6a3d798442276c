/**
 * zod schemas of pixiv's ajax answers as pxv reads them through its web relay (`/api/pixiv-now/http/
 * ajax/…`): comments (roots and replies) and an author's works by tag, after the relay has unwrapped
 * the envelope and turned image hosts into the server's own paths, so image fields are paths there
 * rather than absolute URLs (wire/ajax.ts has pixiv's own shapes).
 */
import "../schema-config.js";
import { z } from "zod";
import { ajaxArtworkInfoSchema } from "./ajax.js";
import { ajaxUserIllustsByTagSchema } from "./ajax-lists.js";

const idString = z.string().regex(/^\d+$/);

export const relayCommentSchema = z.looseObject({
  id: idString,
  userId: idString,
  userName: z.string(),
  img: z.string(),
  comment: z.string(),
  commentDate: z.string(),
  stampId: idString.nullable(),
  replyToUserId: idString.nullable().optional(),
  replyToUserName: z.string().nullable().optional(),
  hasReplies: z.boolean().optional(),
});
export type RelayComment = z.infer<typeof relayCommentSchema>;

/** `…/comments/roots` answers `hasNext`; `…/comments/replies` does not. */
export const relayCommentsBodySchema = z.looseObject({
  comments: z.array(relayCommentSchema),
  hasNext: z.boolean().optional(),
});

/** `…/ajax/user/{id}/illusts/tag` through the relay: thumbnails and avatars as server paths. */
export const relayUserIllustsByTagSchema = ajaxUserIllustsByTagSchema.extend({
  works: z.array(ajaxArtworkInfoSchema.extend({ url: z.string(), profileImageUrl: z.string().optional() })),
});
