// The persisted query cache: answers come back within their lifetime (rankings 14 days, artwork
// details for ever) with their original fetch time, expired ones are deleted, and nothing fresher is
// overwritten; the answers that arrive together are written in one transaction; clearing forgets
// them; without IndexedDB clearing still succeeds.
import { IDBDatabase, IDBFactory } from "fake-indexeddb";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  closeQueryCacheDb,
  countQueryCacheRows,
  putQueryCacheRows,
  readQueryCacheRows,
} from "../storage/query-cache-db";
import { clearQueryCache, persistQueryCache, restoreQueryCache } from "./query-persist";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22);

beforeEach(async () => {
  await closeQueryCacheDb();
  vi.stubGlobal("indexedDB", new IDBFactory());
});

afterEach(async () => {
  await closeQueryCacheDb();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function save(queryKey: readonly unknown[], data: unknown, updatedAt: number): Promise<void> {
  return putQueryCacheRows([{ hash: JSON.stringify(queryKey), queryKey, data, updatedAt }]);
}

describe("persisted query cache", () => {
  it.each<[string, readonly unknown[], number, boolean]>([
    ["a ranking of 13 days ago", ["ranking", "day", "2026-11-01"], 13 * DAY, true],
    ["a ranking of 15 days ago", ["ranking", "day", "2026-11-01"], 15 * DAY, false],
    ["an artwork of a year ago", ["artwork", 1], 365 * DAY, true],
    ["a resource that is not persisted", ["feed", "notices", "/api/notices"], 1000, false],
  ])("%s is restored: %s", async (_name, queryKey, age, restored) => {
    await save(queryKey, { value: 1 }, NOW - age);
    const client = new QueryClient();
    expect(await restoreQueryCache(client, NOW)).toBe(restored ? 1 : 0);
    expect(client.getQueryData(queryKey)).toEqual(restored ? { value: 1 } : undefined);
    expect(client.getQueryState(queryKey)?.dataUpdatedAt).toBe(restored ? NOW - age : undefined);
    expect(await countQueryCacheRows()).toBe(restored ? 1 : 0);
  });

  it("restores only the answers of the account active now, and deletes the others", async () => {
    const rows = [
      { queryKey: ["artwork", 10], owner: 900005 },
      { queryKey: ["artwork", 11], owner: 900006 },
      { queryKey: ["artwork", 12], owner: null },
    ];
    await putQueryCacheRows(
      rows.map(({ queryKey, owner }) => ({
        hash: JSON.stringify(queryKey),
        queryKey,
        data: { owner },
        updatedAt: NOW - DAY,
        owner,
      })),
    );
    const client = new QueryClient();
    expect(await restoreQueryCache(client, NOW, 900006)).toBe(1);
    expect(client.getQueryData(["artwork", 11])).toEqual({ owner: 900006 });
    expect(client.getQueryData(["artwork", 10])).toBeUndefined();
    expect(client.getQueryData(["artwork", 12])).toBeUndefined();
    expect((await readQueryCacheRows()).map((row) => row.owner)).toEqual([900006]);

    const stop = persistQueryCache(client, 900005);
    await client.query({ queryKey: ["artwork", 13], queryFn: () => Promise.resolve({ id: 13 }) });
    await expect.poll(() => countQueryCacheRows()).toBe(2);
    stop();
    expect(await restoreQueryCache(new QueryClient(), NOW, 900005)).toBe(1);
    expect(await restoreQueryCache(new QueryClient(), NOW, null)).toBe(0);
  });

  it("does not replace an answer fetched since start-up", async () => {
    await save(["artwork", 2], { title: "old" }, NOW - DAY);
    const client = new QueryClient();
    client.setQueryData(["artwork", 2], { title: "new" }, { updatedAt: NOW });
    expect(await restoreQueryCache(client, NOW)).toBe(0);
    expect(client.getQueryData(["artwork", 2])).toEqual({ title: "new" });
  });

  it("saves successful answers of persisted resources", async () => {
    const client = new QueryClient();
    const stop = persistQueryCache(client);
    await client.query({ queryKey: ["artwork", 3], queryFn: () => Promise.resolve({ id: 3 }) });
    await client.query({ queryKey: ["feed", "x"], queryFn: () => Promise.resolve("no") });
    stop();
    await expect.poll(() => countQueryCacheRows()).toBe(1);
    expect((await readQueryCacheRows())[0]?.data).toEqual({ id: 3 });
  });

  it("writes the answers that arrive together in one transaction, the newest of each", async () => {
    const transaction = vi.spyOn(IDBDatabase.prototype, "transaction");
    const writes = () => transaction.mock.calls.filter(([, mode]) => mode === "readwrite").length;
    const client = new QueryClient();
    const stop = persistQueryCache(client);
    // A list seeding its 30 works' details, one of them twice.
    for (let id = 1; id <= 30; id += 1) client.setQueryData(["artwork", id], { id }, { updatedAt: NOW });
    client.setQueryData(["artwork", 1], { id: 1, title: "newer" }, { updatedAt: NOW + 1 });
    stop();
    await expect.poll(() => countQueryCacheRows()).toBe(30);
    expect(writes()).toBe(1);
    expect(
      (await readQueryCacheRows()).find((row) => row.hash === JSON.stringify(["artwork", 1])),
    ).toMatchObject({
      data: { id: 1, title: "newer" },
      updatedAt: NOW + 1,
    });
  });

  it("clearing forgets the kept answers and those in memory", async () => {
    await save(["artwork", 4], { id: 4 }, NOW);
    const client = new QueryClient();
    client.setQueryData(["ranking", "day"], [1], { updatedAt: NOW });
    await clearQueryCache(client);
    expect(await countQueryCacheRows()).toBe(0);
    expect(client.getQueryData(["ranking", "day"])).toBeUndefined();
  });

  it("without IndexedDB, restoring fails (start-up goes on without it) and clearing succeeds", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.stubGlobal("indexedDB", undefined);
    await expect(restoreQueryCache(new QueryClient(), NOW)).rejects.toThrow();
    await expect(clearQueryCache()).resolves.toBeUndefined();
  });
});
