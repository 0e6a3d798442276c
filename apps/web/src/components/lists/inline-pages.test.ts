// The inline pages' rules: which works are expanded (setting and per card), the entries a list holds
// when a work is expanded — its later pages right after its card, in order, at their known sizes —,
// the works that wait for pixiv's pages answer, and the same objects for the same expansion (what the
// incremental layouts need to place only what follows a change).
import type { ArtworkPagePicture } from "@pxv/pixiv";
import { describe, expect, it } from "vitest";
import { layoutMasonry } from "../../lib/layouts/masonry-placement";
import { artwork } from "../../test/fixtures";
import {
  entryKey,
  entrySize,
  isExpanded,
  laterPages,
  NO_EXPANSION,
  toggleExpansion,
  withInlinePages,
  worksAwaitingPages,
  type Expansion,
} from "./inline-pages";
import { asGridItems, type GridItem } from "./list-item";

const single = artwork({ id: 1, pageCount: 1 });
const manga = artwork({ id: 2, pageCount: 3, width: 1000, height: 1500 });
const other = artwork({ id: 3, pageCount: 1 });
const ugoira = artwork({ id: 4, pageCount: 1, type: "ugoira" });
/** A web thumbnail's copy: three pages, the first one's pictures only. */
const thumb = { ...artwork({ id: 5, pageCount: 3 }), images: artwork({ id: 5 }).images.slice(0, 1) };
const items = asGridItems([single, manga, other]);

const keys = (entries: readonly GridItem[]): string[] => entries.map(entryKey);
const none = (): undefined => undefined;
const expanded = (expansion: Expansion, ...works: (typeof manga)[]): Expansion =>
  works.reduce(toggleExpansion, expansion);

describe("isExpanded and toggleExpansion", () => {
  it("follows the setting's default unless a card said otherwise, and only for multi-page works", () => {
    expect(isExpanded(NO_EXPANSION, manga)).toBe(false);
    expect(isExpanded({ ...NO_EXPANSION, byDefault: true }, manga)).toBe(true);
    expect(isExpanded({ ...NO_EXPANSION, byDefault: true }, single)).toBe(false);
    expect(isExpanded({ ...NO_EXPANSION, byDefault: true }, ugoira)).toBe(false);
    const opened = toggleExpansion(NO_EXPANSION, manga);
    expect(isExpanded(opened, manga)).toBe(true);
    expect(isExpanded(toggleExpansion(opened, manga), manga)).toBe(false);
    // Back to the default: nothing is kept for the work.
    expect(toggleExpansion(opened, manga).overrides.size).toBe(0);
    const closed = toggleExpansion({ ...NO_EXPANSION, byDefault: true }, manga);
    expect(isExpanded(closed, manga)).toBe(false);
  });
});

describe("withInlinePages", () => {
  it("holds the items as they are when nothing is expanded", () => {
    expect(withInlinePages(items, NO_EXPANSION, none)).toBe(items);
  });

  it("puts an expanded work's later pages right after its card, in order", () => {
    const entries = withInlinePages(items, expanded(NO_EXPANSION, manga), none);
    expect(keys(entries)).toEqual(["1", "2", "2:1", "2:2", "3"]);
    expect(entries[2]?.page?.image).toBe(manga.images[1]);
    expect(entries[3]?.page).toMatchObject({ index: 2, count: 3 });
    expect(entries[1]?.page).toBeUndefined();
  });

  it("expands every multi-page work with the setting on", () => {
    const second = artwork({ id: 6, pageCount: 2 });
    const entries = withInlinePages(
      asGridItems([manga, single, second]),
      { ...NO_EXPANSION, byDefault: true },
      none,
    );
    expect(keys(entries)).toEqual(["2", "2:1", "2:2", "1", "6", "6:1"]);
  });

  it("sizes later pages as the first when nothing better is known, else at their own size", () => {
    const [, , page] = withInlinePages(items, expanded(NO_EXPANSION, manga), none);
    expect(page && entrySize(page)).toMatchObject({ width: 1000, height: 1500 });
    const pictures: ArtworkPagePicture[] = manga.images.map((image, index) => ({
      image,
      width: 800,
      height: 600 + index,
    }));
    const [, , sized] = withInlinePages(items, expanded(NO_EXPANSION, manga), (id) =>
      id === manga.id ? pictures : undefined,
    );
    expect(sized && entrySize(sized)).toMatchObject({ width: 800, height: 601 });
    // The work's own card keeps the work's size.
    expect(entrySize({ artwork: manga })).toBe(manga);
  });

  it("adds a web thumbnail's pages only once pixiv's pages answer is there", () => {
    const list = asGridItems([thumb, single]);
    const expansion = expanded(NO_EXPANSION, thumb);
    expect(worksAwaitingPages(list, expansion)).toEqual([5]);
    expect(keys(withInlinePages(list, expansion, none))).toEqual(["5", "1"]);
    const answer = artwork({ id: 5, pageCount: 3 }).images.map((image) => ({
      image,
      width: 900,
      height: 900,
    }));
    const entries = withInlinePages(list, expansion, () => answer);
    expect(keys(entries)).toEqual(["5", "5:1", "5:2", "1"]);
    expect(entries[1]?.page?.image).toBe(answer[1]?.image);
    expect(laterPages(thumb, undefined)).toBeNull();
    // A work whose list copy has every page waits for nothing.
    expect(worksAwaitingPages(items, expanded(NO_EXPANSION, manga))).toEqual([]);
  });

  it("gives the same entry objects for the same expansion, so the layout keeps what comes before", () => {
    const expansion = expanded(NO_EXPANSION, manga);
    const first = withInlinePages(items, expansion, none);
    const again = withInlinePages(items, expansion, none);
    first.forEach((entry, index) => {
      expect(again[index]).toBe(entry);
    });
    const box = { containerWidth: 1000, viewportWidth: 1000, metaHeight: 44 };
    const before = layoutMasonry(items.map(entrySize), box);
    const after = layoutMasonry(first.map(entrySize), box, before);
    // The cards up to the expanded one keep their places; its pages follow.
    expect([...after.tops.subarray(0, 2)]).toEqual([...before.tops.subarray(0, 2)]);
    expect(after.count).toBe(5);
  });
});
