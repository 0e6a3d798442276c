// Stale-if-error end to end: a search answer is cached, time passes beyond its TTL, the sandbox's
// app API starts failing (fault injection), and pxv answers the expired copy (`x-cache: STALE`)
// instead of the error; once the fault is gone a fresh copy replaces it. The cache's clock is the
// test's, so nothing waits.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CACHE_TTL_SECONDS } from "@pxv/pixiv";
import { startHarness, type Harness } from "../../test/harness.js";

let harness: Harness;
let clock = Date.now();
beforeAll(async () => {
  harness = await startHarness({}, { upstreamRetryDelayMs: 0, app: { now: () => clock } });
});
afterEach(() => {
  harness.sandbox.faults.clear();
});
afterAll(async () => {
  await harness.close();
});

const url = "/api/pixiv/search?word=landscape";

describe("stale-if-error against the sandbox", () => {
  it("serves the expired copy while the app API fails, then a fresh one", async () => {
    const first = await harness.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");

    clock += (CACHE_TTL_SECONDS.searchResults + 60) * 1000;
    harness.sandbox.faults.set({ kind: "error", status: 503, path: "/v1/search/illust", host: "appApi" });
    const stale = await harness.app.inject({ url });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers["x-cache"]).toBe("STALE");
    expect(stale.json()).toEqual(first.json());

    harness.sandbox.faults.clear();
    const fresh = await harness.app.inject({ url });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers["x-cache"]).toBe("MISS");
  });

  it("passes the failure through when nothing was cached", async () => {
    harness.sandbox.faults.set({ kind: "error", status: 503, path: "/v1/search/illust", host: "appApi" });
    const response = await harness.app.inject({ url: "/api/pixiv/search?word=never-cached" });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(response.headers["x-cache"]).not.toBe("STALE");
  });
});
