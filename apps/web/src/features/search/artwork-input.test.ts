// What the search box opens directly: ids of 8+ digits and artwork URLs; everything else is a keyword.
import { describe, expect, it } from "vitest";
import { artworkIdFromInput } from "./artwork-input";

describe("artworkIdFromInput", () => {
  it.each([
    ["12345678", 12345678],
    ["  130000001 ", 130000001],
    ["https://www.pixiv.net/artworks/130000001", 130000001],
    ["https://www.pixiv.net/en/artworks/130000001", 130000001],
    ["http://pixiv.net/i/42", 42],
    ["www.pixiv.net/artworks/98765", 98765],
    ["https://www.pixiv.net/member_illust.php?mode=medium&illust_id=44298467", 44298467],
    ["https://touch.pixiv.net/artworks/55", 55],
  ])("opens %s as artwork %i", (input, id) => {
    expect(artworkIdFromInput(input)).toBe(id);
  });

  it.each([
    "1234567",
    "オリジナル",
    "original 10000users",
    "",
    "https://example.com/artworks/12345678",
    "https://www.pixiv.net/users/123",
    "javascript:alert(1)",
    "99999999999999999999",
  ])("treats %s as a keyword", (input) => {
    expect(artworkIdFromInput(input)).toBeNull();
  });

  it("accepts this app's own artwork links", () => {
    expect(artworkIdFromInput("http://127.0.0.1:8787/illusts/777", "http://127.0.0.1:8787")).toBe(777);
    expect(artworkIdFromInput("http://127.0.0.1:8787/illusts/777")).toBeNull();
  });
});
