// The user page's tab rule: a tab shows when its count is above 0; related always shows.
import type { Member } from "@pxv/pixiv";
import { describe, expect, it } from "vitest";
import { tabForPath, visibleUserTabs } from "./user-tabs";

const member = (counts: Partial<Member>): Member =>
  ({
    illusts: 0,
    mangas: 0,
    illust_series: 0,
    novels: 0,
    novel_series: 0,
    bookmarks: 0,
    follow: 0,
    ...counts,
  }) as Member;

describe("visibleUserTabs", () => {
  it("shows only related for a user with nothing", () => {
    expect(visibleUserTabs(member({}))).toEqual(["related"]);
  });

  it("shows each tab whose count is above 0, in order", () => {
    expect(visibleUserTabs(member({ illusts: 3, novels: 1, novel_series: 2, bookmarks: 5 }))).toEqual([
      "illusts",
      "novel",
      "novel_series",
      "favorite",
      "fav_novel",
      "related",
    ]);
  });
});

describe("tabForPath", () => {
  it.each([
    ["/users/1/artworks", null, "illusts"],
    ["/users/1/artworks", "manga", "manga"],
    ["/users/1/illustrations", null, "illusts"],
    ["/users/1/novels", null, "novel"],
    ["/users/1/favorites", null, "favorite"],
    ["/users/1/bookmarks/artworks", null, "favorite"],
    ["/users/1/favorite_novels", null, "fav_novel"],
    ["/users/1/bookmarks/novels", null, "fav_novel"],
    ["/users/1", null, null],
  ])("%s ?type=%s → %s", (path, type, expected) => {
    expect(tabForPath(path, type)).toBe(expected);
  });
});
