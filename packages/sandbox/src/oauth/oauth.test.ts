// The emulated OAuth host and the app API's bearer check over real HTTP: the refresh grant, the PKCE
// login a person does in a browser (form, redirects, code exchange with the S256 verifier), pixiv's
// error bodies, token expiry.
import { createHash, randomBytes } from "node:crypto";
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  appApiErrorBodySchema,
  CLIENT_HASH_SECRET,
  OAUTH_LOGIN_PATH,
  OAUTH_REDIRECT_URI,
  OAUTH_TOKEN_PATH,
  oauthErrorBodySchema,
  oauthTokenBodySchema,
  PIXIV_CLIENT_ID,
  PIXIV_CLIENT_SECRET,
  REFRESH_TOKEN_LENGTH,
} from "@pxv/pixiv";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SANDBOX_ACCOUNTS, SANDBOX_SERVER_ACCOUNT, type SandboxAccount } from "../accounts.js";
import { startSandbox, type Sandbox } from "../sandbox.js";
import { accessTokenOf, refreshGrant } from "../test/sign-in.js";
import { createTokenStore, s256CodeChallenge } from "./token-store.js";

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const FORM = { "content-type": "application/x-www-form-urlencoded" };

async function postToken(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sandbox.urls.oauth}${OAUTH_TOKEN_PATH}`, {
    method: "POST",
    headers: { ...FORM, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: await response.json() };
}

const CLIENT = { client_id: PIXIV_CLIENT_ID, client_secret: PIXIV_CLIENT_SECRET };

describe("demo accounts", () => {
  it("have distinct, well-formed credentials and include the server account", () => {
    expect(SANDBOX_ACCOUNTS.length).toBeGreaterThanOrEqual(3);
    expect(SANDBOX_ACCOUNTS).toContain(SANDBOX_SERVER_ACCOUNT);
    for (const account of SANDBOX_ACCOUNTS) {
      expect(account.refreshToken).toHaveLength(REFRESH_TOKEN_LENGTH);
      expect(account.sessionId).toMatch(/^\d{2,}_[0-9A-Za-z]{32}$/);
      expect(account.sessionId.startsWith(`${account.id}_`)).toBe(true);
    }
    for (const key of ["id", "account", "refreshToken", "sessionId", "mailAddress"] as const) {
      expect(new Set(SANDBOX_ACCOUNTS.map((account) => account[key])).size).toBe(SANDBOX_ACCOUNTS.length);
    }
  });
});

describe("POST /auth/token, refresh_token grant", () => {
  it.each(SANDBOX_ACCOUNTS.map((account) => [account.account, account] as const))(
    "signs %s in with pixiv's token body, top level and under response",
    async (_name, account) => {
      const response = await refreshGrant(sandbox.urls, account.refreshToken);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/json");
      const body = oauthTokenBodySchema.parse(await response.json());
      const { response: copy, ...top } = body;
      expect(copy).toEqual(top);
      expect(body.expires_in).toBe(ACCESS_TOKEN_LIFETIME_SECONDS);
      expect(body.token_type).toBe("bearer");
      expect(body.refresh_token).toBe(account.refreshToken);
      expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toMatchObject({
        id: String(account.id),
        account: account.account,
        name: account.name,
        mail_address: account.mailAddress,
        is_premium: account.isPremium,
        x_restrict: account.xRestrict,
      });
    },
  );

  it("gives a new access token on every refresh", async () => {
    const [first, second] = await Promise.all([accessTokenOf(sandbox.urls), accessTokenOf(sandbox.urls)]);
    expect(first).not.toBe(second);
  });

  it.each([
    [
      { ...CLIENT, grant_type: "refresh_token", refresh_token: "x".repeat(43) },
      "invalid_grant",
      "Invalid refresh token",
    ],
    [{ ...CLIENT, grant_type: "refresh_token" }, "invalid_grant", "Invalid refresh token"],
    [{ ...CLIENT }, "invalid_request", "Invalid grant_type parameter or parameter missing"],
    [
      {
        ...CLIENT,
        client_secret: "wrong",
        grant_type: "refresh_token",
        refresh_token: SANDBOX_SERVER_ACCOUNT.refreshToken,
      },
      "invalid_client",
      undefined,
    ],
    [
      { ...CLIENT, grant_type: "password", username: "pxv_demo", password: "pxv-demo-password" },
      "unauthorized_client",
      "The grant type is unauthorized for this client_id",
    ],
  ])("refuses %j with 400 and pixiv's OAuth error body", async (fields, error, message) => {
    const { status, body } = await postToken(fields);
    expect(status).toBe(400);
    const parsed = oauthErrorBodySchema.parse(body);
    expect(Object.keys(parsed)).toEqual(["has_error", "errors", "error"]);
    expect(parsed.error).toBe(error);
    if (message !== undefined) expect(parsed.errors.system.message).toBe(message);
  });

  it("checks X-Client-Hash when a client sends it with X-Client-Time", async () => {
    const fields = {
      ...CLIENT,
      grant_type: "refresh_token",
      refresh_token: SANDBOX_SERVER_ACCOUNT.refreshToken,
    };
    const time = "2024-01-01T00:00:00+00:00";
    expect(createHash("md5").update(`${time}${CLIENT_HASH_SECRET}`).digest("hex")).toBe(
      "2f075776ebea3e46c4741f1a188d93dc",
    );
    const good = await postToken(fields, {
      "x-client-time": time,
      "x-client-hash": "2f075776ebea3e46c4741f1a188d93dc",
    });
    expect(good.status).toBe(200);
    const bad = await postToken(fields, { "x-client-time": time, "x-client-hash": "0".repeat(32) });
    expect(bad.status).toBe(400);
    expect(oauthErrorBodySchema.parse(bad.body).error).toBe("invalid_request");
  });
});

describe("PKCE login and the authorization_code grant", () => {
  const verifierOf = (): string => randomBytes(32).toString("base64url");

  /** What a person does in the browser: open the login page, submit the form, follow the redirects. */
  async function logIn(
    account: SandboxAccount,
    challenge: string,
    password = account.password,
  ): Promise<Response> {
    const query = new URLSearchParams({
      code_challenge: challenge,
      code_challenge_method: "S256",
      client: "pixiv-android",
    });
    const pageResponse = await fetch(`${sandbox.urls.appApi}${OAUTH_LOGIN_PATH}?${query.toString()}`);
    expect(pageResponse.status).toBe(200);
    expect(pageResponse.headers.get("content-type")).toContain("text/html");
    const html = await pageResponse.text();
    expect(html).toContain(`<form method="post" action="${OAUTH_LOGIN_PATH}">`);
    const hidden: Record<string, string> = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        (match): [string, string] => [match[1] ?? "", match[2] ?? ""],
      ),
    );
    expect(hidden).toEqual({
      code_challenge: challenge,
      code_challenge_method: "S256",
      client: "pixiv-android",
    });
    return fetch(`${sandbox.urls.appApi}${OAUTH_LOGIN_PATH}`, {
      method: "POST",
      headers: FORM,
      body: new URLSearchParams({ ...hidden, login: account.account, password }).toString(),
      redirect: "manual",
    });
  }

  async function codeFromLogin(account: SandboxAccount, verifier: string): Promise<string> {
    const response = await logIn(account, s256CodeChallenge(verifier));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(OAUTH_REDIRECT_URI);
    expect(location.searchParams.get("state")).toMatch(/.+/);
    return location.searchParams.get("code") ?? "";
  }

  const exchange = (code: string, verifier: string): Promise<{ status: number; body: unknown }> =>
    postToken({
      ...CLIENT,
      code,
      code_verifier: verifier,
      grant_type: "authorization_code",
      include_policy: "true",
      redirect_uri: OAUTH_REDIRECT_URI,
    });

  it("follows the RFC 7636 S256 test vector", () => {
    expect(s256CodeChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });

  it("logs a demo account in and exchanges the code once, with the right verifier", async () => {
    const account = SANDBOX_ACCOUNTS[1] as SandboxAccount;
    const verifier = verifierOf();
    const code = await codeFromLogin(account, verifier);

    const callback = await fetch(
      `${sandbox.urls.appApi}${new URL(OAUTH_REDIRECT_URI).pathname}?state=s&code=${code}`,
      {
        redirect: "manual",
      },
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe(`pixiv://account/login?code=${code}&via=login`);

    const { status, body } = await exchange(code, verifier);
    expect(status).toBe(200);
    const token = oauthTokenBodySchema.parse(body);
    expect(token.user.id).toBe(String(account.id));
    expect(token.refresh_token).toBe(account.refreshToken);

    const again = await exchange(code, verifier);
    expect(again.status).toBe(400);
    expect(oauthErrorBodySchema.parse(again.body).error).toBe("invalid_grant");
  });

  it("refuses the code with a wrong verifier", async () => {
    const code = await codeFromLogin(SANDBOX_SERVER_ACCOUNT, verifierOf());
    const { status, body } = await exchange(code, verifierOf());
    expect(status).toBe(400);
    expect(oauthErrorBodySchema.parse(body)).toMatchObject({ error: "invalid_grant", has_error: true });
  });

  it("shows the form again, with a message, on a wrong password", async () => {
    const response = await logIn(SANDBOX_SERVER_ACCOUNT, s256CodeChallenge(verifierOf()), "wrong");
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('role="alert"');
  });

  it("answers 400 to a login page without a S256 challenge", async () => {
    for (const query of [
      "",
      "?code_challenge=abc&code_challenge_method=S256",
      `?code_challenge=${"a".repeat(43)}&code_challenge_method=plain`,
    ]) {
      const response = await fetch(`${sandbox.urls.appApi}${OAUTH_LOGIN_PATH}${query}`);
      expect(response.status).toBe(400);
    }
  });

  it("lets codes expire after 30 seconds", () => {
    let now = Date.parse("2025-01-01T00:00:00Z");
    const store = createTokenStore({ now: () => new Date(now), accessTokenLifetimeSeconds: 3600 });
    const verifier = verifierOf();
    const fresh = store.issueCode(SANDBOX_SERVER_ACCOUNT, s256CodeChallenge(verifier));
    const stale = store.issueCode(SANDBOX_SERVER_ACCOUNT, s256CodeChallenge(verifier));
    now += 29_000;
    expect(store.redeemCode(fresh, verifier)).toEqual({ ok: true, account: SANDBOX_SERVER_ACCOUNT });
    now += 1_000;
    expect(store.redeemCode(stale, verifier)).toEqual({ ok: false, reason: "expired" });
  });
});

describe("bearer tokens on the app API", () => {
  const RANKING = "/v1/illust/ranking?mode=day";
  const oauthMessage = (kind: string): unknown => ({
    error: {
      user_message: "",
      message: `Error occurred at the OAuth process. Please check your Access Token to fix this. Error Message: ${kind}`,
      reason: "",
      user_message_details: {},
    },
  });
  const get = async (
    headers: Record<string, string>,
    base = sandbox.urls.appApi,
  ): Promise<{ status: number; body: unknown }> => {
    const response = await fetch(`${base}${RANKING}`, { headers });
    return { status: response.status, body: await response.json() };
  };

  it("answers 400 invalid_request without a bearer token", async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: "Basic abc" },
      { authorization: "Bearer" },
    ];
    for (const headers of refused) {
      const { status, body } = await get(headers);
      expect(status).toBe(400);
      expect(appApiErrorBodySchema.parse(body)).toEqual(oauthMessage("invalid_request"));
    }
  });

  it("answers 400 invalid_grant for a token it never issued", async () => {
    const { status, body } = await get({ authorization: `Bearer ${"x".repeat(43)}` });
    expect(status).toBe(400);
    expect(body).toEqual(oauthMessage("invalid_grant"));
  });

  it("accepts a fresh token and refuses it with invalid_grant once expired", async () => {
    const token = await accessTokenOf(sandbox.urls);
    expect((await get({ authorization: `Bearer ${token}` })).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000 + 1000);
    const expired = await get({ authorization: `Bearer ${token}` });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(oauthMessage("invalid_grant"));
    const renewed = await accessTokenOf(sandbox.urls);
    expect((await get({ authorization: `Bearer ${renewed}` })).status).toBe(200);
  });

  it("lets tests shorten the token lifetime", async () => {
    const shortLived = await startSandbox({ accessTokenLifetimeSeconds: 60 });
    try {
      const response = await refreshGrant(shortLived.urls, SANDBOX_SERVER_ACCOUNT.refreshToken);
      expect(oauthTokenBodySchema.parse(await response.json()).expires_in).toBe(60);
      const token = await accessTokenOf(shortLived.urls);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 61_000);
      expect((await get({ authorization: `Bearer ${token}` }, shortLived.urls.appApi)).body).toEqual(
        oauthMessage("invalid_grant"),
      );
    } finally {
      vi.useRealTimers();
      await shortLived.close();
    }
  });

  it("does not accept a token of one sandbox on another", async () => {
    const other = await startSandbox();
    try {
      const token = await accessTokenOf(other.urls);
      expect((await get({ authorization: `Bearer ${token}` })).status).toBe(400);
    } finally {
      await other.close();
    }
  });
});
