// The seen ids: read from the viewing history only once a list asks, split by kind (users are not
// works), and kept current by every write to the history table — a work opened, clearing, a write
// that did not go through history.ts (an import, sync).
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addToHistory, clearHistory } from "./history";
import { LocalDb, localDb, setLocalDb } from "./local-db";
import { resetSeenWorks, useSeenWorks, watchSeenWorks } from "./seen-works";
import { seenIdsOf } from "./seen-works-watch";

let counter = 0;

beforeEach(async () => {
  counter += 1;
  setLocalDb(new LocalDb(`pxv-seen-test-${counter}`));
  await resetSeenWorks();
});

afterEach(async () => {
  await resetSeenWorks();
  localDb().close();
  setLocalDb(null);
});

/** Waits until the store's ids of `kind` are `ids` (the live query answers asynchronously). */
async function seenBecomes(kind: "illust" | "novel", ids: readonly number[]): Promise<void> {
  await expect
    .poll(() => {
      const seen = useSeenWorks.getState()[kind];
      return seen === null ? null : [...seen].sort((a, b) => a - b);
    })
    .toEqual(ids);
}

describe("seen works", () => {
  it("splits the history's keys by kind and leaves users out", () => {
    const seen = seenIdsOf([
      ["illust", 1],
      ["novel", 2],
      ["user", 3],
      ["illust", 4],
    ]);
    expect([...seen.illust]).toEqual([1, 4]);
    expect([...seen.novel]).toEqual([2]);
  });

  it("reads nothing until a list asks", async () => {
    await addToHistory("illust", { id: 10 });
    expect(useSeenWorks.getState()).toEqual({ illust: null, novel: null });
    await watchSeenWorks();
    await seenBecomes("illust", [10]);
    expect(useSeenWorks.getState().novel).toEqual(new Set());
  });

  it("follows every write to the history", async () => {
    await addToHistory("illust", { id: 10 });
    await addToHistory("user", { id: 99 });
    await watchSeenWorks();
    await seenBecomes("illust", [10]);

    await addToHistory("illust", { id: 11 });
    await addToHistory("novel", { id: 20 });
    await seenBecomes("illust", [10, 11]);
    await seenBecomes("novel", [20]);

    // A write that does not go through history.ts (sync, an import) is seen too.
    await localDb().history.put({ kind: "illust", id: 12, viewedAt: 5, item: { id: 12 } });
    await seenBecomes("illust", [10, 11, 12]);

    await clearHistory("illust");
    await seenBecomes("illust", []);
    await seenBecomes("novel", [20]);
  });
});
