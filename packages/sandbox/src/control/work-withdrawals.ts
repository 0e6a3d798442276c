/**
 * Works taken down while the sandbox runs, for tests of what pxv does when a bookmarked work
 * disappears: a work "deleted" or "hidden" through the control host (`POST /works/:id/delete`,
 * `/hide`) is gone from the catalogue, so every answer that names it — a bookmark list, the detail, its
 * pictures — answers as pixiv does for a work it will not show (the `limit_unknown` placeholder in
 * bookmark lists, PIXIV.md §3.0.1; a 404 for the detail). `DELETE /works/:id` puts it back. In memory
 * only, like the account states.
 */
import type { Catalogue } from "../catalogue/catalogue.js";

export type WithdrawalReason = "deleted" | "hidden";
export type WithdrawnKind = "illust" | "novel";

export interface Withdrawal {
  readonly kind: WithdrawnKind;
  readonly id: number;
  readonly reason: WithdrawalReason;
}

export interface WorkWithdrawals {
  withdraw(kind: WithdrawnKind, id: number, reason: WithdrawalReason): Withdrawal;
  /** Puts a work back; false when it was not withdrawn. */
  restore(kind: WithdrawnKind, id: number): boolean;
  isWithdrawn(kind: WithdrawnKind, id: number): boolean;
  list(): Withdrawal[];
}

export function createWorkWithdrawals(): WorkWithdrawals {
  const withdrawn = new Map<string, Withdrawal>();
  const keyOf = (kind: WithdrawnKind, id: number): string => `${kind}:${id}`;
  return {
    withdraw: (kind, id, reason) => {
      const withdrawal = { kind, id, reason };
      withdrawn.set(keyOf(kind, id), withdrawal);
      return withdrawal;
    },
    restore: (kind, id) => withdrawn.delete(keyOf(kind, id)),
    isWithdrawn: (kind, id) => withdrawn.has(keyOf(kind, id)),
    list: () => [...withdrawn.values()],
  };
}

/** The catalogue without the withdrawn works: the one the hosts answer from. */
export function withoutWithdrawn(catalogue: Catalogue, withdrawals: WorkWithdrawals): Catalogue {
  return {
    ...catalogue,
    illust: (id) => (withdrawals.isWithdrawn("illust", id) ? null : catalogue.illust(id)),
    novel: (id) => (withdrawals.isWithdrawn("novel", id) ? null : catalogue.novel(id)),
  };
}
