/**
 * The shape of a command in the registry, and its scopes. The targets a command acts on are
 * components/command-targets.ts's.
 */
import type { LucideIcon } from "lucide-react";
import type { AppSettings } from "../settings/settings-schema";
import type { TFunction } from "../i18n/translator";
import type { CommandContext } from "../components/command-targets";

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
