// The user page's tab rule: a tab shows when its count is above 0; related always shows; the own
// page's favourites tabs show whenever the mode lists the account's own bookmarks with filters.
import type { Member } from "@pxv/pixiv";
import { describe, expect, it } from "vitest";
import {
  APP_LOGIN_CAPABILITIES,
  SIGNED_OUT_CAPABILITIES,
  WEB_LOGIN_CAPABILITIES,
} from "../../data/account-source";
import { ownFavourites, tabForPath, visibleUserTabs } from "./user-tabs";

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

const APP = APP_LOGIN_CAPABILITIES;
const WEB = WEB_LOGIN_CAPABILITIES;
const NOBODY = SIGNED_OUT_CAPABILITIES;

describe("ownFavourites", () => {
  it.each([
    ["app mode, own page", 7, APP, { illusts: true, novels: true }],
    ["app mode, another user's page", 8, APP, { illusts: false, novels: false }],
    ["web mode, own page (no filters to offer)", 7, WEB, { illusts: false, novels: false }],
    ["tags without novels", 7, { ...WEB, bookmarkTags: true }, { illusts: true, novels: false }],
    ["signed out", 7, NOBODY, { illusts: false, novels: false }],
  ])("%s", (_name, memberId, capabilities, expected) => {
    expect(ownFavourites(memberId, 7, capabilities)).toEqual(expected);
  });

  it("is nobody's before the account is known", () => {
    expect(ownFavourites(7, null, APP)).toEqual({ illusts: false, novels: false });
  });

  it("shows the own favourites tabs even when no bookmark is public", () => {
    expect(visibleUserTabs(member({}), { illusts: true, novels: true })).toEqual([
      "favorite",
      "fav_novel",
      "related",
    ]);
    expect(visibleUserTabs(member({}), { illusts: true, novels: false })).toEqual(["favorite", "related"]);
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
