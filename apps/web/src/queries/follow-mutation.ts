/**
 * Following a user, beside the account's followed-user lists (account.ts): public or private, and
 * back, through the toggle mutation (toggle-mutation.ts): every cached copy of the user (as an
 * author or a user preview) changes at once (cache-updates.ts), rapid taps send at most one request
 * in flight per user and the last choice wins, a failure shows pixiv's state again, and the
 * followed users and feeds are refetched once the user settles.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Restrict } from "../data/account-source";
import { useDataSource } from "../data/data-source-context";
import { invalidateAccountLists } from "./account";
import { setFollowedEverywhere } from "./cache-updates";
import { useToggleMutation, type ToggleMutation } from "./toggle-mutation";

export const followMutationKeys = {
  all: ["follow"] as const,
  user: (userId: number) => [...followMutationKeys.all, userId] as const,
};

const refetchFollowLists = (queryClient: QueryClient): void => {
  void invalidateAccountLists(queryClient, ["following", "feed"]);
};

/** The follow of one user: `followed` is the user's state in the cache. */
export function useFollowMutation(userId: number, followed: boolean): ToggleMutation<Restrict> {
  const source = useDataSource();
  return useToggleMutation<Restrict>({
    mutationKey: followMutationKeys.user(userId),
    on: followed,
    send: (restrict) =>
      restrict === null ? source.unfollowUser(userId) : source.followUser(userId, restrict),
    show: (queryClient, on) => {
      setFollowedEverywhere(queryClient, userId, on);
    },
    afterSent: refetchFollowLists,
  });
}
