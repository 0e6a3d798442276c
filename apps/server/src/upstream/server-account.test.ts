// The server account against the sandbox's OAuth host: one refresh however many callers ask at
// once, a new token before the old one expires, a re-sign-in after pixiv refuses a token, and a
// clear 502 (with no token in it) when the refresh token is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_SERVER_ACCOUNT, startSandbox, type Sandbox } from "@pxv/sandbox";
import { createServerAppApi } from "./app-api-client.js";
import { createServerAccount, ServerAccountError } from "./server-account.js";

const LIFETIME_SECONDS = 2;
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: "pxv-server-tests", accessTokenLifetimeSeconds: LIFETIME_SECONDS });
});
afterAll(() => sandbox.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("server account", () => {
  it("refreshes once for 50 concurrent callers, and all get the same token", async () => {
    const account = createServerAccount({
      oauthBase: sandbox.urls.oauth,
      refreshToken: SANDBOX_SERVER_ACCOUNT.refreshToken,
    });
    const tokens = await Promise.all(Array.from({ length: 50 }, () => account.accessToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(account.refreshes).toBe(1);
    expect(await account.accessToken()).toBe(tokens[0]);
    expect(account.refreshes).toBe(1);
  });

  it("gets a new token shortly before the old one expires", async () => {
    const account = createServerAccount({
      oauthBase: sandbox.urls.oauth,
      refreshToken: SANDBOX_SERVER_ACCOUNT.refreshToken,
    });
    const first = await account.accessToken();
    await sleep(LIFETIME_SECONDS * 1000 * 0.85);
    const second = await account.accessToken();
    expect(second).not.toBe(first);
    expect(account.refreshes).toBe(2);
  });

  it("signs in again once when the app API refuses its token (invalid_grant)", async () => {
    // A clock that stands still makes the account believe its token is fresh after the sandbox
    // has expired it: exactly the situation of a token revoked early.
    const frozen = Date.now();
    const account = createServerAccount({
      oauthBase: sandbox.urls.oauth,
      refreshToken: SANDBOX_SERVER_ACCOUNT.refreshToken,
      now: () => frozen,
    });
    const client = createServerAppApi({ baseUrl: sandbox.urls.appApi, account });
    try {
      expect((await client.get("/v1/illust/ranking", { mode: "day" })).statusCode).toBe(200);
      await sleep(LIFETIME_SECONDS * 1000 + 300);
      const response = await client.get("/v1/illust/ranking", { mode: "day" });
      expect(response.statusCode).toBe(200);
      expect(account.refreshes).toBe(2);
    } finally {
      await client.close();
    }
  });

  it("answers a refused refresh token with a 502 that names OAuth and never contains the token", async () => {
    const secret = "x".repeat(43);
    const account = createServerAccount({ oauthBase: sandbox.urls.oauth, refreshToken: secret });
    const error = await account.accessToken().then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ServerAccountError);
    expect((error as ServerAccountError).statusCode).toBe(502);
    expect((error as Error).message).toMatch(/Invalid refresh token/);
    expect((error as Error).message).not.toContain(secret);
  });

  it("sends pixiv's refresh form with a matching X-Client-Hash (the sandbox checks it)", async () => {
    const account = createServerAccount({
      oauthBase: sandbox.urls.oauth,
      refreshToken: SANDBOX_SERVER_ACCOUNT.refreshToken,
    });
    await expect(account.accessToken()).resolves.toMatch(/.+/);
  });
});
