// pixiv's 200 answers are checked against the route's schema before they are served or cached: a
// malformed ranking is a 502 upstream_invalid naming the route and the first problem, and nothing is
// kept; with an expired copy kept, that copy answers instead; pixiv's own errors pass through; the
// check runs on a miss only. (Every route's real answer passing its schema: sandbox-routes.test.ts.)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CACHE_TTL_SECONDS } from "@pxv/pixiv";
import { fetchSandboxAppApi, startHarness, type Harness } from "../../test/harness.js";
import { startStubUpstream, type StubUpstream } from "../../test/stub-upstream.js";

/** What the stand-in app API answers next: [status, body]. */
let next: [number, unknown] = [200, {}];
let ranking: { illusts: Record<string, unknown>[]; next_url: string | null };
let stub: StubUpstream;
let harness: Harness;
let clock = Date.now();
beforeAll(async () => {
  stub = await startStubUpstream((_request, reply) => reply.code(next[0]).send(next[1]));
  harness = await startHarness({ appApi: stub.url }, { upstreamRetryDelayMs: 0, app: { now: () => clock } });
  ranking = (await fetchSandboxAppApi(harness.sandbox, "/v1/illust/ranking?mode=day")) as typeof ranking;
});
afterAll(async () => {
  await harness.close();
  await stub.close();
});

let day = 0;
/** A ranking URL never asked before in this file, so nothing is cached for it yet. */
const freshUrl = () => `/api/pixiv/rank?mode=day&date=2025-01-${String(++day).padStart(2, "0")}`;
const get = (url: string) => harness.app.inject({ method: "GET", url });

const withoutId = () => {
  const [first, ...rest] = ranking.illusts;
  const { id: _id, ...noId } = first ?? {};
  return { ...ranking, illusts: [noId, ...rest] };
};

describe("a pixiv answer of the wrong shape", () => {
  beforeEach(() => {
    next = [200, ranking];
  });

  it.each([
    ["illusts is not an array", () => ({ ...ranking, illusts: {} }), "illusts"],
    ["an illust has no id", withoutId, "illusts.0.id"],
  ])("is a 502 upstream_invalid when %s, and nothing is cached", async (_what, body, issuePath) => {
    const url = freshUrl();
    next = [200, body()];
    const response = await get(url);
    expect(response.statusCode).toBe(502);
    const answer = response.json<{ detail: string; error: { reason: string } }>();
    expect(answer.error.reason).toBe("upstream_invalid");
    expect(answer.detail).toContain("/api/pixiv/rank");
    expect(answer.detail).toContain(`at ${issuePath})`);
    expect(response.headers["cache-control"]).not.toMatch(/max-age/);

    // Nothing was kept: once pixiv answers well, the next request asks it again.
    next = [200, ranking];
    const before = stub.requests.length;
    const after = await get(url);
    expect(after.statusCode).toBe(200);
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(stub.requests.length).toBe(before + 1);
  });

  it("answers the expired copy instead when one is kept", async () => {
    const url = freshUrl();
    const first = await get(url);
    expect(first.headers["x-cache"]).toBe("MISS");
    clock += (CACHE_TTL_SECONDS.ranking + 60) * 1000;
    next = [200, withoutId()];
    const stale = await get(url);
    expect(stale.statusCode).toBe(200);
    expect(stale.headers["x-cache"]).toBe("STALE");
    expect(stale.body).toBe(first.body);
  });

  it("is checked on a miss only: a hit serves the kept copy without asking", async () => {
    const url = freshUrl();
    await get(url);
    const before = stub.requests.length;
    next = [200, { illusts: "not asked" }];
    const hit = await get(url);
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.statusCode).toBe(200);
    expect(stub.requests.length).toBe(before);
  });

  it("does not touch pixiv's own error bodies", async () => {
    const error = { error: { user_message: "", message: "Not found", reason: "", user_message_details: {} } };
    next = [404, error];
    const response = await get(freshUrl());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(error);
  });
});
