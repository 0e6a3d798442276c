/**
 * Web login (PRODUCT.md §4, §5): a PHPSESSID value, checked for its format, then with pixiv through the
 * server's /api/pixiv-now/user (through the client, data/pxv-client.ts, the answer checked with the
 * route's own schema), which answers the session's CSRF token and user. A session that
 * works is saved for 180 days and its token for the browser session; one that fails is cleared.
 */
import { parseSessionValue, PXV_API_PATHS, rewriteImageUrl, type WebSessionBody } from "@pxv/pixiv";
import { DataSourceError } from "../../data/errors";
import { loadWireSchemas } from "../../data/load-wire-schemas";
import { getJson } from "../../data/pxv-client";
import type { SessionUser } from "../../session/session";
import { forgetCachedAnswers } from "./forget-answers";
import { accountsStorage, webLoginStorage } from "../../session/login-storage";

export type WebLoginFailure = "format" | "invalid" | "network";

export class WebLoginError extends Error {
  override readonly name = "WebLoginError";
  constructor(
    readonly reason: WebLoginFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface WebSessionCheck {
  readonly token: string;
  readonly user: SessionUser;
}

function readUser(
  user: WebSessionBody["userData"],
  rewriteImage: (url: string) => string,
): SessionUser | null {
  const id = Number(user.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  const avatar = user.profileImgBig ?? user.profileImg ?? "";
  return {
    id,
    name: user.name ?? "",
    account: user.pixivId ?? "",
    avatar: avatar === "" ? "" : rewriteImage(avatar),
  };
}

/** Why a check failed: pixiv refused the session (or answered no user), or it could not be asked. */
function failureOf(error: DataSourceError): WebLoginFailure {
  if (error.status === 400 || error.status === 401) return "invalid";
  return error.status === null && error.kind === "unknown" ? "invalid" : "network";
}

/**
 * Asks pixiv (through the server) who the session belongs to, and its CSRF token. The answer carries
 * pixiv's image URLs: the avatar is rewritten with `rewriteImage` (by default to pxv's image proxy).
 */
export async function checkWebSession(
  session: string,
  rewriteImage: (url: string) => string = (url) => rewriteImageUrl(url),
): Promise<WebSessionCheck> {
  let body: WebSessionBody;
  try {
    body = await getJson(PXV_API_PATHS.webSession, {
      headers: { "x-auth": `PHPSESSID=${session}`, "cache-control": "no-store" },
      init: { referrerPolicy: "origin" },
      schema: async () => (await loadWireSchemas()).webSessionBodySchema,
    });
  } catch (error) {
    if (error instanceof DataSourceError) throw new WebLoginError(failureOf(error), error.message);
    throw new WebLoginError("network", String(error));
  }
  const user = readUser(body.userData, rewriteImage);
  if (user === null) throw new WebLoginError("invalid", "The session is not signed in");
  return { token: body.token, user };
}

/**
 * Validates the format, checks the session with pixiv and saves it as the active account (added to
 * the stored accounts, or replacing the same pixiv user's sign-in).
 */
export async function signInWithSession(input: string): Promise<SessionUser> {
  const session = parseSessionValue(input);
  if (session === null) throw new WebLoginError("format", "session ID wrong format");
  const { token, user } = await checkWebSession(session);
  accountsStorage.add("web", session, user);
  webLoginStorage.saveCsrf(token);
  await forgetCachedAnswers();
  return user;
}
