/**
 * Bookmarking a work (PRODUCT.md §4 Bookmark): add with a restrict and tags, or remove; the heart of every
 * cached copy changes at once (cache-updates.ts) and is rolled back with PRODUCT.md's message
 * (artwork.fav_fail / unfav_fail) when pixiv refuses. After adding: the account's bookmark lists are
 * refetched, the author is followed when "follow after bookmark" is on and they are not followed
 * yet, and the work is downloaded when "download after bookmark" is on. Defaults follow the
 * settings: private when "bookmark privately by default", the work's tags when "add tags".
 */
import type { Artwork, Novel } from "@pxv/pixiv";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { translator } from "../../i18n/translator";
import { useCallback, useState } from "react";
import type { AccountSource, BookmarkChoice, WorkKind } from "../../data/account-source";
import { useDataSource } from "../../data/data-source-context";
import { toast } from "../../lib/toast";
import { useSettingsStore } from "../../settings/settings-store";
import type { AppSettings } from "../../settings/settings-schema";
import { autoDownload } from "./after-bookmark";
import { invalidateAccountLists } from "../../queries/account";
import { setBookmarkedEverywhere, setFollowedEverywhere } from "./cache-updates";

export type BookmarkableWork = Artwork | Novel;

export const workKindOf = (work: BookmarkableWork): WorkKind => ("text_length" in work ? "novel" : "illust");

/** The choice a plain tap makes, from the settings and what the mode offers. */
export function defaultBookmarkChoice(
  work: BookmarkableWork,
  app: Pick<AppSettings, "isDefBookmarkPrivate" | "isDefBookmarkAddTags">,
  capabilities: { privacy: boolean; bookmarkTags: boolean },
): BookmarkChoice {
  return {
    restrict: app.isDefBookmarkPrivate && capabilities.privacy ? "private" : "public",
    tags: app.isDefBookmarkAddTags && capabilities.bookmarkTags ? work.tags.map((tag) => tag.name) : [],
  };
}

/** Adds a bookmark with every side effect; resolves false when it failed (already rolled back). */
export async function addBookmark(
  queryClient: QueryClient,
  source: AccountSource,
  work: BookmarkableWork,
  choice: BookmarkChoice,
): Promise<boolean> {
  const kind = workKindOf(work);
  const undo = setBookmarkedEverywhere(queryClient, kind, work.id, true);
  try {
    await source.addBookmark({ kind, id: work.id }, choice);
  } catch (error) {
    undo();
    toast.error(translator.t("account:bookmark.fav_fail"), {
      description: error instanceof Error ? error.message : undefined,
    });
    return false;
  }
  void invalidateAccountLists(queryClient, ["bookmarks", "bookmark-tags"]);
  const app = useSettingsStore.getState().app;
  const capabilities = source.accountCapabilities();
  if (app.isAutoFollowAfterBookmark && capabilities.follow && !work.author.is_followed) {
    const restrict = app.isDefFollowPrivate ? "private" : "public";
    const undoFollow = setFollowedEverywhere(queryClient, work.author.id, true);
    void source.followUser(work.author.id, restrict).then(
      () => invalidateAccountLists(queryClient, ["following", "feed"]),
      () => {
        undoFollow();
        toast.error(translator.t("account:follow.fail"));
      },
    );
  }
  if (app.isAutoDownLoadAfterBookmark) autoDownload(work);
  return true;
}

export async function removeBookmark(
  queryClient: QueryClient,
  source: AccountSource,
  work: BookmarkableWork,
): Promise<boolean> {
  const kind = workKindOf(work);
  const undo = setBookmarkedEverywhere(queryClient, kind, work.id, false);
  try {
    await source.deleteBookmark({ kind, id: work.id });
  } catch (error) {
    undo();
    toast.error(translator.t("account:bookmark.unfav_fail"), {
      description: error instanceof Error ? error.message : undefined,
    });
    return false;
  }
  void invalidateAccountLists(queryClient, ["bookmarks", "bookmark-tags"]);
  return true;
}

/** For the download feature: "bookmark after download" (publicly or per default settings). */
export function bookmarkAfterDownload(
  queryClient: QueryClient,
  source: AccountSource,
  work: BookmarkableWork,
): void {
  const capabilities = source.accountCapabilities();
  if (!capabilities.signedIn || work.is_bookmarked) return;
  void addBookmark(
    queryClient,
    source,
    work,
    defaultBookmarkChoice(work, useSettingsStore.getState().app, capabilities),
  );
}

/** A work's bookmark actions for buttons and menus. `pending` is true while a call is on its way. */
export function useBookmark(work: BookmarkableWork) {
  const queryClient = useQueryClient();
  const source = useDataSource();
  const [pending, setPending] = useState(false);
  const capabilities = source.accountCapabilities();

  const run = useCallback(async (action: () => Promise<boolean>) => {
    setPending(true);
    try {
      return await action();
    } finally {
      setPending(false);
    }
  }, []);

  const add = useCallback(
    (choice?: BookmarkChoice) =>
      run(() =>
        addBookmark(
          queryClient,
          source,
          work,
          choice ??
            defaultBookmarkChoice(work, useSettingsStore.getState().app, source.accountCapabilities()),
        ),
      ),
    [queryClient, run, source, work],
  );
  const remove = useCallback(
    () => run(() => removeBookmark(queryClient, source, work)),
    [queryClient, run, source, work],
  );
  const toggle = useCallback(
    () => (work.is_bookmarked ? remove() : add()),
    [add, remove, work.is_bookmarked],
  );

  return { bookmarked: work.is_bookmarked, pending, capabilities, add, remove, toggle };
}
