// The one browser transport: how every failure to get an answer, and every failed answer, is classified.
import { describe, expect, it } from "vitest";
import { DataSourceError } from "./errors";
import { httpError, parseJson, request } from "./http";

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response("{}", { status, headers });

describe("request", () => {
  it("reads the whole body of an answer, whatever its status", async () => {
    const { response, text } = await request("/x", {}, { fetch: () => Promise.resolve(answer(404)) });
    expect(response.status).toBe(404);
    expect(text).toBe("{}");
  });

  it("turns no answer into network and its own deadline into upstream", async () => {
    const refused = request("/x", {}, { fetch: () => Promise.reject(new TypeError("Failed to fetch")) });
    await expect(refused).rejects.toMatchObject({ kind: "network" });
    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => {
          reject(init.signal?.reason as Error);
        });
      });
    await expect(request("/x", {}, { fetch: hanging, timeoutMs: 1 })).rejects.toMatchObject({
      kind: "upstream",
    });
  });

  it("leaves the caller's cancel as it is", async () => {
    const controller = new AbortController();
    controller.abort();
    const cancelled = request(
      "/x",
      {},
      {
        signal: controller.signal,
        fetch: (_url, init) => Promise.reject(init?.signal?.reason as Error),
      },
    );
    await expect(cancelled).rejects.not.toBeInstanceOf(DataSourceError);
  });
});

describe("httpError", () => {
  it.each([
    [429, "rate_limited"],
    [404, "not_found"],
    [500, "server"],
    [502, "upstream"],
    [503, "upstream"],
    [504, "upstream"],
    [505, "unknown"],
    [400, "unknown"],
  ])("classifies HTTP %i as %s", (status, kind) => {
    expect(httpError(answer(status), "x").kind).toBe(kind);
  });

  it("keeps the server's Retry-After", () => {
    expect(httpError(answer(429, { "retry-after": "7" }), "x").retryAfterSeconds).toBe(7);
  });
});

it("parseJson gives undefined for a body that is not JSON", () => {
  expect(parseJson("<html>")).toBeUndefined();
  expect(parseJson('{"a":1}')).toEqual({ a: 1 });
});
