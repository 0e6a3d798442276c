/**
 * The local follows as a query: read from the database once, read again after any change (a follow
 * added or removed here, a mark set, a sync pull), so every Follow control and Updates agree.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { listFollows, onFollowsChanged } from "../storage/follows";

export const followsKeys = { all: ["follows"] as const };

export function useFollows() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onFollowsChanged(() => {
        void queryClient.invalidateQueries({ queryKey: followsKeys.all });
      }),
    [queryClient],
  );
  return useQuery({ queryKey: followsKeys.all, queryFn: listFollows, staleTime: Number.POSITIVE_INFINITY });
}
