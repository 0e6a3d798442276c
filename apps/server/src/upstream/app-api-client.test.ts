// Upstream call discipline with a loopback stub that misbehaves on cue: 3 attempts 500 ms apart for
// network failures and 5xx, none for pixiv's 4xx, a per-attempt timeout, and 502 with a clear
// message when every attempt failed.
import { afterEach, describe, expect, it } from "vitest";
import { API_RETRY_COUNT, API_RETRY_DELAY_MS } from "@pxv/pixiv";
import { startStubUpstream, type StubUpstream } from "../test/stub-upstream.js";
import { createAppApiClient } from "./app-api-client.js";
import { UpstreamError } from "./errors.js";

let stub: StubUpstream | null = null;
afterEach(async () => {
  await stub?.close();
  stub = null;
});

describe("app API client", () => {
  it("tries a failing GET 3 times, 500 ms apart, and returns the answer that finally works", async () => {
    stub = await startStubUpstream((_request, reply) =>
      stub && stub.requests.length < API_RETRY_COUNT
        ? reply.code(503).send({ error: { message: "busy" } })
        : reply.send({ illusts: [], next_url: null }),
    );
    const client = createAppApiClient({ baseUrl: stub.url, account: null });
    const started = Date.now();
    const response = await client.get("/v1/illust/ranking", { mode: "day" });
    const elapsed = Date.now() - started;
    await client.close();
    expect(response).toEqual({ statusCode: 200, body: { illusts: [], next_url: null } });
    expect(stub.requests).toHaveLength(API_RETRY_COUNT);
    expect(elapsed).toBeGreaterThanOrEqual((API_RETRY_COUNT - 1) * API_RETRY_DELAY_MS - 20);
  });

  it("passes pixiv's 5xx through after the last attempt", async () => {
    stub = await startStubUpstream((_request, reply) => reply.code(500).send({ error: { message: "down" } }));
    const client = createAppApiClient({ baseUrl: stub.url, account: null, retryDelayMs: 10 });
    const response = await client.get("/v1/illust/ranking", {});
    await client.close();
    expect(response.statusCode).toBe(500);
    expect(stub.requests).toHaveLength(API_RETRY_COUNT);
  });

  it("does not retry pixiv's 4xx answers", async () => {
    stub = await startStubUpstream((_request, reply) =>
      reply.code(404).send({ error: { user_message: "Page not found" } }),
    );
    const client = createAppApiClient({ baseUrl: stub.url, account: null, retryDelayMs: 10 });
    expect((await client.get("/v1/user/detail", { user_id: 1 })).statusCode).toBe(404);
    await client.close();
    expect(stub.requests).toHaveLength(1);
  });

  it("gives up on an attempt after the timeout and reports it as a 502", async () => {
    stub = await startStubUpstream(() => new Promise(() => undefined));
    const client = createAppApiClient({ baseUrl: stub.url, account: null, timeoutMs: 150, retryDelayMs: 10 });
    const error = await client.get("/v1/illust/ranking", {}).catch((failure: unknown) => failure);
    await client.close();
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).statusCode).toBe(502);
    expect((error as Error).message).toMatch(/did not answer within 0.15 s \(3 attempts\)/);
    expect(stub.requests).toHaveLength(API_RETRY_COUNT);
  });

  it("reports an unreachable host as a 502 after 3 attempts", async () => {
    stub = await startStubUpstream((_request, reply) => reply.send({}));
    const url = stub.url;
    await stub.close();
    stub = null;
    const client = createAppApiClient({ baseUrl: url, account: null, retryDelayMs: 10 });
    const error = await client.get("/v1/illust/ranking", {}).catch((failure: unknown) => failure);
    await client.close();
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as Error).message).toMatch(/app-api failed: .*3 attempts/);
  });

  it("sends pixiv's app headers and the caller's language", async () => {
    stub = await startStubUpstream((_request, reply) => reply.send({}));
    const client = createAppApiClient({ baseUrl: stub.url, account: null });
    await client.get("/v1/illust/detail", { illust_id: 5, skipped: undefined }, "ja");
    await client.close();
    const [request] = stub.requests;
    expect(request?.path).toBe("/v1/illust/detail");
    expect(request?.query.toString()).toBe("illust_id=5");
    expect(request?.headers).toMatchObject({ "app-os": "ios", "accept-language": "ja" });
    expect(request?.headers["x-client-hash"]).toMatch(/^[0-9a-f]{32}$/);
  });
});
