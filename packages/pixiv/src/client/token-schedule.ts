/**
 * When a signed-in client renews its access token (PRODUCT.md §4, §9): every 30 minutes, and sooner when
 * the token would run out before then. The scheduler is isomorphic (timers are injected for tests)
 * and never lets a failed renewal stop the next one.
 */
import { ACCESS_TOKEN_REFRESH_INTERVAL_SECONDS } from "../oauth.js";
import type { AppAuth } from "./answers.js";
import { ACCESS_TOKEN_EXPIRY_MARGIN_MS } from "./app-api-client.js";

export const ACCESS_TOKEN_REFRESH_INTERVAL_MS = ACCESS_TOKEN_REFRESH_INTERVAL_SECONDS * 1000;
/** After a failed renewal, try again this soon. */
export const REFRESH_RETRY_MS = 60_000;

/** How long to wait before the next renewal of `auth`. */
export function nextRefreshDelayMs(auth: AppAuth | null, now: number): number {
  if (auth === null) return 0;
  const untilExpiry = auth.expiresAt - ACCESS_TOKEN_EXPIRY_MARGIN_MS - now;
  return Math.max(0, Math.min(ACCESS_TOKEN_REFRESH_INTERVAL_MS, untilExpiry));
}

export interface Timers {
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
  readonly now: () => number;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  },
  now: () => Date.now(),
};

/**
 * Keeps renewing: waits for the current token's next renewal time, renews, and repeats. Returns a
 * function that stops it. `onError` hears failed renewals (retried after REFRESH_RETRY_MS).
 */
export function scheduleTokenRefresh(
  client: { auth(): AppAuth | null; refresh(): Promise<AppAuth> },
  onError: (error: unknown) => void = () => undefined,
  timers: Timers = realTimers,
): () => void {
  let handle: unknown = null;
  let stopped = false;
  const plan = (ms: number): void => {
    if (stopped) return;
    handle = timers.setTimeout(() => {
      client.refresh().then(
        (auth) => {
          plan(nextRefreshDelayMs(auth, timers.now()));
        },
        (error: unknown) => {
          onError(error);
          plan(REFRESH_RETRY_MS);
        },
      );
    }, ms);
  };
  plan(nextRefreshDelayMs(client.auth(), timers.now()));
  return () => {
    stopped = true;
    if (handle !== null) timers.clearTimeout(handle);
  };
}
