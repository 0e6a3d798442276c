// The signed-in relays against the sandbox: a user's own refresh token gets their access token
// through /pixiv-oauth, which then works through /pixiv-app-api; pixiv's errors pass through;
// only allowlisted headers cross; only pixiv's API paths are reachable; nothing is cached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PIXIV_CLIENT_ID, PIXIV_CLIENT_SECRET, rankingBodySchema } from "@pxv/pixiv";
import { SANDBOX_ACCOUNTS, startSandbox, type Sandbox } from "@pxv/sandbox";
import { startHarness, type Harness } from "../../test/harness.js";
import { startStubUpstream, type StubUpstream } from "../../test/stub-upstream.js";

const demo = SANDBOX_ACCOUNTS[1];
let sandbox: Sandbox;
let harness: Harness;
let stub: StubUpstream;
let stubbed: Harness;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: "pxv-server-tests" });
  harness = await startHarness({}, { sandbox });
  stub = await startStubUpstream((_request, reply) =>
    reply.header("set-cookie", "secret=1").header("x-upstream-internal", "1").send({ ok: true }),
  );
  stubbed = await startHarness({ appApi: stub.url }, { sandbox });
});
afterAll(async () => {
  await harness.close();
  await stubbed.close();
  await stub.close();
  await sandbox.close();
});

const tokenForm = (refreshToken: string) =>
  new URLSearchParams({
    client_id: PIXIV_CLIENT_ID,
    client_secret: PIXIV_CLIENT_SECRET,
    grant_type: "refresh_token",
    refresh_token: refreshToken,
  }).toString();

describe("/pixiv-oauth and /pixiv-app-api", () => {
  it("signs a user in with their refresh token and serves their app API calls, uncached", async () => {
    const login = await harness.app.inject({
      method: "POST",
      url: "/pixiv-oauth/auth/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: tokenForm(demo?.refreshToken ?? ""),
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("private, no-store");
    const token = login.json<{ access_token: string; user: { id: string } }>();
    expect(token.user.id).toBe(String(demo?.id));

    const ranking = await harness.app.inject({
      method: "GET",
      url: "/pixiv-app-api/v1/illust/ranking?mode=day",
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    expect(ranking.statusCode).toBe(200);
    expect(ranking.headers["cache-control"]).toBe("private, no-store");
    expect(ranking.headers["x-cache"]).toBeUndefined();
    expect(rankingBodySchema.parse(ranking.json()).illusts.length).toBeGreaterThan(0);
  });

  it("sends the OAuth login window on to the app API host's login page with the challenge only", async () => {
    const challenge = "c".repeat(43);
    const response = await harness.app.inject({
      method: "GET",
      url: `/pixiv-app-api/web/v1/login?code_challenge=${challenge}&code_challenge_method=S256&client=pixiv-android&x=1`,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `${sandbox.urls.appApi}/web/v1/login?code_challenge=${challenge}&code_challenge_method=S256&client=pixiv-android`,
    );
  });

  it("signs token requests with X-Client-Time/X-Client-Hash the sandbox accepts", async () => {
    const login = await harness.app.inject({
      method: "POST",
      url: "/pixiv-oauth/auth/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: tokenForm(demo?.refreshToken ?? ""),
    });
    expect(login.statusCode).toBe(200);
    const forged = await harness.app.inject({
      method: "POST",
      url: "/pixiv-oauth/auth/token",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-client-time": "2020-01-01T00:00:00+00:00",
        "x-client-hash": "0".repeat(32),
      },
      payload: tokenForm(demo?.refreshToken ?? ""),
    });
    expect(forged.statusCode).toBe(400);
  });

  it("passes pixiv's errors through: no token, a refused refresh token", async () => {
    const anonymous = await harness.app.inject({
      method: "GET",
      url: "/pixiv-app-api/v1/illust/ranking?mode=day",
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toHaveProperty("error.message");
    const refused = await harness.app.inject({
      method: "POST",
      url: "/pixiv-oauth/auth/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: tokenForm("y".repeat(43)),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ has_error: true, error: "invalid_grant" });
  });

  it("forwards only allowlisted headers, and returns only allowlisted ones", async () => {
    const response = await stubbed.app.inject({
      method: "GET",
      url: "/pixiv-app-api/v1/user/detail?user_id=1",
      headers: {
        authorization: "Bearer user-token",
        cookie: "PHPSESSID=x",
        "x-forwarded-for": "1.2.3.4",
        "accept-language": "ja",
      },
    });
    expect(response.statusCode).toBe(200);
    const sent = stub.requests.at(-1);
    expect(sent?.headers.authorization).toBe("Bearer user-token");
    expect(sent?.headers["accept-language"]).toBe("ja");
    expect(sent?.headers.cookie).toBeUndefined();
    expect(sent?.headers["x-forwarded-for"]).toBeUndefined();
    expect(sent?.query.get("user_id")).toBe("1");
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers["x-upstream-internal"]).toBeUndefined();
  });

  it.each([
    "/pixiv-app-api/../etc/passwd",
    "/pixiv-app-api/%2e%2e/x",
    "/pixiv-app-api/admin",
    "/pixiv-oauth/other",
  ])("refuses %s without calling upstream", async (url) => {
    const before = stub.requests.length;
    const response = await stubbed.app.inject({ method: "GET", url });
    // `..` is resolved before routing, so the first two never reach the relay at all.
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).not.toBe(502);
    expect(stub.requests.length).toBe(before);
  });

  it("refuses bodies over the size limit with 413", async () => {
    const response = await stubbed.app.inject({
      method: "POST",
      url: "/pixiv-app-api/v1/illust/comment/add",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `comment=${"x".repeat(1024 * 1024 + 10)}`,
    });
    expect(response.statusCode).toBe(413);
  });
});
