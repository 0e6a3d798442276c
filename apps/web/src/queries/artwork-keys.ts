/**
 * Where an artwork's detail sits in the query cache: its keys, and its finder for
 * queries/cached-items.ts (apart from the detail query, which itself reads cached-items.ts).
 */
import { detailFinder, type AnyCacheFinder } from "./cache-finder";

export const artworkKeys = {
  all: ["artwork"] as const,
  detail: (id: number) => [...artworkKeys.all, id] as const,
};

/** A work's pages with their sizes: a root of its own, so the detail finder never takes them for a work. */
export const artworkPagesKeys = {
  all: ["artwork-pages"] as const,
  pages: (id: number) => [...artworkPagesKeys.all, id] as const,
};

export const artworkFinders: readonly AnyCacheFinder[] = [detailFinder("artwork", artworkKeys.all)];
