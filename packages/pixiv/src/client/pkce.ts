/**
 * PKCE for pixiv's OAuth login (PRODUCT.md §5, RFC 7636): a random code verifier of 43–128 characters
 * from the unreserved alphabet, its S256 challenge (base64url of SHA-256, no padding) and the
 * login page's address. Web Crypto only (browsers and Node 20 both have `globalThis.crypto`).
 */
import {
  CODE_VERIFIER_MAX_LENGTH,
  CODE_VERIFIER_MIN_LENGTH,
  OAUTH_LOGIN_CLIENT,
  OAUTH_LOGIN_PATH,
} from "../oauth.js";

const VERIFIER_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";
const VERIFIER_PATTERN = new RegExp(
  `^[A-Za-z0-9._~-]{${CODE_VERIFIER_MIN_LENGTH},${CODE_VERIFIER_MAX_LENGTH}}$`,
);
/** The verifier length pxv uses: long enough, and a multiple that keeps the modulo bias nil (256 % 66 ≠ 0, so rejection sampling). */
export const DEFAULT_CODE_VERIFIER_LENGTH = 64;

export function isValidCodeVerifier(value: string): boolean {
  return VERIFIER_PATTERN.test(value);
}

/** A fresh verifier; bytes are drawn by rejection sampling so every character is equally likely. */
export function createCodeVerifier(
  length: number = DEFAULT_CODE_VERIFIER_LENGTH,
  randomBytes: (size: number) => Uint8Array = (size) =>
    globalThis.crypto.getRandomValues(new Uint8Array(size)),
): string {
  if (!Number.isInteger(length) || length < CODE_VERIFIER_MIN_LENGTH || length > CODE_VERIFIER_MAX_LENGTH) {
    throw new RangeError(
      `A code verifier is ${CODE_VERIFIER_MIN_LENGTH} to ${CODE_VERIFIER_MAX_LENGTH} characters long`,
    );
  }
  const limit = 256 - (256 % VERIFIER_ALPHABET.length);
  let verifier = "";
  while (verifier.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < limit && verifier.length < length)
        verifier += VERIFIER_ALPHABET.charAt(byte % VERIFIER_ALPHABET.length);
    }
  }
  return verifier;
}

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The S256 challenge of a verifier. */
export async function codeChallengeS256(verifier: string): Promise<string> {
  if (!isValidCodeVerifier(verifier)) throw new RangeError("Not a PKCE code verifier");
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** The login page for a challenge, on `appApiBase` (pixiv's app API host, or a relay that leads there). */
export function oauthLoginUrl(appApiBase: string, codeChallenge: string): string {
  const query = new URLSearchParams({
    code_challenge: codeChallenge,
    code_challenge_method: "S256",
    client: OAUTH_LOGIN_CLIENT,
  });
  return `${appApiBase.replace(/\/+$/, "")}${OAUTH_LOGIN_PATH}?${query.toString()}`;
}

/**
 * The authorization code in what a person pastes or where the login ended: a bare code, pixiv's
 * callback address (`…/callback?state=…&code=…`), pxv's own `/account/oauth?code=…` or the app
 * link `pixiv://account/login?code=…`. Null when there is none.
 */
export function authorizationCodeFrom(input: string): string | null {
  const text = input.trim();
  if (/^[\w-]{20,128}$/.test(text)) return text;
  const match = /[?&]code=([^&#\s]+)/.exec(text);
  if (match?.[1] === undefined) return null;
  let code: string;
  try {
    code = decodeURIComponent(match[1]);
  } catch {
    return null; // a broken %-escape (a paste cut short) holds no code
  }
  return /^[\w-]{20,128}$/.test(code) ? code : null;
}
