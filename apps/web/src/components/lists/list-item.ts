// One entry of an artwork list: the work and, in rankings, its rank; or one later page of an expanded work.
import type { Artwork, ArtworkImage } from "@pxv/pixiv";

/** A later page of a work shown inline in a list (inline-pages.ts), laid out at its known size. */
export interface InlinePage {
  /** 0-based: the first page is the work's own card, so a tile's index is 1 or more. */
  readonly index: number;
  readonly count: number;
  readonly image: ArtworkImage;
  readonly width: number;
  readonly height: number;
}

export interface GridItem {
  readonly artwork: Artwork;
  readonly rank?: number | undefined;
  /** Set on the tile of an expanded work's later page; the work's own card has none. */
  readonly page?: InlinePage | undefined;
}

/** Plain works as list items. */
export function asGridItems(artworks: readonly Artwork[]): GridItem[] {
  return artworks.map((artwork) => ({ artwork }));
}
