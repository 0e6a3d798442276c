/**
 * What a card's long-press / right-click menu offers: the registered commands (commands/registry.ts)
 * whose `inCardMenu` the settings turn on (isLongpressBlock, isLongpressDL,
 * isLongpressPrivateBookmark, PRODUCT.md §3). The same command objects run from keys on the work page.
 *
 * Download saves every page through the download feature (the file-name template, the sub-folder
 * and File System Access settings), reached through its feature slot and loaded on first use.
 */
import type { Artwork } from "@pxv/pixiv";
import type { Command } from "../../commands/command-types";
import { COMMANDS } from "../../commands/registry";
import { featureSlot } from "../feature-slots";
import type { AppSettings } from "../../settings/settings-schema";

/** The menu's commands under these settings, in registry order. */
export function cardMenuCommands(app: AppSettings): Command[] {
  return COMMANDS.filter((command) => command.inCardMenu?.(app) === true);
}

/** True when the settings give the card a menu at all. */
export function hasCardMenu(app: AppSettings): boolean {
  return cardMenuCommands(app).length > 0;
}

/** Every page of the work, named and saved as the download settings say. */
export async function downloadArtwork(artwork: Artwork): Promise<void> {
  const download = await featureSlot("loadArtworkDownload")();
  await download(artwork);
}
