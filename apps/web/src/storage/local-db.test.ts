// The app database's versions: a database made by version 1 (history, query cache, kv) or 2 (and
// follows) opens as the current version with every row kept, the local favourites' table added and
// the old query cache's table dropped (the persisted answers have their own database now), and the
// later tables (bookmark archive, translated pictures) there and empty.
import "fake-indexeddb/auto";
import { Dexie } from "dexie";
import { describe, expect, it } from "vitest";
import { LocalDb } from "./local-db";

describe("the app database", () => {
  it("upgrades a version 1 database without losing a row", async () => {
    const name = "pxv-upgrade-test";
    const old = new Dexie(name);
    old.version(1).stores({
      history: "[kind+id], kind, [kind+viewedAt]",
      queryCache: "hash, updatedAt",
      kv: "key",
    });
    await old.table("history").put({ kind: "illust", id: 7, viewedAt: 1, item: { id: 7, title: "kept" } });
    await old.table("kv").put({ key: "search-history", value: ["term"] });
    await old.table("queryCache").put({ hash: "h", queryKey: ["q"], data: 1, updatedAt: 2 });
    old.close();

    const db = new LocalDb(name);
    expect(db.verno).toBe(7);
    expect(await db.history.toArray()).toEqual([
      { kind: "illust", id: 7, viewedAt: 1, item: { id: 7, title: "kept" } },
    ]);
    expect(await db.kv.get("search-history")).toEqual({ key: "search-history", value: ["term"] });
    expect([...db.backendDB().objectStoreNames]).not.toContain("queryCache");
    expect(await db.localFavorites.count()).toBe(0);
    expect(await db.workArchive.count()).toBe(0);
    expect(await db.pictureTranslations.count()).toBe(0);
    db.close();
  });

  it("upgrades a version 2 database (with follows) without losing a row", async () => {
    const name = "pxv-upgrade-test-2";
    const old = new Dexie(name);
    old.version(1).stores({
      history: "[kind+id], kind, [kind+viewedAt]",
      queryCache: "hash, updatedAt",
      kv: "key",
    });
    old.version(2).stores({ follows: "key, followedAt" });
    await old.table("follows").put({ key: "tag:夕焼け", followedAt: 3 });
    old.close();

    const db = new LocalDb(name);
    expect(await db.follows.toArray()).toEqual([{ key: "tag:夕焼け", followedAt: 3 }]);
    await db.localFavorites.put({ kind: "novel", id: 9, addedAt: 4, work: { id: 9 } });
    expect(await db.localFavorites.count()).toBe(1);
    db.close();
  });
});
