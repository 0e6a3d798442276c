/**
 * The automations around bookmarking (PRODUCT.md §4, settings): auto-download after a bookmark saves every
 * page of an artwork through the download feature (features/download, loaded on demand; tests may
 * register their own handler); auto-bookmark after a download is the artwork actions'
 * (features/artwork/artwork-actions.tsx), when the setting is on. Novels are not downloaded automatically: their
 * export needs a format chosen in the reader.
 */
import type { Artwork, Novel } from "@pxv/pixiv";

type DownloadHandler = (work: Artwork | Novel) => void;

let downloadHandler: DownloadHandler | null = null;

/** The download feature's handler for "download after bookmark"; returns the unregister. */
export function registerAutoDownload(handler: DownloadHandler): () => void {
  downloadHandler = handler;
  return () => {
    if (downloadHandler === handler) downloadHandler = null;
  };
}

const downloadArtworkPages: DownloadHandler = (work) => {
  if ("text_length" in work) return;
  void import("../download/download-artwork")
    .then(({ downloadArtworkWithSettings }) => downloadArtworkWithSettings(work))
    .catch((error: unknown) => {
      console.warn(`Auto-download of ${String(work.id)} failed`, error);
    });
};

export function autoDownload(work: Artwork | Novel): void {
  (downloadHandler ?? downloadArtworkPages)(work);
}
