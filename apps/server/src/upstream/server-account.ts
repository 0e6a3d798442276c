/**
 * The server account: the pixiv account that answers `/api/pixiv/*`. It holds a refresh token (from
 * PIXIV_REFRESH_TOKEN, or the sandbox's server account) and hands out access tokens, refreshing at
 * pixiv's OAuth host shortly before one expires (through `@pxv/pixiv`'s `refreshWithToken`, which
 * sends the grant and reads pixiv's answer for every pxv client). Invariants: one refresh at a time per process
 * (concurrent callers share it), and across processes when a shared lock is given (Redis);
 * a token the app API refused is dropped once so the next caller refreshes; a rotated refresh token
 * replaces the old one; tokens never reach a log line or an error message.
 */
import {
  ACCESS_TOKEN_EXPIRY_MARGIN_MS,
  API_TIMEOUT_MS,
  AppApiClientError,
  refreshWithToken,
} from "@pxv/pixiv";
import { HttpError, UpstreamError } from "../errors.js";
import { APP_HEADERS, clientHashHeaders } from "./pixiv-headers.js";

/** After a failed refresh, callers get the same failure for this long instead of a refresh each. */
const FAILURE_COOLDOWN_MS = 2_000;

export interface AccessToken {
  readonly token: string;
  /** Epoch milliseconds after which the token must not be used. */
  readonly expiresAt: number;
  /** Epoch milliseconds from which a new one should be fetched. */
  readonly refreshAt: number;
}

/**
 * Where processes sharing one account keep its current token: with several pxv instances on one
 * Redis, one of them refreshes and the others read the result. Implemented by the Redis cache.
 */
export interface SharedTokenStore {
  read(): Promise<{ accessToken: AccessToken; refreshToken: string } | null>;
  write(value: { accessToken: AccessToken; refreshToken: string }): Promise<void>;
  /** Try to become the one instance refreshing; false when another holds the lock. */
  lock(ttlMs: number): Promise<boolean>;
  unlock(): Promise<void>;
}

export interface ServerAccount {
  /** A usable access token, refreshed first when it is missing or close to expiry. */
  accessToken(): Promise<string>;
  /** Drop `token` after the app API refused it (`invalid_grant`), so that the next call refreshes. */
  invalidate(token: string): void;
  /** How many refreshes this process made (for tests and the health check). */
  readonly refreshes: number;
}

/** The server account cannot sign in: a 502 that says so, without any token in it. */
export class ServerAccountError extends HttpError {
  constructor(problem: string) {
    super(502, "server_account_unavailable", `The server account could not sign in to pixiv: ${problem}`, {
      upstream: "oauth",
    });
    this.name = "ServerAccountError";
  }
}

export interface ServerAccountOptions {
  readonly oauthBase: string;
  readonly refreshToken: string;
  readonly shared?: SharedTokenStore;
  readonly now?: () => number;
}

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

export function createServerAccount(options: ServerAccountOptions): ServerAccount {
  const now = options.now ?? Date.now;
  let refreshToken = options.refreshToken;
  let current: AccessToken | null = null;
  /** The last token the app API refused; a shared copy of it is not reused. */
  let refused: string | null = null;
  let inFlight: Promise<AccessToken> | null = null;
  let lastFailure: { error: Error; at: number } | null = null;
  let refreshes = 0;

  /** One refresh grant through `@pxv/pixiv`'s token client, with the app's headers. */
  async function fetchToken(): Promise<{ accessToken: AccessToken; refreshToken: string }> {
    const issuedAt = now();
    let answer;
    try {
      answer = await refreshWithToken(
        {
          fetch,
          oauthBase: options.oauthBase,
          now: () => issuedAt,
          headers: () => ({ ...APP_HEADERS, ...clientHashHeaders(new Date(issuedAt)) }),
        },
        refreshToken,
      );
    } catch (error) {
      if (error instanceof AppApiClientError && error.kind !== "network") {
        throw new ServerAccountError(`${error.status ?? ""} ${error.message}`.trim());
      }
      throw new UpstreamError("oauth", (error as Error).message);
    }
    refreshes++;
    const lifetimeMs = answer.auth.expiresAt - issuedAt;
    // The margin every pxv client renews by, or a fifth of the lifetime when tokens live shorter.
    const margin = Math.min(ACCESS_TOKEN_EXPIRY_MARGIN_MS, lifetimeMs / 5);
    return {
      accessToken: {
        token: answer.auth.accessToken,
        expiresAt: answer.auth.expiresAt,
        refreshAt: answer.auth.expiresAt - margin,
      },
      refreshToken: answer.refreshToken,
    };
  }

  const usable = (token: AccessToken | null | undefined): token is AccessToken =>
    token !== null && token !== undefined && now() < token.refreshAt;

  /** Refresh, coordinating with other instances through the shared store when there is one. */
  async function refresh(): Promise<AccessToken> {
    const shared = options.shared;
    if (!shared) {
      const next = await fetchToken();
      refreshToken = next.refreshToken;
      return next.accessToken;
    }
    for (let attempt = 0; ; attempt++) {
      const stored = await shared.read().catch(() => null);
      if (stored && usable(stored.accessToken) && stored.accessToken.token !== refused) {
        refreshToken = stored.refreshToken;
        return stored.accessToken;
      }
      // Without the lock after a few waits (or without a reachable store), refresh alone: a
      // duplicate refresh is harmless, an outage of the store must not stop the API.
      const locked = attempt >= 20 || (await shared.lock(API_TIMEOUT_MS).catch(() => true));
      if (locked) {
        try {
          const next = await fetchToken();
          refreshToken = next.refreshToken;
          await shared.write(next).catch(() => undefined);
          return next.accessToken;
        } finally {
          await shared.unlock().catch(() => undefined);
        }
      }
      await sleep(100);
    }
  }

  return {
    get refreshes() {
      return refreshes;
    },
    async accessToken() {
      if (usable(current)) return current.token;
      if (lastFailure && now() - lastFailure.at < FAILURE_COOLDOWN_MS) throw lastFailure.error;
      inFlight ??= refresh().then(
        (token) => {
          current = token;
          lastFailure = null;
          inFlight = null;
          return token;
        },
        (error: unknown) => {
          inFlight = null;
          lastFailure = { error: error as Error, at: now() };
          throw error;
        },
      );
      return (await inFlight).token;
    },
    invalidate(token) {
      refused = token;
      if (current?.token === token) current = null;
    },
  };
}
