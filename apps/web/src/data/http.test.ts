// The one browser transport: how every failure to get an answer, and every failed answer, is classified.
import { describe, expect, it, vi } from "vitest";
import { DataSourceError } from "./errors";
import { httpError, parseJson, request, send } from "./http";

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

/** A fetch that answers each call with the next of `answers` (a status, or a thrown TypeError). */
function sequence(answers: readonly (number | "offline" | Response)[]) {
  const calls: string[] = [];
  const fetchImpl = (url: RequestInfo | URL): Promise<Response> => {
    calls.push(url instanceof Request ? url.url : url.toString());
    const next = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (next === "offline") return Promise.reject(new TypeError("Failed to fetch"));
    return Promise.resolve(next instanceof Response ? next : answer(next ?? 200));
  };
  return { fetch: fetchImpl, calls };
}

const quick = { attempts: 3, delayMs: 0, maxDelayMs: 1000 };

describe("request with a retry policy", () => {
  it("tries a GET again after no answer and a 5xx, then gives the answer", async () => {
    const pxv = sequence(["offline", 502, 200]);
    const { response } = await request("/x", {}, { fetch: pxv.fetch, retry: quick });
    expect(response.status).toBe(200);
    expect(pxv.calls).toHaveLength(3);
  });

  it("stops after the policy's tries: the last failure stays what it was", async () => {
    const failing = sequence([503]);
    const { response } = await request("/x", {}, { fetch: failing.fetch, retry: quick });
    expect(response.status).toBe(503);
    expect(failing.calls).toHaveLength(3);
    const offline = sequence(["offline"]);
    await expect(request("/x", {}, { fetch: offline.fetch, retry: quick })).rejects.toMatchObject({
      kind: "network",
    });
    expect(offline.calls).toHaveLength(3);
  });

  it("does not retry a POST, a 404, or without a policy", async () => {
    for (const [init, options, answers] of [
      [{ method: "POST" }, { retry: quick }, [502, 200]],
      [{}, { retry: quick }, [404, 200]],
      [{}, {}, [502, 200]],
    ] as const) {
      const pxv = sequence(answers);
      await request("/x", init, { ...options, fetch: pxv.fetch });
      expect(pxv.calls).toHaveLength(1);
    }
  });

  it("waits the server's Retry-After, and not at all when it asks for longer than the policy allows", async () => {
    vi.useFakeTimers();
    try {
      const limited = sequence([answer(429, { "retry-after": "1" }), 200]);
      const asked = request("/x", {}, { fetch: limited.fetch, retry: { ...quick, maxDelayMs: 5000 } });
      await vi.advanceTimersByTimeAsync(999);
      expect(limited.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect((await asked).response.status).toBe(200);
      const long = sequence([answer(429, { "retry-after": "60" }), 200]);
      const { response } = await request("/x", {}, { fetch: long.fetch, retry: quick });
      expect(response.status).toBe(429);
      expect(long.calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("ends the wait between tries with the caller's cancel, as a cancel", async () => {
    const controller = new AbortController();
    const pxv = sequence([502, 200]);
    const asked = request(
      "/x",
      {},
      {
        fetch: pxv.fetch,
        signal: controller.signal,
        retry: { attempts: 3, delayMs: 60_000, maxDelayMs: 60_000 },
      },
    );
    await vi.waitFor(() => {
      expect(pxv.calls).toHaveLength(1);
    });
    controller.abort(new DOMException("left", "AbortError"));
    await expect(asked).rejects.toMatchObject({ name: "AbortError" });
    expect(pxv.calls).toHaveLength(1);
  });
});

describe("send", () => {
  it("gives the response at its head: the deadline ends there, the caller's cancel still ends the body", async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const streaming = (_url: RequestInfo | URL, init?: RequestInit) => {
      seen = init?.signal ?? undefined;
      return Promise.resolve(new Response(new ReadableStream({ pull: () => new Promise(() => undefined) })));
    };
    vi.useFakeTimers();
    try {
      const response = await send("/x", {}, { fetch: streaming, timeoutMs: 5, signal: controller.signal });
      expect(response.status).toBe(200);
      await vi.advanceTimersByTimeAsync(50);
      expect(seen?.aborted).toBe(false);
      controller.abort(new DOMException("left", "AbortError"));
      expect(seen?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("classifies a head that never came as upstream", async () => {
    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => {
          reject(init.signal?.reason as Error);
        });
      });
    await expect(send("/x", {}, { fetch: hanging, timeoutMs: 1 })).rejects.toMatchObject({
      kind: "upstream",
    });
  });
});
