/**
 * Following a user (PRODUCT.md §4 Follow) as buttons and commands offer it: the request, the change
 * in every cached copy, the toggle queue and the rollback are the follow mutation's
 * (queries/follow-mutation.ts); this adds PRODUCT.md's messages (user.follow_fail / unfollow fail).
 */
import { useCallback } from "react";
import { translator } from "../../i18n/translator";
import type { Restrict } from "../../data/account-source";
import { useDataSource } from "../../data/data-source-context";
import { toast } from "../../lib/toast";
import { useFollowMutation } from "../../queries/follow-mutation";
import type { ToggleSettled } from "../../queries/toggle-queue";
import type { ToggleState } from "../../queries/toggle-mutation";

export interface FollowableUser {
  readonly id: number;
  readonly name: string;
  readonly is_followed: boolean;
}

function settled(result: ToggleSettled<ToggleState<Restrict>>): boolean {
  if (!result.failed) return true;
  const failedFollow = result.failed.wanted !== null;
  toast.error(translator.t(failedFollow ? "account:follow.fail" : "account:follow.unfollow_fail"), {
    description: result.failed.error instanceof Error ? result.failed.error.message : undefined,
  });
  return false;
}

/** A user's follow actions; each resolves true when the user settled as asked, false when it went back. */
export function useFollow(user: FollowableUser) {
  const source = useDataSource();
  const { pending, set, toggle: toggleState } = useFollowMutation(user.id, user.is_followed);
  const follow = useCallback((restrict: Restrict) => set(restrict).then(settled), [set]);
  /** Unfollows a followed user, else follows with `restrict` (or back as pixiv had it). */
  const toggle = useCallback((restrict: Restrict) => toggleState(restrict).then(settled), [toggleState]);

  return {
    followed: user.is_followed,
    pending,
    capabilities: source.accountCapabilities(),
    follow,
    toggle,
  };
}
