/**
 * The actions a card's long-press / right-click menu offers, each declared once with its label and
 * when it applies (style guide: commands are registered actions). Which ones show depends on the
 * settings (isLongpressBlock, isLongpressDL, isLongpressPrivateBookmark, spec §3); private
 * bookmarking needs a signed-in user and is shown disabled otherwise.
 *
 * Download saves every page through the download feature (features/download: the file-name
 * template, the sub-folder and File System Access settings), loaded on first use.
 */
import type { Artwork } from "@pxv/pixiv";
import type { AppSettings } from "../../features/settings/settings-schema";

export type CardActionId = "block-user" | "block-tag" | "download" | "bookmark-private";

export interface CardAction {
  readonly id: CardActionId;
  /** Whether the settings put this action in the menu. */
  readonly shown: (app: AppSettings) => boolean;
  /** Whether it can run now (shown disabled otherwise). */
  readonly available: (context: { readonly loggedIn: boolean }) => boolean;
}

export const CARD_ACTIONS: readonly CardAction[] = [
  { id: "block-user", shown: (app) => app.isLongpressBlock, available: () => true },
  { id: "block-tag", shown: (app) => app.isLongpressBlock, available: () => true },
  { id: "download", shown: (app) => app.isLongpressDL, available: () => true },
  {
    id: "bookmark-private",
    shown: (app) => app.isLongpressPrivateBookmark,
    available: ({ loggedIn }) => loggedIn,
  },
];

/** True when the settings give the card a menu at all. */
export function hasCardMenu(app: AppSettings): boolean {
  return CARD_ACTIONS.some((action) => action.shown(app));
}

/** Every page of the work, named and saved as the download settings say. */
export async function downloadArtwork(artwork: Artwork): Promise<void> {
  const { downloadArtworkWithSettings } = await import("../../features/download/download-artwork");
  await downloadArtworkWithSettings(artwork);
}
