/**
 * A work as the bookmark, download and block commands act on it, for whoever offers those commands
 * (the work page, a card's menu): bookmarking with the settings' defaults, privately, or toggled;
 * following the author with the default restrict, or unfollowing.
 */
import type { Artwork } from "@pxv/pixiv";
import { useMemo } from "react";
import { useIsLoggedIn } from "../../session/session";
import { useDataSource } from "../../data/data-source-context";
import { defaultBookmarkChoice, useBookmark } from "./use-bookmark";
import { useFollow } from "./use-follow";
import { useSettingsStore } from "../../settings/settings-store";
import type { ArtworkTarget } from "../../components/command-targets";

export function useArtworkTarget(artwork: Artwork, download: () => void): ArtworkTarget {
  const signedIn = useIsLoggedIn();
  const source = useDataSource();
  const { add, toggle } = useBookmark(artwork);
  const { toggle: toggleFollow } = useFollow(artwork.author);
  return useMemo<ArtworkTarget>(
    () => ({
      artwork,
      signedIn,
      bookmark: (restrict) => {
        if (restrict === "toggle") {
          void toggle();
          return;
        }
        const app = useSettingsStore.getState().app;
        const choice = defaultBookmarkChoice(artwork, app, source.accountCapabilities());
        void add({ ...choice, restrict });
      },
      download,
      follow: () => {
        void toggleFollow(useSettingsStore.getState().app.isDefFollowPrivate ? "private" : "public");
      },
    }),
    [artwork, signedIn, add, toggle, source, download, toggleFollow],
  );
}
