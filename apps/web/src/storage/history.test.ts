// Viewing history in IndexedDB: de-duplicated by id, newest first, cleared per kind; export and
// import of up to three lists: bad entries refused and named, a stored entry never replaced by a
// poorer one, and an import undone.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  addToHistory,
  clearHistory,
  exportHistory,
  importHistory,
  listHistory,
  parseHistoryFile,
  undoHistoryImport,
} from "./history";
import { LocalDb, setLocalDb } from "./local-db";
import { addSearchTerm, readSearchHistory, withSearchTerm } from "./search-history";

let db: LocalDb;

/** A viewed work as the artwork page stores it (the fields the history screen needs, and more). */
const work = (id: number) => ({
  id,
  title: `work ${id}`,
  caption: "a caption",
  images: [{ s: `/s/${id}.jpg`, m: `/m/${id}.jpg`, l: `/l/${id}.jpg`, o: `/o/${id}.jpg` }],
  tags: [{ name: "猫", translated_name: "cat" }],
  author: { id: 11, name: "an author" },
});
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
    await addToHistory("illust", work(1), 1);
    await addToHistory("user", { id: 9, name: "u" }, 2);
    const text = await exportHistory();
    expect(JSON.parse(text)).toEqual([[work(1)], [], [{ id: 9, name: "u" }]]);
    await clearHistory("illust");
    await clearHistory("user");
    const parsed = parseHistoryFile(text);
    expect(parsed).toEqual({ lists: [[work(1)], [], [{ id: 9, name: "u" }]], refused: [] });
    if (parsed === null) throw new Error("unreachable");
    expect(await importHistory(parsed)).toMatchObject({ added: 2, replaced: 0, kept: 0 });
    expect(await listHistory("user")).toEqual([{ id: 9, name: "u" }]);
  });

  it.each<[string, ReturnType<typeof parseHistoryFile>]>([
    ["not json", null],
    ['{"a":1}', null],
    ["[]", { lists: [null, null, null], refused: [] }],
    [
      JSON.stringify([[work(1), { id: "x" }, { title: "no id" }, 5], "not a list", [{ id: 3, name: "u" }]]),
      {
        lists: [[work(1)], null, [{ id: 3, name: "u" }]],
        refused: ["illust[1]", "illust[2]", "illust[3]", "novel"],
      },
    ],
    ['[[], [], [], [{"id":1}]]', { lists: [[], [], []], refused: ["[3]"] }],
    [
      // Works the history's cards would break on: a null picture or tag, no author, a bad author id.
      JSON.stringify([
        [
          { ...work(5), images: [null] },
          { ...work(6), tags: [null] },
          { id: 7, title: "t", images: [], tags: [] },
          { ...work(8), author: { id: "x", name: "n" } },
        ],
      ]),
      { lists: [[], null, null], refused: ["illust[0]", "illust[1]", "illust[2]", "illust[3]"] },
    ],
    [
      '[[], [{"id":2,"title":"t"},{"id":2,"title":"older copy"},{"id":4,"name":"not a novel"}], [{"id":5,"title":"no name"}]]',
      { lists: [[], [{ id: 2, title: "t" }], []], refused: ["novel[2]", "user[0]"] },
    ],
  ])("parses %s", (text, expected) => {
    expect(parseHistoryFile(text)).toEqual(expected);
  });

  it("refuses a stub and leaves the full stored entry as it was ([[{id}]])", async () => {
    const full = work(146541043);
    await addToHistory("illust", full, 1000);
    const parsed = parseHistoryFile('[[{"id":146541043}]]');
    expect(parsed).toEqual({ lists: [[], null, null], refused: ["illust[0]"] });
    if (parsed === null) throw new Error("unreachable");
    expect(await importHistory(parsed)).toMatchObject({ added: 0, replaced: 0, kept: 0 });
    expect(await listHistory("illust")).toEqual([full]);
  });

  it("never replaces a fuller stored entry with a poorer valid one, and takes a fuller one", async () => {
    const full = work(7);
    await addToHistory("illust", full, 1000);
    const poorer = { id: 7, title: "", images: [], tags: [], author: { id: 11, name: "an author" } };
    const poorerFile = parseHistoryFile(JSON.stringify([[poorer]]));
    if (poorerFile === null) throw new Error("unreachable");
    expect(await importHistory(poorerFile)).toMatchObject({ added: 0, replaced: 0, kept: 1 });
    expect(await listHistory("illust")).toEqual([full]);

    const fuller = { ...full, title: "renamed", bookmarked: true };
    const fullerFile = parseHistoryFile(JSON.stringify([[fuller]]));
    if (fullerFile === null) throw new Error("unreachable");
    expect(await importHistory(fullerFile)).toMatchObject({ added: 0, replaced: 1, kept: 0 });
    expect(await listHistory("illust")).toEqual([fuller]);
  });

  it("undoes an import: what it added goes, what it replaced comes back", async () => {
    const stored = work(1);
    await addToHistory("illust", stored, 1000);
    await addToHistory("novel", { id: 3, title: "kept" }, 1000);
    const fuller = { ...stored, bookmarked: true };
    const parsed = parseHistoryFile(JSON.stringify([[fuller, work(2)], [], [{ id: 9, name: "u" }]]));
    if (parsed === null) throw new Error("unreachable");
    const receipt = await importHistory(parsed, 5000);
    expect(receipt).toMatchObject({ added: 2, replaced: 1, kept: 0 });
    expect(await listHistory("illust")).toEqual([fuller, work(2)]);

    await undoHistoryImport(receipt);
    expect(await listHistory("illust")).toEqual([stored]);
    expect(await listHistory("novel")).toEqual([{ id: 3, title: "kept" }]);
    expect(await listHistory("user")).toEqual([]);
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
