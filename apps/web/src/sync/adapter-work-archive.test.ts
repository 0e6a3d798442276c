// The bookmark archive as sync records: one per archived work with its thumbnail, a write heard by
// key, pulled works written into the table, a tombstone removing one, a work no longer kept heard and
// read back as removed (its tombstone), and values that are not an archived work (or do not match
// their key, or carry too big a thumbnail) refused. Whose bookmark each work is goes along, and a
// record without owners (from a device that did not keep them) is written as unowned.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { artwork } from "../test/fixtures";
import { LocalDb, setLocalDb } from "../storage/local-db";
import {
  archivedWorks,
  archiveSeenWorks,
  forgetArchivedWork,
  setArchivedThumbnail,
} from "../storage/work-archive";
import { bookmarkOf, type ArchivedWork } from "../storage/work-archive-record";
import { workArchiveAdapter } from "./adapter-work-archive";

const HLC = "000001764220800000:00000:devB";
const T0 = Date.UTC(2026, 0, 10);
const A = bookmarkOf(900_005);
let db: LocalDb;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = new LocalDb(`pxv-archive-sync-${counter}`);
  setLocalDb(db);
});
afterEach(async () => {
  await db.delete();
  setLocalDb(null);
});

const rowOf = async (id: number): Promise<ArchivedWork> => {
  const row = (await archivedWorks("illust", [id], A)).get(id);
  if (row === undefined) throw new Error(`${String(id)} is not archived`);
  return row;
};

describe("archived work records", () => {
  it("are one per work, thumbnail included", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 51 }) }], A, T0);
    await setArchivedThumbnail("illust", 51, "data:image/webp;base64,UklG");
    const row = await rowOf(51);
    expect(row.thumbnail).toBe("data:image/webp;base64,UklG");
    expect(row.owners).toEqual([900_005]);
    expect(await workArchiveAdapter.readAll()).toEqual([{ key: "work-archive:illust:51", value: row }]);
    expect(await workArchiveAdapter.read?.(["work-archive:illust:51", "work-archive:novel:9"])).toEqual([
      { key: "work-archive:illust:51", value: row },
      { key: "work-archive:novel:9", value: undefined },
    ]);
  });

  it("hear each write by key", async () => {
    const heard: string[] = [];
    const stop = workArchiveAdapter.watch((keys) => heard.push(...(keys ?? ["all"])));
    await archiveSeenWorks([{ work: artwork({ id: 52 }) }], A, T0);
    await setArchivedThumbnail("illust", 52, "data:image/jpeg;base64,/9j/");
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(heard).toEqual(["work-archive:illust:52", "work-archive:illust:52"]);
  });

  it("hear a work that is kept no more, and read it back as removed", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 58 }) }], A, T0);
    const heard: string[] = [];
    const stop = workArchiveAdapter.watch((keys) => heard.push(...(keys ?? ["all"])));
    await forgetArchivedWork("illust", 58, A);
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(heard).toEqual(["work-archive:illust:58"]);
    expect(await workArchiveAdapter.read?.(["work-archive:illust:58"])).toEqual([
      { key: "work-archive:illust:58", value: undefined },
    ]);
    expect(await workArchiveAdapter.readAll()).toEqual([]);
  });

  it("write pulled works, remove on a tombstone, and refuse what is not an archived work", async () => {
    await archiveSeenWorks([{ work: artwork({ id: 53 }) }, { work: artwork({ id: 54 }) }], A, T0);
    const pulled: ArchivedWork = {
      ...(await rowOf(54)),
      title: "from the other device",
      lostSince: T0 + 5,
      owners: [900_005, 900_006],
    };
    const { owners: _owners, ...withoutOwners } = { ...pulled, id: 59 };
    const huge = `data:image/webp;base64,${"A".repeat(20_000)}`;
    await workArchiveAdapter.apply([
      { key: "work-archive:illust:54", value: pulled, deleted: false, hlc: HLC },
      { key: "work-archive:illust:53", deleted: true, hlc: HLC },
      {
        key: "work-archive:illust:55",
        value: { ...pulled, id: 55, thumbnail: huge },
        deleted: false,
        hlc: HLC,
      },
      { key: "work-archive:illust:56", value: pulled, deleted: false, hlc: HLC },
      { key: "work-archive:manga:54", value: pulled, deleted: false, hlc: HLC },
      { key: "work-archive:illust:57", value: { id: 57 }, deleted: false, hlc: HLC },
      { key: "work-archive:illust:60", value: { ...pulled, id: 60, owners: [-1] }, deleted: false, hlc: HLC },
      { key: "work-archive:illust:59", value: withoutOwners, deleted: false, hlc: HLC },
    ]);
    expect(await db.workArchive.toArray()).toEqual([pulled, { ...pulled, id: 59, owners: [] }]);
  });
});
