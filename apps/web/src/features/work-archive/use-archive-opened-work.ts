/**
 * The bookmark archive on a work's own page (artwork or novel): while the work is bookmarked (signed
 * in) or a local favourite, what the page shows is archived or refreshed (storage/work-archive.ts);
 * once it is neither, it leaves the archive. Signed out, pixiv's bookmark is not known and is left as
 * the archive has it; the local favourite is known once its keys are read.
 */
import type { Artwork, Novel } from "@pxv/pixiv";
import { useEffect } from "react";
import { useIsLoggedIn } from "../../session/session";
import { useIsLocalFavorite } from "../../storage/local-favorite-keys";
import { archiveKindOf, archiveOpenedWork } from "../../storage/work-archive";

export function useArchiveOpenedWork(work: Artwork | Novel): void {
  const signedIn = useIsLoggedIn();
  const local = useIsLocalFavorite(archiveKindOf(work), work.id);
  const bookmark = signedIn ? work.is_bookmarked : null;
  useEffect(() => {
    if (bookmark === null && local === null) return;
    archiveOpenedWork(work, { bookmark, local }, Date.now()).catch(() => undefined);
  }, [work, bookmark, local]);
}
