// Upstream call discipline with a loopback stub that misbehaves on cue: up to 3 attempts for network
// failures and 5xx with a doubling, jittered backoff from 500 ms, none for pixiv's 4xx, one deadline
// for the whole call (retries stop at it), and 502 with a clear message when every attempt failed.
import { afterEach, describe, expect, it } from "vitest";
import { API_RETRY_COUNT, API_RETRY_DELAY_MS, backoffMs } from "@pxv/pixiv";
import { startStubUpstream, type StubUpstream } from "../test/stub-upstream.js";
import { createServerAppApi } from "./app-api-client.js";
import { UpstreamError } from "../errors.js";

let stub: StubUpstream | null = null;
afterEach(async () => {
  await stub?.close();
  stub = null;
});

describe("app API client", () => {
  it("tries a failing GET 3 times, backing off, and returns the answer that finally works", async () => {
    stub = await startStubUpstream((_request, reply) =>
      stub && stub.requests.length < API_RETRY_COUNT
        ? reply.code(503).send({ error: { message: "busy" } })
        : reply.send({ illusts: [], next_url: null }),
    );
    const client = createServerAppApi({ baseUrl: stub.url, account: null });
    const started = Date.now();
    const response = await client.get("/v1/illust/ranking", { mode: "day" });
    const elapsed = Date.now() - started;
    await client.close();
    expect(response).toEqual({ statusCode: 200, body: { illusts: [], next_url: null } });
    expect(stub.requests).toHaveLength(API_RETRY_COUNT);
    // The shortest backoffs: half of 500 ms, then half of 1000 ms.
    expect(elapsed).toBeGreaterThanOrEqual(0.5 * (1 + 2) * API_RETRY_DELAY_MS - 20);
  });

  it("passes pixiv's 5xx through after the last attempt", async () => {
    stub = await startStubUpstream((_request, reply) => reply.code(500).send({ error: { message: "down" } }));
    const client = createServerAppApi({ baseUrl: stub.url, account: null, retryDelayMs: 10 });
    const response = await client.get("/v1/illust/ranking", {});
    await client.close();
    expect(response.statusCode).toBe(500);
    expect(stub.requests).toHaveLength(API_RETRY_COUNT);
  });

  it("does not retry pixiv's 4xx answers", async () => {
    stub = await startStubUpstream((_request, reply) =>
      reply.code(404).send({ error: { user_message: "Page not found" } }),
    );
    const client = createServerAppApi({ baseUrl: stub.url, account: null, retryDelayMs: 10 });
    expect((await client.get("/v1/user/detail", { user_id: 1 })).statusCode).toBe(404);
    await client.close();
    expect(stub.requests).toHaveLength(1);
  });

  it("gives up at the deadline, retries included, and reports it as a 502", async () => {
    stub = await startStubUpstream(() => new Promise(() => undefined));
    const deadlineMs = 400;
    const client = createServerAppApi({ baseUrl: stub.url, account: null, deadlineMs, retryDelayMs: 10 });
    const started = Date.now();
    const error = await client.get("/v1/illust/ranking", {}).catch((failure: unknown) => failure);
    const elapsed = Date.now() - started;
    await client.close();
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).statusCode).toBe(502);
    expect((error as Error).message).toMatch(/did not answer within 0.4 s \(1 attempt\)/);
    // Not one per-attempt timeout per try (3 × 400 ms): the whole call ends at its deadline.
    expect(elapsed).toBeLessThan(2 * deadlineMs);
    expect(stub.requests).toHaveLength(1);
  });

  it("stops retrying when the next wait would pass the deadline", async () => {
    stub = await startStubUpstream((_request, reply) => reply.code(503).send({ error: { message: "busy" } }));
    const client = createServerAppApi({
      baseUrl: stub.url,
      account: null,
      deadlineMs: 300,
      retryDelayMs: 1000,
    });
    const response = await client.get("/v1/illust/ranking", {});
    await client.close();
    expect(response.statusCode).toBe(503);
    expect(stub.requests).toHaveLength(1);
  });

  it("doubles the backoff on each retry, jittered by half either way", () => {
    expect(backoffMs(500, 1, () => 0)).toBe(250);
    expect(backoffMs(500, 1, () => 0.999)).toBe(750);
    expect(backoffMs(500, 2, () => 0.5)).toBe(1000);
    expect(backoffMs(500, 3, () => 0.5)).toBe(2000);
  });

  it("reports an unreachable host as a 502 after 3 attempts", async () => {
    stub = await startStubUpstream((_request, reply) => reply.send({}));
    const url = stub.url;
    await stub.close();
    stub = null;
    const client = createServerAppApi({ baseUrl: url, account: null, retryDelayMs: 10 });
    const error = await client.get("/v1/illust/ranking", {}).catch((failure: unknown) => failure);
    await client.close();
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as Error).message).toMatch(/app-api failed: .*3 attempts/);
  });

  it("sends pixiv's app headers and the caller's language", async () => {
    stub = await startStubUpstream((_request, reply) => reply.send({}));
    const client = createServerAppApi({ baseUrl: stub.url, account: null });
    await client.get("/v1/illust/detail", { illust_id: 5, skipped: undefined }, "ja");
    await client.close();
    const [request] = stub.requests;
    expect(request?.path).toBe("/v1/illust/detail");
    expect(request?.query.toString()).toBe("illust_id=5");
    expect(request?.headers).toMatchObject({ "app-os": "ios", "accept-language": "ja" });
    expect(request?.headers["x-client-hash"]).toMatch(/^[0-9a-f]{32}$/);
  });
});
