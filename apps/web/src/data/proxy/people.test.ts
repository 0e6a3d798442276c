// The proxy's reading part against a stubbed fetch: the HibiAPI and relay paths it asks, and the
// domain values it makes of pixiv's bodies (comments through the relay, bookmark cursors).
import { describe, expect, it, vi } from "vitest";
import { rawIllust } from "../../test/fixtures";
import { WEB_RELAY_BASE } from "../web-relay-paths";
import { bookmarkCursor, createProxyPeople } from "./people";
import { createProxyClient } from "./client";

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function source(respond: (url: string) => unknown, checkBodies?: boolean, imageHost?: string) {
  const urls: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    urls.push(url);
    return Promise.resolve(jsonResponse(respond(url)));
  });
  const people = createProxyPeople(
    createProxyClient({ fetch, checkBodies, ...(imageHost ? { imageBases: { iPximg: imageHost } } : {}) }),
    createProxyClient({ fetch, baseUrl: WEB_RELAY_BASE, checkBodies }),
  );
  return { people, urls };
}

const relayComment = (id: string, overrides: Record<string, unknown> = {}) => ({
  userId: "5",
  userName: "<b>name</b>",
  isDeletedUser: false,
  img: "/-/user-profile/img/2020/01/01/00/00/00/1_50.jpg",
  id,
  comment: "綺麗(heart)",
  stampId: null,
  commentDate: "2024-01-02 03:04",
  commentParentId: null,
  commentUserId: "5",
  replyToUserId: null,
  replyToUserName: null,
  editable: false,
  hasReplies: true,
  ...overrides,
});

describe("createProxyPeople", () => {
  it("asks the relay for a novel's root comments with offset and limit, and keeps them as text", async () => {
    const { people, urls } = source(() => ({
      comments: [relayComment("10"), relayComment("11", { stampId: "301", comment: "" })],
      hasNext: true,
    }));
    const page = await people.getComments({ kind: "novel", id: 123, offset: 0, limit: 3 });
    expect(urls[0]).toBe("/api/pixiv-now/http/ajax/novels/comments/roots?novel_id=123&offset=0&limit=3");
    expect(page.hasNext).toBe(true);
    expect(page.comments[0]).toMatchObject({
      id: "10",
      userId: 5,
      userName: "<b>name</b>",
      hasReplies: true,
      stampUrl: null,
    });
    expect(page.comments[1]?.stampUrl).toBe("/~/common/images/stamp/generated-stamps/301_s.jpg");
  });

  it("asks for an artwork's replies by comment id", async () => {
    const { people, urls } = source(() => ({
      comments: [relayComment("12", { replyToUserId: "9", replyToUserName: "x" })],
    }));
    const replies = await people.getCommentReplies("illust", "10");
    expect(urls[0]).toBe("/api/pixiv-now/http/ajax/illusts/comments/replies?comment_id=10&page=1");
    expect(replies[0]).toMatchObject({ replyToUserId: 9, replyToUserName: "x" });
  });

  it("pages public bookmarks by the max_bookmark_id of next_url", async () => {
    const { people, urls } = source(() => ({
      illusts: [rawIllust({ id: 5 })],
      next_url:
        "https://app-api.pixiv.net/v1/user/bookmarks/illust?user_id=1&restrict=public&max_bookmark_id=777",
    }));
    const first = await people.getUserFavorites(1, null);
    expect(urls[0]).toBe("/api/pixiv/favorite?id=1");
    expect(first.next).toBe("777");
    await people.getUserFavorites(1, "777");
    expect(urls[1]).toBe("/api/pixiv/favorite?id=1&max_bookmark_id=777");
  });

  it("puts comment avatars and the author's tagged works on the image host the settings name", async () => {
    const work = {
      id: "20",
      title: "w",
      illustType: 0,
      xRestrict: 0,
      restrict: 0,
      sl: 2,
      url: "/-/c/250x250_80_a2/img-master/img/2026/01/01/00/00/00/20_p0_square1200.jpg",
      description: "",
      tags: ["t"],
      userId: "5",
      userName: "n",
      width: 100,
      height: 100,
      pageCount: 1,
      isBookmarkable: true,
      bookmarkData: null,
      alt: "",
      createDate: "2026-01-01T00:00:00+09:00",
      updateDate: "2026-01-01T00:00:00+09:00",
      isUnlisted: false,
      aiType: 1,
      profileImageUrl: "/-/user-profile/img/2020/01/01/00/00/00/5_50.jpg",
    };
    const { people } = source(
      (url) =>
        url.includes("/comments/") ? { comments: [relayComment("10")] } : { works: [work], total: 1 },
      true,
      "https://img.example",
    );
    const [comment] = (await people.getComments({ kind: "illust", id: 1, offset: 0, limit: 3 })).comments;
    expect(comment?.img).toBe("https://img.example/user-profile/img/2020/01/01/00/00/00/1_50.jpg");
    const { artworks } = await people.getMemberTagArtworks(5, "t", 1);
    expect(artworks[0]?.images[0]?.s).toMatch(/^https:\/\/img\.example\/c\//);
    expect(artworks[0]?.author.avatar).toBe(
      "https://img.example/user-profile/img/2020/01/01/00/00/00/5_50.jpg",
    );
  });

  it("rejects a body that does not fit the schema with an unknown DataSourceError (when it checks them)", async () => {
    const { people } = source(() => ({ comments: "nope" }), true);
    await expect(people.getComments({ kind: "illust", id: 1, offset: 0, limit: 3 })).rejects.toMatchObject({
      kind: "unknown",
    });
  });
});

describe("bookmarkCursor", () => {
  it.each([
    [null, null],
    ["https://app-api.pixiv.net/v1/user/bookmarks/novel?user_id=1&max_bookmark_id=42", "42"],
    ["https://app-api.pixiv.net/v1/user/bookmarks/novel?user_id=1", null],
    ["not a url", null],
  ])("%s → %s", (nextUrl, expected) => {
    expect(bookmarkCursor(nextUrl)).toBe(expected);
  });
});
