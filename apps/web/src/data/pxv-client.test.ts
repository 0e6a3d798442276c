// The typed client of pxv's own API: answers checked with the route's schema, failures classified,
// GETs retried within bounds, a cancel left a cancel, bytes read with progress, fetch's shape for
// @pxv/pixiv's client. The transport's fetch is the global one here, stubbed.
import { capabilitiesBodySchema, pictureTranslationBodySchema } from "@pxv/pixiv";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataSourceError } from "./errors";
import { getJson, getText, postJson } from "./pxv-client";
import { getBytes, pxvFetch } from "./pxv-files";

function stubFetch(...answers: (() => Response | Promise<Response>)[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const next = answers[Math.min(calls.length - 1, answers.length - 1)];
      return next === undefined ? Promise.reject(new TypeError("no answer")) : Promise.resolve(next());
    }),
  );
  return calls;
}

const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", ...headers },
    });
const noRetry = { retry: null } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("getJson", () => {
  it("gives the answer checked against the route's schema", async () => {
    stubFetch(json({ ugoiraVideo: true, extra: 1 }));
    await expect(
      getJson("/api/capabilities", { schema: () => Promise.resolve(capabilitiesBodySchema) }),
    ).resolves.toEqual({ ugoiraVideo: true });
  });

  it("refuses an answer of another shape, or not JSON, as unknown", async () => {
    stubFetch(json({ ugoiraVideo: "yes" }));
    await expect(
      getJson("/api/capabilities", { schema: () => Promise.resolve(capabilitiesBodySchema) }),
    ).rejects.toMatchObject({ kind: "unknown" });
    stubFetch(() => new Response("<html>"));
    await expect(getJson("/api/x")).rejects.toMatchObject({ kind: "unknown" });
  });

  it("classifies a failed status with the server's own message and Retry-After", async () => {
    stubFetch(json({ message: "slow down" }, 429, { "retry-after": "120" }));
    const failure = await getJson("/api/x").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataSourceError);
    expect(failure).toMatchObject({
      kind: "rate_limited",
      status: 429,
      retryAfterSeconds: 120,
      message: "slow down",
    });
  });

  it("retries a GET after a failure of the moment, a bounded number of times", async () => {
    vi.useFakeTimers();
    const calls = stubFetch(json({}, 502));
    const asked = getJson("/api/x").catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await asked).toMatchObject({ kind: "upstream", status: 502 });
    expect(calls).toHaveLength(3);
    const once = stubFetch(json({}, 502));
    await expect(getJson("/api/x", noRetry)).rejects.toMatchObject({ kind: "upstream" });
    expect(once).toHaveLength(1);
  });

  it("leaves the caller's cancel a cancel", async () => {
    const controller = new AbortController();
    controller.abort(new DOMException("left", "AbortError"));
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init?: RequestInit) => Promise.reject(init?.signal?.reason as Error)),
    );
    const failure = await getText("/api/x", { signal: controller.signal }).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(DataSourceError);
    expect(failure).toMatchObject({ name: "AbortError" });
  });

  it("gives up at the deadline as upstream", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () => {
              reject(init.signal?.reason as Error);
            });
          }),
      ),
    );
    await expect(getText("/api/x", { timeoutMs: 1, ...noRetry })).rejects.toMatchObject({ kind: "upstream" });
  });
});

describe("postJson", () => {
  const schema = () => Promise.resolve(pictureTranslationBodySchema);

  it("sends the body as JSON and gives the answer checked against the route's schema", async () => {
    const calls = stubFetch(json({ translations: ["Hello"] }));
    await expect(
      postJson("/api/picture-translate", { language: "en", texts: ["こんにちは"] }, { schema }),
    ).resolves.toEqual({ translations: ["Hello"] });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.method).toBe("POST");
    expect(calls[0]?.init?.headers).toMatchObject({ "content-type": "application/json" });
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({ language: "en", texts: ["こんにちは"] });
    stubFetch(json({ translations: "Hello" }));
    await expect(postJson("/api/picture-translate", {}, { schema })).rejects.toMatchObject({
      kind: "unknown",
    });
  });

  it("classifies a failed status with the server's detail, and never sends it twice", async () => {
    const calls = stubFetch(json({ detail: "Picture translation is not configured" }, 503));
    await expect(postJson("/api/picture-translate", {})).rejects.toMatchObject({
      kind: "upstream",
      status: 503,
      message: "Picture translation is not configured",
    });
    expect(calls).toHaveLength(1);
  });
});

describe("getBytes", () => {
  it("reads the body with progress against the Content-Length", async () => {
    const parts = [new Uint8Array([1, 2]), new Uint8Array([3])];
    stubFetch(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (const part of parts) controller.enqueue(part);
              controller.close();
            },
          }),
          { headers: { "content-length": "3" } },
        ),
    );
    const seen: number[] = [];
    const bytes = await getBytes("/-/x.png", {
      onProgress: ({ loaded, total }) => {
        expect(total).toBe(3);
        seen.push(loaded);
      },
    });
    expect([...bytes]).toEqual([1, 2, 3]);
    expect(seen).toEqual([0, 2, 3]);
  });

  it("fails a missing file as not_found with its status, and a body that breaks off as network", async () => {
    stubFetch(() => new Response("gone", { status: 404 }));
    await expect(getBytes("/-/x.png")).rejects.toMatchObject({ kind: "not_found", status: 404 });
    stubFetch(
      () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              controller.error(new TypeError("connection reset"));
            },
          }),
        ),
    );
    await expect(getBytes("/-/x.png", noRetry)).rejects.toMatchObject({ kind: "network" });
  });
});

describe("pxvFetch", () => {
  it("answers any status as fetch does, and no answer as a network DataSourceError", async () => {
    const calls = stubFetch(json({ error: "invalid_grant" }, 400));
    const response = await pxvFetch("/pixiv-oauth/auth/token", {
      method: "POST",
      body: "a=b",
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect(calls[0]?.init).toMatchObject({ method: "POST", body: "a=b", redirect: "manual" });
    stubFetch();
    await expect(pxvFetch("/pixiv-oauth/auth/token", { method: "POST" })).rejects.toMatchObject({
      kind: "network",
    });
  });
});
