// Local favourites as sync records: one per favourite with its snapshot, a write to the table heard
// by key, pulled favourites written into the table (and the keys store), a pulled tombstone removing
// one, and a value that is not a favourite refused.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { artwork } from "../test/fixtures";
import { LocalDb, setLocalDb } from "../storage/local-db";
import { isLocalFavorite, setLocalFavoriteKeys } from "../storage/local-favorite-keys";
import { addLocalFavorite, removeLocalFavorite, snapshotOf } from "../storage/local-favorites";
import { localFavoritesAdapter } from "./adapter-local-favorites";

const HLC = "000001764220800000:00000:devB";
let db: LocalDb;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = new LocalDb(`pxv-favorites-sync-${counter}`);
  setLocalDb(db);
  setLocalFavoriteKeys([]);
});

afterEach(async () => {
  await db.delete();
  setLocalDb(null);
});

describe("local favourite records", () => {
  it("are one per favourite, with the time added and the snapshot", async () => {
    const work = artwork({ id: 41 });
    await addLocalFavorite(work, 5_000);
    expect(await localFavoritesAdapter.readAll()).toEqual([
      { key: "local-favorite:illust:41", value: { addedAt: 5_000, work: snapshotOf(work) } },
    ]);
    expect(
      await localFavoritesAdapter.read?.(["local-favorite:illust:41", "local-favorite:novel:3"]),
    ).toEqual([
      { key: "local-favorite:illust:41", value: { addedAt: 5_000, work: snapshotOf(work) } },
      { key: "local-favorite:novel:3", value: undefined },
    ]);
  });

  it("hear each add and removal by key", async () => {
    const heard: string[] = [];
    const stop = localFavoritesAdapter.watch((keys) => heard.push(...(keys ?? ["all"])));
    await addLocalFavorite(artwork({ id: 42 }), 1);
    await removeLocalFavorite("illust", 42);
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(heard).toEqual(["local-favorite:illust:42", "local-favorite:illust:42"]);
  });

  it("write pulled favourites, remove on a tombstone, and refuse what is not a favourite", async () => {
    await addLocalFavorite(artwork({ id: 43 }), 1);
    const pulled = artwork({ id: 44, title: "from the other device" });
    await localFavoritesAdapter.apply([
      {
        key: "local-favorite:illust:44",
        value: { addedAt: 9, work: snapshotOf(pulled) },
        deleted: false,
        hlc: HLC,
      },
      { key: "local-favorite:illust:43", deleted: true, hlc: HLC },
      { key: "local-favorite:novel:45", value: { addedAt: 9, work: { id: 45 } }, deleted: false, hlc: HLC },
      {
        key: "local-favorite:manga:46",
        value: { addedAt: 9, work: snapshotOf(pulled) },
        deleted: false,
        hlc: HLC,
      },
    ]);
    expect(await db.localFavorites.toArray()).toEqual([
      { kind: "illust", id: 44, addedAt: 9, work: snapshotOf(pulled) },
    ]);
    expect(isLocalFavorite("illust", 44)).toBe(true);
    expect(isLocalFavorite("illust", 43)).toBe(false);
  });
});
