import { describe, expect, it, vi } from "vitest";
import type { AppAuth } from "./answers.js";
import { AppApiClientError } from "./app-api-error.js";
import { createAppApiClient, exchangeAuthorizationCode, refreshWithToken } from "./app-api-client.js";
import { encodeForm } from "./app-api-transport.js";

const REFRESH_TOKEN = "sandbox-refresh-token-demo-0000000000000002";

function tokenBody(accessToken: string, expiresIn = 3600) {
  const fields = {
    access_token: accessToken,
    expires_in: expiresIn,
    token_type: "bearer",
    scope: "",
    refresh_token: REFRESH_TOKEN,
    user: {
      profile_image_urls: { px_170x170: "https://i.pximg.net/a_170.png" },
      id: "900002",
      name: "Demo",
      account: "pxv_demo",
      is_premium: false,
      x_restrict: 0,
    },
  };
  return { ...fields, response: fields };
}

const urlOf = (input: string | URL | Request): string =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
const bodyOf = (init: RequestInit | undefined): string => (typeof init?.body === "string" ? init.body : "");

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const invalidGrant = () =>
  json(
    {
      error: {
        user_message: "",
        message:
          "Error occurred at the OAuth process. Please check your Access Token to fix this. Error Message: invalid_grant",
        reason: "",
        user_message_details: {},
      },
    },
    400,
  );

/** A fake pixiv: issues numbered tokens and accepts only the newest. */
function fakePixiv() {
  let issued = 0;
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = urlOf(input);
    calls.push({ url, init });
    if (url.endsWith("/auth/token")) {
      const form = new URLSearchParams(bodyOf(init));
      if (form.get("refresh_token") !== REFRESH_TOKEN && form.get("grant_type") === "refresh_token") {
        return Promise.resolve(
          json(
            {
              has_error: true,
              errors: { system: { message: "Invalid refresh token", code: 1508 } },
              error: "invalid_grant",
            },
            400,
          ),
        );
      }
      issued += 1;
      return Promise.resolve(json(tokenBody(`token-${issued}`)));
    }
    const bearer = new Headers(init?.headers).get("authorization");
    if (bearer !== `Bearer token-${issued}`) return Promise.resolve(invalidGrant());
    return Promise.resolve(json({ illusts: [], next_url: null, path: url }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, issued: () => issued };
}

describe("token requests", () => {
  it("sends the refresh grant with the public client and reads the session", async () => {
    const pixiv = fakePixiv();
    const { auth, refreshToken } = await refreshWithToken(
      { fetch: pixiv.fetch, oauthBase: "/pixiv-oauth", now: () => 1000 },
      ` ${REFRESH_TOKEN} `,
    );
    expect(refreshToken).toBe(REFRESH_TOKEN);
    expect(auth).toMatchObject({
      accessToken: "token-1",
      expiresAt: 1000 + 3_600_000,
      user: { id: 900002, account: "pxv_demo" },
    });
    const form = new URLSearchParams(bodyOf(pixiv.calls[0]?.init));
    expect(pixiv.calls[0]?.url).toBe("/pixiv-oauth/auth/token");
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: "refresh_token",
      refresh_token: REFRESH_TOKEN,
      get_secure_url: "true",
      include_policy: "true",
      client_id: "MOBrBDS8blbauoSck0ZfDbtuzpyT",
    });
  });

  it("refuses malformed refresh tokens before any request, and reports pixiv's invalid_grant", async () => {
    const pixiv = fakePixiv();
    await expect(refreshWithToken({ fetch: pixiv.fetch, oauthBase: "" }, "short")).rejects.toMatchObject({
      kind: "invalid_grant",
      message: "refresh_token required",
    });
    expect(pixiv.calls).toHaveLength(0);
    await expect(
      refreshWithToken({ fetch: pixiv.fetch, oauthBase: "" }, "x".repeat(43)),
    ).rejects.toMatchObject({
      kind: "invalid_grant",
      message: "Invalid refresh token",
      status: 400,
    });
  });

  it("exchanges a code with its verifier and pixiv's redirect_uri", async () => {
    const pixiv = fakePixiv();
    await exchangeAuthorizationCode({ fetch: pixiv.fetch, oauthBase: "/o" }, "the-code", "v".repeat(43));
    const form = new URLSearchParams(bodyOf(pixiv.calls[0]?.init));
    expect(form.get("grant_type")).toBe("authorization_code");
    expect(form.get("code_verifier")).toBe("v".repeat(43));
    expect(form.get("redirect_uri")).toBe("https://app-api.pixiv.net/web/v1/users/auth/pixiv/callback");
  });

  it("turns network failures into network errors", async () => {
    const fetch = (() => Promise.reject(new TypeError("offline"))) as unknown as typeof globalThis.fetch;
    await expect(refreshWithToken({ fetch, oauthBase: "" }, REFRESH_TOKEN)).rejects.toMatchObject({
      kind: "network",
    });
  });
});

describe("the app API client", () => {
  it("renews before the first call and sends the bearer token", async () => {
    const pixiv = fakePixiv();
    const onAuth = vi.fn();
    const client = createAppApiClient({
      fetch: pixiv.fetch,
      oauthBase: "/o",
      appApiBase: "/a/",
      refreshToken: REFRESH_TOKEN,
      onAuth,
    });
    await expect(
      client.get("/v1/illust/recommended", { offset: 30, skip: undefined }),
    ).resolves.toMatchObject({
      path: "/a/v1/illust/recommended?offset=30",
    });
    expect(onAuth).toHaveBeenCalledOnce();
  });

  it("renews an expired token and repeats the request once, unnoticed", async () => {
    const pixiv = fakePixiv();
    const stale: AppAuth = {
      accessToken: "revoked",
      expiresAt: Date.now() + 3_600_000,
      user: { id: 1, name: "", account: "", avatar: "", isPremium: false, xRestrict: 0 },
    };
    const client = createAppApiClient({
      fetch: pixiv.fetch,
      oauthBase: "/o",
      appApiBase: "/a",
      refreshToken: REFRESH_TOKEN,
      auth: stale,
    });
    await expect(client.get("/v2/illust/follow", { restrict: "all" })).resolves.toBeTruthy();
    expect(pixiv.calls.map((call) => call.url)).toEqual([
      "/a/v2/illust/follow?restrict=all",
      "/o/auth/token",
      "/a/v2/illust/follow?restrict=all",
    ]);
    expect(client.auth()?.accessToken).toBe("token-1");
  });

  it("renews ahead of time when the kept token is about to expire", async () => {
    const pixiv = fakePixiv();
    const almost: AppAuth = {
      accessToken: "token-0",
      expiresAt: 10_000 + 30_000,
      user: { id: 1, name: "", account: "", avatar: "", isPremium: false, xRestrict: 0 },
    };
    const client = createAppApiClient({
      fetch: pixiv.fetch,
      oauthBase: "/o",
      appApiBase: "/a",
      refreshToken: REFRESH_TOKEN,
      auth: almost,
      now: () => 10_000,
    });
    await client.get("/v1/user/me/state");
    expect(pixiv.calls[0]?.url).toBe("/o/auth/token");
  });

  it("renews once for many callers at the same time", async () => {
    const pixiv = fakePixiv();
    const client = createAppApiClient({
      fetch: pixiv.fetch,
      oauthBase: "/o",
      appApiBase: "/a",
      refreshToken: REFRESH_TOKEN,
    });
    await Promise.all([client.get("/v1/a"), client.get("/v1/b"), client.get("/v1/c")]);
    expect(pixiv.issued()).toBe(1);
  });

  it("follows next_url on its own base and posts pixiv's form", async () => {
    const pixiv = fakePixiv();
    const client = createAppApiClient({
      fetch: pixiv.fetch,
      oauthBase: "/o",
      appApiBase: "/a",
      refreshToken: REFRESH_TOKEN,
    });
    await client.get("https://app-api.pixiv.net/v2/illust/follow?restrict=all&offset=30");
    await client.post("/v2/illust/bookmark/add", { illust_id: 5, restrict: "private", tags: ["a b", "c"] });
    expect(pixiv.calls.map((call) => call.url)).toContain("/a/v2/illust/follow?restrict=all&offset=30");
    const post = pixiv.calls.at(-1);
    expect(post?.init?.method).toBe("POST");
    // pixiv never redirects: a redirect would carry the token elsewhere, so none is followed.
    expect(post?.init?.redirect).toBe("manual");
    expect(bodyOf(post?.init)).toBe("illust_id=5&restrict=private&tags%5B%5D=a+b&tags%5B%5D=c");
    await expect(client.get("//evil.example/x")).rejects.toBeInstanceOf(AppApiClientError);
  });

  it("classifies rate limits and other refusals", async () => {
    const answers = [
      json({ error: { user_message: "", message: "Rate Limit", reason: "", user_message_details: {} } }, 403),
      json(
        {
          error: {
            user_message: "該当作品は削除されたか、存在しない作品IDです。",
            message: "",
            reason: "",
            user_message_details: {},
          },
        },
        404,
      ),
    ];
    const fetch = vi.fn((input: string | URL | Request) =>
      Promise.resolve(
        urlOf(input).endsWith("/auth/token") ? json(tokenBody("t")) : (answers.shift() ?? json({}, 500)),
      ),
    ) as unknown as typeof globalThis.fetch;
    const client = createAppApiClient({
      fetch,
      oauthBase: "/o",
      appApiBase: "/a",
      refreshToken: REFRESH_TOKEN,
    });
    await expect(client.get("/v1/x")).rejects.toMatchObject({ kind: "rate_limited" });
    await expect(client.get("/v1/x")).rejects.toMatchObject({
      kind: "not_found",
      message: "該当作品は削除されたか、存在しない作品IDです。",
    });
    await expect(client.get("/v1/x")).rejects.toMatchObject({ kind: "server", status: 500 });
  });

  it("encodes forms without undefined fields", () => {
    expect(encodeForm({ a: "1", b: undefined, c: true })).toBe("a=1&c=true");
  });
});
