/**
 * The shapes of the command registry: a command, and the targets it may act on (command-targets.ts
 * keeps the current ones). Types only, so importing them costs nothing at run time.
 */
import type { Artwork } from "@pxv/pixiv";
import type { LucideIcon } from "lucide-react";
import type { AppSettings } from "../settings/settings-schema";
import type { TFunction } from "../i18n/translator";

/** The app frame: navigation and the shortcut sheet. */
export interface AppTarget {
  readonly navigate: (path: string) => void;
  readonly back: () => void;
  readonly openSheet: () => void;
}

/** The list whose cards the keyboard moves through. */
export interface ListTarget {
  readonly move: (delta: 1 | -1) => void;
  readonly open: () => void;
}

/** A work the bookmark, download and block commands act on (the work page, a card's menu). */
export interface ArtworkTarget {
  readonly artwork: Artwork;
  readonly signedIn: boolean;
  readonly bookmark: (restrict: "public" | "private" | "toggle") => void;
  readonly download: () => void;
  /** Follows the author with the settings' default restrict, or unfollows. */
  readonly follow: () => void;
}

/** The work page: stepping through the list it was opened from, and its comments. */
export interface WorkTarget {
  readonly go: (direction: 1 | -1) => void;
  readonly comments: () => void;
}

/** A work's pages on screen: scrolling from page to page, and the zoom viewer. */
export interface PagesTarget {
  readonly page: (direction: 1 | -1) => void;
  readonly zoom: () => void;
}

/** The open full-screen viewer. */
export interface ViewerTarget {
  readonly zoomBy: (direction: 1 | -1) => void;
  readonly zoomReset: () => void;
}

/** The novel reader. */
export interface ReaderTarget {
  readonly page: (direction: 1 | -1) => void;
  readonly textSettings: () => void;
}

export interface CommandContext {
  readonly app?: AppTarget;
  readonly list?: ListTarget;
  readonly artwork?: ArtworkTarget;
  readonly work?: WorkTarget;
  readonly pages?: PagesTarget;
  readonly viewer?: ViewerTarget;
  readonly reader?: ReaderTarget;
}

/** Where a command belongs: the sheet's groups, and which keys may be shared (different scopes). */
export type CommandScope = "app" | "list" | "work" | "viewer" | "reader";

export const COMMAND_SCOPES: readonly CommandScope[] = ["app", "list", "work", "viewer", "reader"];

export interface Command {
  /** Stable id: settings store bindings under it; its label is `keys:commands.<id>`. */
  readonly id: string;
  readonly scope: CommandScope;
  /** Default bindings (key-combo.ts syntax); empty when it has none. */
  readonly keys: readonly string[];
  readonly icon?: LucideIcon;
  /** Whether it applies now. */
  readonly when: (context: CommandContext) => boolean;
  /** Runs it; `choice` is one of `choices` for a command that asks for one (a tag to block). */
  readonly perform: (context: CommandContext, choice?: string) => void;
  /** A command that needs a choice is offered in menus only, never on a key. */
  readonly choices?: (context: CommandContext) => readonly string[];
  /** In a card's long-press / right-click menu when the settings say so. */
  readonly inCardMenu?: (app: AppSettings) => boolean;
  /** Shown but disabled in a menu when this is false. */
  readonly enabled?: (context: CommandContext) => boolean;
  /** What a menu writes after the label for this target (the author "block the author" blocks). */
  readonly menuDetail?: (context: CommandContext) => string | undefined;
  /** A menu item's tooltip for this target (why it is disabled), in the browse messages. */
  readonly menuHint?: (context: CommandContext, t: TFunction<"browse">) => string | undefined;
}
