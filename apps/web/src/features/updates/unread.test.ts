// What Updates counts as new: past the mark by date and id for lists in posting order, by id
// alone for a ranking, nothing for a follow never read; marks only move forward.
import { describe, expect, it } from "vitest";
import { artwork } from "../../test/fixtures";
import type { FollowedWork } from "../../queries/follow-pages";
import type { FollowRow, FollowSubject } from "../../storage/follow-subject";
import { markedUpTo, SEEN_IDS_KEPT, seenMarkOf, unreadOf } from "./unread";

const work = (id: number, created: string): FollowedWork => ({
  kind: "illust",
  work: { ...artwork({ id }), created },
});
const row = (subject: FollowSubject, seen: FollowRow["seen"]): FollowRow => ({
  key: "k",
  subject,
  label: "label",
  followedAt: 0,
  seen,
});
const tag: FollowSubject = { kind: "tag", word: "夕焼け", works: "illust" };
const ranking: FollowSubject = { kind: "ranking", mode: "day", works: "illust" };

describe("unreadOf", () => {
  const page = [
    work(3, "2026-11-27T10:00:00+09:00"),
    work(2, "2026-11-26T10:00:00+09:00"),
    work(1, "2026-11-25T10:00:00+09:00"),
  ];

  it("finds nothing new in a follow never read", () => {
    expect(unreadOf(row(tag, null), page)).toEqual([]);
  });

  it("counts works posted after the mark that were not seen", () => {
    const seen = { upTo: "2026-11-26T10:00:00+09:00", ids: [2, 1] };
    expect(unreadOf(row(tag, seen), page).map((item) => item.work.id)).toEqual([3]);
    expect(unreadOf(row(tag, { ...seen, ids: [3, 2, 1] }), page)).toEqual([]);
  });

  it("counts a ranking's works by id alone, however old", () => {
    const seen = { upTo: "2026-11-27T10:00:00+09:00", ids: [3] };
    expect(unreadOf(row(ranking, seen), page).map((item) => item.work.id)).toEqual([2, 1]);
  });
});

describe("marks", () => {
  it("marks the newest date and the ids of a page", () => {
    const mark = seenMarkOf([work(5, "2026-11-20T00:00:00+09:00"), work(6, "2026-11-21T00:00:00+09:00")]);
    expect(mark).toEqual({ upTo: "2026-11-21T00:00:00+09:00", ids: [5, 6] });
  });

  it("never moves back, keeps the ids seen before, and keeps at most SEEN_IDS_KEPT", () => {
    const current = { upTo: "2026-11-27T00:00:00+09:00", ids: [9] };
    const older = [work(1, "2026-11-01T00:00:00+09:00")];
    expect(markedUpTo(current, older)).toEqual({ upTo: "2026-11-27T00:00:00+09:00", ids: [1, 9] });
    const many = Array.from({ length: SEEN_IDS_KEPT + 10 }, (_, index) =>
      work(index + 100, "2026-11-28T00:00:00+09:00"),
    );
    expect(markedUpTo(current, many).ids).toHaveLength(SEEN_IDS_KEPT);
  });
});
