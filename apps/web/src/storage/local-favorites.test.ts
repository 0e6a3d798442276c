// Local favourites in IndexedDB: an illustration and a novel kept with their snapshot, newest first
// per kind, added again moving to the top, removed; the keys store follows every write (sync's
// too); a removed one leaves the bookmark archive unless it is a bookmark there; the snapshot is
// small and rebuilds a card's Artwork or Novel; a value that is not a
// snapshot is refused.
import "fake-indexeddb/auto";
import type { Novel } from "@pxv/pixiv";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { artwork } from "../test/fixtures";
import { LocalDb, setLocalDb } from "./local-db";
import {
  isLocalFavorite,
  loadLocalFavoriteKeys,
  setLocalFavoriteKeys,
  useLocalFavoriteKeys,
} from "./local-favorite-keys";
import {
  addLocalFavorite,
  applyLocalFavorites,
  artworkOf,
  isLocalFavoriteSnapshot,
  listLocalFavorites,
  novelOf,
  removeLocalFavorite,
  snapshotOf,
} from "./local-favorites";
import { allArchivedWorks, archiveSeenWorks } from "./work-archive";
import { bookmarkOf, LOCAL_FAVOURITE } from "./work-archive-record";

let db: LocalDb;
let counter = 0;

const novel = (id: number): Novel => ({
  id,
  title: `novel ${id}`,
  caption: "<b>a long caption</b>",
  author: { id: 21, name: "a writer", account: "writer", avatar: "/a/21.jpg", is_followed: true },
  created: "2025-11-27T10:00:00+09:00",
  images: [{ s: `/s/n${id}.jpg`, m: `/m/n${id}.jpg`, l: `/l/n${id}.jpg` }],
  tags: [{ name: "百合", translated_name: null }],
  text_length: 12_345,
  count: 3,
  view: 100,
  like: 10,
  x_restrict: 1,
  illust_ai_type: 2,
  is_original: true,
  is_bookmarked: true,
  series: null,
  visible: true,
});

beforeEach(() => {
  counter += 1;
  db = new LocalDb(`pxv-favorites-test-${counter}`);
  setLocalDb(db);
  useLocalFavoriteKeys.setState({ keys: null });
});

afterEach(async () => {
  await db.delete();
  setLocalDb(null);
});

describe("local favourites", () => {
  it("keep illustrations and novels apart, newest first; adding again moves a work to the top", async () => {
    await loadLocalFavoriteKeys();
    await addLocalFavorite(artwork({ id: 101, title: "first" }), 1_000);
    await addLocalFavorite(artwork({ id: 102, title: "second" }), 2_000);
    await addLocalFavorite(novel(201), 3_000);
    expect((await listLocalFavorites("illust")).map((entry) => entry.snapshot.id)).toEqual([102, 101]);
    expect((await listLocalFavorites("novel")).map((entry) => entry.snapshot.id)).toEqual([201]);
    await addLocalFavorite(artwork({ id: 101, title: "first" }), 4_000);
    expect(await listLocalFavorites("illust")).toMatchObject([
      { addedAt: 4_000, snapshot: { id: 101 } },
      { addedAt: 2_000, snapshot: { id: 102 } },
    ]);
    expect(isLocalFavorite("illust", 101)).toBe(true);
    expect(isLocalFavorite("novel", 101)).toBe(false);

    await removeLocalFavorite("illust", 101);
    expect((await listLocalFavorites("illust")).map((entry) => entry.snapshot.id)).toEqual([102]);
    expect(isLocalFavorite("illust", 101)).toBe(false);
  });

  it("leave the bookmark archive when removed, unless the work is also a bookmark", async () => {
    await addLocalFavorite(artwork({ id: 111 }), 1_000);
    await addLocalFavorite(artwork({ id: 112 }), 1_000);
    await archiveSeenWorks(
      [{ work: artwork({ id: 111 }) }, { work: artwork({ id: 112 }) }],
      LOCAL_FAVOURITE,
      1_000,
    );
    await archiveSeenWorks([{ work: artwork({ id: 112 }) }], bookmarkOf(900_005), 1_000);
    await removeLocalFavorite("illust", 111);
    await removeLocalFavorite("illust", 112);
    expect((await allArchivedWorks()).map((row) => [row.id, row.sources])).toEqual([[112, ["bookmark"]]]);
  });

  it("know nothing before the keys are read, then what the table holds", async () => {
    await addLocalFavorite(novel(7), 1);
    expect(isLocalFavorite("novel", 7)).toBeNull();
    await loadLocalFavoriteKeys();
    expect(isLocalFavorite("novel", 7)).toBe(true);
  });

  it("follow sync's writes in the table and the keys store", async () => {
    setLocalFavoriteKeys(["illust:5"]);
    await db.localFavorites.put({
      kind: "illust",
      id: 5,
      addedAt: 1,
      work: { ...snapshotOf(artwork({ id: 5 })) },
    });
    await applyLocalFavorites(
      [{ kind: "novel", id: 8, addedAt: 2, work: { ...snapshotOf(novel(8)) } }],
      [["illust", 5]],
    );
    expect(isLocalFavorite("illust", 5)).toBe(false);
    expect(isLocalFavorite("novel", 8)).toBe(true);
    expect(await db.localFavorites.count()).toBe(1);
  });

  it("snapshot what a card needs, and no more", () => {
    const work = artwork({ id: 300, title: "夕焼け", pageCount: 4, tags: ["空"] });
    const snapshot = snapshotOf(work);
    expect(snapshot).toEqual({
      id: 300,
      title: "夕焼け",
      author: { id: work.author.id, name: work.author.name, avatar: work.author.avatar },
      created: work.created,
      image: work.images[0],
      tags: work.tags,
      x_restrict: work.x_restrict,
      illust_ai_type: work.illust_ai_type,
      count: 4,
      type: work.type,
      width: work.width,
      height: work.height,
    });
    expect(isLocalFavoriteSnapshot(snapshot)).toBe(true);
    const card = artworkOf(snapshot);
    expect(card).toMatchObject({ id: 300, title: "夕焼け", count: 4, images: [work.images[0]], caption: "" });
    expect(card.images).toHaveLength(1);

    const kept = snapshotOf(novel(9));
    expect(kept).toMatchObject({ text_length: 12_345, x_restrict: 1, illust_ai_type: 2, count: 3 });
    expect(kept).not.toHaveProperty("caption");
    expect(novelOf(kept)).toMatchObject({ id: 9, text_length: 12_345, images: [{ s: "/s/n9.jpg" }] });
  });

  it("refuses a value that is not a snapshot", () => {
    const good = snapshotOf(novel(9));
    expect(isLocalFavoriteSnapshot({ ...good, id: "9" })).toBe(false);
    expect(isLocalFavoriteSnapshot({ ...good, author: { id: 1 } })).toBe(false);
    expect(isLocalFavoriteSnapshot({ ...good, x_restrict: 5 })).toBe(false);
    expect(isLocalFavoriteSnapshot(null)).toBe(false);
  });
});
