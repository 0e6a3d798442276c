// The bookmark archive: a seen work is archived and refreshed (keeping its thumbnail, first sighting
// and bookmark date), seeing it again within a day writes nothing, pixiv's placeholder marks a known
// work lost since the first time and keeps what was archived, an unknown placeholder is not archived,
// the work coming back clears the mark, and the lost ones are listed per kind and source. A work
// opened on its page is archived while kept and leaves once neither bookmarked nor a local
// favourite; novels are archived like artworks, their cover as the picture.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Artwork, Novel } from "@pxv/pixiv";
import { artwork } from "../test/fixtures";
import { NO_ACCOUNTS, type StoredAccount } from "../session/account-list";
import { accountsStorage } from "../session/login-storage";
import { LocalDb, setLocalDb } from "./local-db";
import {
  allArchivedWorks,
  archiveSeenWorks,
  archivedWorks,
  archiveOpenedWork,
  forgetArchivedWork,
  isPlaceholderWork,
  keptAs,
  lostWorks,
  mergeSeenWork,
  setArchivedThumbnail,
  worksWithoutThumbnail,
} from "./work-archive";
import { Dexie } from "dexie";
import {
  archivedWorkOf,
  bookmarkOf,
  isArchivedWork,
  keptBy,
  LOCAL_FAVOURITE,
  ownersAtMigration,
  type ArchivedWork,
} from "./work-archive-record";

/** Two pixiv accounts kept on the device: A (the one most tests act as) and B. */
const A_ID = 900_005;
const B_ID = 900_006;
const A = bookmarkOf(A_ID);
const B = bookmarkOf(B_ID);

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 10);
let db: LocalDb;
let counter = 0;

/** pixiv's placeholder for a work it no longer shows, as a bookmark list carries it. */
function placeholder(id: number): Artwork {
  const url = "/~/common/images/limit_unknown_360.png";
  return {
    ...artwork({ id, title: "" }),
    images: [{ s: url, m: url, l: url, o: url }],
    visible: false,
    tags: [],
  };
}

const novel = (id: number, title: string): Novel => ({
  ...artwork({ id, title, tags: ["小説"] }),
  images: [{ s: `/~/novel-cover/${String(id)}_s.jpg`, m: "/m.jpg", l: "/l.jpg" }],
  text_length: 4_000,
  is_original: true,
});

beforeEach(() => {
  counter += 1;
  db = new LocalDb(`pxv-archive-${counter}`);
  setLocalDb(db);
});
afterEach(async () => {
  await db.delete();
  setLocalDb(null);
});

describe("the bookmark archive", () => {
  it("archives a seen work with its title, author, tags, dates, size and picture", async () => {
    const work = artwork({ id: 71, title: "Harbour", tags: ["海", "夜"], width: 800, height: 1200 });
    await archiveSeenWorks([{ work }], A, T0);
    const row = (await archivedWorks("illust", [71, 72], A)).get(71);
    expect(row).toEqual({
      kind: "illust",
      id: 71,
      title: "Harbour",
      author: { id: work.author.id, name: work.author.name },
      tags: ["海", "夜"],
      created: work.created,
      bookmarkedAt: null,
      firstSeenAt: T0,
      lastSeenAt: T0,
      width: 800,
      height: 1200,
      pictureUrl: work.images[0]?.s,
      thumbnail: null,
      lostSince: null,
      sources: ["bookmark"],
      owners: [A_ID],
    });
    expect(isArchivedWork(row)).toBe(true);
    expect(await worksWithoutThumbnail(5)).toHaveLength(1);
  });

  it("refreshes a work, keeping its thumbnail, and skips a write that only moves last seen a little", async () => {
    await archiveSeenWorks(
      [{ work: artwork({ id: 73, title: "Old" }), bookmarkedAt: T0 - DAY }],
      LOCAL_FAVOURITE,
      T0,
    );
    await setArchivedThumbnail("illust", 73, "data:image/webp;base64,AAAA");
    await archiveSeenWorks([{ work: artwork({ id: 73, title: "New" }) }], A, T0 + 1000);
    const row = (await archivedWorks("illust", [73], A)).get(73);
    expect(row).toMatchObject({
      title: "New",
      thumbnail: "data:image/webp;base64,AAAA",
      bookmarkedAt: T0 - DAY,
      firstSeenAt: T0,
      lastSeenAt: T0 + 1000,
      sources: ["bookmark", "local"],
    });
    if (row === undefined) throw new Error("not archived");
    const again = { work: artwork({ id: 73, title: "New" }) };
    expect(mergeSeenWork(row, again, A, T0 + DAY / 2)).toBeNull();
    expect(mergeSeenWork(row, again, A, T0 + 2 * DAY)?.lastSeenAt).toBe(T0 + 2 * DAY);
  });

  it("marks a known work lost at pixiv's placeholder, keeps the first time and what was archived", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 74, title: "Gone soon" }) }], A, T0);
    await archiveSeenWorks([{ work: placeholder(74) }, { work: placeholder(75) }], A, T0 + DAY);
    await archiveSeenWorks([{ work: placeholder(74) }], A, T0 + 3 * DAY);
    const rows = await archivedWorks("illust", [74, 75], A);
    expect(rows.get(74)).toMatchObject({ title: "Gone soon", lostSince: T0 + DAY, lastSeenAt: T0 });
    expect(rows.has(75)).toBe(false);
    expect((await lostWorks("illust", A)).map((row) => row.id)).toEqual([74]);
    expect(await lostWorks("illust", LOCAL_FAVOURITE)).toEqual([]);
    expect(await lostWorks("novel", A)).toEqual([]);
    expect(await worksWithoutThumbnail(5)).toEqual([]);

    await archiveSeenWorks([{ work: artwork({ id: 74, title: "Back" }) }], A, T0 + 4 * DAY);
    expect((await archivedWorks("illust", [74], A)).get(74)).toMatchObject({
      title: "Back",
      lostSince: null,
    });
  });

  it("recognises placeholders by visibility or by an empty title over a limit picture", () => {
    expect(isPlaceholderWork(placeholder(1))).toBe(true);
    expect(isPlaceholderWork({ ...placeholder(1), visible: true })).toBe(true);
    expect(isPlaceholderWork(artwork({ id: 1, title: "" }))).toBe(false);
    expect(isPlaceholderWork(artwork({ id: 1 }))).toBe(false);
  });

  it("lists the whole archive newest bookmark first", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 81 }), bookmarkedAt: T0 + 5 }], LOCAL_FAVOURITE, T0);
    await archiveSeenWorks([{ work: artwork({ id: 82 }) }], A, T0 + 10);
    expect((await allArchivedWorks()).map((row) => row.id)).toEqual([82, 81]);
  });

  it("knows how a work is kept from what is known, each account's mark on its own", () => {
    const on = (owner: number) => ({ owner, on: true });
    const off = (owner: number) => ({ owner, on: false });
    const none = { sources: [], owners: [] };
    expect(keptAs(none, { bookmark: on(A_ID), local: null })).toEqual({
      sources: ["bookmark"],
      owners: [A_ID],
    });
    expect(keptAs({ sources: ["local"], owners: [] }, { bookmark: on(B_ID), local: null })).toEqual({
      sources: ["bookmark", "local"],
      owners: [B_ID],
    });
    const both = { sources: ["bookmark", "local"] as const, owners: [A_ID, B_ID] };
    expect(keptAs(both, { bookmark: off(A_ID), local: null })).toEqual({
      sources: ["bookmark", "local"],
      owners: [B_ID],
    });
    expect(keptAs({ sources: ["bookmark"], owners: [A_ID] }, { bookmark: off(A_ID), local: null })).toEqual(
      none,
    );
    expect(keptAs({ sources: ["bookmark"], owners: [A_ID] }, { bookmark: off(B_ID), local: null })).toEqual({
      sources: ["bookmark"],
      owners: [A_ID],
    });
    expect(keptAs({ sources: ["bookmark"], owners: [A_ID] }, { bookmark: null, local: false })).toEqual({
      sources: ["bookmark"],
      owners: [A_ID],
    });
    expect(keptAs({ sources: ["local"], owners: [] }, { bookmark: null, local: null })).toEqual({
      sources: ["local"],
      owners: [],
    });
    // An unowned bookmark (from before owners were kept) becomes the account's that sees it, and goes
    // when one unbookmarks it.
    const unowned = { sources: ["bookmark"] as const, owners: [] };
    expect(keptAs(unowned, { bookmark: on(B_ID), local: null })).toEqual({
      sources: ["bookmark"],
      owners: [B_ID],
    });
    expect(keptAs(unowned, { bookmark: off(A_ID), local: null })).toEqual(none);
  });

  it("archives a work opened on its page while kept, and drops it once it is kept no more", async () => {
    await archiveOpenedWork(
      artwork({ id: 91, title: "Opened" }),
      { bookmark: { owner: A_ID, on: true }, local: false },
      T0,
    );
    expect((await archivedWorks("illust", [91], A)).get(91)).toMatchObject({
      title: "Opened",
      sources: ["bookmark"],
      firstSeenAt: T0,
    });
    // Opened again a day later, now also a local favourite: refreshed, first sighting kept.
    await archiveOpenedWork(
      artwork({ id: 91, title: "Renamed" }),
      { bookmark: { owner: A_ID, on: true }, local: true },
      T0 + DAY,
    );
    expect((await archivedWorks("illust", [91], A)).get(91)).toMatchObject({
      title: "Renamed",
      sources: ["bookmark", "local"],
      firstSeenAt: T0,
      lastSeenAt: T0 + DAY,
    });
    // Signed out (the bookmark unknown) and no longer a local favourite: still a bookmark.
    await archiveOpenedWork(
      artwork({ id: 91, title: "Renamed" }),
      { bookmark: null, local: false },
      T0 + DAY,
    );
    expect((await archivedWorks("illust", [91], A)).get(91)?.sources).toEqual(["bookmark"]);
    await archiveOpenedWork(
      artwork({ id: 91 }),
      { bookmark: { owner: A_ID, on: false }, local: false },
      T0 + DAY,
    );
    expect((await archivedWorks("illust", [91], A)).has(91)).toBe(false);
    // A work neither bookmarked nor a favourite is not archived at all.
    await archiveOpenedWork(artwork({ id: 92 }), { bookmark: { owner: A_ID, on: false }, local: null }, T0);
    expect(await allArchivedWorks()).toEqual([]);
  });

  it("forgets an unbookmarked work unless it is a local favourite, lost ones too", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 93 }) }, { work: artwork({ id: 94 }) }], A, T0);
    await archiveSeenWorks([{ work: artwork({ id: 94 }) }], LOCAL_FAVOURITE, T0);
    await archiveSeenWorks([{ work: placeholder(93) }], A, T0 + DAY);
    expect((await lostWorks("illust", A)).map((row) => row.id)).toEqual([93]);
    await forgetArchivedWork("illust", 93, A);
    await forgetArchivedWork("illust", 94, A);
    await forgetArchivedWork("illust", 95, A);
    expect(await lostWorks("illust", A)).toEqual([]);
    expect((await allArchivedWorks()).map((row) => [row.id, row.sources])).toEqual([[94, ["local"]]]);
    await forgetArchivedWork("illust", 94, LOCAL_FAVOURITE);
    expect(await allArchivedWorks()).toEqual([]);
  });

  it("archives a novel with its cover, and marks it lost at pixiv's placeholder", async () => {
    await archiveSeenWorks([{ work: novel(31, "A long night") }], A, T0);
    const row = (await archivedWorks("novel", [31], A)).get(31);
    expect(row).toMatchObject({
      kind: "novel",
      title: "A long night",
      tags: ["小説"],
      pictureUrl: "/~/novel-cover/31_s.jpg",
      width: 1,
      height: 1,
    });
    expect(isArchivedWork(row)).toBe(true);
    expect((await archivedWorks("illust", [31], A)).has(31)).toBe(false);
    await archiveSeenWorks([{ work: { ...novel(31, ""), visible: false } }], A, T0 + DAY);
    expect((await lostWorks("novel", A)).map((lost) => [lost.id, lost.title])).toEqual([
      [31, "A long night"],
    ]);
    expect(await lostWorks("illust", A)).toEqual([]);
  });
});

describe("the archive per pixiv account", () => {
  it("lists, marks lost and exports only what one account keeps; the local favourites apart", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 201 }) }, { work: artwork({ id: 202 }) }], A, T0);
    await archiveSeenWorks([{ work: artwork({ id: 202 }) }, { work: artwork({ id: 203 }) }], B, T0);
    await archiveSeenWorks([{ work: artwork({ id: 204 }) }], LOCAL_FAVOURITE, T0);
    await archiveSeenWorks([{ work: placeholder(201) }, { work: placeholder(202) }], A, T0 + DAY);
    await archiveSeenWorks([{ work: placeholder(203) }], B, T0 + 2 * DAY);
    await archiveSeenWorks([{ work: placeholder(204) }], LOCAL_FAVOURITE, T0 + 3 * DAY);

    // A's lost works are A's own (202 is both accounts'); B's the same; the local favourites apart.
    expect((await lostWorks("illust", A)).map((row) => row.id).sort()).toEqual([201, 202]);
    expect((await lostWorks("illust", B)).map((row) => row.id)).toEqual([203, 202]);
    expect((await lostWorks("illust", LOCAL_FAVOURITE)).map((row) => row.id)).toEqual([204]);
    expect([...(await archivedWorks("illust", [201, 202, 203, 204], B)).keys()]).toEqual([202, 203]);
    // A list's export is its keeper's; Settings' the whole archive, each with its owners.
    expect((await allArchivedWorks(A)).map((row) => row.id).sort()).toEqual([201, 202]);
    expect((await allArchivedWorks()).map((row) => [row.id, row.owners]).sort()).toEqual([
      [201, [A_ID]],
      [202, [A_ID, B_ID]],
      [203, [B_ID]],
      [204, []],
    ]);
  });

  it("unbookmarking in A takes only A's mark: B's bookmark and the local favourite stay", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 211 }) }, { work: artwork({ id: 212 }) }], A, T0);
    await archiveSeenWorks([{ work: artwork({ id: 211 }) }], B, T0);
    await archiveSeenWorks([{ work: artwork({ id: 212 }) }], LOCAL_FAVOURITE, T0);
    await archiveSeenWorks([{ work: placeholder(211) }], B, T0 + DAY);

    await forgetArchivedWork("illust", 211, A);
    await forgetArchivedWork("illust", 212, A);
    const rows = await allArchivedWorks();
    expect(rows.map((row) => [row.id, row.sources, row.owners]).sort()).toEqual([
      [211, ["bookmark"], [B_ID]],
      [212, ["local"], []],
    ]);
    expect(await lostWorks("illust", A)).toEqual([]);
    expect((await lostWorks("illust", B)).map((row) => row.id)).toEqual([211]);
    // B unbookmarks it too: it leaves the archive.
    await forgetArchivedWork("illust", 211, B);
    expect((await allArchivedWorks()).map((row) => row.id)).toEqual([212]);
  });

  it("a work opened on its page carries the active account's mark, unbookmarked there only that one goes", async () => {
    await archiveOpenedWork(artwork({ id: 221 }), { bookmark: { owner: B_ID, on: true }, local: null }, T0);
    await archiveOpenedWork(artwork({ id: 221 }), { bookmark: { owner: A_ID, on: true }, local: null }, T0);
    expect((await allArchivedWorks())[0]?.owners).toEqual([A_ID, B_ID]);
    await archiveOpenedWork(artwork({ id: 221 }), { bookmark: { owner: A_ID, on: false }, local: null }, T0);
    expect((await allArchivedWorks())[0]?.owners).toEqual([B_ID]);
  });

  it("shows an unowned bookmark to every account until one of them claims it", () => {
    const unowned = { sources: ["bookmark"] as const, owners: [] };
    expect(keptBy(unowned, A)).toBe(true);
    expect(keptBy(unowned, B)).toBe(true);
    expect(keptBy(unowned, LOCAL_FAVOURITE)).toBe(false);
    expect(keptBy({ sources: ["bookmark"], owners: [A_ID] }, B)).toBe(false);
    expect(keptBy({ sources: ["local"], owners: [] }, A)).toBe(false);
  });

  it("reads a pulled record without owners as unowned, and refuses bad owners", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 231 }) }], A, T0);
    const [row] = await allArchivedWorks();
    if (row === undefined) throw new Error("not archived");
    const { owners: _owners, ...old } = row;
    expect(archivedWorkOf(old)).toEqual({ ...row, owners: [] });
    expect(archivedWorkOf({ ...row, owners: [0] })).toBeNull();
    expect(archivedWorkOf({ ...row, owners: ["900005"] })).toBeNull();
    expect(archivedWorkOf(row)).toEqual(row);
  });
});

describe("the version 6 migration: owners for the rows stored before", () => {
  const account = (id: number): StoredAccount => ({
    id,
    name: `user ${String(id)}`,
    account: `user_${String(id)}`,
    avatar: "",
    kind: "app",
    credential: `token-${String(id)}`,
    expires: -1,
  });
  const storeAccounts = (ids: readonly number[]) => {
    accountsStorage.write({ active: ids[0] ?? null, accounts: ids.map(account) });
  };

  /** Rows as version 5 stored them (no owners), read back through the app's database (version 6). */
  async function migrate(rows: readonly Omit<ArchivedWork, "owners">[]): Promise<ArchivedWork[]> {
    await db.delete();
    const old = new Dexie(db.name);
    old.version(5).stores({ workArchive: "[kind+id], lostSince" });
    await old.table("workArchive").bulkPut([...rows]);
    old.close();
    db = new LocalDb(db.name);
    setLocalDb(db);
    return allArchivedWorks();
  }

  const stored = (id: number, sources: ArchivedWork["sources"]): Omit<ArchivedWork, "owners"> => {
    const { owners: _owners, ...row } = ownedRow(id, sources);
    return row;
  };
  const ownedRow = (id: number, sources: ArchivedWork["sources"]): ArchivedWork => ({
    kind: "illust",
    id,
    title: `Work ${String(id)}`,
    author: { id: 5, name: "Painter" },
    tags: [],
    created: "2025-12-01T09:00:00+09:00",
    bookmarkedAt: null,
    firstSeenAt: T0 + id,
    lastSeenAt: T0 + id,
    width: 1,
    height: 1,
    pictureUrl: "",
    thumbnail: null,
    lostSince: null,
    sources,
    owners: [],
  });

  afterEach(() => {
    accountsStorage.write(NO_ACCOUNTS);
  });

  it("gives the bookmarks to the one account stored, not the local favourites", async () => {
    storeAccounts([A_ID]);
    const rows = await migrate([
      stored(1, ["bookmark"]),
      stored(2, ["local"]),
      stored(3, ["bookmark", "local"]),
    ]);
    expect(rows.map((row) => [row.id, row.owners])).toEqual([
      [3, [A_ID]],
      [2, []],
      [1, [A_ID]],
    ]);
    expect(rows.every(isArchivedWork)).toBe(true);
  });

  it("leaves them unowned — shown to every account — with several accounts or none", async () => {
    storeAccounts([A_ID, B_ID]);
    const rows = await migrate([stored(1, ["bookmark"])]);
    expect(rows.map((row) => row.owners)).toEqual([[]]);
    expect((await allArchivedWorks(A)).map((row) => row.id)).toEqual([1]);
    expect((await allArchivedWorks(B)).map((row) => row.id)).toEqual([1]);
    accountsStorage.write(NO_ACCOUNTS);
    expect((await migrate([stored(2, ["bookmark"])])).map((row) => row.owners)).toEqual([[]]);
  });

  it("attributes nothing to an account not named yet, and keeps owners already there", () => {
    expect(ownersAtMigration({ sources: ["bookmark"] }, null)).toEqual([]);
    expect(ownersAtMigration({ sources: ["bookmark"], owners: [B_ID] }, A_ID)).toEqual([B_ID]);
  });
});
