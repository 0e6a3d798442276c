// Two pxv instances sharing one Redis (Debian's redis-server, started here on a free port): what one
// caches the other serves (as bytes, with its compressed copies; repeated hits from the instance's
// own copy, with no Redis command; another instance's refresh seen), the server account's token is
// refreshed once for both, a web session's
// CSRF token fetched by one is used by the other (kept under a hash of the session, with a TTL), and
// when Redis stops mid-test both keep answering from upstream.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliDecompressSync } from "node:zlib";
import { Redis } from "ioredis";
import { SANDBOX_ACCOUNTS, startSandbox, type Sandbox, type SandboxAccount } from "@pxv/sandbox";
import { CSRF_TOKEN_TTL_MS, webSessionKey } from "./web-session-store.js";
import { startRedisServer, type RedisProcess } from "../../test/redis-server.js";
import { startHarness, type Harness } from "../../test/harness.js";

let redis: RedisProcess;
let sandbox: Sandbox;
let first: Harness;
let second: Harness;

beforeAll(async () => {
  redis = await startRedisServer();
  sandbox = await startSandbox({ seed: "pxv-server-tests" });
  first = await startHarness({}, { sandbox, redisUrl: redis.url });
  second = await startHarness({}, { sandbox, redisUrl: redis.url });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await sandbox.close();
  await redis.stop();
});

const get = (harness: Harness, url: string) => harness.app.inject({ method: "GET", url });

describe("two instances on one Redis", () => {
  it("both report the Redis cache", async () => {
    expect((await get(first, "/healthz")).json()).toMatchObject({ cache: "redis" });
  });

  it("serves from the second instance what the first one cached", async () => {
    const url = "/api/pixiv/rank?mode=week&date=2025-01-15&page=3";
    const miss = await get(first, url);
    expect(miss.statusCode).toBe(200);
    expect(miss.headers["x-cache"]).toBe("MISS");
    const hit = await get(second, url);
    expect(hit.statusCode).toBe(200);
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.body).toBe(miss.body);
    expect(hit.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
  });

  it("keeps an entry as bytes with its compressed copies, under a version", async () => {
    const url = "/api/pixiv/rank?mode=week&date=2025-01-22";
    const miss = await get(first, url);
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys("pxv:v2:cache:*");
      const key = keys.find((name) => name.includes("2025-01-22")) ?? "";
      const [version, body, br] = await client.hmgetBuffer(key, "version", "body", "br");
      expect(version?.toString()).toMatch(/^[\w-]{16,}$/);
      expect(body?.toString("utf8")).toBe(miss.body);
      expect(brotliDecompressSync(br ?? Buffer.alloc(0)).toString("utf8")).toBe(miss.body);
    } finally {
      client.disconnect();
    }
  });

  it("answers repeated hits from the instance's own copy, asking Redis nothing", async () => {
    const url = "/api/pixiv/rank?mode=week&date=2025-01-29";
    expect((await get(first, url)).headers["x-cache"]).toBe("MISS");
    expect((await get(second, url)).headers["x-cache"]).toBe("HIT"); // read from Redis once
    const client = new Redis(redis.url);
    try {
      const before = await cacheReads(client);
      const hits = await Promise.all(Array.from({ length: 40 }, () => get(second, url)));
      expect(hits.map((hit) => hit.headers["x-cache"])).toEqual(Array(40).fill("HIT"));
      expect(await cacheReads(client)).toBe(before);
    } finally {
      client.disconnect();
    }
  });

  it("takes another instance's refresh of an expired entry rather than asking upstream again", async () => {
    let clock = Date.now();
    const app = { now: () => clock };
    const a = await startHarness({}, { sandbox, redisUrl: redis.url, app });
    const b = await startHarness({}, { sandbox, redisUrl: redis.url, app });
    try {
      const url = "/api/pixiv/rank?mode=month&date=2025-01-10";
      const miss = await get(a, url);
      expect((await get(b, url)).headers["x-cache"]).toBe("HIT");
      const maxAge = Number(/max-age=(\d+)/.exec(String(miss.headers["cache-control"]))?.[1]);
      clock += (maxAge + 1) * 1000;
      expect((await get(a, url)).headers["x-cache"]).toBe("MISS");
      const fromB = await get(b, url);
      expect(fromB.headers["x-cache"]).toBe("HIT");
      expect(fromB.headers["cache-control"]).toBe(`public, max-age=${String(maxAge)}, stale-if-error=86400`);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("keeps the server account's token in Redis for every instance", async () => {
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys("pxv:v1:account:*:token");
      expect(keys).toHaveLength(1);
    } finally {
      client.disconnect();
    }
  });

  it("counts one client's requests across both instances against one rate limit", async () => {
    const limitedA = await startHarness({}, { sandbox, redisUrl: redis.url, app: { rateLimitPerMinute: 5 } });
    const limitedB = await startHarness({}, { sandbox, redisUrl: redis.url, app: { rateLimitPerMinute: 5 } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 6; index++) {
        const harness = index % 2 === 0 ? limitedA : limitedB;
        statuses.push((await get(harness, "/api/sensitive-words")).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limitedA.close();
      await limitedB.close();
    }
  });

  it("shares a web session's CSRF token under a hash of the session, never the session itself", async () => {
    const demo = SANDBOX_ACCOUNTS[1] as SandboxAccount;
    const headers = { "x-auth": `PHPSESSID=${demo.sessionId}` };
    const fromFirst = await first.app.inject({ url: "/api/pixiv-now/user", headers });
    expect(fromFirst.statusCode).toBe(200);
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys("pxv:v1:web-session:*");
      expect(keys).toEqual([`pxv:v1:web-session:${webSessionKey(demo.sessionId)}`]);
      const ttl = await client.pttl(keys[0] ?? "");
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(CSRF_TOKEN_TTL_MS);
      for (const key of await client.keys("*")) {
        expect(key).not.toContain(demo.sessionId);
        const type = await client.type(key);
        if (type === "string") expect(await client.get(key)).not.toContain(demo.sessionId);
      }
    } finally {
      client.disconnect();
    }
    // The page that carries the token is down: the second instance still has it, from Redis.
    sandbox.faults.set("error=500 / host=www");
    try {
      const fromSecond = await second.app.inject({ url: "/api/pixiv-now/user", headers });
      expect(fromSecond.statusCode).toBe(200);
      expect(fromSecond.json<{ token: string }>().token).toBe(fromFirst.json<{ token: string }>().token);
    } finally {
      sandbox.faults.clear();
    }
  });

  it("keeps answering from upstream on both instances after Redis stops", async () => {
    await redis.stop();
    for (const harness of [first, second]) {
      const started = Date.now();
      const response = await get(harness, "/api/pixiv/rank?mode=day&date=2025-01-16");
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-cache"]).toBe("MISS");
      expect(Date.now() - started).toBeLessThan(5000);
    }
    const again = await get(second, "/api/pixiv/illust?id=" + String(await someIllustId(first)));
    expect(again.statusCode).toBe(200);
  });
});

/** Commands Redis has run that read a cache entry or its version (its INFO commandstats). */
async function cacheReads(client: Redis): Promise<number> {
  const stats = await client.info("commandstats");
  let calls = 0;
  for (const command of ["get", "hget", "hmget", "hgetall"]) {
    calls += Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(stats)?.[1] ?? 0);
  }
  return calls;
}

async function someIllustId(harness: Harness): Promise<number> {
  const body = (await get(harness, "/api/pixiv/rank?mode=day")).json<{ illusts: { id: number }[] }>();
  return body.illusts[0]?.id ?? 0;
}
