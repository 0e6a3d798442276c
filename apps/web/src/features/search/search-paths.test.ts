// Quick jumps for typed ids and the tab paths of a search.
import { describe, expect, it } from "vitest";
import { quickJumps, searchTabPath } from "./search-paths";

describe("quickJumps", () => {
  it("offers artwork, user and novel for an id, and a spotlight under six digits", () => {
    expect(quickJumps(" 9123 ").map((jump) => jump.to)).toEqual([
      "/artworks/9123",
      "/users/9123",
      "/novel/9123",
      "/spotlight/9123",
    ]);
    expect(quickJumps("123456").map((jump) => jump.kind)).toEqual(["artwork", "user", "novel"]);
  });

  it.each(["", "abc", "0123", "12 34", "-5"])("offers nothing for %j", (text) => {
    expect(quickJumps(text)).toEqual([]);
  });
});

describe("searchTabPath", () => {
  it("builds each tab's address with its filters", () => {
    expect(searchTabPath("illust", "猫 犬")).toBe("/search/%E7%8C%AB%20%E7%8A%AC");
    expect(searchTabPath("novel", "a", new URLSearchParams("sort=date_asc"))).toBe(
      "/search_novel/a?sort=date_asc",
    );
    expect(searchTabPath("user")).toBe("/search_user");
  });
});
