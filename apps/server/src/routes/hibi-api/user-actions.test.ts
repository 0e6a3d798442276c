// req_get and req_post against the sandbox with a demo account's own access token: the follow feed
// and bookmark tags are read, a bookmark is added and deleted (a GET that becomes a form POST), the
// server account is never used in place of a missing token (401), nothing is cached, and paths
// and JSON parameters outside the allowlist are a 400 naming the parameter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_ACCOUNTS, type SandboxAccount } from "@pxv/sandbox";
import { sandboxAccessToken, startHarness, type Harness } from "../../test/harness.js";
import { startStubUpstream, type StubUpstream } from "../../test/stub-upstream.js";
import { actionEntries, REQ_POST_PATHS } from "./user-actions.js";

const demo = SANDBOX_ACCOUNTS[1] as SandboxAccount;
let harness: Harness;
let stub: StubUpstream;
let stubbed: Harness;
let auth: { authorization: string };
beforeAll(async () => {
  harness = await startHarness();
  auth = { authorization: `Bearer ${await sandboxAccessToken(harness.sandbox, demo.refreshToken)}` };
  stub = await startStubUpstream((_request, reply) => reply.send({}));
  stubbed = await startHarness({ appApi: stub.url }, { sandbox: harness.sandbox });
});
afterAll(async () => {
  await stubbed.close();
  await stub.close();
  await harness.close();
});

const get = (url: string, headers: Record<string, string> = auth) => harness.app.inject({ url, headers });
const query = (path: string, field: string, value: unknown) =>
  `path=${encodeURIComponent(path)}&${field}=${encodeURIComponent(JSON.stringify(value))}`;

describe("/api/pixiv/req_get and req_post", () => {
  it("reads the user's follow feed and bookmark tags with their own token, never cached", async () => {
    const feed = await get(`/api/pixiv/req_get?${query("v2/illust/follow", "params", { restrict: "all" })}`);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["cache-control"]).toBe("private, no-store");
    expect(feed.json()).toHaveProperty("illusts");
    const tags = await get(
      `/api/pixiv/req_get?${query("v1/user/bookmark-tags/illust", "params", { user_id: demo.id, restrict: "public" })}`,
    );
    expect(tags.statusCode).toBe(200);
    expect(tags.json()).toHaveProperty("bookmark_tags");
  });

  it("adds and deletes a bookmark as the user (req_post is a GET that becomes a POST)", async () => {
    const ranking = (await get("/api/pixiv/rank?mode=day", {})).json<{ illusts: { id: number }[] }>();
    const illustId = ranking.illusts[3]?.id ?? 0;
    const added = await get(
      `/api/pixiv/req_post?${query("v2/illust/bookmark/add", "data", { illust_id: illustId, restrict: "public", tags: ["pxv"] })}`,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).not.toHaveProperty("error");
    const detail = await fetch(
      `${harness.sandbox.urls.appApi}/v2/illust/bookmark/detail?illust_id=${illustId}`,
      {
        headers: auth,
      },
    );
    const bookmark = (await detail.json()) as {
      bookmark_detail: { is_bookmarked: boolean; tags: { name: string; is_registered: boolean }[] };
    };
    expect(bookmark.bookmark_detail.is_bookmarked).toBe(true);
    expect(bookmark.bookmark_detail.tags.find((tag) => tag.name === "pxv")?.is_registered).toBe(true);
    const deleted = await get(
      `/api/pixiv/req_post?${query("v1/illust/bookmark/delete", "data", { illust_id: illustId })}`,
    );
    expect(deleted.statusCode).toBe(200);
    const after = await fetch(
      `${harness.sandbox.urls.appApi}/v2/illust/bookmark/detail?illust_id=${illustId}`,
      {
        headers: auth,
      },
    );
    expect(((await after.json()) as typeof bookmark).bookmark_detail.is_bookmarked).toBe(false);
  });

  it("is 401 without the user's token, and never calls pixiv as the server account", async () => {
    const before = stub.requests.length;
    for (const url of [
      `/api/pixiv/req_get?${query("v2/illust/follow", "params", {})}`,
      `/api/pixiv/req_post?${query("v1/user/follow/delete", "data", { user_id: 1 })}`,
    ]) {
      const response = await stubbed.app.inject({ url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { reason: "not_signed_in" } });
    }
    expect(stub.requests.length).toBe(before);
    const signed = await stubbed.app.inject({
      url: `/api/pixiv/req_post?${query("v1/user/follow/add", "data", { user_id: 5, restrict: "private" })}`,
      headers: { authorization: "Bearer user-token-0123456789" },
    });
    expect(signed.statusCode).toBe(200);
    const sent = stub.requests.at(-1);
    expect(sent?.method).toBe("POST");
    expect(sent?.path).toBe("/v1/user/follow/add");
    expect(sent?.headers.authorization).toBe("Bearer user-token-0123456789");
    expect(sent?.body).toBe("user_id=5&restrict=private");
  });

  it.each([
    ["req_get?path=v1/user/me/state", "path"],
    ["req_get?path=v2/illust/follow&params=%5B%5D", "params"],
    [`req_get?${query("v2/illust/follow", "params", { user_id: 1 })}`, "params"],
    [`req_post?${query("v2/illust/bookmark/add", "data", { illust_id: "x" })}`, "data"],
    [`req_post?${query("v1/illust/bookmark/delete", "params", {})}&data=nope`, "data"],
  ])("refuses %s with a 400 naming %s", async (url, parameter) => {
    const response = await get(`/api/pixiv/${url}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ parameter });
  });

  it("sends tag lists as tags[] form entries", () => {
    expect(
      actionEntries(
        "data",
        JSON.stringify({ novel_id: 3, tags: ["a", "b"] }),
        REQ_POST_PATHS["v2/novel/bookmark/add"] ?? {},
      ),
    ).toEqual([
      ["novel_id", "3"],
      ["tags[]", "a"],
      ["tags[]", "b"],
    ]);
  });
});
