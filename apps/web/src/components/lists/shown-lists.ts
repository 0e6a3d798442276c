/**
 * The works each mounted artwork list shows, in the order it shows them: the list a work was opened
 * from is recorded at the click (its id travels in the overlay's history state, routing/overlay-route.ts),
 * and ← / → step through exactly what that list shows — after the content settings, a search's own
 * filters and every page loaded since, even when the same work sits in other cached lists too. A list
 * is known while it is mounted (the overlay keeps it mounted under the viewer); after a reload the
 * artwork page falls back to the cached lists (features/artwork/list-neighbours.ts). A list may also
 * offer its works and load state (`useShownSource`): the slideshow shows them and asks for the next page.
 */
import type { Artwork } from "@pxv/pixiv";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { ListLoad } from "./list-load";

const shown = new Map<string, readonly number[]>();
/** A list's works as shown, and its load state now (undefined: a list of given items). */
export interface ShownSource {
  readonly works: readonly Artwork[];
  readonly load: () => ListLoad | undefined;
}
const sources = new Map<string, ShownSource>();
const listeners = new Set<() => void>();
/** Ids are unique across page loads too: one recorded before a reload never names a new list. */
const PAGE_LOAD = Math.round(performance.timeOrigin).toString(36);
let lists = 0;

function changed(): void {
  for (const listener of listeners) listener();
}

/** The attribute a list's element carries, read by a card's click (components/card-context.tsx). */
export const SHOWN_LIST_ATTRIBUTE = "data-shown-list";

/** Registers what a list shows while it is mounted; returns its id (for SHOWN_LIST_ATTRIBUTE). */
export function useShownList(ids: readonly number[], works?: readonly Artwork[], load?: ListLoad): string {
  const [listId] = useState(() => `${PAGE_LOAD}.${String((lists += 1))}`);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    shown.set(listId, ids);
    if (works !== undefined) sources.set(listId, { works, load: () => latestLoad.current });
    changed();
  }, [listId, ids, works]);
  useEffect(
    () => () => {
      shown.delete(listId);
      sources.delete(listId);
      changed();
    },
    [listId],
  );
  return listId;
}

/** The list id recorded on the list element around a clicked card, if any. */
export function shownListOf(element: Element): string | null {
  return element.closest(`[${SHOWN_LIST_ATTRIBUTE}]`)?.getAttribute(SHOWN_LIST_ATTRIBUTE) ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The ids a mounted list shows, or null when it is not mounted; re-renders when that list changes
 * (its ids are a new array then), not when another one does.
 */
export function useShownIds(listId: string | null): readonly number[] | null {
  const read = (): readonly number[] | null => (listId === null ? null : (shown.get(listId) ?? null));
  // The server (a first screen sent in the page) reads the same: no list is shown there.
  return useSyncExternalStore(subscribe, read, read);
}

/** The works and load state a mounted list offers, or null; re-renders when its works change. */
export function useShownSource(listId: string | null): ShownSource | null {
  const read = (): ShownSource | null => (listId === null ? null : (sources.get(listId) ?? null));
  return useSyncExternalStore(subscribe, read, read);
}
