// The response cache's rules, on the in-memory store: a byte budget with LRU eviction, one upstream
// call for concurrent misses, expired answers served when upstream fails, only 200s stored unless
// the producer gives an answer its own lifetime.
import { describe, expect, it } from "vitest";
import { UpstreamError } from "../../errors.js";
import { createMemoryStore } from "./memory-store.js";
import { createResponseCache, type ProducedResponse } from "./response-cache.js";

const ok = (body: string): ProducedResponse => ({ statusCode: 200, contentType: "application/json", body });
const entry = (body: string) => ({ ...ok(body), storedAt: 0, freshUntil: null });

describe("memory store", () => {
  it("stays within its byte budget by evicting the least recently used entries", async () => {
    const store = createMemoryStore(4000);
    await store.set("a", entry("x".repeat(1000)), null);
    await store.set("b", entry("x".repeat(1000)), null);
    await store.get("a"); // a is now more recent than b
    await store.set("c", entry("x".repeat(1500)), null);
    expect(store.usedBytes).toBeLessThanOrEqual(4000);
    expect(await store.get("b")).toBeNull();
    expect(await store.get("a")).not.toBeNull();
    expect(await store.get("c")).not.toBeNull();
  });

  it("keeps bodies as UTF-8 bytes, sent as they are and decoded only when asked", async () => {
    const store = createMemoryStore(10_000);
    const body = JSON.stringify({ title: "女の子 🎨", tags: ["オリジナル"] });
    await store.set("k", entry(body), null);
    const kept = await store.get("k");
    expect(kept?.bytes?.equals(Buffer.from(body, "utf8"))).toBe(true);
    expect(kept?.body).toBe(body);
    expect(store.usedBytes).toBe(Buffer.byteLength(body) + "k".length + 256);
  });

  it("does not keep an entry larger than the whole budget", async () => {
    const store = createMemoryStore(1000);
    await store.set("big", entry("x".repeat(5000)), null);
    expect(await store.get("big")).toBeNull();
    expect(store.usedBytes).toBe(0);
  });

  it("drops entries when their keep time is over", async () => {
    let now = 0;
    const store = createMemoryStore(10_000, () => now);
    await store.set("k", entry("v"), 10);
    now = 9_999;
    expect(await store.get("k")).not.toBeNull();
    now = 10_000;
    expect(await store.get("k")).toBeNull();
  });
});

describe("response cache", () => {
  it("calls upstream once for 20 concurrent misses of one key", async () => {
    const cache = createResponseCache(createMemoryStore(1 << 20));
    let calls = 0;
    const produce = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return ok('{"n":1}');
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.answer("k", 60, produce)));
    expect(calls).toBe(1);
    expect(answers.every((answer) => answer.response.body === '{"n":1}')).toBe(true);
    expect((await cache.answer("k", 60, produce)).outcome).toBe("HIT");
    expect(calls).toBe(1);
  });

  it("serves an expired answer when upstream then fails, and a fresh one when it recovers", async () => {
    let now = 0;
    const cache = createResponseCache(
      createMemoryStore(1 << 20, () => now),
      () => now,
    );
    expect((await cache.answer("k", 60, () => Promise.resolve(ok("old")))).outcome).toBe("MISS");
    now = 61_000;
    const failing = () => Promise.reject(new UpstreamError("app-api", "down"));
    const stale = await cache.answer("k", 60, failing);
    expect(stale).toMatchObject({ outcome: "STALE", response: { body: "old" } });
    const rateLimited = await cache.answer("k", 60, () =>
      Promise.resolve({
        statusCode: 403,
        contentType: "application/json",
        body: '{"error":{"message":"Rate Limit"}}',
      }),
    );
    expect(rateLimited).toMatchObject({ outcome: "STALE", response: { body: "old" } });
    const fresh = await cache.answer("k", 60, () => Promise.resolve(ok("new")));
    expect(fresh).toMatchObject({ outcome: "MISS", response: { body: "new" }, maxAge: 60 });
  });

  it("passes an upstream failure through when there is nothing stale to serve", async () => {
    const cache = createResponseCache(createMemoryStore(1 << 20));
    await expect(
      cache.answer("k", 60, () => Promise.reject(new UpstreamError("app-api", "down"))),
    ).rejects.toThrow(UpstreamError);
  });

  it("never stores pixiv's error answers", async () => {
    const cache = createResponseCache(createMemoryStore(1 << 20));
    const notFound = { statusCode: 404, contentType: "application/json", body: "{}" };
    expect(await cache.answer("k", 60, () => Promise.resolve(notFound))).toMatchObject({
      outcome: "MISS",
      maxAge: 0,
    });
    expect(await cache.store.get("k")).toBeNull();
  });

  it("keeps permanent answers with no expiry and a one-year max-age", async () => {
    const cache = createResponseCache(createMemoryStore(1 << 20));
    await cache.answer("k", Number.POSITIVE_INFINITY, () => Promise.resolve(ok("detail")));
    const hit = await cache.answer("k", Number.POSITIVE_INFINITY, () => Promise.resolve(ok("never")));
    expect(hit).toMatchObject({ outcome: "HIT", maxAge: 31_536_000, response: { body: "detail" } });
  });

  it("keeps a non-200 answer for the lifetime its producer gives it, and only that long", async () => {
    let now = 0;
    const cache = createResponseCache(createMemoryStore(10_000), () => now);
    const notFound: ProducedResponse = {
      statusCode: 404,
      contentType: "application/json",
      body: "{}",
      cacheSeconds: 60,
    };
    const first = await cache.answer("k", 86_400, () => Promise.resolve(notFound));
    expect(first).toMatchObject({ outcome: "MISS", maxAge: 60, response: { statusCode: 404 } });
    expect(first.response).not.toHaveProperty("cacheSeconds");
    now = 59_000;
    expect(await cache.answer("k", 86_400, () => Promise.resolve(ok("never")))).toMatchObject({
      outcome: "HIT",
      response: { statusCode: 404 },
    });
    now = 61_000;
    expect(await cache.answer("k", 86_400, () => Promise.resolve(ok("fresh")))).toMatchObject({
      outcome: "MISS",
      response: { statusCode: 200, body: "fresh" },
    });
  });
});
