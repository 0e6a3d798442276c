/**
 * When a failed file is tried again (pure): 429 and 5xx answers and network failures are retried
 * with exponential backoff and jitter, or after the server's `Retry-After` when it sends one (capped,
 * so a hostile header cannot park the queue); other statuses (404 of a deleted page, 403) fail at
 * once. After BULK_MAX_ATTEMPTS tries the file is marked failed with its reason.
 */
export const BULK_MAX_ATTEMPTS = 5;
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;

/** Whether a failure with this HTTP status (null: no answer, the network failed) is worth another try. */
export function isRetryable(status: number | null): boolean {
  return status === null || status === 408 || status === 429 || status >= 500;
}

/** `Retry-After` (seconds or an HTTP date) in ms from `now`, or null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number): number | null {
  if (header === null || header.trim() === "") return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The wait before try `attempt + 1` (attempt counts tries made, from 1): the server's wish when it
 * gave one, else base·2^(attempt−1) with ±25 % jitter (`random` in [0, 1)), never over the cap.
 */
export function retryDelay(
  attempt: number,
  retryAfterMs: number | null,
  random: number = Math.random(),
): number {
  if (retryAfterMs !== null) return Math.min(retryAfterMs, BACKOFF_MAX_MS);
  const exponential = BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1);
  const jitter = 1 + (random - 0.5) / 2;
  return Math.min(Math.round(exponential * jitter), BACKOFF_MAX_MS);
}
