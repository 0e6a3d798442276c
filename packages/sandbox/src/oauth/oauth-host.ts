/**
 * The emulated OAuth host (oauth.secure.pixiv.net): `POST /auth/token` with a form body (PIXIV.md
 * §2.3), answering pixiv's token body (§2.4: every field at the top level and again under
 * `response`, `user.id` a string) or its OAuth error body with 400 (§2.5). Grants: authorization_code
 * (the code from the PKCE login page, its S256 challenge checked against `code_verifier`, the
 * redirect_uri checked) and refresh_token (a demo account's fixed refresh token). The password grant
 * is refused as pixiv refuses it. `X-Client-Hash` is checked when a client sends it with its time.
 */
import { createHash } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import {
  CLIENT_HASH_SECRET,
  OAUTH_REDIRECT_URI,
  OAUTH_TOKEN_PATH,
  PIXIV_CLIENT_ID,
  PIXIV_CLIENT_SECRET,
  S_PXIMG_ORIGIN,
  type OAuthErrorBody,
  type OAuthTokenBody,
} from "@pxv/pixiv";
import type { SandboxAccount } from "../accounts.js";
import { acceptFormBodies, field, type FormFields } from "../http/form-body.js";
import type { TokenStore } from "./token-store.js";

const JSON_CONTENT_TYPE = "application/json; charset=utf-8";
/** pixiv's code for a refused grant (`Invalid refresh token`, §2.5). */
const GRANT_ERROR_CODE = 1508;

export function oauthError(message: string, error = "invalid_grant"): OAuthErrorBody {
  return { has_error: true, errors: { system: { message, code: GRANT_ERROR_CODE } }, error };
}

export function tokenBody(account: SandboxAccount, accessToken: string, expiresIn: number): OAuthTokenBody {
  const fields = {
    access_token: accessToken,
    expires_in: expiresIn,
    token_type: "bearer" as const,
    scope: "",
    refresh_token: account.refreshToken,
    user: {
      profile_image_urls: {
        px_16x16: `${S_PXIMG_ORIGIN}/common/images/no_profile_ss.png`,
        px_50x50: `${S_PXIMG_ORIGIN}/common/images/no_profile_s.png`,
        px_170x170: `${S_PXIMG_ORIGIN}/common/images/no_profile.png`,
      },
      id: String(account.id),
      name: account.name,
      account: account.account,
      mail_address: account.mailAddress,
      is_premium: account.isPremium,
      x_restrict: account.xRestrict,
      is_mail_authorized: true,
      require_policy_agreement: false,
    },
  };
  return { ...fields, response: fields };
}

type Grant = { account: SandboxAccount } | { error: OAuthErrorBody };

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function grant(form: FormFields, tokens: TokenStore): Grant {
  if (field(form, "client_id") !== PIXIV_CLIENT_ID || field(form, "client_secret") !== PIXIV_CLIENT_SECRET) {
    return { error: oauthError("Invalid client_id or client_secret", "invalid_client") };
  }
  switch (field(form, "grant_type")) {
    case "refresh_token": {
      const account = tokens.accountOfRefreshToken(field(form, "refresh_token") ?? "");
      return account === null ? { error: oauthError("Invalid refresh token") } : { account };
    }
    case "authorization_code": {
      const code = field(form, "code");
      const verifier = field(form, "code_verifier");
      if (code === undefined || verifier === undefined) {
        return {
          error: oauthError("Invalid authorization code or code_verifier parameter or parameter missing"),
        };
      }
      if (field(form, "redirect_uri") !== OAUTH_REDIRECT_URI) {
        return { error: oauthError("Invalid redirect_uri") };
      }
      const redeemed = tokens.redeemCode(code, verifier);
      if (redeemed.ok) return { account: redeemed.account };
      const message = {
        unknown: "Invalid authorization code",
        expired: "The authorization code has expired",
        verifier: "Invalid code_verifier",
      }[redeemed.reason];
      return { error: oauthError(message) };
    }
    case "password":
      return {
        error: oauthError("The grant type is unauthorized for this client_id", "unauthorized_client"),
      };
    default:
      return { error: oauthError("Invalid grant_type parameter or parameter missing", "invalid_request") };
  }
}

export function createOAuthHost(tokens: TokenStore, logger: boolean): FastifyInstance {
  const app = Fastify({ logger });
  acceptFormBodies(app);
  const send = (reply: FastifyReply, status: number, body: unknown): FastifyReply =>
    reply.code(status).type(JSON_CONTENT_TYPE).send(body);

  app.post(OAUTH_TOKEN_PATH, (request, reply) => {
    const time = header(request.headers["x-client-time"]);
    const hash = header(request.headers["x-client-hash"]);
    if (time !== undefined && hash !== undefined) {
      const expected = createHash("md5").update(`${time}${CLIENT_HASH_SECRET}`, "utf8").digest("hex");
      if (hash.toLowerCase() !== expected) {
        return send(reply, 400, oauthError("Invalid X-Client-Hash", "invalid_request"));
      }
    }
    const form = (
      typeof request.body === "object" && request.body !== null ? request.body : {}
    ) as FormFields;
    const result = grant(form, tokens);
    if ("error" in result) return send(reply, 400, result.error);
    const accessToken = tokens.issueAccessToken(result.account);
    return send(reply, 200, tokenBody(result.account, accessToken, tokens.accessTokenLifetimeSeconds));
  });

  app.setNotFoundHandler((_request, reply) => send(reply, 404, oauthError("Not found", "invalid_request")));
  app.setErrorHandler((error, _request, reply) => {
    const message = error instanceof Error ? error.message : "";
    return send(reply, 400, oauthError(message, "invalid_request"));
  });
  return app;
}
