/**
 * Upstream faults with stale-if-error: pxv (built in this process on a clock the suite moves) first
 * caches an answer, the clock passes its lifetime, the sandbox is told to fail (500, 503, pixiv's
 * rate limit, a reset connection, truncated JSON, a slow body), and the expired answer must still be
 * served (`x-cache: STALE`, or a fresh MISS when the fault let a good answer through). Without a
 * cached answer the answer must still be JSON: pixiv's own error passed through, or pxv's 502.
 */
import type { Sandbox } from "@pxv/sandbox";
import { SANDBOX_SERVER_ACCOUNT } from "@pxv/sandbox";
import { buildApp } from "@pxv/server";

/** Each fault as the sandbox's compact rule: kind, then options after the path. */
export const FAULTS = [
  ["error=500", ""],
  ["error=503", ""],
  ["rate-limit", ""],
  ["reset", ""],
  ["truncate=40", ""],
  ["slow=20", "chunk=4096"],
] as const;

export interface FaultOutcome {
  readonly fault: string;
  /** The answer with a cached (expired) copy: status and x-cache. */
  readonly withCopy: string;
  /** The answer for a key never cached. */
  readonly withoutCopy: string;
  readonly ok: boolean;
}

/** Ranking modes give each fault its own cache key. */
const MODES = ["day", "week", "month", "day_male", "day_female", "week_original", "week_rookie", "day_manga"];

function isJson(body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

export async function tryFaults(sandbox: Sandbox): Promise<FaultOutcome[]> {
  let clock = Date.now();
  const app = await buildApp({
    bases: sandbox.urls,
    refreshToken: SANDBOX_SERVER_ACCOUNT.refreshToken,
    webRoot: null,
    upstream: "sandbox",
    rateLimitPerMinute: 0,
    abuse: { clientConcurrency: 0, upstreamConcurrency: 0 },
    now: () => clock,
    upstreamRetryDelayMs: 50,
    upstreamDeadlineMs: 5000,
  });
  const outcomes: FaultOutcome[] = [];
  try {
    for (const [index, [fault, options]] of FAULTS.entries()) {
      const mode = MODES[index] ?? "day";
      const url = `/api/pixiv/rank?mode=${mode}`;
      const warm = await app.inject({ url });
      const maxAge = Number(/max-age=(\d+)/.exec(String(warm.headers["cache-control"]))?.[1] ?? 3600);
      clock += (maxAge + 1) * 1000;
      sandbox.faults.set(`${fault} /v1/illust/ranking host=appApi ${options}`);
      const stale = await app.inject({ url });
      const fresh = await app.inject({
        url: `/api/pixiv/rank?mode=${mode}&date=2024-01-0${String(index + 1)}`,
      });
      sandbox.faults.clear();
      const withCopy = `${String(stale.statusCode)} ${String(stale.headers["x-cache"])}`;
      const withoutCopy = `${String(fresh.statusCode)} ${fresh.body.slice(0, 80)}`;
      // The API passes pixiv's own error status and body through (HibiAPI's contract); a failure of
      // pxv itself is its JSON 502. Either way the answer is JSON.
      const cleanFailure = isJson(fresh.body);
      outcomes.push({
        fault,
        withCopy,
        withoutCopy,
        ok: warm.statusCode === 200 && stale.statusCode === 200 && cleanFailure,
      });
    }
  } finally {
    sandbox.faults.clear();
    await app.close();
  }
  return outcomes;
}
