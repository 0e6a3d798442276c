/**
 * zod schemas of pixiv's OAuth host (PIXIV.md §2.4, §2.5): the token response, which carries every
 * field both at the top level and again under `response`, with `user.id` a string; and the OAuth
 * error body, which differs from the app API's (`has_error`, `errors.system`, `error`).
 */
import "../schema-config.js";
import { z } from "zod";

export const oauthUserSchema = z.looseObject({
  profile_image_urls: z.looseObject({
    px_16x16: z.url(),
    px_50x50: z.url(),
    px_170x170: z.url(),
  }),
  /** A string here, though a number in every app API body. */
  id: z.string().regex(/^\d+$/),
  name: z.string(),
  account: z.string(),
  mail_address: z.string(),
  is_premium: z.boolean(),
  x_restrict: z.number().int().min(0).max(2),
  is_mail_authorized: z.boolean(),
  require_policy_agreement: z.boolean().optional(),
});
export type OAuthUser = z.infer<typeof oauthUserSchema>;

const tokenFields = {
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  token_type: z.literal("bearer"),
  scope: z.string(),
  refresh_token: z.string().min(1),
  user: oauthUserSchema,
};

/** `POST /auth/token` answered 200. */
export const oauthTokenBodySchema = z.looseObject({
  ...tokenFields,
  response: z.looseObject(tokenFields),
});
export type OAuthTokenBody = z.infer<typeof oauthTokenBodySchema>;

/** `POST /auth/token` answered 400. */
export const oauthErrorBodySchema = z.looseObject({
  has_error: z.literal(true),
  errors: z.looseObject({
    system: z.looseObject({ message: z.string(), code: z.number().int() }),
  }),
  error: z.string(),
});
export type OAuthErrorBody = z.infer<typeof oauthErrorBodySchema>;

/** `GET /idp-urls` on the app API host: hyphenated keys, among them where to get and redirect tokens. */
export const idpUrlsBodySchema = z.looseObject({
  "auth-token": z.url(),
  "auth-token-redirect-uri": z.url(),
  "account-edit": z.url().optional(),
  "account-leave-prepare": z.url().optional(),
  "account-leave-status": z.url().optional(),
  "account-setting-prepare": z.url().optional(),
});
export type IdpUrlsBody = z.infer<typeof idpUrlsBodySchema>;
