/**
 * Test helpers: signing in to a running sandbox the way pixiv's apps do (a refresh grant on the OAuth
 * host), and calling its app API with the bearer token that gives.
 */
import { OAUTH_TOKEN_PATH, PIXIV_CLIENT_ID, PIXIV_CLIENT_SECRET, oauthTokenBodySchema } from "@pxv/pixiv";
import { SANDBOX_SERVER_ACCOUNT, type SandboxAccount } from "../accounts.js";
import type { SandboxUrls } from "../sandbox.js";

export async function refreshGrant(urls: SandboxUrls, refreshToken: string): Promise<Response> {
  return fetch(`${urls.oauth}${OAUTH_TOKEN_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: PIXIV_CLIENT_ID,
      client_secret: PIXIV_CLIENT_SECRET,
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      get_secure_url: "1",
    }).toString(),
  });
}

/** A fresh access token of `account` (the server account by default). */
export async function accessTokenOf(
  urls: SandboxUrls,
  account: SandboxAccount = SANDBOX_SERVER_ACCOUNT,
): Promise<string> {
  const response = await refreshGrant(urls, account.refreshToken);
  if (response.status !== 200) throw new Error(`refresh grant answered ${response.status}`);
  return oauthTokenBodySchema.parse(await response.json()).access_token;
}

/** `Authorization` headers of a freshly signed-in account. */
export async function bearerHeaders(
  urls: SandboxUrls,
  account?: SandboxAccount,
): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await accessTokenOf(urls, account)}` };
}
