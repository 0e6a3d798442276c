import { describe, expect, it, vi } from "vitest";
import { createWebAccount } from "./account";
import { createWebClient } from "./client";
import { createWebSource } from "./source";
import type { DataSource } from "../data-source";
import type { ProxyClient } from "../proxy/client";

const info = (id: string, bookmarkId: string | null) => ({
  id,
  title: `work ${id}`,
  illustType: 0,
  xRestrict: 0,
  restrict: 0,
  sl: 2,
  url: `/-/c/250x250_80_a2/img-master/img/2026/11/20/12/00/00/${id}_p0_square1200.jpg`,
  description: "",
  tags: ["t"],
  userId: "7",
  userName: "someone",
  width: 100,
  height: 100,
  pageCount: 1,
  isBookmarkable: true,
  bookmarkData: bookmarkId === null ? null : { id: bookmarkId, private: false },
  alt: "",
  createDate: "2026-11-20T12:00:00+09:00",
  updateDate: "2026-11-20T12:00:00+09:00",
  isUnlisted: false,
  aiType: 1,
});

/** `/ajax/illust/{id}` of a work by user 7. */
function illustDetail(id: string, bookmarkId: string | null) {
  const thumb = `https://i.pximg.net/c/250x250_80_a2/img-master/img/2026/11/20/12/00/00/${id}_p0_square1200.jpg`;
  return {
    ...info(id, bookmarkId),
    illustId: id,
    illustTitle: `work ${id}`,
    illustComment: "",
    uploadDate: "2026-11-20T12:00:00+09:00",
    urls: { mini: thumb, thumb, small: thumb, regular: thumb, original: thumb },
    tags: { authorId: "7", isLocked: false, tags: [], writable: false },
    userAccount: "seven",
    bookmarkCount: 1,
    likeCount: 0,
    commentCount: 0,
    viewCount: 1,
    likeData: false,
  };
}

function relay(answers: Record<string, unknown>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    const path = url.split("?", 1)[0] ?? url;
    const answer = answers[path];
    return Promise.resolve(
      answer === undefined
        ? new Response(JSON.stringify({ error: true, message: "Invalid session", body: [] }), { status: 401 })
        : new Response(JSON.stringify(answer), { status: 200 }),
    );
  });
  const client = createWebClient({
    session: "900002_SandboxSessionDemo00000000000002",
    csrf: () => "c".repeat(32),
    fetch,
  });
  return { client, calls };
}

describe("the web-login source", () => {
  it("sends the session and CSRF token, reads bookmarks 48 at a time and keeps their bookmark ids", async () => {
    const { client, calls } = relay({
      "/api/pixiv-now/http/ajax/user/900002/illusts/bookmarks": {
        works: [info("11", "501"), info("12", "502")],
        total: 50,
      },
      "/api/pixiv-now/http/ajax/illusts/bookmarks/delete": [],
    });
    const account = createWebAccount({
      client,
      userId: () => 900002,
      rewriteImage: (url) => url.replace("https://i.pximg.net", "/-"),
    });
    const page = await account.getMyIllustBookmarks({ restrict: "private", tag: null, cursor: null });
    expect(page.items.map((work) => work.id)).toEqual([11, 12]);
    expect(page.items[0]?.images[0]?.m).toMatch(/^\/-\/c\/540x540_70\/img-master\//);
    expect(page.next).toBe("48");
    expect(calls[0]?.url).toContain("offset=0&limit=48&rest=hide");
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get("x-auth")).toBe("PHPSESSID=900002_SandboxSessionDemo00000000000002");
    expect(headers.get("x-csrf-token")).toBe("c".repeat(32));

    await account.deleteBookmark({ kind: "illust", id: 12 });
    expect(calls.at(-1)?.url).toBe("/api/pixiv-now/http/ajax/illusts/bookmarks/delete");
    expect(calls.at(-1)?.init?.body).toBe("bookmark_id=502");
  });

  it("drops the kept CSRF token when pixiv refuses a POST", async () => {
    const onPostRefused = vi.fn();
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ error: true, message: "Invalid request", body: [] }), { status: 400 }),
      ),
    );
    const client = createWebClient({
      session: "900002_SandboxSessionDemo00000000000002",
      csrf: () => "c".repeat(32),
      fetch,
      onPostRefused,
    });
    await expect(client.post("/ajax/illusts/bookmarks/add", { json: {} })).rejects.toMatchObject({
      status: 400,
      message: "Invalid request",
    });
    expect(onPostRefused).toHaveBeenCalledOnce();
    await expect(client.get((s) => s.ajaxBookmarksSchema, "/ajax/x")).rejects.toMatchObject({ status: 400 });
    expect(onPostRefused).toHaveBeenCalledOnce();
  });

  it("refuses what needs app login, and reports the relay's errors as DataSourceErrors", async () => {
    const { client } = relay({});
    const account = createWebAccount({ client, userId: () => 900002, rewriteImage: (url) => url });
    expect(account.accountCapabilities()).toMatchObject({
      privacy: false,
      bookmarkPrivacy: true,
      follow: true,
      comment: true,
      novels: false,
    });
    await expect(account.addComment({ kind: "novel", id: 5 }, "hi")).rejects.toThrow(/needs app login/);
    await expect(account.followUser(1, "private")).rejects.toThrow(/needs app login/);
    await expect(account.getIllustFeed("all", null)).rejects.toMatchObject({
      name: "DataSourceError",
      status: 401,
      message: "Invalid session",
    });
  });

  it("follows over bookmark_add.php and unfollows over rpc_group_setting.php, checking pixiv's answers", async () => {
    const { client, calls } = relay({
      "/api/pixiv-now/http/bookmark_add.php": [],
      "/api/pixiv-now/http/rpc_group_setting.php": { type: "bookuser", user_id: "77" },
    });
    const account = createWebAccount({ client, userId: () => 900002, rewriteImage: (url) => url });
    await account.followUser(77, "public");
    expect(calls[0]?.init?.method).toBe("POST");
    expect(new Headers(calls[0]?.init?.headers).get("content-type")).toBe(
      "application/x-www-form-urlencoded",
    );
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.init?.body as string))).toEqual({
      mode: "add",
      type: "user",
      user_id: "77",
      tag: "",
      restrict: "0",
      format: "json",
    });
    await account.unfollowUser(77);
    expect(calls[1]?.url).toBe("/api/pixiv-now/http/rpc_group_setting.php");
    expect(calls[1]?.init?.body).toBe("mode=del&type=bookuser&id=77");
    // pixiv names another user, or answers something else: not taken as done.
    await expect(account.unfollowUser(78)).rejects.toThrow(/unfollowed user 77, not 78/);
    const odd = relay({ "/api/pixiv-now/http/bookmark_add.php": { ok: true } });
    const oddAccount = createWebAccount({ client: odd.client, userId: () => 900002, rewriteImage: (u) => u });
    await expect(oddAccount.followUser(77, "public")).rejects.toMatchObject({ name: "DataSourceError" });
  });

  it("lists Recomm4U's users with the works pixiv picked for them, on the browser's image paths", async () => {
    const { client, calls } = relay({
      "/api/pixiv-now/http/ajax/discovery/users": {
        recommendedUsers: [
          { userId: "7", recentIllustIds: ["12", "11"], recentNovelIds: [] },
          { userId: "8", recentIllustIds: [], recentNovelIds: [] },
          { userId: "9", recentIllustIds: ["13"], recentNovelIds: [] },
        ],
        users: [
          {
            userId: "7",
            name: "seven",
            image: "https://i.pximg.net/user-profile/img/7_50.jpg",
            isFollowed: false,
          },
          { userId: "8", name: "eight", image: "/~/common/images/no_profile_s.png", isFollowed: true },
        ],
        thumbnails: { illust: [info("11", null), info("12", null), { ...info("14", null), userId: "8" }] },
      },
    });
    const account = createWebAccount({
      client,
      userId: () => 900002,
      rewriteImage: (url) => url.replace("https://i.pximg.net", "/-"),
    });
    const users = await account.getDiscoveryUsers();
    expect(calls[0]?.url).toBe("/api/pixiv-now/http/ajax/discovery/users?limit=60");
    // User 9 has no details: left out. User 8 names no works: its thumbnails are grouped by userId.
    expect(users?.map((user) => [user.id, user.name, user.is_followed])).toEqual([
      [7, "seven", false],
      [8, "eight", true],
    ]);
    expect(users?.[0]?.avatar).toBe("/-/user-profile/img/7_50.jpg");
    expect(users?.[0]?.illusts.map((work) => work.id)).toEqual([12, 11]);
    expect(users?.[0]?.illusts[0]?.src).toMatch(/^\/-\/c\/540x540_70\/img-master\/.*12_p0_master1200\.jpg$/);
    expect(users?.[1]?.illusts.map((work) => work.id)).toEqual([14]);
  });

  it("takes the session's own follow and bookmark marks for a profile and a work", async () => {
    const { client } = relay({
      "/api/pixiv-now/http/ajax/user/7": {
        userId: "7",
        name: "seven",
        image: "https://i.pximg.net/user-profile/img/7_50.jpg",
        imageBig: "https://i.pximg.net/user-profile/img/7_170.jpg",
        premium: false,
        isFollowed: true,
        isMypixiv: false,
        isBlocking: false,
        background: null,
        partial: 0,
        acceptRequest: false,
      },
      "/api/pixiv-now/http/ajax/illust/11": illustDetail("11", "501"),
    });
    const fallback = {
      getMember: () => Promise.resolve({ id: 7, name: "seven", is_followed: false }),
      getArtwork: () =>
        Promise.resolve({
          id: 11,
          is_bookmarked: false,
          author: { id: 7, name: "seven", is_followed: false },
        }),
    } as unknown as DataSource;
    const source = createWebSource({
      client,
      userId: () => 900002,
      fallback,
      proxy: { rewriteImage: (url: string) => url } as unknown as ProxyClient,
    });
    expect(await source.getMember(7)).toMatchObject({ id: 7, is_followed: true });
    expect(await source.getArtwork(11)).toMatchObject({
      id: 11,
      is_bookmarked: true,
      author: { id: 7, is_followed: true },
    });
  });

  it("bookmarks privately with restrict 1 and posts comments and replies naming the work's author", async () => {
    const { client, calls } = relay({
      "/api/pixiv-now/http/ajax/illusts/bookmarks/add": { last_bookmark_id: "601" },
      "/api/pixiv-now/http/ajax/illust/11": illustDetail("11", null),
      "/api/pixiv-now/http/ajax/illusts/comments/post": { comment_id: "9" },
    });
    const account = createWebAccount({ client, userId: () => 900002, rewriteImage: (url) => url });
    // The bodies are the JSON strings the client sent.
    await account.addBookmark({ kind: "illust", id: 11 }, { restrict: "private", tags: [] });
    expect(JSON.parse(calls.at(-1)?.init?.body as string)).toMatchObject({ illust_id: "11", restrict: 1 });

    await account.addComment({ kind: "illust", id: 11 }, "nice work");
    const posted = calls.at(-1);
    expect(posted?.url).toBe("/api/pixiv-now/http/ajax/illusts/comments/post");
    expect(new Headers(posted?.init?.headers).get("x-csrf-token")).toBe("c".repeat(32));
    expect(JSON.parse(posted?.init?.body as string)).toEqual({
      type: "comment",
      illust_id: "11",
      author_user_id: "7",
      comment: "nice work",
    });
    await account.addComment({ kind: "illust", id: 11, parentId: 42 }, "a reply");
    expect(JSON.parse(calls.at(-1)?.init?.body as string)).toMatchObject({
      comment: "a reply",
      parent_id: "42",
    });
  });

  it("reads comments and replies through the session, not the shared cache", async () => {
    const comment = {
      userId: "900002",
      userName: "pxv demo",
      isDeletedUser: false,
      img: "/~/common/images/no_profile_s.png",
      id: "900000000000000",
      comment: "nice work",
      stampId: null,
      commentDate: "2026-11-20 12:00",
      commentParentId: null,
      commentUserId: "900002",
      editable: false,
      hasReplies: true,
    };
    const { client, calls } = relay({
      "/api/pixiv-now/http/ajax/illusts/comments/roots": { comments: [comment], hasNext: false },
      "/api/pixiv-now/http/ajax/illusts/comments/replies": { comments: [], hasNext: false },
    });
    const source = createWebSource({
      client,
      userId: () => 900002,
      fallback: {} as DataSource,
      proxy: { rewriteImage: (url: string) => url } as unknown as ProxyClient,
    });
    const page = await source.getComments({ kind: "illust", id: 11, offset: 0, limit: 3 });
    expect(page).toMatchObject({
      hasNext: false,
      comments: [{ id: "900000000000000", comment: "nice work" }],
    });
    expect(calls[0]?.url).toContain("illust_id=11&offset=0&limit=3");
    expect(new Headers(calls[0]?.init?.headers).get("x-auth")).toMatch(/^PHPSESSID=/);
    expect(await source.getCommentReplies("illust", "900000000000000")).toEqual([]);
    expect(calls[1]?.url).toContain("comment_id=900000000000000&page=1");
  });
});
