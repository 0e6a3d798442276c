// The persisted query cache: answers come back within their lifetime (rankings 14 days, artwork
// details for ever), expired ones are deleted, and nothing fresher is overwritten.
import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalDb, setLocalDb } from "../storage/local-db";
import { persistQueryCache, restoreQueryCache } from "./query-persist";

const DAY = 86_400_000;
let db: LocalDb;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = new LocalDb(`pxv-cache-test-${counter}`);
  setLocalDb(db);
});

afterEach(async () => {
  await db.delete();
  setLocalDb(null);
});

async function save(queryKey: readonly unknown[], data: unknown, updatedAt: number): Promise<void> {
  await db.queryCache.put({ hash: JSON.stringify(queryKey), queryKey, data, updatedAt });
}

describe("persisted query cache", () => {
  it.each<[string, readonly unknown[], number, boolean]>([
    ["a ranking of 13 days ago", ["ranking", "day", "2026-11-01"], 13 * DAY, true],
    ["a ranking of 15 days ago", ["ranking", "day", "2026-11-01"], 15 * DAY, false],
    ["an artwork of a year ago", ["artwork", 1], 365 * DAY, true],
    ["a resource that is not persisted", ["feed", "notices", "/api/notices"], 1000, false],
  ])("%s is restored: %s", async (_name, queryKey, age, restored) => {
    const now = Date.UTC(2026, 10, 22);
    await save(queryKey, { value: 1 }, now - age);
    const client = new QueryClient();
    expect(await restoreQueryCache(client, now)).toBe(restored ? 1 : 0);
    expect(client.getQueryData(queryKey)).toEqual(restored ? { value: 1 } : undefined);
    expect(await db.queryCache.count()).toBe(restored ? 1 : 0);
  });

  it("does not replace an answer fetched since start-up", async () => {
    const now = Date.now();
    await save(["artwork", 2], { title: "old" }, now - DAY);
    const client = new QueryClient();
    client.setQueryData(["artwork", 2], { title: "new" });
    await restoreQueryCache(client, now);
    expect(client.getQueryData(["artwork", 2])).toEqual({ title: "new" });
  });

  it("saves successful answers of persisted resources", async () => {
    const client = new QueryClient();
    const stop = persistQueryCache(client);
    await client.query({ queryKey: ["artwork", 3], queryFn: () => Promise.resolve({ id: 3 }) });
    await client.query({ queryKey: ["feed", "x"], queryFn: () => Promise.resolve("no") });
    stop();
    await expect.poll(() => db.queryCache.count()).toBe(1);
    expect((await db.queryCache.toArray())[0]?.data).toEqual({ id: 3 });
  });
});
