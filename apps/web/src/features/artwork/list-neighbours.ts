/**
 * Previous and next work from the list a work was opened from (PRODUCT.md §2 "swipe cell for previous/next
 * artwork from the gallery list"). The list is whichever cached list query holds the work and was
 * updated last — the list under the overlay (app/overlay-route.ts) — read from TanStack Query's
 * cache, so lists need no extra wiring: any paged query whose pages carry `artworks` counts.
 */
import type { Artwork } from "@pxv/pixiv";
import type { QueryClient } from "@tanstack/react-query";

export interface Neighbours {
  readonly previous: number | null;
  readonly next: number | null;
}

const NONE: Neighbours = { previous: null, next: null };

function artworksOf(data: unknown): readonly Artwork[] | null {
  if (typeof data !== "object" || data === null) return null;
  const pages = (data as { pages?: unknown }).pages;
  if (!Array.isArray(pages)) return null;
  const list: Artwork[] = [];
  for (const page of pages as unknown[]) {
    const artworks = (page as { artworks?: unknown } | null)?.artworks;
    if (!Array.isArray(artworks)) return null;
    list.push(...(artworks as Artwork[]));
  }
  return list;
}

export function listNeighbours(
  queryClient: QueryClient,
  id: number,
  exclude: readonly unknown[][] = [],
): Neighbours {
  let best: { list: readonly Artwork[]; updated: number } | null = null;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (exclude.some((prefix) => prefix.every((part, index) => query.queryKey[index] === part))) continue;
    const list = artworksOf(query.state.data);
    if (list === null || !list.some((work) => work.id === id)) continue;
    if (best === null || query.state.dataUpdatedAt > best.updated)
      best = { list, updated: query.state.dataUpdatedAt };
  }
  if (best === null) return NONE;
  const ids = best.list.map((work) => work.id);
  const position = ids.indexOf(id);
  return { previous: ids[position - 1] ?? null, next: ids[position + 1] ?? null };
}
