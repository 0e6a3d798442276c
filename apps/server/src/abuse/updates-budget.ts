/**
 * The instance's budget for following (issue 27): how many requests to pixiv per minute the checks
 * of people's follows may cause — Updates' first pages (asked with `x-pxv-purpose: updates`) and the
 * feeds any reader polls (`/feeds/*`). Both are answered from the shared response cache whenever it
 * holds the answer; only a miss spends the budget, and once it is spent for this minute a miss is a
 * 503 with Retry-After (a stale copy, when the cache has one, is served instead). One count for the
 * whole instance — in Redis when there is one, so every instance adds to it.
 */
import type { FastifyRequest } from "fastify";
import { PXV_PURPOSE_HEADER } from "@pxv/pixiv";
import { RetryLaterError } from "../errors.js";
import { FEEDS_PREFIX } from "../route-schema/route-prefixes.js";
import type { WindowCounter } from "./window-counter.js";

const KEY = "updates-upstream";

export interface UpdatesBudget {
  /** Spends one request to pixiv for `request` if it is a follow check; throws when none is left. */
  spend(request: FastifyRequest): Promise<void>;
}

/** Whether a request checks a follow: Updates says so in a header, a feed is one by its path. */
export function isFollowCheck(request: FastifyRequest): boolean {
  return request.headers[PXV_PURPOSE_HEADER] === "updates" || request.url.startsWith(`${FEEDS_PREFIX}/`);
}

/** `perMinute` 0 is no budget at all (every check may reach pixiv). */
export function createUpdatesBudget(perMinute: number, counter: WindowCounter): UpdatesBudget {
  return {
    async spend(request) {
      if (perMinute === 0 || !isFollowCheck(request)) return;
      const { total, resetInMs } = await counter.add(KEY, 1);
      if (total <= perMinute) return;
      throw new RetryLaterError(
        503,
        "updates_budget_spent",
        `This instance's budget for checking follows (${String(perMinute)} requests to pixiv a minute) is spent; answers not in its cache come later`,
        Math.max(1, Math.ceil(resetInMs / 1000)),
      );
    },
  };
}
