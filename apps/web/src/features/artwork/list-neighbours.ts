/**
 * Previous and next work from the list a work was opened from (PRODUCT.md §2 "swipe cell for
 * previous/next artwork from the gallery list"). When the list clicked in is not known (it is
 * recorded at the click while it stays mounted: components/lists/shown-lists.ts), the list is
 * whichever cached list of artworks holds the work and was updated last — the list under the overlay (routing/overlay-route.ts) — as the query
 * modules' finders read it (queries/cached-items.ts), so every list a module declares counts. Works
 * the list does not show (the content settings hide them) are stepped over, as the list skips them.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Artwork } from "@pxv/pixiv";
import { cachedLists } from "../../queries/cached-items";

export interface Neighbours {
  readonly previous: number | null;
  readonly next: number | null;
}

const NONE: Neighbours = { previous: null, next: null };

export function listNeighbours(
  queryClient: QueryClient,
  id: number,
  exclude: readonly QueryKey[] = [],
  shown: (work: Artwork) => boolean = () => true,
): Neighbours {
  let best: { ids: readonly number[]; updated: number } | null = null;
  for (const list of cachedLists(queryClient, "artwork", exclude)) {
    if (best !== null && list.updatedAt <= best.updated) continue;
    const ids = list.items.filter((work) => work.id === id || shown(work)).map((work) => work.id);
    if (ids.includes(id)) best = { ids, updated: list.updatedAt };
  }
  return best === null ? NONE : neighboursIn(best.ids, id);
}

/** The ids before and after `id` in a list of ids (none when it is not there). */
export function neighboursIn(ids: readonly number[], id: number): Neighbours {
  const position = ids.indexOf(id);
  if (position === -1) return NONE;
  return { previous: ids[position - 1] ?? null, next: ids[position + 1] ?? null };
}
