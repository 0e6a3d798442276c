// One entry of an artwork list: the work and, in rankings, its rank.
import type { Artwork } from "@pxv/pixiv";

export interface GridItem {
  readonly artwork: Artwork;
  readonly rank?: number | undefined;
}

/** Plain works as list items. */
export function asGridItems(artworks: readonly Artwork[]): GridItem[] {
  return artworks.map((artwork) => ({ artwork }));
}
