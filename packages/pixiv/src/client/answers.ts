/**
 * pixiv's token answer (PIXIV.md §2.4) and error answers (§1.6, §2.5), read by hand: THE reader of
 * them for every pxv client (the browser's sign-in, the server account, the app API client), kept
 * free of zod so the browser's sign-in carries no schema library. The zod schemas in wire/oauth.ts
 * describe the same answers for the sandbox and the tests; answers.test.ts reads every sample with
 * both and fails when they disagree, so the two cannot drift apart.
 */
import { AppApiClientError } from "./app-api-error.js";

/** What a token response tells about the signed-in account. */
export interface AppAuthUser {
  readonly id: number;
  readonly name: string;
  readonly account: string;
  /** pixiv's 170×170 avatar URL (not rewritten). */
  readonly avatar: string;
  readonly isPremium: boolean;
  readonly xRestrict: number;
}

export interface AppAuth {
  readonly accessToken: string;
  /** When the access token stops working, epoch ms. */
  readonly expiresAt: number;
  readonly user: AppAuthUser;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The message of an app API error body (`{error: {user_message, message}}`) or OAuth error body. */
export function pixivErrorMessage(body: unknown): string | null {
  const root = record(body);
  if (root === null) return null;
  const error = record(root["error"]);
  if (error !== null) {
    const message = text(error["user_message"]) || text(error["message"]);
    return message === "" ? text(error["reason"]) || null : message;
  }
  const system = record(record(root["errors"])?.["system"]);
  if (root["has_error"] === true) return text(system?.["message"]) || text(root["error"]) || "OAuth error";
  return null;
}

/** The OAuth error code of an error answer (`invalid_grant`, `invalid_client`), or "". */
export const oauthErrorCode = (body: unknown): string => text(record(body)?.["error"]);

/** A token answer → the session it opens, and the refresh token to keep (a rotated one replaces the old). */
export function readTokenBody(body: unknown, now: number): { auth: AppAuth; refreshToken: string } {
  const root = record(record(body)?.["response"]) ?? record(body);
  const user = record(root?.["user"]);
  const accessToken = text(root?.["access_token"]);
  const refreshToken = text(root?.["refresh_token"]);
  const expiresIn = root?.["expires_in"];
  const id = Number(user?.["id"]);
  if (
    accessToken === "" ||
    refreshToken === "" ||
    typeof expiresIn !== "number" ||
    !Number.isInteger(expiresIn) ||
    expiresIn <= 0 ||
    user === null ||
    !Number.isSafeInteger(id) ||
    id <= 0
  ) {
    throw new AppApiClientError("server", "The token response is not pixiv's");
  }
  const avatars = record(user["profile_image_urls"]);
  return {
    refreshToken,
    auth: {
      accessToken,
      expiresAt: now + expiresIn * 1000,
      user: {
        id,
        name: text(user["name"]),
        account: text(user["account"]),
        avatar: text(avatars?.["px_170x170"]),
        isPremium: user["is_premium"] === true,
        xRestrict: typeof user["x_restrict"] === "number" ? user["x_restrict"] : 0,
      },
    },
  };
}
