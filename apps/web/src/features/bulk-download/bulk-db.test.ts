// The bulk queue's database: rows are put a slice at a time (each slice its own request, so no
// single task clones them all), and inside a transaction the slices still commit or fail together.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BulkDb, PUT_SLICE, putInSlices, setBulkDb } from "./bulk-db";
import type { QueueEntry } from "./queue-model";

let db: BulkDb;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = new BulkDb(`pxv-bulk-test-${String(counter)}`);
  setBulkDb(db);
});

afterEach(async () => {
  await db.delete();
  setBulkDb(null);
});

const entry = (seq: number): QueueEntry => ({
  key: `job:${String(seq)}`,
  jobId: "job",
  seq,
  workId: seq,
  path: `${String(seq)}.jpg`,
  file: { kind: "page", url: `/i/${String(seq)}.jpg` },
  state: "done",
  attempts: 1,
  retryAt: 0,
  part: 0,
  bytes: 10,
  error: null,
});

describe("putInSlices", () => {
  it("puts every row, at most PUT_SLICE per request", async () => {
    const rows = Array.from({ length: PUT_SLICE * 2 + 7 }, (_, seq) => entry(seq));
    const bulkPut = vi.spyOn(db.entries, "bulkPut");
    await putInSlices(db.entries, rows);
    expect(bulkPut.mock.calls.map(([slice]) => slice.length)).toEqual([PUT_SLICE, PUT_SLICE, 7]);
    expect(await db.entries.count()).toBe(rows.length);
  });

  it("commits nothing when the transaction fails after some slices", async () => {
    const rows = Array.from({ length: PUT_SLICE * 3 }, (_, seq) => entry(seq));
    const failing = db.transaction("rw", db.entries, async () => {
      await putInSlices(db.entries, rows);
      throw new Error("the tab closed");
    });
    await expect(failing).rejects.toThrow("the tab closed");
    expect(await db.entries.count()).toBe(0);
  });
});
