/**
 * zod schemas of the www ajax lists a signed-in web session reads (reference viewer §4): the
 * account's followed users and the site's newest works. Bodies as the web relay hands them on
 * (pixiv's envelope removed).
 */
import { z } from "zod";
import { ajaxArtworkInfoSchema } from "./ajax.js";

const idString = z.string().regex(/^\d+$/);

/** `GET /ajax/user/{id}/following?offset&limit&rest=show|hide` */
export const ajaxFollowingSchema = z.looseObject({
  users: z.array(
    z.looseObject({
      userId: idString,
      userName: z.string(),
      profileImageUrl: z.string(),
      following: z.boolean(),
      illusts: z.array(ajaxArtworkInfoSchema),
    }),
  ),
  total: z.number().int().nonnegative(),
});
export type AjaxFollowing = z.infer<typeof ajaxFollowingSchema>;

/** `GET /ajax/illust/new?lastId&limit&type` */
export const ajaxIllustNewSchema = z.looseObject({
  illusts: z.array(ajaxArtworkInfoSchema),
  lastId: idString,
});
