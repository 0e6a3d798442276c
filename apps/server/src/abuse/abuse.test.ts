// The abuse limits, each through the real app on the sandbox: relay and image request rates, the
// image bandwidth budget, in-flight caps per client and in total, the image proxy's Referer/Origin
// rule, and two instances on one Redis holding one client to one limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { startSandbox, type Sandbox } from "@pxv/sandbox";
import { rankingBodySchema } from "@pxv/pixiv";
import { startRedisServer, type RedisProcess } from "../test/redis-server.js";
import { startHarness, type Harness } from "../test/harness.js";
import { NO_ABUSE_LIMITS, type AbuseLimits } from "./abuse-config.js";
import { limitScope } from "./client-scope.js";
import { createMemoryWindowCounter, createWindowCounter } from "./window-counter.js";

let sandbox: Sandbox;
let imagePath: string;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: "pxv-server-tests" });
  const harness = await startHarness({}, { sandbox });
  const ranking = rankingBodySchema.parse(
    (await harness.app.inject({ method: "GET", url: "/api/pixiv/rank?mode=day" })).json(),
  );
  imagePath = `/-${new URL(ranking.illusts[0]?.image_urls.medium ?? "").pathname}`;
  await harness.close();
});

afterAll(async () => {
  await sandbox.close();
});

async function withLimits(
  limits: Partial<AbuseLimits>,
  run: (harness: Harness) => Promise<void>,
  redisUrl?: string,
): Promise<void> {
  const harness = await startHarness(
    {},
    { sandbox, ...(redisUrl ? { redisUrl } : {}), app: { abuse: { ...NO_ABUSE_LIMITS, ...limits } } },
  );
  try {
    await run(harness);
  } finally {
    await harness.close();
  }
}

async function statuses(harness: Harness, url: string, times: number): Promise<number[]> {
  const answers: number[] = [];
  for (let index = 0; index < times; index++)
    answers.push((await harness.app.inject({ method: "GET", url })).statusCode);
  return answers;
}

describe("limitScope", () => {
  it("sorts paths into the API, the relays, the image proxy and the rest", () => {
    expect(limitScope("/api/pixiv/illust?id=1")).toBe("api");
    expect(limitScope("/api/pixiv-now/user")).toBe("relay");
    expect(limitScope("/pixiv-oauth/auth/token")).toBe("relay");
    expect(limitScope("/pixiv-app-api/v1/illust/detail")).toBe("relay");
    expect(limitScope("/-/img-master/x.jpg")).toBe("image");
    expect(limitScope("/proxy/https://i.pximg.net/img-master/x.jpg")).toBe("image");
    expect(limitScope("/~/common/x.png")).toBe("image");
    expect(limitScope("/artworks/1")).toBeNull();
    expect(limitScope("/healthz")).toBeNull();
  });
});

describe("request rates", () => {
  it("limits the relays per client with a 429, Retry-After and pxv's error shape", async () => {
    await withLimits({ relayPerMinute: 2 }, async (harness) => {
      expect(await statuses(harness, "/pixiv-app-api/v1/illust/detail?illust_id=1", 2)).not.toContain(429);
      const limited = await harness.app.inject({ url: "/pixiv-app-api/v1/illust/detail?illust_id=1" });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ code: 429, error: { reason: "rate_limited" } });
      // Another client, and the API itself, are not touched by this client's relay limit.
      const other = await harness.app.inject({
        url: "/pixiv-app-api/v1/illust/detail?illust_id=1",
        remoteAddress: "10.0.0.2",
      });
      expect(other.statusCode).not.toBe(429);
      expect((await harness.app.inject({ url: "/api/sensitive-words" })).statusCode).toBe(200);
    });
  });

  it("limits picture requests per client", async () => {
    await withLimits({ imagePerMinute: 2 }, async (harness) => {
      expect(await statuses(harness, imagePath, 3)).toEqual([200, 200, 429]);
    });
  });
});

describe("image bandwidth", () => {
  it("refuses pictures once a client's bytes for the minute are used up", async () => {
    await withLimits({ imageBytesPerMinute: 1 }, async (harness) => {
      expect((await harness.app.inject({ url: imagePath })).statusCode).toBe(200);
      const refused = await harness.app.inject({ url: imagePath });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: { reason: "bandwidth_exceeded" } });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect((await harness.app.inject({ url: imagePath, remoteAddress: "10.0.0.3" })).statusCode).toBe(200);
    });
  });
});

describe("requests in flight", () => {
  it("caps one client's requests in flight, then frees the slot", async () => {
    sandbox.faults.set("latency=400 /v1/illust/ranking");
    try {
      await withLimits({ clientConcurrency: 1 }, async (harness) => {
        const [slow, second] = await Promise.all([
          harness.app.inject({ url: "/api/pixiv/rank?mode=week" }),
          new Promise((resolve) => setTimeout(resolve, 100)).then(() =>
            harness.app.inject({ url: "/api/sensitive-words" }),
          ),
        ]);
        expect(slow.statusCode).toBe(200);
        expect(second.statusCode).toBe(429);
        expect(second.json()).toMatchObject({ error: { reason: "too_many_in_flight" } });
        expect((await harness.app.inject({ url: "/api/sensitive-words" })).statusCode).toBe(200);
      });
    } finally {
      sandbox.faults.clear();
    }
  });

  it("answers 503 with Retry-After when the instance's own cap is reached", async () => {
    sandbox.faults.set("latency=400 /v1/illust/ranking");
    try {
      await withLimits({ upstreamConcurrency: 1 }, async (harness) => {
        const [slow, other] = await Promise.all([
          harness.app.inject({ url: "/api/pixiv/rank?mode=month" }),
          new Promise((resolve) => setTimeout(resolve, 100)).then(() =>
            harness.app.inject({ url: "/api/sensitive-words", remoteAddress: "10.0.0.4" }),
          ),
        ]);
        expect(slow.statusCode).toBe(200);
        expect(other.statusCode).toBe(503);
        expect(other.headers["retry-after"]).toBe("1");
        expect(other.json()).toMatchObject({ code: 503, error: { reason: "busy" } });
      });
    } finally {
      sandbox.faults.clear();
    }
  });
});

describe("image origins", () => {
  it("serves pictures to its own pages and allowed origins only, when configured", async () => {
    await withLimits(
      { imageSameOriginOnly: true, imageAllowedOrigins: ["https://friend.example"] },
      async (harness) => {
        const get = (headers: Record<string, string>) =>
          harness.app.inject({ url: imagePath, headers: { host: "pxv.example", ...headers } });
        expect((await get({})).statusCode).toBe(200);
        expect((await get({ referer: "https://pxv.example/artworks/1" })).statusCode).toBe(200);
        expect((await get({ origin: "https://friend.example" })).statusCode).toBe(200);
        expect((await get({ "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
        const foreign = await get({ referer: "https://leech.example/gallery" });
        expect(foreign.statusCode).toBe(403);
        expect(foreign.json()).toMatchObject({ code: 403, error: { reason: "foreign_origin" } });
        expect((await get({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
        expect((await get({ origin: "null" })).statusCode).toBe(403);
        // The API is not an image: the rule leaves it alone.
        const api = await harness.app.inject({
          url: "/api/sensitive-words",
          headers: { referer: "https://leech.example/" },
        });
        expect(api.statusCode).toBe(200);
      },
    );
  });

  it("serves every site when the rule is off (the default)", async () => {
    await withLimits({}, async (harness) => {
      const answer = await harness.app.inject({
        url: imagePath,
        headers: { referer: "https://leech.example/" },
      });
      expect(answer.statusCode).toBe(200);
    });
  });
});

describe("window counter", () => {
  it("adds within a window and starts again after it", async () => {
    let time = 0;
    const counter = createMemoryWindowCounter(1000, () => time);
    expect(await counter.add("a", 5)).toEqual({ total: 5, resetInMs: 1000 });
    time = 400;
    expect(await counter.add("a", 2)).toEqual({ total: 7, resetInMs: 600 });
    time = 1000;
    expect(await counter.add("a", 0)).toEqual({ total: 0, resetInMs: 1000 });
  });
});

describe("on one Redis", () => {
  let redis: RedisProcess;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it("holds one client to one picture limit and one byte budget across two instances", async () => {
    const limits = { ...NO_ABUSE_LIMITS, imagePerMinute: 3 };
    const first = await startHarness({}, { sandbox, redisUrl: redis.url, app: { abuse: limits } });
    const second = await startHarness({}, { sandbox, redisUrl: redis.url, app: { abuse: limits } });
    try {
      const answers: number[] = [];
      for (let index = 0; index < 4; index++) {
        const harness = index % 2 === 0 ? first : second;
        answers.push((await harness.app.inject({ url: imagePath, remoteAddress: "10.1.0.1" })).statusCode);
      }
      expect(answers).toEqual([200, 200, 200, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("shares the byte budget, and keeps a limit in this process while Redis is away", async () => {
    await withLimits(
      { imageBytesPerMinute: 1 },
      async (first) => {
        const second = await startHarness(
          {},
          { sandbox, redisUrl: redis.url, app: { abuse: { ...NO_ABUSE_LIMITS, imageBytesPerMinute: 1 } } },
        );
        try {
          const client = { remoteAddress: "10.1.0.2" };
          expect((await first.app.inject({ url: imagePath, ...client })).statusCode).toBe(200);
          expect((await second.app.inject({ url: imagePath, ...client })).statusCode).toBe(429);
        } finally {
          await second.close();
        }
      },
      redis.url,
    );
    const away = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    away.on("error", () => undefined);
    const counter = createWindowCounter(away, 60_000);
    await counter.add("k", 4);
    expect((await counter.add("k", 1)).total).toBe(5);
    away.disconnect();
  });
});
