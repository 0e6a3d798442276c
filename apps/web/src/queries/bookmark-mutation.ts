/**
 * Bookmarking a work or a novel, beside the account's bookmark lists (account.ts): add with a
 * restrict and tags, or remove, through the toggle mutation (toggle-mutation.ts): every cached copy's
 * heart changes at once (cache-updates.ts), rapid taps send at most one request in flight per work
 * and the last choice wins, a failure shows pixiv's state again, and the account's bookmark lists are
 * refetched once the work settles. A removed bookmark takes the active account's mark off the work
 * in the bookmark archive, which it leaves unless another account's bookmark or a local favourite
 * (storage/work-archive.ts).
 */
import type { QueryClient } from "@tanstack/react-query";
import type { BookmarkChoice, WorkKind } from "../data/account-source";
import { useDataSource } from "../data/data-source-context";
import { activeUserId } from "../session/session";
import { forgetArchivedWork } from "../storage/work-archive";
import { bookmarkOf } from "../storage/work-archive-record";
import { invalidateAccountLists } from "./account";
import { setBookmarkedEverywhere } from "./cache-updates";
import { useToggleMutation, type ToggleMutation } from "./toggle-mutation";

export const bookmarkMutationKeys = {
  all: ["bookmark"] as const,
  item: (kind: WorkKind, id: number) => [...bookmarkMutationKeys.all, kind, id] as const,
};

const refetchBookmarkLists = (queryClient: QueryClient): void => {
  void invalidateAccountLists(queryClient, ["bookmarks", "bookmark-tags"]);
};

/** The bookmark of one work: `bookmarked` is the work's state in the cache. */
export function useBookmarkMutation(
  kind: WorkKind,
  id: number,
  bookmarked: boolean,
): ToggleMutation<BookmarkChoice> {
  const source = useDataSource();
  return useToggleMutation<BookmarkChoice>({
    mutationKey: bookmarkMutationKeys.item(kind, id),
    on: bookmarked,
    send: async (choice) => {
      if (choice !== null) return source.addBookmark({ kind, id }, choice);
      await source.deleteBookmark({ kind, id });
      // The account is known once start-up has checked its sign-in (bookmarking needs one).
      const owner = activeUserId();
      if (owner !== null) await forgetArchivedWork(kind, id, bookmarkOf(owner));
    },
    show: (queryClient, on) => {
      setBookmarkedEverywhere(queryClient, kind, id, on);
    },
    afterSent: refetchBookmarkLists,
  });
}
