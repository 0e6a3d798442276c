// Viewing history in IndexedDB: de-duplicated by id, newest first, cleared per kind; export and
// import of up to three lists with bad entries skipped and counted.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  addToHistory,
  clearHistory,
  exportHistory,
  importHistory,
  listHistory,
  parseHistoryFile,
} from "./history";
import { LocalDb, setLocalDb } from "./local-db";
import { addSearchTerm, readSearchHistory, withSearchTerm } from "./search-history";

let db: LocalDb;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = new LocalDb(`pxv-test-${counter}`);
  setLocalDb(db);
});

afterEach(async () => {
  await db.delete();
  setLocalDb(null);
});

describe("history", () => {
  it("keeps one entry per id, newest first", async () => {
    await addToHistory("illust", { id: 1, title: "a" }, 1000);
    await addToHistory("illust", { id: 2, title: "b" }, 2000);
    await addToHistory("illust", { id: 1, title: "a again" }, 3000);
    await addToHistory("novel", { id: 1, title: "a novel" }, 4000);
    expect(await listHistory("illust")).toEqual([
      { id: 1, title: "a again" },
      { id: 2, title: "b" },
    ]);
    await clearHistory("illust");
    expect(await listHistory("illust")).toEqual([]);
    expect(await listHistory("novel")).toHaveLength(1);
  });

  it("exports the three lists and imports them back", async () => {
    await addToHistory("illust", { id: 1 }, 1);
    await addToHistory("user", { id: 9, name: "u" }, 2);
    const text = await exportHistory();
    expect(JSON.parse(text)).toEqual([[{ id: 1 }], [], [{ id: 9, name: "u" }]]);
    await clearHistory("illust");
    await clearHistory("user");
    const parsed = parseHistoryFile(text);
    expect(parsed).toEqual({ lists: [[{ id: 1 }], [], [{ id: 9, name: "u" }]], skipped: 0 });
    if (parsed === null) throw new Error("unreachable");
    expect(await importHistory(parsed)).toBe(2);
    expect(await listHistory("user")).toEqual([{ id: 9, name: "u" }]);
  });

  it.each<[string, ReturnType<typeof parseHistoryFile>]>([
    ["not json", null],
    ['{"a":1}', null],
    ["[]", { lists: [null, null, null], skipped: 0 }],
    [
      '[[{"id":1},{"id":"x"},{"title":"no id"},5], "not a list", [{"id":3}]]',
      { lists: [[{ id: 1 }], null, [{ id: 3 }]], skipped: 4 },
    ],
    ['[[], [], [], [{"id":1}]]', { lists: [[], [], []], skipped: 1 }],
  ])("parses %s", (text, expected) => {
    expect(parseHistoryFile(text)).toEqual(expected);
  });
});

describe("search history", () => {
  it("keeps at most 20 terms, newest first, without duplicates", async () => {
    for (let index = 0; index < 25; index += 1) await addSearchTerm(`term ${index}`);
    await addSearchTerm("term 10");
    const history = await readSearchHistory();
    expect(history).toHaveLength(20);
    expect(history[0]).toBe("term 10");
    expect(history.filter((term) => term === "term 10")).toHaveLength(1);
  });

  it("ignores empty terms", () => {
    expect(withSearchTerm(["a"], "  ")).toEqual(["a"]);
  });
});
