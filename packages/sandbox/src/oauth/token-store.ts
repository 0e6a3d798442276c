/**
 * Who is signed in: the access tokens the OAuth host has issued and the authorization codes the PKCE
 * login page has handed out, shared by the OAuth host (which issues) and the app API host (which
 * checks bearer tokens). Tokens and codes are random and live only in memory while the sandbox runs;
 * each demo account's refresh token is fixed (accounts.ts), so a refresh grant always works.
 * Expiry is read from the injected clock, so tests can make tokens expire.
 */
import { createHash, randomBytes } from "node:crypto";
import { AUTHORIZATION_CODE_LIFETIME_SECONDS } from "@pxv/pixiv";
import { accountById, SANDBOX_ACCOUNTS, type SandboxAccount } from "../accounts.js";

interface IssuedToken {
  readonly accountId: number;
  readonly expiresAt: number;
}

interface PendingCode {
  readonly accountId: number;
  readonly codeChallenge: string;
  readonly expiresAt: number;
}

export type CodeRedemption =
  | { readonly ok: true; readonly account: SandboxAccount }
  | { readonly ok: false; readonly reason: "unknown" | "expired" | "verifier" };

export interface TokenStore {
  /** Lifetime of access tokens in seconds (`expires_in`). */
  readonly accessTokenLifetimeSeconds: number;
  issueAccessToken(account: SandboxAccount): string;
  /** The account an access token belongs to; null when unknown or expired. */
  accountOfAccessToken(token: string): SandboxAccount | null;
  accountOfRefreshToken(token: string): SandboxAccount | null;
  /** A one-time code for `account`, bound to the PKCE S256 challenge of the login. */
  issueCode(account: SandboxAccount, codeChallenge: string): string;
  redeemCode(code: string, codeVerifier: string): CodeRedemption;
}

/** RFC 7636 S256: base64url (no padding) of the SHA-256 of the verifier. */
export function s256CodeChallenge(codeVerifier: string): string {
  return createHash("sha256").update(codeVerifier, "ascii").digest("base64url");
}

/** pixiv's tokens and codes are 43 base64url characters: 32 random bytes. */
const randomToken = (): string => randomBytes(32).toString("base64url");

/** Tokens kept at most; the oldest go first (a long-running sandbox stays small). */
const MAX_ISSUED = 10_000;

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= MAX_ISSUED) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

export function createTokenStore(options: {
  readonly now: () => Date;
  readonly accessTokenLifetimeSeconds: number;
}): TokenStore {
  const accessTokens = new Map<string, IssuedToken>();
  const codes = new Map<string, PendingCode>();
  const nowMs = (): number => options.now().getTime();

  return {
    accessTokenLifetimeSeconds: options.accessTokenLifetimeSeconds,
    issueAccessToken: (account) => {
      const token = randomToken();
      remember(accessTokens, token, {
        accountId: account.id,
        expiresAt: nowMs() + options.accessTokenLifetimeSeconds * 1000,
      });
      return token;
    },
    accountOfAccessToken: (token) => {
      const issued = accessTokens.get(token);
      if (issued === undefined) return null;
      if (issued.expiresAt <= nowMs()) {
        accessTokens.delete(token);
        return null;
      }
      return accountById(issued.accountId);
    },
    accountOfRefreshToken: (token) =>
      SANDBOX_ACCOUNTS.find((account) => account.refreshToken === token) ?? null,
    issueCode: (account, codeChallenge) => {
      const code = randomToken();
      remember(codes, code, {
        accountId: account.id,
        codeChallenge,
        expiresAt: nowMs() + AUTHORIZATION_CODE_LIFETIME_SECONDS * 1000,
      });
      return code;
    },
    redeemCode: (code, codeVerifier) => {
      const pending = codes.get(code);
      if (pending === undefined) return { ok: false, reason: "unknown" };
      codes.delete(code); // one use, whatever happens
      if (pending.expiresAt <= nowMs()) return { ok: false, reason: "expired" };
      if (s256CodeChallenge(codeVerifier) !== pending.codeChallenge) return { ok: false, reason: "verifier" };
      const account = accountById(pending.accountId);
      return account === null ? { ok: false, reason: "unknown" } : { ok: true, account };
    },
  };
}
