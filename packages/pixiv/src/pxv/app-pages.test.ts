// Which paths the server treats as the app's pages: every screen and redirect pattern, matched as
// React Router matches them (a segment per parameter, any case, an optional trailing slash).
import { describe, expect, it } from "vitest";
import { isAppPagePath } from "./app-pages.js";

describe("isAppPagePath", () => {
  it.each([
    "/",
    "/index.html",
    "/rank/daily",
    "/rank/daily/",
    "/Artworks/123",
    "/users/5/bookmarks/novels",
    "/user/5/series/77",
    "/spotlight/9000",
    "/live/00123456789012345678",
    "/discovery/anonymous",
    "/tags/%E9%A2%A8%E6%99%AF/artworks",
    "/rank",
    "/member_illust.php",
    "/en/artworks/1",
    "/EN/tags/cat/artworks",
    "/en/",
  ])("%s is a page", (path) => {
    expect(isAppPagePath(path)).toBe(true);
  });

  it.each([
    "/proxy/https://i.pximg.net/a.jpg",
    "/-https://i.pximg.net/a.jpg",
    "/nope",
    "/rank/daily/extra",
    "/artworks",
    "/404",
    "/index.htm",
    "/settings",
    // An id parameter takes only an id of its kind.
    "/artworks/abc",
    "/artworks/0123",
    "/i/1234567890123456",
    "/novel/12x",
    "/users/abc/artworks",
    "/user/abc/series/1",
    "/novel/series/-1",
    "/spotlight/12345678901",
    "/live/abc",
    // The language prefix is a page only before a page.
    "/en/artworks/abc",
    "/en/nope",
    "/en",
  ])("%s is not a page", (path) => {
    expect(isAppPagePath(path)).toBe(false);
  });
});
