/**
 * How pxv's server answered the API requests a benchmark's page made, read from each answer's
 * `x-cache` header (an answer without one counts by its status): MISS reached the upstream, HIT or
 * STALE came from the server's cache.
 */
import type { Response } from "playwright-core";

export interface CacheCounts {
  readonly misses: number;
  readonly hits: number;
}

/** One answer's outcome: its `x-cache` header, else its status. */
export const cacheOutcomeOf = (answer: Response): string =>
  answer.headers()["x-cache"] ?? String(answer.status());

export function countCacheOutcomes(outcomes: readonly string[]): CacheCounts {
  return {
    misses: outcomes.filter((outcome) => outcome === "MISS").length,
    hits: outcomes.filter((outcome) => outcome === "HIT" || outcome === "STALE").length,
  };
}
