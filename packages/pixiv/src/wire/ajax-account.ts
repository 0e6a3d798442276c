/**
 * zod schemas of the www ajax lists a signed-in web session reads (PRODUCT.md §B4): the
 * account's followed users, the site's newest works and Recomm4U's users; and the legacy PHP
 * answers of following and unfollowing. Bodies as the web relay hands them on (pixiv's envelope
 * removed).
 */
import "../schema-config.js";
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

/** A recommended user of `/ajax/discovery/users`: who, and the ids of works shown with them. */
const discoveryRecommendedUserSchema = z.looseObject({
  userId: idString,
  recentIllustIds: z.array(idString),
  recentNovelIds: z.array(idString),
});

/** A user of `/ajax/discovery/users`'s `users[]` (the short `/ajax/user/{id}` shape). */
const discoveryUserSchema = z.looseObject({
  userId: idString,
  name: z.string(),
  image: z.string(),
  isFollowed: z.boolean(),
});

/**
 * `GET /ajax/discovery/users?limit&lang` (Recomm4U's users, signed in): `recommendedUsers` in
 * pixiv's order with their works' ids, the users themselves, and the works' thumbnails.
 */
export const ajaxDiscoveryUsersSchema = z.looseObject({
  recommendedUsers: z.array(discoveryRecommendedUserSchema),
  users: z.array(discoveryUserSchema),
  thumbnails: z.looseObject({ illust: z.array(ajaxArtworkInfoSchema) }),
});
export type AjaxDiscoveryUsers = z.infer<typeof ajaxDiscoveryUsersSchema>;

/**
 * Following from the web (legacy PHP, not enveloped): `POST /bookmark_add.php`
 * `mode=add&type=user&user_id&tag&restrict&format=json` answers `[]`.
 */
export const legacyFollowAddAnswerSchema = z.array(z.unknown()).length(0);

/** Unfollowing: `POST /rpc_group_setting.php` `mode=del&type=bookuser&id` answers whom it dropped. */
export const legacyUnfollowAnswerSchema = z.looseObject({ type: z.literal("bookuser"), user_id: idString });
