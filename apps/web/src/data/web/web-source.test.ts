import { describe, expect, it, vi } from "vitest";
import { createWebAccount } from "./account";
import { createWebClient, restorePixivImageUrls } from "./client";

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
  it("turns the relay's image paths back into pixiv's URLs", () => {
    expect(restorePixivImageUrls('{"a":"/-/img/1.jpg","b":"/~/common/x.png","c":"x/-/y"}')).toBe(
      '{"a":"https://i.pximg.net/img/1.jpg","b":"https://s.pximg.net/common/x.png","c":"x/-/y"}',
    );
  });

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
    expect(account.accountCapabilities()).toMatchObject({ privacy: false, follow: false, novels: false });
    await expect(account.followUser(1, "public")).rejects.toThrow(/needs app login/);
    await expect(account.getIllustFeed("all", null)).rejects.toMatchObject({
      name: "DataSourceError",
      status: 401,
      message: "Invalid session",
    });
  });
});
