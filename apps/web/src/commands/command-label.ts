// A command's label in the active language (keys:commands.<id>; the keys namespace must be loaded).
import type { TFunction } from "../i18n/translator";
import type { Command, CommandScope } from "./command-types";

export function commandLabel(t: TFunction<"keys">, command: Command): string {
  // Every registered id has a label in every locale (registry.test.ts checks the zh-CN file).
  return t(`commands.${command.id}` as "commands.shortcuts");
}

export function scopeLabel(t: TFunction<"keys">, scope: CommandScope): string {
  return t(`scopes.${scope}`);
}
