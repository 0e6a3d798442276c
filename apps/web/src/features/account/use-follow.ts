/**
 * Following a user (PRODUCT.md §4 Follow): public or private, and back. Every cached copy of the user (as
 * an author or a user preview) changes at once and is rolled back with PRODUCT.md's message
 * (user.follow_fail / unfollow fail) when pixiv refuses; the account's lists are refetched after.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { Restrict } from "../../data/account-source";
import { useDataSource } from "../../data/data-source-context";
import { toast } from "../../lib/toast";
import { invalidateAccountLists } from "../../queries/account";
import { setFollowedEverywhere } from "./cache-updates";

export interface FollowableUser {
  readonly id: number;
  readonly name: string;
  readonly is_followed: boolean;
}

export function useFollow(user: FollowableUser) {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const source = useDataSource();
  const [pending, setPending] = useState(false);

  const change = useCallback(
    async (follow: boolean, restrict: Restrict) => {
      setPending(true);
      const undo = setFollowedEverywhere(queryClient, user.id, follow);
      try {
        if (follow) await source.followUser(user.id, restrict);
        else await source.unfollowUser(user.id);
        void invalidateAccountLists(queryClient, ["following", "feed"]);
        return true;
      } catch (error) {
        undo();
        toast.error(follow ? t("follow.fail") : t("follow.unfollow_fail"), {
          description: error instanceof Error ? error.message : undefined,
        });
        return false;
      } finally {
        setPending(false);
      }
    },
    [queryClient, source, t, user.id],
  );

  return {
    followed: user.is_followed,
    pending,
    capabilities: source.accountCapabilities(),
    follow: (restrict: Restrict) => change(true, restrict),
    unfollow: () => change(false, "public"),
  };
}
