/**
 * Which works have been seen — opened, so in the viewing history (history.ts) — known without
 * waiting, for the lists' "hide works I have already seen" (components/lists/hide-seen.ts): one set
 * of ids per kind of work, kept current from the history table by seen-works-watch.ts. Nothing is
 * read until a list asks (watchSeenWorks): the database code loads only then, never on a first
 * visit with the setting off.
 */
import { create } from "zustand";
import type { SeenIds, SeenKind } from "./seen-works-watch";

export type { SeenKind } from "./seen-works-watch";

type SeenState = Readonly<Record<SeenKind, ReadonlySet<number> | null>>;

/** null per kind until read from the database. */
export const useSeenWorks = create<SeenState>(() => ({ illust: null, novel: null }));

let watching: Promise<void> | null = null;

/** Starts reading the seen ids (once; again after a failure to load the database code). */
export function watchSeenWorks(): Promise<void> {
  watching ??= import("./seen-works-watch")
    .then((watch) => {
      watch.startWatching((seen: SeenIds) => {
        useSeenWorks.setState(seen);
      });
    })
    .catch((error: unknown) => {
      watching = null;
      console.warn("Seen works are not hidden", error);
      useSeenWorks.setState({ illust: new Set(), novel: new Set() });
    });
  return watching;
}

/** Tests start from nothing read. */
export async function resetSeenWorks(): Promise<void> {
  (await import("./seen-works-watch")).stopWatching();
  watching = null;
  useSeenWorks.setState({ illust: null, novel: null });
}
