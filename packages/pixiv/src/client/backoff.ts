/**
 * The one backoff of pxv's clients: the app-API transport's retries, the browser transport's
 * (apps/web data/http.ts) and the bulk download queue's. A module of its own, so a page that waits
 * with it carries none of the app-API client.
 */

/** The wait before retry number `retry` (1-based): doubling from `base`, jittered ±50 %. */
export function backoffMs(base: number, retry: number, random: () => number = Math.random): number {
  return Math.round(base * 2 ** (retry - 1) * (0.5 + random()));
}
