// No secret reaches a log line: with every log line captured at `trace` and the access log on, the
// server account's refresh token and access tokens, a user's bearer token and refresh token (app-API
// relay) and a web session (web-login relay) are used, including on failing requests (upstream
// errors are logged), secrets are put in query strings under every name that carries one, and none
// of them appears in the output.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PIXIV_CLIENT_ID, PIXIV_CLIENT_SECRET } from "@pxv/pixiv";
import { SANDBOX_ACCOUNTS, SANDBOX_SERVER_ACCOUNT, type SandboxAccount } from "@pxv/sandbox";
import { sandboxAccessToken, startHarness, type Harness } from "./test/harness.js";
import { SECRET_PARAMETERS } from "./test/secret-parameters.js";

const demo = SANDBOX_ACCOUNTS[1] as SandboxAccount;
const lines: string[] = [];
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness(
    {},
    {
      upstreamRetryDelayMs: 0,
      app: {
        logLevel: "trace",
        accessLog: true,
        logStream: { write: (line: string) => void lines.push(line) },
      },
    },
  );
});
afterAll(async () => {
  await harness.close();
});

describe("log output", () => {
  it("never contains a token, a bearer or a session cookie", async () => {
    const { app, sandbox } = harness;
    const serverAccessToken = await sandboxAccessToken(sandbox);
    const userAccessToken = await sandboxAccessToken(sandbox, demo.refreshToken);

    expect((await app.inject({ url: "/api/pixiv/rank?mode=day" })).statusCode).toBe(200);
    const login = await app.inject({
      method: "POST",
      url: "/pixiv-oauth/auth/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        client_id: PIXIV_CLIENT_ID,
        client_secret: PIXIV_CLIENT_SECRET,
        grant_type: "refresh_token",
        refresh_token: demo.refreshToken,
      }).toString(),
    });
    expect(login.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${userAccessToken}` };
    expect((await app.inject({ url: "/pixiv-app-api/v1/user/me/state", headers: bearer })).statusCode).toBe(
      200,
    );
    const session = { "x-auth": `PHPSESSID=${demo.sessionId}` };
    expect((await app.inject({ url: "/api/pixiv-now/user", headers: session })).statusCode).toBe(200);

    // Failures are logged: make the upstreams fail while the same secrets are in use.
    sandbox.faults.set("error=500 * host=appApi; reset * host=www");
    await app.inject({ url: "/api/pixiv/illust?id=118000001" });
    await app.inject({ url: "/pixiv-app-api/v1/user/me/state", headers: bearer });
    await app.inject({ url: "/api/pixiv-now/http/ajax/illust/118000001", headers: session });
    sandbox.faults.clear();

    // Secrets in query strings, on the relays, the API and a path no route serves.
    const querySecret = "s3cret-in-a-query-string";
    for (const name of SECRET_PARAMETERS) {
      for (const path of [
        "/api/pixiv-now/http/ajax/user/900002",
        "/api/pixiv/rank",
        "/pixiv-app-api/v1/user/me/state",
        "/nothing/here",
      ]) {
        await app.inject({ url: `${path}?${name}=${querySecret}` });
      }
    }

    const output = lines.join("");
    expect(output.length).toBeGreaterThan(0);
    for (const secret of [
      SANDBOX_SERVER_ACCOUNT.refreshToken,
      serverAccessToken,
      demo.refreshToken,
      userAccessToken,
      demo.sessionId,
      querySecret,
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
