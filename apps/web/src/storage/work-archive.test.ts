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
import { LocalDb, setLocalDb } from "./local-db";
import {
  allArchivedWorks,
  archiveSeenWorks,
  archivedWorks,
  archiveOpenedWork,
  forgetArchivedWork,
  isPlaceholderWork,
  keptSources,
  lostWorks,
  mergeSeenWork,
  setArchivedThumbnail,
  worksWithoutThumbnail,
} from "./work-archive";
import { isArchivedWork } from "./work-archive-record";

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
    await archiveSeenWorks([{ work }], "bookmark", T0);
    const row = (await archivedWorks("illust", [71, 72])).get(71);
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
    });
    expect(isArchivedWork(row)).toBe(true);
    expect(await worksWithoutThumbnail(5)).toHaveLength(1);
  });

  it("refreshes a work, keeping its thumbnail, and skips a write that only moves last seen a little", async () => {
    await archiveSeenWorks(
      [{ work: artwork({ id: 73, title: "Old" }), bookmarkedAt: T0 - DAY }],
      "local",
      T0,
    );
    await setArchivedThumbnail("illust", 73, "data:image/webp;base64,AAAA");
    await archiveSeenWorks([{ work: artwork({ id: 73, title: "New" }) }], "bookmark", T0 + 1000);
    const row = (await archivedWorks("illust", [73])).get(73);
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
    expect(mergeSeenWork(row, again, "bookmark", T0 + DAY / 2)).toBeNull();
    expect(mergeSeenWork(row, again, "bookmark", T0 + 2 * DAY)?.lastSeenAt).toBe(T0 + 2 * DAY);
  });

  it("marks a known work lost at pixiv's placeholder, keeps the first time and what was archived", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 74, title: "Gone soon" }) }], "bookmark", T0);
    await archiveSeenWorks([{ work: placeholder(74) }, { work: placeholder(75) }], "bookmark", T0 + DAY);
    await archiveSeenWorks([{ work: placeholder(74) }], "bookmark", T0 + 3 * DAY);
    const rows = await archivedWorks("illust", [74, 75]);
    expect(rows.get(74)).toMatchObject({ title: "Gone soon", lostSince: T0 + DAY, lastSeenAt: T0 });
    expect(rows.has(75)).toBe(false);
    expect((await lostWorks("illust", "bookmark")).map((row) => row.id)).toEqual([74]);
    expect(await lostWorks("illust", "local")).toEqual([]);
    expect(await lostWorks("novel", "bookmark")).toEqual([]);
    expect(await worksWithoutThumbnail(5)).toEqual([]);

    await archiveSeenWorks([{ work: artwork({ id: 74, title: "Back" }) }], "bookmark", T0 + 4 * DAY);
    expect((await archivedWorks("illust", [74])).get(74)).toMatchObject({ title: "Back", lostSince: null });
  });

  it("recognises placeholders by visibility or by an empty title over a limit picture", () => {
    expect(isPlaceholderWork(placeholder(1))).toBe(true);
    expect(isPlaceholderWork({ ...placeholder(1), visible: true })).toBe(true);
    expect(isPlaceholderWork(artwork({ id: 1, title: "" }))).toBe(false);
    expect(isPlaceholderWork(artwork({ id: 1 }))).toBe(false);
  });

  it("lists the whole archive newest bookmark first", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 81 }), bookmarkedAt: T0 + 5 }], "local", T0);
    await archiveSeenWorks([{ work: artwork({ id: 82 }) }], "bookmark", T0 + 10);
    expect((await allArchivedWorks()).map((row) => row.id)).toEqual([82, 81]);
  });

  it("knows a work's sources from how it is kept, leaving unknown ones as they are", () => {
    expect(keptSources([], { bookmark: true, local: null })).toEqual(["bookmark"]);
    expect(keptSources(["local"], { bookmark: true, local: null })).toEqual(["bookmark", "local"]);
    expect(keptSources(["bookmark", "local"], { bookmark: false, local: null })).toEqual(["local"]);
    expect(keptSources(["bookmark"], { bookmark: null, local: false })).toEqual(["bookmark"]);
    expect(keptSources(["bookmark", "local"], { bookmark: false, local: false })).toEqual([]);
    expect(keptSources(["local"], { bookmark: null, local: null })).toEqual(["local"]);
  });

  it("archives a work opened on its page while kept, and drops it once it is kept no more", async () => {
    await archiveOpenedWork(artwork({ id: 91, title: "Opened" }), { bookmark: true, local: false }, T0);
    expect((await archivedWorks("illust", [91])).get(91)).toMatchObject({
      title: "Opened",
      sources: ["bookmark"],
      firstSeenAt: T0,
    });
    // Opened again a day later, now also a local favourite: refreshed, first sighting kept.
    await archiveOpenedWork(artwork({ id: 91, title: "Renamed" }), { bookmark: true, local: true }, T0 + DAY);
    expect((await archivedWorks("illust", [91])).get(91)).toMatchObject({
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
    expect((await archivedWorks("illust", [91])).get(91)?.sources).toEqual(["bookmark"]);
    await archiveOpenedWork(artwork({ id: 91 }), { bookmark: false, local: false }, T0 + DAY);
    expect((await archivedWorks("illust", [91])).has(91)).toBe(false);
    // A work neither bookmarked nor a favourite is not archived at all.
    await archiveOpenedWork(artwork({ id: 92 }), { bookmark: false, local: null }, T0);
    expect(await allArchivedWorks()).toEqual([]);
  });

  it("forgets an unbookmarked work unless it is a local favourite, lost ones too", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 93 }) }, { work: artwork({ id: 94 }) }], "bookmark", T0);
    await archiveSeenWorks([{ work: artwork({ id: 94 }) }], "local", T0);
    await archiveSeenWorks([{ work: placeholder(93) }], "bookmark", T0 + DAY);
    expect((await lostWorks("illust", "bookmark")).map((row) => row.id)).toEqual([93]);
    await forgetArchivedWork("illust", 93, "bookmark");
    await forgetArchivedWork("illust", 94, "bookmark");
    await forgetArchivedWork("illust", 95, "bookmark");
    expect(await lostWorks("illust", "bookmark")).toEqual([]);
    expect((await allArchivedWorks()).map((row) => [row.id, row.sources])).toEqual([[94, ["local"]]]);
    await forgetArchivedWork("illust", 94, "local");
    expect(await allArchivedWorks()).toEqual([]);
  });

  it("archives a novel with its cover, and marks it lost at pixiv's placeholder", async () => {
    await archiveSeenWorks([{ work: novel(31, "A long night") }], "bookmark", T0);
    const row = (await archivedWorks("novel", [31])).get(31);
    expect(row).toMatchObject({
      kind: "novel",
      title: "A long night",
      tags: ["小説"],
      pictureUrl: "/~/novel-cover/31_s.jpg",
      width: 1,
      height: 1,
    });
    expect(isArchivedWork(row)).toBe(true);
    expect((await archivedWorks("illust", [31])).has(31)).toBe(false);
    await archiveSeenWorks([{ work: { ...novel(31, ""), visible: false } }], "bookmark", T0 + DAY);
    expect((await lostWorks("novel", "bookmark")).map((lost) => [lost.id, lost.title])).toEqual([
      [31, "A long night"],
    ]);
    expect(await lostWorks("illust", "bookmark")).toEqual([]);
  });
});
