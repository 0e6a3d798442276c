/**
 * Each client's budget of calls to the instance's translation service (novel and picture
 * translation): the service is the operator's, often paid by the request, and the routes take any
 * novel id or any text, so one address may cause at most so many calls a minute. Answers in the
 * response cache cost nothing; once the budget is spent, a miss is a 429 with Retry-After. Counted
 * per address — in Redis when there is one, so every instance adds to the same count.
 */
import type { FastifyRequest } from "fastify";
import { RetryLaterError } from "../errors.js";
import { clientOf } from "./client-scope.js";
import type { WindowCounter } from "./window-counter.js";

export interface TranslationBudget {
  /** Spends one call to the service for `request`'s client; throws when none is left this minute. */
  spend(request: FastifyRequest): Promise<void>;
}

/** `perMinute` 0 is no budget at all (every miss may reach the service). */
export function createTranslationBudget(perMinute: number, counter: WindowCounter): TranslationBudget {
  return {
    async spend(request) {
      if (perMinute === 0) return;
      const { total, resetInMs } = await counter.add(`translation:${clientOf(request)}`, 1);
      if (total <= perMinute) return;
      throw new RetryLaterError(
        429,
        "translation_budget_spent",
        `This address has used its ${String(perMinute)} translations a minute; try again shortly`,
        Math.max(1, Math.ceil(resetInMs / 1000)),
      );
    },
  };
}
