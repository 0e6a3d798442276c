import type { AppApiClient, AppAuth } from "@pxv/pixiv";
import { describe, expect, it, vi } from "vitest";
import type { DataSource } from "../data-source";
import { NotSignedInError } from "../account-source";
import { createDataSource } from "../select-source";
import { readFixtureObject } from "../../../../../packages/pixiv/src/test/fixtures";
import { rawIllust } from "../../test/fixtures";
import { createAppApiSource } from "./source";

const AUTH: AppAuth = {
  accessToken: "t",
  expiresAt: Date.now() + 3_600_000,
  user: { id: 900002, name: "d", account: "d", avatar: "", isPremium: false, xRestrict: 0 },
};

function fakeClient(answers: Record<string, unknown>) {
  const gets: { path: string; query: unknown }[] = [];
  const posts: { path: string; form: unknown }[] = [];
  const client: AppApiClient = {
    auth: () => AUTH,
    refresh: () => Promise.resolve(AUTH),
    ensureAuth: () => Promise.resolve(AUTH),
    get: (path, query) => {
      gets.push({ path, query });
      const answer = answers[path.split("?", 1)[0] ?? path];
      return answer === undefined
        ? Promise.reject(new Error(`no answer for ${path}`))
        : Promise.resolve(answer);
    },
    post: (path, form) => {
      posts.push({ path, form });
      return Promise.resolve({});
    },
  };
  return { client, gets, posts };
}

const fallback = {
  getRanking: vi.fn(),
  getArtwork: vi.fn(),
  getSomethingOthersAdd: vi.fn(() => "from the proxy"),
} as unknown as DataSource;

/** A `/v1/user/detail` body put together from pixiv's captured parts. */
function capturedUserDetail(isFollowed: boolean): Record<string, unknown> {
  const part = (name: string): Record<string, unknown> =>
    readFixtureObject(`snapshot.userDetail_${name}.json`);
  return {
    user: { ...part("user"), is_followed: isFollowed },
    profile: part("profile"),
    profile_publicity: part("profile_publicity"),
    workspace: part("workspace"),
  };
}

describe("the app-API source", () => {
  it("reads a profile with the account's token, so the follow button shows the person's own follow", async () => {
    const { client, gets } = fakeClient({ "/v1/user/detail": capturedUserDetail(true) });
    const source = createAppApiSource({ client, fallback, rewriteImage: (url) => url });
    const member = await source.getMember(7);
    expect(member.is_followed).toBe(true);
    expect(gets).toEqual([{ path: "/v1/user/detail", query: { user_id: 7 } }]);
  });

  it("answers what it does not implement from the proxy source", () => {
    const { client } = fakeClient({});
    const source = createAppApiSource({ client, fallback, rewriteImage: (url) => url }) as DataSource & {
      getSomethingOthersAdd: () => string;
    };
    expect(source.getSomethingOthersAdd()).toBe("from the proxy");
  });

  it("reads rankings with the account's token, 30 a page", async () => {
    const { client, gets } = fakeClient({
      "/v1/illust/ranking": {
        illusts: [rawIllust({ id: 1 })],
        next_url: "https://app-api.pixiv.net/v1/illust/ranking?offset=60",
      },
    });
    const source = createAppApiSource({ client, fallback, rewriteImage: (url) => url });
    const page = await source.getRanking({ mode: "day", date: "2026-11-20", page: 2 });
    expect(page.nextPage).toBe(3);
    expect(gets[0]).toEqual({
      path: "/v1/illust/ranking",
      query: { mode: "day", date: "2026-11-20", offset: 30 },
    });
  });

  it("posts bookmarks and follows in pixiv's form, and reads every page of bookmark tags", async () => {
    const { client, posts, gets } = fakeClient({
      "/v1/user/bookmark-tags/illust": { bookmark_tags: [{ name: "a", count: 2 }], next_url: null },
      "https://app-api.pixiv.net/v1/user/bookmark-tags/illust": {
        bookmark_tags: [{ name: "b", count: 1 }],
        next_url: null,
      },
    });
    const source = createAppApiSource({ client, fallback, rewriteImage: (url) => url });
    await source.addBookmark({ kind: "illust", id: 5 }, { restrict: "private", tags: ["x"] });
    await source.addBookmark({ kind: "novel", id: 6 }, { restrict: "public", tags: [] });
    await source.deleteBookmark({ kind: "novel", id: 6 });
    await source.followUser(7, "private");
    await source.unfollowUser(7);
    expect(posts).toEqual([
      { path: "/v2/illust/bookmark/add", form: { illust_id: 5, restrict: "private", tags: ["x"] } },
      { path: "/v2/novel/bookmark/add", form: { novel_id: 6, restrict: "public" } },
      { path: "/v1/novel/bookmark/delete", form: { novel_id: 6 } },
      { path: "/v1/user/follow/add", form: { user_id: 7, restrict: "private" } },
      { path: "/v1/user/follow/delete", form: { user_id: 7, restrict: "public" } },
    ]);
    await expect(source.getBookmarkTags("illust", "private")).resolves.toEqual([{ name: "a", count: 2 }]);
    expect(gets[0]?.query).toEqual({ user_id: 900002, restrict: "private" });
  });

  it("pages the account's bookmarks with pixiv's next_url", async () => {
    const next =
      "https://app-api.pixiv.net/v1/user/bookmarks/illust?user_id=900002&restrict=public&max_bookmark_id=9";
    const { client, gets } = fakeClient({
      "/v1/user/bookmarks/illust": { illusts: [rawIllust({ id: 3 })], next_url: next },
      "https://app-api.pixiv.net/v1/user/bookmarks/illust": { illusts: [], next_url: null },
    });
    const source = createAppApiSource({ client, fallback, rewriteImage: (url) => url });
    const first = await source.getMyIllustBookmarks({ restrict: "public", tag: "cat", cursor: null });
    expect(first.next).toBe(next);
    expect(gets[0]?.query).toEqual({ user_id: 900002, restrict: "public", tag: "cat" });
    await source.getMyIllustBookmarks({ restrict: "public", tag: "cat", cursor: first.next });
    expect(gets[1]).toEqual({ path: next, query: {} });
  });
});

describe("createDataSource", () => {
  it("refuses account calls clearly when nobody is signed in", async () => {
    const source = createDataSource({ loginMode: "none", apiBase: "", imageHost: "" });
    expect(source.accountCapabilities().signedIn).toBe(false);
    await expect(
      source.addBookmark({ kind: "illust", id: 1 }, { restrict: "public", tags: [] }),
    ).rejects.toBeInstanceOf(NotSignedInError);
  });

  it("chooses the app-API source when an app client is given", () => {
    const { client } = fakeClient({});
    const source = createDataSource({ loginMode: "app", apiBase: "", imageHost: "", app: client });
    expect(source.accountCapabilities()).toMatchObject({ signedIn: true, privacy: true, follow: true });
  });
});
