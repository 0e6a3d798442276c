/**
 * The bookmark archive on a work's own page (artwork or novel): while the work is bookmarked by the
 * active account or a local favourite, what the page shows is archived or refreshed
 * (storage/work-archive.ts) with that account's mark; unbookmarked, the account's mark goes, and the
 * work leaves the archive once no account's bookmark nor a local favourite. Signed out (or before the
 * account is named), pixiv's bookmark is not known and is left as the archive has it; the local
 * favourite is known once its keys are read.
 */
import type { Artwork, Novel } from "@pxv/pixiv";
import { useEffect } from "react";
import { useActiveUserId, useIsLoggedIn } from "../../session/session";
import { useIsLocalFavorite } from "../../storage/local-favorite-keys";
import { archiveKindOf, archiveOpenedWork } from "../../storage/work-archive";

export function useArchiveOpenedWork(work: Artwork | Novel): void {
  const signedIn = useIsLoggedIn();
  const owner = useActiveUserId();
  const local = useIsLocalFavorite(archiveKindOf(work), work.id);
  const bookmarked = signedIn && owner !== null ? work.is_bookmarked : null;
  useEffect(() => {
    if (bookmarked === null && local === null) return;
    const bookmark = bookmarked === null || owner === null ? null : { owner, on: bookmarked };
    archiveOpenedWork(work, { bookmark, local }, Date.now()).catch(() => undefined);
  }, [work, owner, bookmarked, local]);
}
