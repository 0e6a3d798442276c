/**
 * When a failed file is tried again (pure): 429 and 5xx answers and network failures are retried
 * with exponential backoff and jitter, or after the server's `Retry-After` when it sends one (capped,
 * so a hostile header cannot park the queue); other statuses (404 of a deleted page, 403) fail at
 * once. After BULK_MAX_ATTEMPTS tries the file is marked failed with its reason.
 */
import { backoffMs } from "@pxv/pixiv";

export const BULK_MAX_ATTEMPTS = 5;
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;

/** Whether a failure with this HTTP status (null: no answer, the network failed) is worth another try. */
export function isRetryable(status: number | null): boolean {
  return status === null || status === 408 || status === 429 || status >= 500;
}

/**
 * The wait before try `attempt + 1` (attempt counts tries made, from 1): the server's wish when it
 * gave one (data/errors.ts `retryAfterMs`), else the app API client's backoff from BACKOFF_BASE_MS
 * (doubling, ±50 % jitter; `random` in [0, 1)), never over the cap.
 */
export function retryDelay(
  attempt: number,
  retryAfterMs: number | null,
  random: number = Math.random(),
): number {
  if (retryAfterMs !== null) return Math.min(retryAfterMs, BACKOFF_MAX_MS);
  return Math.min(
    backoffMs(BACKOFF_BASE_MS, Math.max(1, attempt), () => random),
    BACKOFF_MAX_MS,
  );
}
