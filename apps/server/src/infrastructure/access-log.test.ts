// The access log: off by default; when on, one line per request with method, path and status, 4xx
// at warn and 5xx at error, and none of the request's secrets (headers, the value of any query
// parameter whose name can carry a credential, in any case and spelling, also one level down).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_ACCOUNTS, type SandboxAccount } from "@pxv/sandbox";
import { startHarness, type Harness } from "../test/harness.js";
import { isSecretParameter, loggableUrl } from "./access-log.js";

interface Line {
  level: number;
  msg: string;
  access?: { method: string; url: string; status: number; ms: number; cache?: string };
}

const demo = SANDBOX_ACCOUNTS[1] as SandboxAccount;
const withLog: string[] = [];
const withoutLog: string[] = [];
let logged: Harness;
let quiet: Harness;
beforeAll(async () => {
  logged = await startHarness(
    {},
    {
      upstreamRetryDelayMs: 0,
      app: {
        accessLog: true,
        logLevel: "info",
        logStream: { write: (line: string) => void withLog.push(line) },
      },
    },
  );
  quiet = await startHarness(
    {},
    {
      sandbox: logged.sandbox,
      app: { logLevel: "info", logStream: { write: (line: string) => void withoutLog.push(line) } },
    },
  );
});
afterAll(async () => {
  await quiet.close();
  await logged.close();
});

const accessLines = (lines: string[]): Line[] =>
  lines.map((line) => JSON.parse(line) as Line).filter((line) => line.access !== undefined);

describe("access log", () => {
  it("logs each request, 4xx at warn and 5xx at error, without its secrets", async () => {
    const session = `PHPSESSID=${demo.sessionId}`;
    const rank = await logged.app.inject({ url: "/api/pixiv/rank?mode=day" });
    expect(rank.statusCode).toBe(200);
    // The image proxy writes its own head (hijacked reply): still one line.
    const medium = rank.json<{ illusts: { image_urls: { medium: string } }[] }>().illusts[0]?.image_urls
      .medium;
    const imagePath = `/-${new URL(medium ?? "").pathname}`;
    expect((await logged.app.inject({ url: imagePath })).statusCode).toBe(200);
    expect((await logged.app.inject({ url: "/api/pixiv/rank?mode=sideways" })).statusCode).toBe(400);
    expect((await logged.app.inject({ url: "/api/nothing-here" })).statusCode).toBe(404);
    await logged.app.inject({ url: "/api/pixiv-now/user", headers: { "x-auth": session } });
    await logged.app.inject({
      url: "/pixiv-app-api/v1/user/me/state?code=s3cret-code",
      headers: { authorization: "Bearer s3cret-bearer-token" },
    });
    logged.sandbox.faults.set("error=500 * host=appApi");
    const failed = await logged.app.inject({ url: "/api/pixiv/illust?id=118000001" });
    logged.sandbox.faults.clear();
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);

    const lines = accessLines(withLog);
    const find = (url: string) => lines.find((line) => line.access?.url === url);
    expect(find("/api/pixiv/rank?mode=day")).toMatchObject({
      level: 30,
      access: { method: "GET", status: 200 },
    });
    expect(find(imagePath)).toMatchObject({ level: 30, access: { method: "GET", status: 200 } });
    expect(find("/api/pixiv/rank?mode=sideways")).toMatchObject({ level: 40, access: { status: 400 } });
    expect(find("/api/nothing-here")).toMatchObject({ level: 40, access: { status: 404 } });
    expect(find("/api/pixiv/illust?id=118000001")).toMatchObject({
      level: 50,
      access: { status: failed.statusCode },
    });
    expect(find("/pixiv-app-api/v1/user/me/state?code=%5Bredacted%5D")).toBeDefined();

    const output = withLog.join("");
    for (const secret of [demo.sessionId, "s3cret-code", "s3cret-bearer-token"]) {
      expect(output).not.toContain(secret);
    }
  });

  it("is off unless asked for", async () => {
    expect((await quiet.app.inject({ url: "/api/pixiv/tags" })).statusCode).toBe(200);
    expect((await quiet.app.inject({ url: "/api/nothing-here" })).statusCode).toBe(404);
    expect(accessLines(withoutLog)).toEqual([]);
  });

  it("never writes a session value the issue found in clear", async () => {
    const before = withLog.length;
    const value = "900002_sessionvaluenottobelogged";
    const names = ["PHPSESSID", "phpsessid", "session", "auth", "authorization", "client_secret"];
    for (const name of names) {
      await logged.app.inject({ url: `/api/pixiv-now/http/ajax/user/900002?${name}=${value}` });
    }
    const lines = accessLines(withLog.slice(before));
    expect(lines).toHaveLength(names.length);
    expect(withLog.slice(before).join("")).not.toContain(value);
    expect(lines.map((line) => line.access?.url)).toEqual(
      names.map((name) => `/api/pixiv-now/http/ajax/user/900002?${name}=%5Bredacted%5D`),
    );
  });

  it("replaces only secret query values", () => {
    expect(loggableUrl("/a?word=cat&refresh_token=x&code=y")).toBe(
      "/a?word=cat&refresh_token=%5Bredacted%5D&code=%5Bredacted%5D",
    );
    expect(loggableUrl("/a")).toBe("/a");
    expect(loggableUrl("/a?")).toBe("/a");
  });

  // Every name a credential travels under in the wild, in the spellings it comes in.
  it.each([
    "PHPSESSID",
    "phpsessid",
    "PhpSessId",
    "JSESSIONID",
    "session",
    "session_id",
    "sessionId",
    "sid",
    "auth",
    "x-auth",
    "authorization",
    "Authorization",
    "client_secret",
    "clientSecret",
    "secret",
    "token",
    "tokens",
    "access_token",
    "accessToken",
    "refresh_token",
    "id_token",
    "bearer",
    "jwt",
    "code",
    "auth_code",
    "code_verifier",
    "password",
    "Password",
    "passwd",
    "pass",
    "pwd",
    "passphrase",
    "pin",
    "otp",
    "mfa_code",
    "cookie",
    "Cookie",
    "cookies",
    "csrf",
    "_csrf",
    "csrf_token",
    "csrfToken",
    "x-csrf-token",
    "xsrf",
    "XSRF-TOKEN",
    "authenticity_token",
    "key",
    "api_key",
    "apikey",
    "apiKey",
    "X-API-KEY",
    "keys[0]",
    "access_key",
    "AWSAccessKeyId",
    "private_key",
    "credential",
    "X-Amz-Credential",
    "signature",
    "X-Amz-Signature",
    "sig",
    "hmac",
    "state",
    "nonce",
    "ticket",
    "assertion",
    "SAMLResponse",
  ])("redacts %s", (name) => {
    expect(isSecretParameter(name)).toBe(true);
    expect(loggableUrl(`/a?${encodeURIComponent(name)}=s3cret&word=cat`)).toBe(
      `/a?${new URLSearchParams([[name, "[redacted]"]]).toString()}&word=cat`,
    );
  });

  it.each([
    "word",
    "keyword",
    "mode",
    "id",
    "illust_id",
    "user_id",
    "live_id",
    "author",
    "offset",
    "page",
    "date",
    "filter",
    "type",
    "lang",
    "sort",
    "restrict",
    "max_bookmark_id",
    "search_target",
    "include_translated_tag_results",
    "duration",
    "content_type",
    "seed_illust_ids[]",
    "q",
    "tag",
  ])("keeps %s", (name) => {
    expect(isSecretParameter(name)).toBe(false);
  });

  it("reads a parameter's name after decoding it, and every value of a repeated one", () => {
    expect(loggableUrl("/a?PHP%53ESSID=s3cret&code=one&code=two")).toBe(
      "/a?PHPSESSID=%5Bredacted%5D&code=%5Bredacted%5D&code=%5Bredacted%5D",
    );
  });

  it("redacts a credential one level down: in a URL value, or pairs joined by something else", () => {
    const url = loggableUrl(
      `/api/pixiv/req_get?url=${encodeURIComponent("https://app-api.pixiv.net/v1/x?refresh_token=s3cret&a=1")}`,
    );
    expect(url).not.toContain("s3cret");
    expect(
      new URL(new URLSearchParams(url.split("?").slice(1).join("?")).get("url") ?? "").searchParams.get(
        "refresh_token",
      ),
    ).toBe("[redacted]");
    expect(loggableUrl("/a?x=1;PHPSESSID=s3cret")).not.toContain("s3cret");
  });
});
