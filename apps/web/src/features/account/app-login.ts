/**
 * App-API login (PRODUCT.md §4): by refresh token (exactly 43 characters, checked against the token
 * endpoint through the server's /pixiv-oauth relay before it is saved) or by OAuth with PKCE (the
 * verifier kept 10 minutes, the login window opened on this server's /pixiv-app-api relay, which
 * leads to pixiv's login page, and the code from the callback — on /account/oauth, or pasted on the
 * login page — exchanged with the kept verifier; a refused code is a RefusedCodeError). The token
 * requests, and every app-API call of the client built from `tokenRequestOptions`, go through pxv's
 * one transport (data/pxv-files.ts `pxvFetch`).
 */
import {
  AppApiClientError,
  CODE_VERIFIER_TTL_SECONDS,
  codeChallengeS256,
  createCodeVerifier,
  exchangeAuthorizationCode,
  isValidCodeVerifier,
  oauthLoginUrl,
  refreshWithToken,
  rewriteImageUrl,
  type AppAuth,
  type TokenRequestOptions,
} from "@pxv/pixiv";
import { pxvFetch } from "../../data/pxv-files";
import type { SessionUser } from "../../session/session";
import { forgetCachedAnswers } from "./forget-answers";
import {
  accountsStorage,
  appLoginStorage,
  asString,
  LOGIN_KEYS,
  readStored,
  removeStored,
  writeStored,
} from "../../session/login-storage";

/** The server's relays for a signed-in browser (apps/server/src/routes/relays.ts). */
export const APP_API_RELAY = "/pixiv-app-api";
export const OAUTH_RELAY = "/pixiv-oauth";

/** The PKCE verifier while the login window is open (here, not in login-storage: only this needs PKCE). */
export const verifierStorage = {
  read: (): string | null =>
    readStored("local", LOGIN_KEYS.oauthVerifier, (data) => {
      const verifier = asString(data);
      return verifier !== null && isValidCodeVerifier(verifier) ? verifier : null;
    }),
  save: (verifier: string): void => {
    writeStored("local", LOGIN_KEYS.oauthVerifier, verifier, CODE_VERIFIER_TTL_SECONDS);
  },
  clear: (): void => {
    removeStored("local", LOGIN_KEYS.oauthVerifier);
  },
};

export function tokenRequestOptions(): TokenRequestOptions {
  return { oauthBase: OAUTH_RELAY, fetch: pxvFetch };
}

/** The account's user of an access token's answer, its avatar rewritten by `rewrite`. */
export function sessionUserOf(auth: AppAuth, rewrite: (url: string) => string): SessionUser {
  const { id, name, account, avatar } = auth.user;
  return { id, name, account, avatar: avatar === "" ? "" : rewrite(avatar) };
}

/**
 * Saves a verified login as the active account: added to the stored accounts, or replacing the same
 * pixiv user's sign-in (the accounts signed in before stay).
 */
async function saveAppLogin(refreshToken: string, auth: AppAuth): Promise<void> {
  accountsStorage.add(
    "app",
    refreshToken,
    sessionUserOf(auth, (url) => rewriteImageUrl(url)),
  );
  appLoginStorage.saveAuth(auth);
  await forgetCachedAnswers();
}

/** Checks a refresh token with pixiv and saves it; rejects with an AppApiClientError. */
export async function signInWithRefreshToken(input: string): Promise<AppAuth> {
  const { auth, refreshToken } = await refreshWithToken(tokenRequestOptions(), input.trim());
  await saveAppLogin(refreshToken, auth);
  return auth;
}

/** Starts an OAuth login: a new verifier kept 10 minutes; resolves with the login window's address. */
export async function beginOAuthLogin(): Promise<string> {
  const verifier = createCodeVerifier();
  verifierStorage.save(verifier);
  return oauthLoginUrl(APP_API_RELAY, await codeChallengeS256(verifier));
}

export class MissingVerifierError extends Error {
  override readonly name = "MissingVerifierError";
}

/** pixiv refused the authorization code (`invalid_grant`): used already, too old, or not a code. */
export class RefusedCodeError extends Error {
  override readonly name = "RefusedCodeError";
}

/** Exchanges the callback's code with the kept verifier and saves the login. */
export async function completeOAuthLogin(code: string): Promise<AppAuth> {
  const verifier = verifierStorage.read();
  if (verifier === null)
    throw new MissingVerifierError("The login took longer than 10 minutes or was started elsewhere");
  const { auth, refreshToken } = await exchangeAuthorizationCode(tokenRequestOptions(), code, verifier).catch(
    (error: unknown) => {
      throw error instanceof AppApiClientError && error.kind === "invalid_grant"
        ? new RefusedCodeError(error.message)
        : error;
    },
  );
  verifierStorage.clear();
  await saveAppLogin(refreshToken, auth);
  return auth;
}
