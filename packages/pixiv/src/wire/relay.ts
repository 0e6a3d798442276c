/**
 * zod schemas of pixiv's comment answers as pxv reads them through its web relay (`/api/pixiv-now/
 * http/ajax/…/comments/roots` and `/replies`), after the relay has unwrapped the envelope. Image
 * URLs are pixiv's own, as everywhere (wire/ajax.ts has pixiv's other ajax shapes).
 */
import "../schema-config.js";
import { z } from "zod";

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
