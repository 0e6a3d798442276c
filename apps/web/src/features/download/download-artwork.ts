/**
 * Downloading a work's pages: each page's original file (the full-size `o` URL, through the
 * server's image proxy) named by the file-name template, into the author's sub-folder when that
 * setting is on (a plain download, which has no folders, then starts with the folder's name). Pages download one after another with progress in pages done; one failed page
 * stops the run, and the failed page is opened in a new tab so the user still gets it.
 */
import { artworkFileName, authorFolderName, extensionOfUrl, type Artwork } from "@pxv/pixiv";
import { fetchBytes } from "./fetch-with-progress";
import { openInNewTab, saveBlob, type SavedTo } from "./save-file";
import { currentSettings } from "../../settings/settings-store";
import type { DownloadSettings } from "./download-settings";

/** The file a page downloads: the original, or the large master when pixiv gave no original. */
export function pageDownloadUrl(artwork: Artwork, index: number): string {
  const image = artwork.images[index];
  if (image === undefined) throw new Error(`The work has no page ${String(index)}`);
  return image.o === "" ? image.l : image.o;
}

/** The folders a work's files go to (author sub-folder when set; `extra` after it, e.g. "ugoira"). */
export function downloadFolders(
  artwork: Pick<Artwork, "author">,
  settings: DownloadSettings,
  extra: readonly string[] = [],
): string[] {
  return [...(settings.subfolderByAuthor ? [authorFolderName(artwork.author)] : []), ...extra];
}

/** Saves finished bytes as a work's file, named by the template. */
export function saveArtworkFile(
  blob: Blob,
  artwork: Artwork,
  index: number,
  extension: string,
  settings: DownloadSettings,
  extraFolders: readonly string[] = [],
): Promise<SavedTo> {
  return saveBlob(blob, artworkFileName(settings.template, artwork, index, extension), {
    preferFileSystem: settings.preferFileSystem,
    folders: downloadFolders(artwork, settings, extraFolders),
    ...(settings.subfolderByAuthor ? { downloadPrefix: authorFolderName(artwork.author) } : {}),
  });
}

export async function downloadArtworkPages(
  artwork: Artwork,
  pages: readonly number[],
  settings: DownloadSettings,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<void> {
  onProgress(0, pages.length);
  for (const [position, index] of pages.entries()) {
    const url = pageDownloadUrl(artwork, index);
    let bytes: Uint8Array;
    try {
      bytes = await fetchBytes(url, { signal });
    } catch (error) {
      if (!signal.aborted) openInNewTab(url);
      throw error;
    }
    const extension = extensionOfUrl(url);
    await saveArtworkFile(new Blob([bytes as BlobPart]), artwork, index, extension, settings);
    onProgress(position + 1, pages.length);
  }
}

/**
 * Every page of a work, named by the saved settings: for callers outside React, e.g. the lists' card
 * menu (components/lists/card-actions.ts) and auto-download after a bookmark.
 */
export async function downloadArtworkWithSettings(artwork: Artwork, signal?: AbortSignal): Promise<void> {
  const { app } = currentSettings();
  await downloadArtworkPages(
    artwork,
    artwork.images.map((_, index) => index),
    {
      template: app.dlFileNameTpl,
      subfolderByAuthor: app.dlSubDirByAuthor,
      preferFileSystem: app.preferDownloadByFsa,
    },
    () => undefined,
    signal ?? new AbortController().signal,
  );
}
