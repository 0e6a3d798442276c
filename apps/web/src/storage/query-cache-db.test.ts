// The persisted answers' own database (raw IndexedDB): rows saved, read back, replaced by hash,
// deleted by hash and cleared; a row that cannot be stored does not lose the others; without
// IndexedDB every helper fails, and works again once it is there.
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearQueryCacheRows,
  closeQueryCacheDb,
  countQueryCacheRows,
  deleteQueryCacheRows,
  putQueryCacheRows,
  readQueryCacheRows,
  type QueryCacheRow,
} from "./query-cache-db";

const row = (hash: string, data: unknown, updatedAt = 1): QueryCacheRow => ({
  hash,
  queryKey: ["artwork", hash],
  data,
  updatedAt,
});

beforeEach(async () => {
  await closeQueryCacheDb();
  vi.stubGlobal("indexedDB", new IDBFactory());
});

afterEach(async () => {
  await closeQueryCacheDb();
  vi.unstubAllGlobals();
});

describe("the persisted answers' database", () => {
  it("keeps rows by hash: read back, replaced, deleted, cleared", async () => {
    await putQueryCacheRows([row("a", { n: 1 }), row("b", { n: 2 }), row("c", { n: 3 })]);
    await putQueryCacheRows([row("a", { n: 4 }, 2)]);
    expect(await readQueryCacheRows()).toEqual([
      row("a", { n: 4 }, 2),
      row("b", { n: 2 }),
      row("c", { n: 3 }),
    ]);

    await deleteQueryCacheRows(["a", "c", "missing"]);
    expect((await readQueryCacheRows()).map((kept) => kept.hash)).toEqual(["b"]);

    await clearQueryCacheRows();
    expect(await countQueryCacheRows()).toBe(0);
  });

  it("skips a row whose data cannot be stored and keeps the others", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await putQueryCacheRows([row("a", { n: 1 }), row("b", () => 2), row("c", { n: 3 })]);
    expect((await readQueryCacheRows()).map((kept) => kept.hash)).toEqual(["a", "c"]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("fails without IndexedDB (some private modes), and opens once it is there", async () => {
    vi.stubGlobal("indexedDB", undefined);
    await expect(readQueryCacheRows()).rejects.toThrow();
    await expect(putQueryCacheRows([row("a", 1)])).rejects.toThrow();

    vi.stubGlobal("indexedDB", new IDBFactory());
    await putQueryCacheRows([row("a", 1)]);
    expect(await countQueryCacheRows()).toBe(1);
  });
});
