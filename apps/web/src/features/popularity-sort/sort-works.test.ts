// The popularity sort: most bookmarks, highest rate or newest first; ties by id, newer first; works
// without counts (or without views, for the rate) last and counted; keys computed once. Novels sort
// as artworks do, read through the same list-item accessor.
import { describe, expect, it } from "vitest";
import { artwork } from "../../test/fixtures";
import { novel } from "../home/novel-fixture";
import { offeredOrders, sortKey, sortWorks, workOfItem, worksOfPage, type SortableItem } from "./sort-works";

const work = (id: number, like: number, view: number, created = "2024-01-01T00:00:00+09:00") => ({
  artwork: { ...artwork({ id }), like, view, created },
});
const ids = (items: readonly { artwork: { id: number } }[]) => items.map((item) => item.artwork.id);
const of = (item: ReturnType<typeof work>) => item.artwork;

describe("sortWorks", () => {
  it("puts the most bookmarked first, ties by id, newer first", () => {
    const items = [work(1, 5, 100), work(2, 50, 100), work(3, 5, 10), work(4, 0, 40)];
    const sorted = sortWorks(items, of, "bookmarks");
    expect(ids(sorted.items)).toEqual([2, 3, 1, 4]);
    expect(sorted.unknown).toBe(0);
  });

  it("sorts by bookmarks ÷ views, works without views last", () => {
    const items = [work(1, 10, 100), work(2, 12, 20), work(3, 3, 0), work(4, 1, 1000), work(5, 5, 10)];
    const sorted = sortWorks(items, of, "rate");
    expect(ids(sorted.items)).toEqual([2, 5, 1, 4, 3]);
    expect(sorted.unknown).toBe(1);
  });

  it("sorts by date, newest first", () => {
    const items = [
      work(1, 0, 1, "2024-01-02T00:00:00+09:00"),
      work(2, 0, 1, "2024-03-01T12:00:00+09:00"),
      // The same instant written in another offset: a tie, by id.
      work(3, 0, 1, "2024-03-01T03:00:00Z"),
    ];
    expect(ids(sortWorks(items, of, "date").items)).toEqual([3, 2, 1]);
  });

  it("puts works whose counts the answer lacked last, in id order, and counts them", () => {
    const items = [work(7, 0, 0), work(1, 2, 30), work(9, 0, 0), work(3, 40, 300)];
    const sorted = sortWorks(items, of, "bookmarks");
    expect(ids(sorted.items)).toEqual([3, 1, 9, 7]);
    expect(sorted.unknown).toBe(2);
    expect(sortWorks(items, of, "date").unknown).toBe(0);
  });

  it("keeps the input untouched and gives the same order for any input order", () => {
    const items = Array.from({ length: 200 }, (_, index) => work(index + 1, (index * 37) % 11, 50));
    const before = ids(items);
    const once = ids(sortWorks(items, of, "bookmarks").items);
    expect(ids(items)).toEqual(before);
    expect(ids(sortWorks([...items].reverse(), of, "bookmarks").items)).toEqual(once);
  });

  it("has no key for a rate without views, nor for bookmarks without any count", () => {
    expect(sortKey(work(1, 4, 0).artwork, "rate")).toBeNaN();
    expect(sortKey(work(1, 4, 0).artwork, "bookmarks")).toBe(4);
    expect(sortKey(work(1, 0, 0).artwork, "bookmarks")).toBeNaN();
    expect(sortKey(work(1, 0, 9).artwork, "bookmarks")).toBe(0);
  });

  it("sorts 900 works quickly", () => {
    const items = Array.from({ length: 900 }, (_, index) =>
      work(index + 1, (index * 7919) % 5000, 100 + index),
    );
    const start = performance.now();
    for (let run = 0; run < 10; run += 1) sortWorks(items, of, "rate");
    expect((performance.now() - start) / 10).toBeLessThan(20);
  });
});

describe("offeredOrders", () => {
  it("offers every order once one work came with counts", () => {
    expect(offeredOrders([of(work(1, 0, 0)), of(work(2, 3, 40))])).toEqual(["bookmarks", "rate", "date"]);
  });

  it("offers only the date when no work came with counts (pixiv's web lists)", () => {
    expect(offeredOrders([of(work(1, 0, 0)), of(work(2, 0, 0))])).toEqual(["date"]);
  });

  it("offers bookmarks and date, not the rate, when works came with bookmarks but no views", () => {
    expect(offeredOrders([of(work(1, 12, 0)), of(work(2, 0, 0))])).toEqual(["bookmarks", "date"]);
  });

  it("offers every order before the list has loaded", () => {
    expect(offeredOrders([])).toEqual(["bookmarks", "rate", "date"]);
  });
});

describe("novels", () => {
  const novelItem = (id: number, like: number, view: number) => ({
    novel: { ...novel(id, `N${String(id)}`), like, view },
  });
  const novelIds = (items: readonly { novel: { id: number } }[]) => items.map((item) => item.novel.id);

  it("reads the work of an artwork item and of a novel item", () => {
    const items: SortableItem[] = [work(4, 1, 2), novelItem(9, 3, 4)];
    expect(items.map((item) => workOfItem(item).id)).toEqual([4, 9]);
  });

  it("reads the works of a page of artworks, of novels and of a cursor page", () => {
    const [one, two] = [novelItem(1, 0, 0).novel, novelItem(2, 0, 0).novel];
    expect(worksOfPage({ artworks: [one] })).toEqual([one]);
    expect(worksOfPage({ novels: [one, two] })).toEqual([one, two]);
    expect(worksOfPage({ items: [two] })).toEqual([two]);
  });

  it("sorts novels by bookmarks and by rate, those without counts last", () => {
    const items = [novelItem(1, 5, 100), novelItem(2, 50, 1000), novelItem(3, 0, 0), novelItem(4, 5, 10)];
    const byBookmarks = sortWorks(items, workOfItem, "bookmarks");
    expect(novelIds(byBookmarks.items)).toEqual([2, 4, 1, 3]);
    expect(byBookmarks.unknown).toBe(1);
    expect(novelIds(sortWorks(items, workOfItem, "rate").items)).toEqual([4, 2, 1, 3]);
  });

  it("offers the orders the novels' counts allow", () => {
    expect(offeredOrders([novelItem(1, 0, 0).novel, novelItem(2, 7, 90).novel])).toEqual([
      "bookmarks",
      "rate",
      "date",
    ]);
    expect(offeredOrders([novelItem(1, 0, 0).novel])).toEqual(["date"]);
  });
});
