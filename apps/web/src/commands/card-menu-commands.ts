/**
 * What a card's long-press / right-click menu offers: the registered commands (registry.ts) whose
 * `inCardMenu` the settings turn on (isLongpressBlock, isLongpressDL, isLongpressPrivateBookmark,
 * PRODUCT.md §3). The same command objects run from keys on the work page.
 */
import type { AppSettings } from "../settings/settings-schema";
import type { Command } from "./command-types";
import { COMMANDS } from "./registry";

/** The menu's commands under these settings, in registry order. */
export function cardMenuCommands(app: AppSettings): Command[] {
  return COMMANDS.filter((command) => command.inCardMenu?.(app) === true);
}

/** True when the settings give the card a menu at all. */
export function hasCardMenu(app: AppSettings): boolean {
  return cardMenuCommands(app).length > 0;
}
