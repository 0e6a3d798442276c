/**
 * Web login (PRODUCT.md §4, §5): a PHPSESSID value, checked for its format, then with pixiv through the
 * server's /api/pixiv-now/user, which answers the session's CSRF token and user. A session that
 * works is saved for 180 days and its token for the browser session; one that fails is cleared.
 */
import { parseSessionValue, rewriteImageUrl } from "@pxv/pixiv";
import { WEB_USER_PATH } from "../../data/web-relay-paths";
import type { SessionUser } from "../../session/session";
import { forgetCachedAnswers } from "./forget-answers";
import { appLoginStorage, webLoginStorage } from "../../session/login-storage";

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

function readUser(data: unknown, rewriteImage: (url: string) => string): SessionUser | null {
  const user = data as {
    id?: unknown;
    name?: unknown;
    pixivId?: unknown;
    profileImgBig?: unknown;
    profileImg?: unknown;
  } | null;
  const id = Number(user?.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  const avatar =
    typeof user?.profileImgBig === "string"
      ? user.profileImgBig
      : typeof user?.profileImg === "string"
        ? user.profileImg
        : "";
  return {
    id,
    name: typeof user?.name === "string" ? user.name : "",
    account: typeof user?.pixivId === "string" ? user.pixivId : "",
    avatar: avatar === "" ? "" : rewriteImage(avatar),
  };
}

/**
 * Asks pixiv (through the server) who the session belongs to, and its CSRF token. The answer carries
 * pixiv's image URLs: the avatar is rewritten with `rewriteImage` (by default to pxv's image proxy).
 */
export async function checkWebSession(
  session: string,
  rewriteImage: (url: string) => string = (url) => rewriteImageUrl(url),
): Promise<WebSessionCheck> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(WEB_USER_PATH, {
      headers: { "x-auth": `PHPSESSID=${session}`, "cache-control": "no-store", accept: "application/json" },
      referrerPolicy: "origin",
    });
    body = await response.json().catch(() => null);
  } catch (error) {
    throw new WebLoginError("network", String(error));
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (!response.ok) {
    throw new WebLoginError(
      response.status === 401 || response.status === 400 ? "invalid" : "network",
      typeof message === "string" && message !== "" ? message : `HTTP ${response.status}`,
    );
  }
  const data = body as { token?: unknown; userData?: unknown } | null;
  const user = readUser(data?.userData, rewriteImage);
  if (typeof data?.token !== "string" || user === null)
    throw new WebLoginError("invalid", "The session is not signed in");
  return { token: data.token, user };
}

/** Validates the format, checks the session with pixiv and saves it (web mode on, app mode off). */
export async function signInWithSession(input: string): Promise<SessionUser> {
  const session = parseSessionValue(input);
  if (session === null) throw new WebLoginError("format", "session ID wrong format");
  const { token, user } = await checkWebSession(session);
  appLoginStorage.clear();
  webLoginStorage.saveSession(session);
  webLoginStorage.saveCsrf(token);
  await forgetCachedAnswers();
  return user;
}
