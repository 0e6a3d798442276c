// Follows as sync records: one per follow with its subject, label and mark; a change heard by key; a
// pulled follow written with its mark, a tombstone removing one, and a value whose subject does not
// name its key (or is not a follow at all) refused without touching the table.
import "fake-indexeddb/auto";
import { DEFAULT_SEARCH_FILTERS } from "@pxv/pixiv";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { followKey, type FollowSubject } from "../storage/follow-subject";
import { addFollow, listFollows, markFollowSeen } from "../storage/follows";
import { LocalDb, setLocalDb } from "../storage/local-db";
import { followsAdapter } from "./adapter-follows";

const HLC = "000001764220800000:00000:devB";
let db: LocalDb;
let counter = 0;

beforeEach(() => {
  counter += 1;
  db = new LocalDb(`pxv-follows-sync-${counter}`);
  setLocalDb(db);
});

afterEach(async () => {
  await db.delete();
  setLocalDb(null);
});

const tag: FollowSubject = { kind: "tag", word: "夕焼け", works: "illust" };
const search: FollowSubject = {
  kind: "search",
  word: "海",
  works: "novel",
  filters: { ...DEFAULT_SEARCH_FILTERS, minLikes: 50 },
};

describe("follow records", () => {
  it("are one per follow, and a mark set is heard by its key", async () => {
    await addFollow(tag, "#夕焼け", 1000);
    const heard: string[] = [];
    const stop = followsAdapter.watch((keys) => heard.push(...(keys ?? [])));
    await markFollowSeen(followKey(tag), { upTo: "2026-11-27T10:00:00+09:00", ids: [1, 2] });
    await expect.poll(() => heard).toContain(`follow:${followKey(tag)}`);
    stop();
    const [record] = await followsAdapter.readAll();
    expect(record).toEqual({
      key: `follow:${followKey(tag)}`,
      value: {
        subject: tag,
        label: "#夕焼け",
        followedAt: 1000,
        seen: { upTo: "2026-11-27T10:00:00+09:00", ids: [1, 2] },
      },
    });
  });

  it("write pulled follows, remove tombstoned ones, and refuse what is not a follow of its key", async () => {
    await addFollow(tag, "#夕焼け", 1000);
    await followsAdapter.apply([
      {
        key: `follow:${followKey(search)}`,
        value: { subject: search, label: "海", followedAt: 2000, seen: null },
        deleted: false,
        hlc: HLC,
      },
      { key: `follow:${followKey(tag)}`, deleted: true, hlc: HLC },
      // The subject names another key.
      {
        key: "follow:tag:illust:other",
        value: { subject: tag, label: "x", followedAt: 1, seen: null },
        deleted: false,
        hlc: HLC,
      },
      // Not a follow.
      {
        key: "follow:user:illust:5",
        value: {
          subject: { kind: "user", userId: -5, works: "illust" },
          label: "x",
          followedAt: 1,
          seen: null,
        },
        deleted: false,
        hlc: HLC,
      },
    ]);
    const rows = await listFollows();
    expect(rows.map((row) => row.key)).toEqual([followKey(search)]);
    expect(rows[0]?.subject).toEqual(search);
  });
});
