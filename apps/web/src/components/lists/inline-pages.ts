/**
 * Multi-page works expanded inline in a list (issue 29), as pure rules: which works are expanded
 * (the setting's default and each card's own choice), and the entries the list then holds — each
 * expanded work's later pages right after its card, as tiles of their own in the same flow, each with
 * the size its box is laid out at before its picture loads: the page's own size when pixiv's pages
 * answer gave it, else the first page's (the only size a list item carries). A work whose list copy
 * lacks its pages' pictures (web thumbnails carry the first page only) adds its tiles once the pages
 * answer is there, so nothing is inserted at a guessed size and moved again.
 *
 * Entries are cached per work, so the same expansion gives the same objects: the incremental masonry
 * and justified placements find the unchanged prefix by identity and place only what follows.
 */
import type { Artwork, ArtworkPagePicture } from "@pxv/pixiv";
import type { WorkSize } from "../../lib/layouts/masonry";
import type { GridItem, InlinePage } from "./list-item";

/** Whether a work has later pages a list can show inline (an ugoira's frames are not pages). */
export function isMultiPage(artwork: Artwork): boolean {
  return artwork.count > 1 && artwork.type !== "ugoira";
}

/** Whether the list's copy of a multi-page work lacks its later pages' pictures (pixiv's pages answer has them). */
export function needsPagePictures(artwork: Artwork): boolean {
  return isMultiPage(artwork) && artwork.images.length < artwork.count;
}

/** Which works are expanded: the setting's default, and the works whose card said otherwise. */
export interface Expansion {
  readonly byDefault: boolean;
  readonly overrides: ReadonlyMap<number, boolean>;
}

export const NO_EXPANSION: Expansion = { byDefault: false, overrides: new Map() };

export function isExpanded(expansion: Expansion, artwork: Artwork): boolean {
  return isMultiPage(artwork) && (expansion.overrides.get(artwork.id) ?? expansion.byDefault);
}

/** The expansion with one work's state flipped. */
export function toggleExpansion(expansion: Expansion, artwork: Artwork): Expansion {
  const overrides = new Map(expansion.overrides);
  const next = !isExpanded(expansion, artwork);
  if (next === expansion.byDefault) overrides.delete(artwork.id);
  else overrides.set(artwork.id, next);
  return { ...expansion, overrides };
}

/** The later pages (2nd to last) as tiles, or null while their pictures are not known. */
export function laterPages(
  artwork: Artwork,
  pictures: readonly ArtworkPagePicture[] | undefined,
): readonly InlinePage[] | null {
  if (pictures !== undefined && pictures.length > 1) {
    return pictures.slice(1).map((picture, at) => ({
      index: at + 1,
      count: pictures.length,
      image: picture.image,
      width: picture.width,
      height: picture.height,
    }));
  }
  if (artwork.images.length < artwork.count) return null;
  return artwork.images.slice(1).map((image, at) => ({
    index: at + 1,
    count: artwork.images.length,
    image,
    width: artwork.width,
    height: artwork.height,
  }));
}

/** Each work's page entries, kept while the work and its pictures are the same objects. */
const entryCache = new WeakMap<
  Artwork,
  { pictures: readonly ArtworkPagePicture[] | undefined; entries: readonly GridItem[] | null }
>();

function pageEntries(
  artwork: Artwork,
  pictures: readonly ArtworkPagePicture[] | undefined,
): readonly GridItem[] | null {
  const cached = entryCache.get(artwork);
  if (cached !== undefined && cached.pictures === pictures) return cached.entries;
  const entries = laterPages(artwork, pictures)?.map((page) => ({ artwork, page })) ?? null;
  entryCache.set(artwork, { pictures, entries });
  return entries;
}

/**
 * The list's entries: every item, each expanded work followed by its later pages (once known). The
 * same array when no work adds a page.
 */
export function withInlinePages(
  items: readonly GridItem[],
  expansion: Expansion,
  picturesOf: (id: number) => readonly ArtworkPagePicture[] | undefined,
): readonly GridItem[] {
  let entries: GridItem[] | null = null;
  for (const [at, item] of items.entries()) {
    const pages = isExpanded(expansion, item.artwork)
      ? pageEntries(item.artwork, picturesOf(item.artwork.id))
      : null;
    if (pages !== null && pages.length > 0) {
      entries ??= items.slice(0, at);
      entries.push(item, ...pages);
    } else {
      entries?.push(item);
    }
  }
  return entries ?? items;
}

/** The works whose expansion waits for pixiv's pages answer. */
export function worksAwaitingPages(items: readonly GridItem[], expansion: Expansion): number[] {
  return items
    .filter((item) => item.page === undefined && isExpanded(expansion, item.artwork))
    .filter((item) => needsPagePictures(item.artwork))
    .map((item) => item.artwork.id);
}

/** The size an entry is laid out at: its page's, or its work's first page's. */
export function entrySize(item: GridItem): WorkSize {
  return item.page ?? item.artwork;
}

/** A key for the entry's cell, unique in the list: the work, or the work and page. */
export function entryKey(item: GridItem): string {
  return item.page === undefined
    ? String(item.artwork.id)
    : `${String(item.artwork.id)}:${String(item.page.index)}`;
}
