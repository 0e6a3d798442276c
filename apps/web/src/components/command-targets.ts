/**
 * What the commands act on right now, and the shapes of those targets. Mounted parts of the screen
 * provide targets under named slots (the app's navigation, the list with the keyboard focus, the
 * work on screen, the open viewer, the novel reader); a command's `when` (commands/registry.ts)
 * reads the slots it needs. A slot keeps a stack: the part mounted last wins, and when it unmounts
 * the one under it is current again (the list under an artwork overlay gets its keys back when the
 * overlay closes). It sits below the command floor so that lists and screens can offer targets
 * without knowing the commands.
 */
import type { Artwork } from "@pxv/pixiv";
import { useEffect } from "react";

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
  /** Expands or collapses the focused multi-page work's pages inline (a list that can). */
  readonly expand: () => void;
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

/** A work's pictures that can be translated (features/picture-translation), on its page and in the viewer. */
export interface TranslationTarget {
  /** Translates the pictures, or switches between the translation and the original once translated. */
  readonly toggle: () => void;
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
  readonly translation?: TranslationTarget;
}

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
