/**
 * What the commands act on right now. Mounted parts of the screen provide targets under named slots
 * (the app's navigation, the list with the keyboard focus, the work on screen, the open viewer, the
 * novel reader); a command's `when` reads the slots it needs. A slot keeps a stack: the part
 * mounted last wins, and when it unmounts the one under it is current again (the list under an
 * artwork overlay gets its keys back when the overlay closes).
 */
import { useEffect } from "react";
import type { CommandContext } from "./command-types";

type Slot = keyof CommandContext;

const stacks = new Map<Slot, { value: unknown }[]>();

/** Puts a target on its slot's stack; returns the function that takes it off again. */
export function provideTarget<S extends Slot>(slot: S, value: NonNullable<CommandContext[S]>): () => void {
  const entry: { value: unknown } = { value };
  const stack = stacks.get(slot) ?? [];
  stack.push(entry);
  stacks.set(slot, stack);
  return () => {
    const current = stacks.get(slot) ?? [];
    const at = current.indexOf(entry);
    if (at !== -1) current.splice(at, 1);
  };
}

/** Provides `value` on `slot` while the component is mounted (and `value` non-null). */
export function useCommandTarget<S extends Slot>(slot: S, value: CommandContext[S] | null): void {
  useEffect(
    () => (value === null || value === undefined ? undefined : provideTarget(slot, value)),
    [slot, value],
  );
}

/** The current target of every slot. */
export function currentContext(): CommandContext {
  const context: Record<string, unknown> = {};
  for (const [slot, stack] of stacks) {
    const top = stack.at(-1);
    if (top !== undefined) context[slot] = top.value;
  }
  return context;
}
