/**
 * Saves every page of a work as the download settings say (the file-name template, the sub-folder
 * and File System Access), for the card menu, the image preview and the work page. The download
 * feature is reached through its feature slot and loaded on first use.
 */
import type { Artwork } from "@pxv/pixiv";
import { featureSlot } from "../feature-slots";

export async function downloadArtwork(artwork: Artwork): Promise<void> {
  const download = await featureSlot("loadArtworkDownload")();
  await download(artwork);
}
