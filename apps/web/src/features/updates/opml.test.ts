// OPML out and in gives the same follows (every kind, filters kept), hostile labels come back as
// written, a file another tool wrote is read by its feed addresses, and what is not read is named.
import { DEFAULT_SEARCH_FILTERS } from "@pxv/pixiv";
import { describe, expect, it } from "vitest";
import { followKey, type FollowSubject } from "../../storage/follow-subject";
import { readOpml, writeOpml } from "./opml";

const ORIGIN = "https://pxv.example";
const subjects: FollowSubject[] = [
  { kind: "tag", word: "夕焼け", works: "illust" },
  { kind: "tag", word: "百合", works: "novel" },
  {
    kind: "search",
    word: "海 空",
    works: "illust",
    filters: {
      ...DEFAULT_SEARCH_FILTERS,
      sort: "popular_desc",
      minLikes: 100,
      age: "safe",
      ratio: "portrait",
    },
  },
  { kind: "search", word: "魔法", works: "novel", filters: { ...DEFAULT_SEARCH_FILTERS, span: "week" } },
  { kind: "user", userId: 11, works: "illust" },
  { kind: "user", userId: 11, works: "manga" },
  { kind: "user", userId: 12, works: "novel" },
  { kind: "series", seriesId: 300, userId: 11 },
  { kind: "novel-series", seriesId: 400 },
  { kind: "ranking", mode: "week_r18", works: "illust" },
  { kind: "ranking", mode: "day", works: "novel" },
];

describe("OPML", () => {
  it("reads back every follow it wrote, with its feed and page on this instance", () => {
    const follows = subjects.map((subject, index) => ({ subject, label: `label ${String(index)}` }));
    const text = writeOpml(follows, ORIGIN, new Date("2026-11-27T07:00:00Z"));
    const document = new DOMParser().parseFromString(text, "application/xml");
    const outlines = [...document.getElementsByTagName("outline")];
    expect(outlines.map((outline) => outline.getAttribute("xmlUrl"))).toContain(
      `${ORIGIN}/feeds/ranking/week_r18.atom`,
    );
    expect(outlines.every((outline) => outline.getAttribute("htmlUrl")?.startsWith(`${ORIGIN}/`))).toBe(true);
    const reading = readOpml(text);
    expect(reading.refused).toEqual([]);
    expect(reading.follows.map((follow) => followKey(follow.subject))).toEqual(subjects.map(followKey));
    expect(reading.follows.map((follow) => follow.label)).toEqual(follows.map((follow) => follow.label));
  });

  it("keeps a hostile label as written", () => {
    const label = `<script>alert(1)</script> ]]> & "quoted" \u0001 'single'`;
    const text = writeOpml([{ subject: subjects[0] as FollowSubject, label }], ORIGIN, new Date(0));
    expect(text).not.toContain("<script>");
    expect(readOpml(text).follows[0]?.label).toBe(label.replace("\u0001", ""));
  });

  it("reads another tool's file by its pxv feed addresses and names what it cannot read", () => {
    const text = `<?xml version="1.0"?>
<opml version="1.0"><head><title>reader</title></head><body>
  <outline text="folder">
    <outline text="a user" type="rss" xmlUrl="https://pxv.example/feeds/users/42/manga.rss"/>
    <outline text="a search" type="rss" xmlUrl="https://pxv.example/feeds/novel-search/%E7%8C%AB.json?mode=exact_match_for_tags"/>
    <outline text="elsewhere" type="rss" xmlUrl="https://blog.example/feed.xml"/>
    <outline text="bad id" type="rss" xmlUrl="https://pxv.example/feeds/novel-series/abc.atom"/>
  </outline>
</body></opml>`;
    const reading = readOpml(text);
    expect(reading.follows.map((follow) => follow.subject)).toEqual([
      { kind: "user", userId: 42, works: "manga" },
      { kind: "tag", word: "猫", works: "novel" },
    ]);
    expect(reading.refused).toEqual([
      { place: "outline 3", reason: "unknown" },
      { place: "outline 4", reason: "unknown" },
    ]);
  });

  it("refuses a file that is not XML, or XML that is not OPML", () => {
    expect(() => readOpml("not xml <")).toThrow("not_xml");
    expect(() => readOpml("<rss><channel/></rss>")).toThrow("not_opml");
  });
});
