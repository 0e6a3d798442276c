// The web-login relay against the sandbox's www host: a demo account's PHPSESSID (sent as x-auth)
// signs in, `/api/pixiv-now/user` answers its CSRF token and user, ajax lists come unwrapped with
// their pictures on pxv's proxy paths (`/-/…`, `/~/…`, as PixivNow answers them), bookmarks are added and deleted and users followed and
// unfollowed with the CSRF token, a wrong session is refused, only ajax and the used legacy PHP
// endpoints pass, `_anon=1` sends no cookie, and nothing is cached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_ACCOUNTS, type SandboxAccount } from "@pxv/sandbox";
import { startHarness, type Harness } from "../../test/harness.js";
import { startStubUpstream, type StubUpstream } from "../../test/stub-upstream.js";
import { relayAnswer } from "./web-answer.js";
import { parseWebSessionPage, sessionFromHeader } from "./web-relay.js";

const demo = SANDBOX_ACCOUNTS[1] as SandboxAccount;
let harness: Harness;
let stub: StubUpstream;
let stubbed: Harness;
const seen: { cookie: string | undefined; url: string }[] = [];
beforeAll(async () => {
  harness = await startHarness();
  stub = await startStubUpstream((request, reply) => {
    seen.push({ cookie: request.headers.cookie, url: request.url });
    return reply
      .header("set-cookie", "secret=1")
      .header("x-upstream-internal", "1")
      .send({ error: false, message: "", body: { url: "https://i.pximg.net/a.jpg" } });
  });
  stubbed = await startHarness({ www: stub.url }, { sandbox: harness.sandbox });
});
afterAll(async () => {
  await stubbed.close();
  await stub.close();
  await harness.close();
});

const auth = { "x-auth": `PHPSESSID=${demo.sessionId}` };

describe("web-login relay helpers", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    [demo.sessionId, demo.sessionId],
    [`PHPSESSID=${demo.sessionId}`, demo.sessionId],
    ["1_short", null],
    ["12345_not-a-session-value-at-all!!!!!!!!", null],
  ])("reads x-auth %j", (header, expected) => {
    expect(sessionFromHeader(header)).toBe(expected);
  });

  it("puts pixiv's picture URLs on the proxy paths, enveloped or not", () => {
    const legacy = '{"a":"https://i.pximg.net/a","b":"https:\\/\\/s.pximg.net\\/b"}';
    expect(JSON.parse(relayAnswer(200, legacy, "application/json").body)).toEqual({ a: "/-/a", b: "/~/b" });
    const enveloped = JSON.stringify({ error: false, message: "", body: { a: "https://i.pximg.net/a" } });
    expect(JSON.parse(relayAnswer(200, enveloped, "application/json").body)).toEqual({ a: "/-/a" });
  });

  it("reads the token from __NEXT_DATA__ when there is no global-data meta", () => {
    const state = JSON.stringify({ api: { token: "f".repeat(32) }, userData: { self: { id: "1" } } });
    const html = `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
      props: { pageProps: { serverSerializedPreloadedState: state } },
    })}</script>`;
    expect(parseWebSessionPage(html)).toEqual({ token: "f".repeat(32), userData: { id: "1" } });
  });
});

describe("/api/pixiv-now against the sandbox", () => {
  it("answers the session's token and user, never cached", async () => {
    const response = await harness.app.inject({ url: "/api/pixiv-now/user", headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const body = response.json<{ token: string; userData: { id: string; pixivId: string } }>();
    expect(body.token).toMatch(/^[0-9a-f]{32}$/);
    expect(body.userData).toMatchObject({ id: String(demo.id), pixivId: demo.account });
  });

  it("refuses a missing, malformed or unknown session", async () => {
    const missing = await harness.app.inject({ url: "/api/pixiv-now/user" });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ error: true });
    const malformed = await harness.app.inject({ url: "/api/pixiv-now/user", headers: { "x-auth": "nope" } });
    expect(malformed.statusCode).toBe(401);
    const unknown = await harness.app.inject({
      url: "/api/pixiv-now/user",
      headers: { "x-auth": `12345678_${"a".repeat(32)}` },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error: true, body: [] });
    const feed = await harness.app.inject({
      url: "/api/pixiv-now/http/ajax/follow_latest/illust?p=1&mode=all",
      headers: { "x-auth": `12345678_${"a".repeat(32)}` },
    });
    expect(feed.statusCode).toBe(401);
    expect(feed.json()).toMatchObject({ error: true, body: [] });
  });

  it("unwraps an ajax list with its pictures on the proxy paths", async () => {
    const response = await harness.app.inject({
      url: "/api/pixiv-now/http/ajax/discovery/artworks?mode=all&limit=10&lang=zh",
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const text = response.body;
    expect(text).not.toContain("pximg.net");
    const body = JSON.parse(text) as { thumbnails: { illust: { url: string }[] } };
    expect(body).not.toHaveProperty("error");
    expect(body.thumbnails.illust.length).toBeGreaterThan(0);
    expect(body.thumbnails.illust[0]?.url).toMatch(/^\/-\/c\//);
  });

  it("adds and deletes a bookmark with the session's CSRF token", async () => {
    const list = await harness.app.inject({
      url: "/api/pixiv-now/http/ajax/illust/new?lastId=0&limit=5&type=illust",
      headers: auth,
    });
    const illustId = list.json<{ illusts: { id: string }[] }>().illusts[0]?.id;
    expect(illustId).toBeDefined();
    const withoutToken = await harness.app.inject({
      method: "POST",
      url: "/api/pixiv-now/http/ajax/illusts/bookmarks/add",
      headers: { ...auth, "content-type": "application/json", "x-csrf-token": "0".repeat(32) },
      payload: JSON.stringify({ illust_id: illustId, restrict: 0, comment: "", tags: [] }),
    });
    expect(withoutToken.statusCode).toBe(400);
    expect(withoutToken.json()).toMatchObject({ error: true, message: "Invalid CSRF token" });

    const { token } = (await harness.app.inject({ url: "/api/pixiv-now/user", headers: auth })).json<{
      token: string;
    }>();
    const added = await harness.app.inject({
      method: "POST",
      url: "/api/pixiv-now/http/ajax/illusts/bookmarks/add",
      headers: { ...auth, "content-type": "application/json", "x-csrf-token": token },
      payload: JSON.stringify({ illust_id: illustId, restrict: 0, comment: "", tags: [] }),
    });
    expect(added.statusCode).toBe(200);
    const bookmarkId = added.json<{ last_bookmark_id: string }>().last_bookmark_id;
    const detail = await harness.app.inject({
      url: `/api/pixiv-now/http/ajax/illust/${illustId}`,
      headers: auth,
    });
    expect(detail.json<{ bookmarkData: { id: string } | null }>().bookmarkData?.id).toBe(bookmarkId);

    // No x-csrf-token from the client: the relay adds the one it keeps for the session.
    const deleted = await harness.app.inject({
      method: "POST",
      url: "/api/pixiv-now/http/ajax/illusts/bookmarks/delete",
      headers: { ...auth, "content-type": "application/x-www-form-urlencoded" },
      payload: `bookmark_id=${bookmarkId}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual([]);
    const after = await harness.app.inject({
      url: `/api/pixiv-now/http/ajax/illust/${illustId}`,
      headers: auth,
    });
    expect(after.json<{ bookmarkData: unknown }>().bookmarkData).toBeNull();
  });

  it("lists Recomm4U's users, follows over bookmark_add.php and unfollows over rpc_group_setting.php", async () => {
    const discovery = await harness.app.inject({
      url: "/api/pixiv-now/http/ajax/discovery/users?limit=5&lang=zh",
      headers: auth,
    });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.headers["cache-control"]).toBe("private, no-store");
    expect(discovery.body).toContain('"/-/');
    expect(discovery.body).not.toContain("pximg.net");
    const users = discovery.json<{ users: { userId: string; image: string }[] }>().users;
    expect(users).toHaveLength(5);
    const target = users[0]?.userId ?? "";
    const following = async () =>
      (
        await harness.app.inject({
          url: `/api/pixiv-now/http/ajax/user/${demo.id}/following?offset=0&limit=24&rest=show`,
          headers: auth,
        })
      )
        .json<{ users: { userId: string }[] }>()
        .users.map((user) => user.userId);

    // Without x-csrf-token from the client, the relay adds the session's; the answer is pixiv's own.
    const followed = await harness.app.inject({
      method: "POST",
      url: "/api/pixiv-now/http/bookmark_add.php",
      headers: { ...auth, "content-type": "application/x-www-form-urlencoded" },
      payload: `mode=add&type=user&user_id=${target}&tag=&restrict=0&format=json`,
    });
    expect(followed.statusCode).toBe(200);
    expect(followed.headers["cache-control"]).toBe("private, no-store");
    expect(followed.json()).toEqual([]);
    expect(await following()).toContain(target);

    const refused = await harness.app.inject({
      method: "POST",
      url: "/api/pixiv-now/http/rpc_group_setting.php",
      headers: {
        ...auth,
        "content-type": "application/x-www-form-urlencoded",
        "x-csrf-token": "0".repeat(32),
      },
      payload: `mode=del&type=bookuser&id=${target}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: true, message: "Invalid CSRF token" });
    expect(await following()).toContain(target);

    const unfollowed = await harness.app.inject({
      method: "POST",
      url: "/api/pixiv-now/http/rpc_group_setting.php",
      headers: { ...auth, "content-type": "application/x-www-form-urlencoded" },
      payload: `mode=del&type=bookuser&id=${target}`,
    });
    expect(unfollowed.statusCode).toBe(200);
    expect(unfollowed.json()).toEqual({ type: "bookuser", user_id: target });
    expect(await following()).not.toContain(target);
  });

  it("keeps pixiv's error shape and status", async () => {
    const response = await harness.app.inject({ url: "/api/pixiv-now/http/ajax/illust/1", headers: auth });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: true, body: [] });
  });

  it("passes only ajax paths and the legacy PHP endpoints pxv uses, each with its method", async () => {
    for (const path of [
      "/",
      "/artworks/1",
      "/ajax/../setting",
      "/login",
      "//evil.example/ajax/x",
      "/setting_user.php",
      "/rpc/index.php",
      "/bookmark_add.php.bak",
    ]) {
      const response = await harness.app.inject({ url: `/api/pixiv-now/http${path}`, headers: auth });
      expect(response.statusCode, path).toBe(404);
      const posted = await harness.app.inject({
        method: "POST",
        url: `/api/pixiv-now/http${path}`,
        headers: auth,
      });
      expect(posted.statusCode, path).toBe(404);
    }
    for (const [method, path] of [
      ["GET", "/bookmark_add.php"],
      ["GET", "/rpc_group_setting.php"],
      ["POST", "/ranking.php"],
    ] as const) {
      const response = await harness.app.inject({ method, url: `/api/pixiv-now/http${path}`, headers: auth });
      expect(response.statusCode, `${method} ${path}`).toBe(405);
      expect(response.json()).toMatchObject({ error: true, body: [] });
    }
    const ranking = await harness.app.inject({
      url: "/api/pixiv-now/http/ranking.php?format=json&mode=daily&p=1",
    });
    expect(ranking.statusCode).toBe(200);
    expect(ranking.body).not.toContain("pximg.net");
    expect(ranking.json<{ contents: unknown[] }>().contents.length).toBeGreaterThan(0);
  });
});

describe("/api/pixiv-now headers and _anon", () => {
  it("sends the session as the cookie, none with _anon=1, and lets only allowlisted headers back", async () => {
    seen.length = 0;
    const signed = await stubbed.app.inject({ url: "/api/pixiv-now/http/ajax/x?a=1", headers: auth });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toEqual({ url: "/-/a.jpg" });
    expect(signed.headers["set-cookie"]).toBeUndefined();
    expect(signed.headers["x-upstream-internal"]).toBeUndefined();
    const anonymous = await stubbed.app.inject({
      url: "/api/pixiv-now/http/ajax/x?a=1&_anon=1",
      headers: auth,
    });
    expect(anonymous.statusCode).toBe(200);
    expect(seen).toEqual([
      { cookie: `PHPSESSID=${demo.sessionId}`, url: "/ajax/x?a=1" },
      { cookie: undefined, url: "/ajax/x?a=1" },
    ]);
  });
});

describe("/api/pixiv-now shared caching", () => {
  it("keeps a signed-out GET 600 s in the shared cache, made without credentials", async () => {
    seen.length = 0;
    const url = "/api/pixiv-now/http/ajax/signed-out-list?p=1";
    const first = await stubbed.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers["cache-control"]).toMatch(/^public, max-age=600\b/);
    const second = await stubbed.app.inject({ url });
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body).toBe(first.body);
    expect(seen).toEqual([{ cookie: undefined, url: "/ajax/signed-out-list?p=1" }]);
  });

  it("never caches a request with x-auth, even with _anon=1, nor serves it from the cache", async () => {
    const url = "/api/pixiv-now/http/ajax/signed-in-list?p=1";
    await stubbed.app.inject({ url });
    seen.length = 0;
    for (const path of [url, url, `${url}&_anon=1`]) {
      const response = await stubbed.app.inject({ url: path, headers: auth });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.headers["x-cache"]).toBeUndefined();
    }
    expect(seen).toHaveLength(3);
    expect(seen.slice(0, 2).every((request) => request.cookie === `PHPSESSID=${demo.sessionId}`)).toBe(true);
  });

  it("does not share a signed-out answer across languages", async () => {
    const url = "/api/pixiv-now/http/ajax/by-language";
    await stubbed.app.inject({ url, headers: { "accept-language": "ja" } });
    const other = await stubbed.app.inject({ url, headers: { "accept-language": "en" } });
    expect(other.headers["x-cache"]).toBe("MISS");
  });
});

describe("/api/pixiv-now/ranking", () => {
  interface RankingBody {
    contents: { url: string; profile_img: string; rank: number }[];
    mode: string;
    content: string;
    page: number;
    date: string;
  }

  it("answers www's ranking.php with its pictures on the proxy paths, cached 14 days for a given date", async () => {
    const latest = await harness.app.inject({ url: "/api/pixiv-now/ranking?format=json&mode=daily&p=1" });
    expect(latest.statusCode).toBe(200);
    expect(latest.headers["cache-control"]).toMatch(/^public, max-age=600\b/);
    const latestBody = latest.json<RankingBody>();
    expect(latestBody.contents.length).toBeGreaterThan(0);
    expect(latestBody.contents[0]?.rank).toBe(1);
    expect(latestBody.contents[0]?.url).toMatch(/^\/-\/c\//);
    expect(latest.body).not.toContain("pximg.net");

    const url = `/api/pixiv-now/ranking?mode=weekly&content=illust&p=2&date=${latestBody.date}`;
    const dated = await harness.app.inject({ url });
    expect(dated.statusCode).toBe(200);
    expect(dated.headers["x-cache"]).toBe("MISS");
    expect(dated.headers["cache-control"]).toMatch(/^public, max-age=1209600\b/);
    expect(dated.json<RankingBody>()).toMatchObject({ mode: "weekly", content: "illust", page: 2 });
    expect((await harness.app.inject({ url })).headers["x-cache"]).toBe("HIT");
  });

  it.each([
    ["mode=hourly", "mode"],
    ["content=novel", "content"],
    ["p=0", "p"],
    ["p=11", "p"],
    ["format=html", "format"],
    ["date=2025-13-01", "date"],
    ["date=20070101", "date"],
    ["date=29991231", "date"],
  ])("refuses %s with a 400 naming %s", async (query, parameter) => {
    const response = await harness.app.inject({ url: `/api/pixiv-now/ranking?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ parameter });
  });

  it("passes www's own refusal (a mode the manga ranking lacks) without caching it", async () => {
    const response = await harness.app.inject({ url: "/api/pixiv-now/ranking?mode=original&content=manga" });
    expect(response.statusCode).toBe(400);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("sends the session with x-auth and never shares that answer", async () => {
    const response = await harness.app.inject({
      url: "/api/pixiv-now/ranking?mode=daily_r18",
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["x-cache"]).toBeUndefined();
  });
});
