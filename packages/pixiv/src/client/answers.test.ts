// The hand-read token and error answers against the zod schemas of the same answers (wire/oauth.ts):
// every token answer the schema accepts is read to the same values, every answer missing what a
// client needs is refused by both, and every OAuth error answer gives the schema's message. A field
// changed in one and not the other fails here.
import { describe, expect, it } from "vitest";
import { oauthErrorBodySchema, oauthTokenBodySchema, type OAuthTokenBody } from "../wire/oauth.js";
import { oauthErrorCode, pixivErrorMessage, readTokenBody } from "./answers.js";

const NOW = 1_700_000_000_000;

/** A token answer shaped as pixiv sends it (PIXIV.md §2.4): the fields twice, `user.id` a string. */
function pixivTokenAnswer(overrides: Record<string, unknown> = {}, user: Record<string, unknown> = {}) {
  const fields = {
    access_token: "access-0123456789",
    expires_in: 3600,
    token_type: "bearer",
    scope: "",
    refresh_token: "r".repeat(43),
    user: {
      profile_image_urls: {
        px_16x16: "https://s.pximg.net/common/images/no_profile_ss.png",
        px_50x50: "https://s.pximg.net/common/images/no_profile_s.png",
        px_170x170: "https://s.pximg.net/common/images/no_profile.png",
      },
      id: "900002",
      name: "Demo",
      account: "pxv_demo",
      mail_address: "demo@example.com",
      is_premium: true,
      x_restrict: 2,
      is_mail_authorized: true,
      require_policy_agreement: false,
      ...user,
    },
    ...overrides,
  };
  return { ...fields, response: fields };
}

/** What the schema's reading of an answer says the session is. */
function sessionOf(body: OAuthTokenBody) {
  const { response } = body;
  return {
    refreshToken: response.refresh_token,
    auth: {
      accessToken: response.access_token,
      expiresAt: NOW + response.expires_in * 1000,
      user: {
        id: Number(response.user.id),
        name: response.user.name,
        account: response.user.account,
        avatar: response.user.profile_image_urls.px_170x170,
        isPremium: response.user.is_premium,
        xRestrict: response.user.x_restrict,
      },
    },
  };
}

const accepted: ReadonlyArray<readonly [string, unknown]> = [
  ["pixiv's answer", pixivTokenAnswer()],
  ["a rotated refresh token", pixivTokenAnswer({ refresh_token: "n".repeat(43) })],
  ["a free account", pixivTokenAnswer({}, { is_premium: false, x_restrict: 0 })],
  ["a short-lived token", pixivTokenAnswer({ expires_in: 2 })],
  ["without the policy flag", pixivTokenAnswer({}, { require_policy_agreement: undefined })],
];

/** Answers without something a client needs: both readers refuse them. */
const refused: ReadonlyArray<readonly [string, unknown]> = [
  ["no body", null],
  ["an array", [pixivTokenAnswer()]],
  ["an OAuth error", { has_error: true, errors: { system: { message: "x", code: 1508 } }, error: "x" }],
  ["an empty access token", pixivTokenAnswer({ access_token: "" })],
  ["no access token", pixivTokenAnswer({ access_token: undefined })],
  ["an empty refresh token", pixivTokenAnswer({ refresh_token: "" })],
  ["expires_in as text", pixivTokenAnswer({ expires_in: "3600" })],
  ["expires_in zero", pixivTokenAnswer({ expires_in: 0 })],
  ["expires_in not whole", pixivTokenAnswer({ expires_in: 1.5 })],
  ["no user", pixivTokenAnswer({ user: undefined })],
  ["a user id that is no number", pixivTokenAnswer({}, { id: "demo" })],
];

describe("readTokenBody against oauthTokenBodySchema", () => {
  it.each(accepted)("reads %s as the schema does", (_name, body) => {
    const parsed = oauthTokenBodySchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(readTokenBody(body, NOW)).toEqual(sessionOf(parsed.data as OAuthTokenBody));
  });

  it.each(refused)("refuses %s, as the schema does", (_name, body) => {
    expect(oauthTokenBodySchema.safeParse(body).success).toBe(false);
    expect(() => readTokenBody(body, NOW)).toThrow("The token response is not pixiv's");
  });
});

describe("pixivErrorMessage against oauthErrorBodySchema", () => {
  it.each([
    ["a refused refresh token", "Invalid refresh token", "invalid_grant"],
    ["an unknown grant type", "Invalid grant_type parameter or parameter missing", "unsupported_grant_type"],
    ["a wrong client", "Invalid client", "invalid_client"],
  ])("reads %s", (_name, message, error) => {
    const body = { has_error: true, errors: { system: { message, code: 1508 } }, error };
    const parsed = oauthErrorBodySchema.parse(body);
    expect(pixivErrorMessage(body)).toBe(parsed.errors.system.message);
    expect(oauthErrorCode(body)).toBe(parsed.error);
  });
});
