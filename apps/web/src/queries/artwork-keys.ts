/**
 * Where an artwork's detail sits in the query cache: its keys, and its finder for
 * queries/cached-items.ts (apart from the detail query, which itself reads cached-items.ts).
 */
import { detailFinder, type AnyCacheFinder } from "./cache-finder";

export const artworkKeys = {
  all: ["artwork"] as const,
  detail: (id: number) => [...artworkKeys.all, id] as const,
};

export const artworkFinders: readonly AnyCacheFinder[] = [detailFinder("artwork", artworkKeys.all)];
