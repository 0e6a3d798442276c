// Which works are local favourites, read at start-up: where the browser lists its databases and the
// app's is not there, the set is empty and no database code (Dexie) is loaded; where it is there, or
// where the browser cannot list them, the keys are read from the table as before; a write made while
// the browser was asked is not lost.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** How many times the app database's module (and with it Dexie) was loaded since the last reset. */
const loaded = { localDb: 0 };

const databaseNames = async (): Promise<(string | undefined)[]> =>
  (await indexedDB.databases()).map((database) => database.name);

const deleted = (name: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => {
      resolve();
    };
    request.onerror = () => {
      reject(request.error ?? new Error(`could not delete ${name}`));
    };
  });

/** The keys module as a fresh page starts it (nothing read, nothing written, Dexie not loaded). */
async function freshKeys() {
  vi.resetModules();
  loaded.localDb = 0;
  vi.doMock("./local-db", async (importOriginal) => {
    loaded.localDb += 1;
    return importOriginal();
  });
  return import("./local-favorite-keys");
}

beforeEach(() => deleted("pxv"));

afterEach(async () => {
  const { localDb, setLocalDb } = await import("./local-db");
  localDb().close();
  setLocalDb(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await deleted("pxv");
});

describe("local favourite keys at start-up", () => {
  it("are none, without loading Dexie or making a database, where the app's database does not exist", async () => {
    const keys = await freshKeys();
    await keys.ensureLocalFavoriteKeys();
    expect(keys.isLocalFavorite("illust", 1)).toBe(false);
    expect(loaded.localDb).toBe(0);
    expect(await databaseNames()).not.toContain("pxv");
  });

  it("are read from the table where the app's database exists", async () => {
    const { LocalDb } = await import("./local-db");
    const existing = new LocalDb();
    await existing.localFavorites.put({ kind: "novel", id: 7, addedAt: 1, work: { id: 7 } });
    existing.close();

    const keys = await freshKeys();
    await keys.ensureLocalFavoriteKeys();
    expect(keys.isLocalFavorite("novel", 7)).toBe(true);
    expect(keys.isLocalFavorite("illust", 7)).toBe(false);
    expect(loaded.localDb).toBe(1);
  });

  it("are read from the table, as before, where the browser cannot list its databases", async () => {
    vi.stubGlobal(
      "indexedDB",
      Object.assign(Object.create(indexedDB) as IDBFactory, { databases: undefined }),
    );
    const keys = await freshKeys();
    await keys.ensureLocalFavoriteKeys();
    expect(keys.isLocalFavorite("illust", 1)).toBe(false);
    expect(loaded.localDb).toBe(1);
  });

  it("keep a favourite added while the browser was asked", async () => {
    const keys = await freshKeys();
    let answer: (list: IDBDatabaseInfo[]) => void = () => undefined;
    // The browser answers with the list as it was when asked: before the add made the database.
    vi.spyOn(indexedDB, "databases").mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const reading = keys.loadLocalFavoriteKeys();
    const { addLocalFavorite } = await import("./local-favorites");
    const { artwork } = await import("../test/fixtures");
    await addLocalFavorite(artwork({ id: 5 }), 1);
    answer([]);
    await reading;
    expect(keys.isLocalFavorite("illust", 5)).toBe(true);
  });
});
