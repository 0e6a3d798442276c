/**
 * Bookmarking a work (PRODUCT.md §4 Bookmark) as buttons, menus and commands offer it: the request,
 * the change in every cached copy, the toggle queue and the rollback are the bookmark mutation's
 * (queries/bookmark-mutation.ts); this adds what the person chose in the settings and the messages.
 * A failure says PRODUCT.md's message (artwork.fav_fail / unfav_fail). After a work is added: the
 * author is followed when "follow after bookmark" is on and they are not followed yet, and the work
 * is downloaded when "download after bookmark" is on. Defaults follow the settings: private when
 * "bookmark privately by default", the work's tags when "add tags".
 */
import type { Artwork, Novel } from "@pxv/pixiv";
import { useCallback } from "react";
import { translator } from "../../i18n/translator";
import type { BookmarkChoice, WorkKind } from "../../data/account-source";
import { useDataSource } from "../../data/data-source-context";
import { toast } from "../../lib/toast";
import { useBookmarkMutation } from "../../queries/bookmark-mutation";
import type { ToggleSettled } from "../../queries/toggle-queue";
import { ON_BEFORE, type ToggleState } from "../../queries/toggle-mutation";
import { useSettingsStore } from "../../settings/settings-store";
import type { AppSettings } from "../../settings/settings-schema";
import { autoDownload } from "./after-bookmark";
import { useFollow } from "./use-follow";

export type BookmarkableWork = Artwork | Novel;

export const workKindOf = (work: BookmarkableWork): WorkKind => ("text_length" in work ? "novel" : "illust");

/** The choice a plain tap makes, from the settings and what the mode offers. */
export function defaultBookmarkChoice(
  work: BookmarkableWork,
  app: Pick<AppSettings, "isDefBookmarkPrivate" | "isDefBookmarkAddTags">,
  capabilities: { bookmarkPrivacy: boolean; bookmarkTags: boolean },
): BookmarkChoice {
  return {
    restrict: app.isDefBookmarkPrivate && capabilities.bookmarkPrivacy ? "private" : "public",
    tags: app.isDefBookmarkAddTags && capabilities.bookmarkTags ? work.tags.map((tag) => tag.name) : [],
  };
}

/**
 * A work's bookmark actions for buttons and menus; each resolves true when the work settled as
 * asked, false when it went back. `pending` is true while a request for the work is in flight.
 */
export function useBookmark(work: BookmarkableWork) {
  const source = useDataSource();
  const capabilities = source.accountCapabilities();
  const mutation = useBookmarkMutation(workKindOf(work), work.id, work.is_bookmarked);
  const author = useFollow(work.author);
  const { set, toggle: toggleState } = mutation;
  const { followed: authorFollowed, follow: followAuthor } = author;

  const settled = useCallback(
    (result: ToggleSettled<ToggleState<BookmarkChoice>>): boolean => {
      if (result.failed) {
        const failedAdd = result.failed.wanted !== null;
        toast.error(translator.t(failedAdd ? "account:bookmark.fav_fail" : "account:bookmark.unfav_fail"), {
          description: result.failed.error instanceof Error ? result.failed.error.message : undefined,
        });
        return false;
      }
      // Added here (not back to a bookmark pixiv already had): the settings' follow-ups.
      if (result.sent && result.state !== null && result.state !== ON_BEFORE) {
        const app = useSettingsStore.getState().app;
        if (app.isAutoFollowAfterBookmark && source.accountCapabilities().follow && !authorFollowed) {
          void followAuthor(app.isDefFollowPrivate ? "private" : "public");
        }
        if (app.isAutoDownLoadAfterBookmark) autoDownload(work);
      }
      return true;
    },
    [source, authorFollowed, followAuthor, work],
  );

  const defaultChoice = useCallback(
    () => defaultBookmarkChoice(work, useSettingsStore.getState().app, source.accountCapabilities()),
    [work, source],
  );
  const add = useCallback(
    (choice?: BookmarkChoice) => set(choice ?? defaultChoice()).then(settled),
    [set, defaultChoice, settled],
  );
  const toggle = useCallback(
    () => toggleState(defaultChoice()).then(settled),
    [toggleState, defaultChoice, settled],
  );

  return { bookmarked: work.is_bookmarked, pending: mutation.pending, capabilities, add, toggle };
}
