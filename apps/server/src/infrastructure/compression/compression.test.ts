// Compressed answers through the whole app: the build's precompressed assets, the page, cached API
// answers, the relays and errors each go out in the encoding Accept-Encoding picks, with
// `Vary: Accept-Encoding`; small bodies and pictures go out as they are, and a picture's Range and
// conditional requests are unchanged; a cached answer (in memory or on Redis) is compressed once,
// when it is stored, and never again when it is served.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PIXIV_CLIENT_ID, PIXIV_CLIENT_SECRET, rankingBodySchema } from "@pxv/pixiv";
import { SANDBOX_ACCOUNTS, startSandbox, type Sandbox, type SandboxAccount } from "@pxv/sandbox";
import { startRedisServer, type RedisProcess } from "../../test/redis-server.js";
import { startHarness, type Harness } from "../../test/harness.js";
import type { Encoding } from "./encoding.js";

const PRECOMPRESS = fileURLToPath(new URL("../../../../../scripts/precompress-assets.mjs", import.meta.url));
const demo = SANDBOX_ACCOUNTS[1] as SandboxAccount;
/** A page and a script large enough to compress, as the build makes them. */
const PAGE = `<!doctype html><html><head><title>pxv</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const messages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `message ${i}`))};`;

let sandbox: Sandbox;
let harness: Harness;
let webRoot: string;
const compressions: Encoding[] = [];

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), "pxv-compression-"));
  mkdirSync(join(webRoot, "assets"));
  writeFileSync(join(webRoot, "index.html"), PAGE);
  writeFileSync(join(webRoot, "assets", "app-1a2b3c.js"), SCRIPT);
  writeFileSync(join(webRoot, "assets", "tiny-1a2b3c.js"), "export {};");
  writeFileSync(join(webRoot, "icon.png"), Buffer.alloc(4096, 7));
  const built = spawnSync(process.execPath, [PRECOMPRESS, webRoot], { encoding: "utf8" });
  expect(built.status, built.stderr).toBe(0);
  sandbox = await startSandbox({ seed: "pxv-server-tests" });
  harness = await startHarness(
    {},
    { sandbox, app: { webRoot, compression: { onCompress: (encoding) => compressions.push(encoding) } } },
  );
});
afterAll(async () => {
  await harness.close();
  await sandbox.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  harness.app.inject({
    method: "GET",
    url,
    headers: { ...headers, ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }) },
  });

/** The body as the client reads it once it undoes the answer's Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers["content-encoding"];
  const raw = response.rawPayload;
  if (encoding === "br") return brotliDecompressSync(raw).toString("utf8");
  if (encoding === "gzip") return gunzipSync(raw).toString("utf8");
  expect(encoding).toBeUndefined();
  return raw.toString("utf8");
}

const varies = (response: LightMyRequestResponse): boolean =>
  /\baccept-encoding\b/i.test(response.headers.vary ?? "");

describe("the build's assets", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["identity", undefined],
    ["br;q=0, gzip;q=0", undefined],
    [undefined, undefined],
  ])("Accept-Encoding %j gets %s, with Vary, decoding to the file", async (accept, expected) => {
    const response = await get("/assets/app-1a2b3c.js", accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(expected);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(varies(response)).toBe(true);
    expect(decoded(response)).toBe(SCRIPT);
    if (expected) expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
  });

  it("gives each encoding its own ETag, and a conditional request on one of them a 304", async () => {
    const [br, gzip, plain] = await Promise.all([
      get("/assets/app-1a2b3c.js", "br"),
      get("/assets/app-1a2b3c.js", "gzip"),
      get("/assets/app-1a2b3c.js"),
    ]);
    const etags = new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]);
    expect(etags.size).toBe(3);
    const again = await get("/assets/app-1a2b3c.js", "br", { "if-none-match": String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("sends a small asset and a picture as they are", async () => {
    const tiny = await get("/assets/tiny-1a2b3c.js", "br, gzip");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body).toBe("export {};");
    const icon = await get("/icon.png", "br, gzip");
    expect(icon.headers["content-encoding"]).toBeUndefined();
    expect(icon.rawPayload.length).toBe(4096);
  });
});

describe("the page", () => {
  it("is compressed per Accept-Encoding, keeps its CSP, and is compressed once per build", async () => {
    const before = compressions.length;
    for (const [accept, expected] of [
      ["br", "br"],
      ["gzip", "gzip"],
      [undefined, undefined],
    ] as const) {
      const page = await get("/artworks/123", accept);
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-encoding"]).toBe(expected);
      expect(page.headers["content-security-policy"]).toContain("script-src");
      expect(varies(page)).toBe(true);
      expect(decoded(page)).toBe(PAGE);
    }
    expect(compressions.length - before).toBeLessThanOrEqual(2);
    await get("/", "br");
    await get("/", "gzip");
    expect(compressions.length - before).toBeLessThanOrEqual(2);
  });
});

describe("API answers", () => {
  it("a cached answer is compressed when stored and served compressed without compressing again", async () => {
    const url = "/api/pixiv/rank?mode=week&date=2025-02-03";
    const before = compressions.length;
    const miss = await get(url, "br, gzip");
    expect(miss.headers["x-cache"]).toBe("MISS");
    expect(miss.headers["content-encoding"]).toBe("br");
    expect(String(miss.headers.vary)).toMatch(/accept-language.*accept-encoding/);
    const stored = compressions.length - before;
    expect(stored).toBe(2); // one brotli and one gzip copy, made once

    const hits = await Promise.all([get(url, "br"), get(url, "gzip"), get(url), get(url, "*")]);
    expect(hits.map((hit) => hit.headers["x-cache"])).toEqual(["HIT", "HIT", "HIT", "HIT"]);
    expect(hits.map((hit) => hit.headers["content-encoding"])).toEqual(["br", "gzip", undefined, "br"]);
    const plain = decoded(hits[2]);
    expect(rankingBodySchema.parse(JSON.parse(plain)).illusts.length).toBeGreaterThan(0);
    for (const response of [miss, ...hits]) expect(decoded(response)).toBe(plain);
    expect(compressions.length - before).toBe(stored);
  });

  it("serves /openapi.json from copies made at start-up", async () => {
    const before = compressions.length;
    const [br, plain] = await Promise.all([get("/openapi.json", "br"), get("/openapi.json")]);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(decoded(br)).toBe(plain.body);
    expect(compressions.length).toBe(before);
  });

  it("sends a small answer as it is, with no Vary on the encoding", async () => {
    const health = await get("/healthz", "br, gzip");
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(varies(health)).toBe(false);
    expect(health.json()).toMatchObject({ status: "ok" });
  });

  it("compresses the web ranking answer of www", async () => {
    const response = await get("/api/pixiv-now/ranking?mode=daily&format=json", "gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(decoded(response))).toBeTruthy();
  });
});

describe("relays", () => {
  it("compresses a signed-in user's app API answers, uncached, per request", async () => {
    const login = await harness.app.inject({
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
    const token = JSON.parse(decoded(login)) as { access_token: string };
    const headers = { authorization: `Bearer ${token.access_token}` };
    for (const [accept, expected] of [
      ["br", "br"],
      ["gzip", "gzip"],
      [undefined, undefined],
    ] as const) {
      const ranking = await get("/pixiv-app-api/v1/illust/ranking?mode=day", accept, headers);
      expect(ranking.statusCode).toBe(200);
      expect(ranking.headers["cache-control"]).toBe("private, no-store");
      expect(ranking.headers["content-encoding"]).toBe(expected);
      expect(varies(ranking)).toBe(true);
      expect(rankingBodySchema.parse(JSON.parse(decoded(ranking))).illusts.length).toBeGreaterThan(0);
    }
  });

  it("compresses the web-login relay's answers", async () => {
    const response = await get("/api/pixiv-now/user", "br", { "x-auth": `PHPSESSID=${demo.sessionId}` });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(decoded(response))).toMatchObject({ userData: { id: String(demo.id) } });
  });
});

describe("pictures", () => {
  let imagePath: string;
  beforeAll(async () => {
    const ranking = rankingBodySchema.parse((await get("/api/pixiv/rank?mode=day")).json());
    imagePath = new URL(ranking.illusts[0]?.image_urls.medium ?? "").pathname;
  });

  it("are sent as they are, with Range and conditional requests unchanged", async () => {
    const whole = await get(`/-${imagePath}`, "gzip, deflate, br, zstd");
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(Number(whole.headers["content-length"])).toBe(whole.rawPayload.length);

    const range = await get(`/-${imagePath}`, "br, gzip", { range: "bytes=10-49" });
    expect(range.statusCode).toBe(206);
    expect(range.headers["content-encoding"]).toBeUndefined();
    expect(range.headers["content-range"]).toBe(`bytes 10-49/${whole.rawPayload.length}`);
    expect(range.rawPayload.equals(whole.rawPayload.subarray(10, 50))).toBe(true);

    const conditional = await get(`/-${imagePath}`, "br, gzip", {
      "if-none-match": String(whole.headers.etag),
    });
    expect(conditional.statusCode).toBe(304);
    expect(conditional.headers["content-encoding"]).toBeUndefined();
  });
});

describe("with compression off (PXV_COMPRESSION=false)", () => {
  it("sends dynamic answers as they are and compresses nothing", async () => {
    const counted: Encoding[] = [];
    const off = await startHarness(
      {},
      { sandbox, app: { webRoot, compression: { enabled: false, onCompress: (e) => counted.push(e) } } },
    );
    try {
      const api = await off.app.inject({
        url: "/api/pixiv/rank?mode=day",
        headers: { "accept-encoding": "br" },
      });
      expect(api.headers["content-encoding"]).toBeUndefined();
      const page = await off.app.inject({ url: "/", headers: { "accept-encoding": "br" } });
      expect(page.headers["content-encoding"]).toBeUndefined();
      expect(page.body).toBe(PAGE);
      expect(counted).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

describe("on a shared Redis", () => {
  let redis: RedisProcess;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it("the compressed copies one instance stored are served by another without compressing", async () => {
    const counts = { first: 0, second: 0 };
    const first = await startHarness(
      {},
      { sandbox, redisUrl: redis.url, app: { compression: { onCompress: () => (counts.first += 1) } } },
    );
    const second = await startHarness(
      {},
      { sandbox, redisUrl: redis.url, app: { compression: { onCompress: () => (counts.second += 1) } } },
    );
    try {
      // Only what serving does: /openapi.json's copies are made as each instance starts.
      counts.first = 0;
      counts.second = 0;
      const url = "/api/pixiv/rank?mode=month&date=2025-03-01";
      const miss = await first.app.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(miss.headers["x-cache"]).toBe("MISS");
      const hit = await second.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(hit.headers["x-cache"]).toBe("HIT");
      expect(hit.headers["content-encoding"]).toBe("br");
      expect(decoded(hit)).toBe(decoded(miss));
      expect(counts).toEqual({ first: 2, second: 0 });
    } finally {
      await first.close();
      await second.close();
    }
  });
});
