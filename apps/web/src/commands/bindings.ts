/**
 * Which keys run which command: the registry's defaults, replaced per command by what the user set
 * in Settings → Keys (the `keyBindings` setting, saved and exported with the other settings). Two
 * commands may share a key only when they never apply at the same time (different scopes, neither
 * of them app-wide).
 */
import type { Command } from "./command-types";
import { COMMANDS, isKeyable } from "./registry";

export type KeyBindings = Readonly<Record<string, readonly string[]>>;

export function bindingsOf(command: Command, overrides: KeyBindings): readonly string[] {
  if (!isKeyable(command)) return [];
  return overrides[command.id] ?? command.keys;
}

/** Every command bound to `binding` under the given overrides, in registry order. */
export function commandsOn(binding: string, overrides: KeyBindings): Command[] {
  return COMMANDS.filter((command) => bindingsOf(command, overrides).includes(binding));
}

/** Whether some binding starts with `combo` as the first key of a sequence ("g" of "g h"). */
export function startsSequence(combo: string, overrides: KeyBindings): boolean {
  return COMMANDS.some((command) =>
    bindingsOf(command, overrides).some((binding) => binding.startsWith(`${combo} `)),
  );
}

const canShare = (a: Command, b: Command): boolean =>
  a.scope !== b.scope && a.scope !== "app" && b.scope !== "app";

/**
 * The command that already holds `binding` where `command` would apply, or null. A sequence also
 * clashes with a single key equal to its first key ("g" against "g h").
 */
export function conflictOf(command: Command, binding: string, overrides: KeyBindings): Command | null {
  const first = binding.split(" ")[0] ?? binding;
  for (const other of COMMANDS) {
    if (other.id === command.id || canShare(command, other)) continue;
    for (const held of bindingsOf(other, overrides)) {
      const heldFirst = held.split(" ")[0] ?? held;
      if (held === binding || held === first || heldFirst === binding) return other;
    }
  }
  return null;
}

/** The overrides with `command` bound to `keys`; back to its defaults when they equal them. */
export function withBinding(overrides: KeyBindings, command: Command, keys: readonly string[]): KeyBindings {
  const { [command.id]: _previous, ...rest } = overrides;
  const same = keys.length === command.keys.length && keys.every((key, at) => key === command.keys[at]);
  return same ? rest : { ...rest, [command.id]: [...keys] };
}
