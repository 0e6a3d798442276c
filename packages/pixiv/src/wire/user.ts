/**
 * zod schemas of pixiv's user bodies on the app API (PIXIV.md §3.0.3, §3.1 rows 1, 6, 8–13, 20,
 * 38–41, 44–49 and the helpers under the table): user detail with profile, publicity and workspace,
 * user previews, follow detail, bookmark detail and tags, `/v1/user/me/state`, the AI display setting.
 * Mutations answer `{}`.
 */
import "../schema-config.js";
import { z } from "zod";
import { illustSchema, nextUrlSchema, userMinSchema } from "./app-api.js";
import { novelSchema } from "./novel.js";

const publicity = z.enum(["public", "private", "mypixiv"]);

export const userProfileSchema = z.looseObject({
  webpage: z.string().nullable(),
  gender: z.string(),
  birth: z.string(),
  birth_day: z.string(),
  birth_year: z.number().int(),
  region: z.string(),
  address_id: z.number().int(),
  country_code: z.string(),
  job: z.string(),
  job_id: z.number().int(),
  total_follow_users: z.number().int().nonnegative().optional(),
  total_mypixiv_users: z.number().int().nonnegative(),
  total_illusts: z.number().int().nonnegative(),
  total_manga: z.number().int().nonnegative(),
  total_novels: z.number().int().nonnegative(),
  total_illust_bookmarks_public: z.number().int().nonnegative().optional(),
  total_illust_series: z.number().int().nonnegative(),
  total_novel_series: z.number().int().nonnegative(),
  background_image_url: z.url().nullable(),
  twitter_account: z.string().optional(),
  twitter_url: z.string().nullable().optional(),
  pawoo_url: z.string().nullable(),
  is_premium: z.boolean(),
  is_using_custom_profile_image: z.boolean(),
});

export const userProfilePublicitySchema = z.looseObject({
  gender: publicity,
  region: publicity,
  birth_day: publicity,
  birth_year: publicity,
  job: publicity,
  pawoo: z.boolean(),
});

export const userWorkspaceSchema = z.looseObject({
  pc: z.string(),
  monitor: z.string(),
  tool: z.string(),
  scanner: z.string(),
  tablet: z.string(),
  mouse: z.string(),
  printer: z.string(),
  desktop: z.string(),
  music: z.string(),
  desk: z.string(),
  chair: z.string(),
  comment: z.string(),
  workspace_image_url: z.url().nullable(),
});

/** `GET /v1/user/detail` */
export const userDetailBodySchema = z.looseObject({
  user: userMinSchema.extend({ comment: z.string() }),
  profile: userProfileSchema,
  profile_publicity: userProfilePublicitySchema,
  workspace: userWorkspaceSchema,
});
export type UserDetailBody = z.infer<typeof userDetailBodySchema>;

export const userPreviewSchema = z.looseObject({
  user: userMinSchema,
  illusts: z.array(illustSchema),
  novels: z.array(novelSchema),
  is_muted: z.boolean(),
});

/** following, follower, mypixiv, search user, recommended and related users */
export const userPreviewsBodySchema = z.looseObject({
  user_previews: z.array(userPreviewSchema),
  next_url: nextUrlSchema.optional(),
});

/** `GET /v1/user/illusts` */
export const userIllustsBodySchema = z.looseObject({
  user: userMinSchema,
  illusts: z.array(illustSchema),
  next_url: nextUrlSchema,
});

/** `GET /v1/user/novels` */
export const userNovelsBodySchema = z.looseObject({
  user: userMinSchema,
  novels: z.array(novelSchema),
  next_url: nextUrlSchema,
});

/** `GET /v1/user/bookmark-tags/illust|novel` */
export const bookmarkTagsBodySchema = z.looseObject({
  bookmark_tags: z.array(z.looseObject({ name: z.string(), count: z.number().int().nonnegative() })),
  next_url: nextUrlSchema,
});

/** `GET /v2/illust/bookmark/detail`, `/v2/novel/bookmark/detail`: `restrict` is a string here. */
export const bookmarkDetailBodySchema = z.looseObject({
  bookmark_detail: z.looseObject({
    is_bookmarked: z.boolean(),
    tags: z.array(z.looseObject({ name: z.string(), is_registered: z.boolean() })),
    restrict: z.enum(["public", "private"]),
  }),
});

/** `GET /v1/user/follow/detail` */
export const followDetailBodySchema = z.looseObject({
  follow_detail: z.looseObject({ is_followed: z.boolean(), restrict: z.enum(["public", "private"]) }),
});

/** `GET /v1/user/me/state` (PIXIV.md §3.2.1, current shape) */
export const meStateBodySchema = z.looseObject({
  user_state: z.looseObject({
    is_mail_authorized: z.boolean(),
    has_mail_address: z.boolean().optional(),
    has_changed_pixiv_id: z.boolean(),
    can_change_pixiv_id: z.boolean(),
    has_password: z.boolean().optional(),
    require_policy_agreement: z.boolean().optional(),
    no_login_method: z.boolean().optional(),
    is_user_restricted: z.boolean().optional(),
  }),
  profile: z
    .looseObject({
      user_id: z.number().int().positive(),
      pixiv_id: z.string(),
      name: z.string(),
      profile_image_urls: z.looseObject({ medium: z.url() }),
      is_premium: z.boolean(),
      x_restrict: z.number().int().min(0).max(2),
    })
    .optional(),
});

/** `GET /v1/user/ai-show-settings` */
export const aiShowSettingsBodySchema = z.looseObject({ show_ai: z.boolean() });

/** `GET /v1/user/restricted-mode-settings` */
export const restrictedModeSettingsBodySchema = z.looseObject({ is_restricted_mode_enabled: z.boolean() });

/** Every successful mutation (bookmark, follow, setting): an empty object. */
export const emptyBodySchema = z.object({}).strict();
