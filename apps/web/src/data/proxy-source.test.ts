// The proxy data source against a stubbed fetch: good bodies become Artworks, failures typed errors.
import { describe, expect, it, vi } from "vitest";
import { rawIllust } from "../test/fixtures";
import { DataSourceError } from "./errors";
import { createProxySource } from "./proxy-source";

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function urlOf(input: RequestInfo | URL | undefined): string {
  if (input === undefined) return "";
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

function stubFetch(respond: (url: string) => Response | Promise<Response>) {
  return vi.fn((input: RequestInfo | URL) => Promise.resolve(respond(urlOf(input))));
}

function errorBody(message: string, userMessage = "") {
  return { error: { user_message: userMessage, message, reason: "", user_message_details: {} } };
}

async function rejection(promise: Promise<unknown>): Promise<DataSourceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DataSourceError) return error;
    throw error;
  }
  throw new Error("expected a rejection");
}

describe("createProxySource", () => {
  it("asks /rank with mode, date and page, and normalizes the works", async () => {
    const fetch = stubFetch(() =>
      jsonResponse({
        illusts: [rawIllust({ id: 111 }), rawIllust({ id: 222, pageCount: 3 })],
        next_url: "https://app-api.pixiv.net/v1/illust/ranking?mode=day&date=2026-11-20&offset=30",
      }),
    );
    const source = createProxySource({ fetch });

    const page = await source.getRanking({ mode: "day", date: "2026-11-20", page: 1 });

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(urlOf(fetch.mock.calls[0]?.[0])).toBe("/api/pixiv/rank?mode=day&date=2026-11-20&page=1");
    expect(page.nextPage).toBe(2);
    expect(page.artworks.map((artwork) => artwork.id)).toEqual([111, 222]);
    const [first, second] = page.artworks;
    expect(first?.images[0]?.m).toMatch(/^\/-\/c\/540x540_70\/img-master\//);
    expect(first?.author.avatar).toMatch(/^\/-\/user-profile\//);
    expect(second?.images).toHaveLength(3);
    expect(second?.count).toBe(3);
  });

  it("reports the last page when next_url is null", async () => {
    const source = createProxySource({
      fetch: stubFetch(() => jsonResponse({ illusts: [rawIllust()], next_url: null })),
    });
    const page = await source.getRanking({ mode: "week", date: "2026-11-20", page: 17 });
    expect(page.nextPage).toBeNull();
  });

  it("gets one artwork from /illust", async () => {
    const fetch = stubFetch(() => jsonResponse({ illust: rawIllust({ id: 130000042, totalComments: 9 }) }));
    const source = createProxySource({ fetch, baseUrl: "https://pxv.example/api/pixiv/" });

    const artwork = await source.getArtwork(130000042);

    expect(urlOf(fetch.mock.calls[0]?.[0])).toBe("https://pxv.example/api/pixiv/illust?id=130000042");
    expect(artwork.id).toBe(130000042);
    expect(artwork.totalComment).toBe(9);
    expect(artwork.images[0]?.l).toMatch(/^\/-\/c\/600x1200_90\//);
  });

  it("turns pixiv's rate-limit error body into rate_limited, whatever the status", async () => {
    for (const status of [200, 403]) {
      const source = createProxySource({
        fetch: stubFetch(() => jsonResponse(errorBody("Rate Limit"), status)),
      });
      const error = await rejection(source.getRanking({ mode: "day", date: "2026-11-20", page: 1 }));
      expect(error.kind).toBe("rate_limited");
      expect(error.messageKey).toBe("error.rate_limited");
    }
  });

  it("keeps a 429's Retry-After, whatever its body", async () => {
    for (const body of [errorBody("Rate Limit"), { code: 429, detail: "Too many requests" }, "busy"]) {
      const source = createProxySource({
        fetch: stubFetch(
          () =>
            new Response(JSON.stringify(body), {
              status: 429,
              headers: { "content-type": "application/json", "retry-after": "7" },
            }),
        ),
      });
      const error = await rejection(source.getRanking({ mode: "day", date: "2026-11-20", page: 1 }));
      expect(error.kind).toBe("rate_limited");
      expect(error.retryAfterSeconds).toBe(7);
    }
  });

  it("turns a 404 error body into not_found with pixiv's message", async () => {
    const source = createProxySource({
      fetch: stubFetch(() => jsonResponse(errorBody("", "Page not found"), 404)),
    });
    const error = await rejection(source.getArtwork(1));
    expect(error.kind).toBe("not_found");
    expect(error.status).toBe(404);
    expect(error.message).toBe("Page not found");
  });

  it("turns other error bodies into unknown", async () => {
    const source = createProxySource({
      fetch: stubFetch(() => jsonResponse(errorBody("", "Your access is currently restricted."), 403)),
    });
    const error = await rejection(source.getArtwork(1));
    expect(error.kind).toBe("unknown");
    expect(error.message).toBe("Your access is currently restricted.");
  });

  it("turns a failed fetch into network and gateway errors into upstream", async () => {
    const offline = createProxySource({
      fetch: vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    });
    expect((await rejection(offline.getArtwork(1))).kind).toBe("network");

    const gateway = createProxySource({
      fetch: stubFetch(() => new Response("Bad Gateway", { status: 502 })),
    });
    expect((await rejection(gateway.getArtwork(1))).kind).toBe("upstream");
  });

  it("times out into upstream (the server waits on pixiv)", async () => {
    const hang = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            reject(new DOMException("aborted", "AbortError"));
          });
        }),
    );
    const source = createProxySource({ fetch: hang, timeoutMs: 10 });
    const error = await rejection(source.getArtwork(1));
    expect(error.kind).toBe("upstream");
    expect(error.message).toMatch(/Timed out/);
  });

  it("rejects a third-party base's body that does not match pixiv's schema as unknown", async () => {
    const source = createProxySource({
      baseUrl: "https://hibi.example/api/pixiv",
      fetch: stubFetch(() => jsonResponse({ illusts: [{ id: "x" }] })),
    });
    const error = await rejection(source.getRanking({ mode: "day", date: "2026-11-20", page: 1 }));
    expect(error.kind).toBe("unknown");
    expect(error.message).toMatch(/Unexpected rank response/);
  });

  it("takes its own server's answers as sent, without the schemas", async () => {
    // next_url missing: a third-party base's answer would be rejected for it.
    const source = createProxySource({ fetch: stubFetch(() => jsonResponse({ illusts: [] })) });
    const page = await source.getRanking({ mode: "day", date: "2026-11-20", page: 1 });
    expect(page.artworks).toEqual([]);
  });

  it("keeps a caller's cancel as a cancel", async () => {
    const controller = new AbortController();
    const hang = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            reject(new DOMException("aborted", "AbortError"));
          });
        }),
    );
    const source = createProxySource({ fetch: hang });
    const pending = source.getArtwork(1, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toSatisfy((error) => !(error instanceof DataSourceError));
  });

  it("gives a caller that cancelled while the work area's code loaded its cancel, without a request", async () => {
    const fetch = stubFetch(() => jsonResponse({ illust: rawIllust() }));
    const controller = new AbortController();
    const source = createProxySource({ fetch });
    const pending = source.getArtwork(1, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toSatisfy((error) => !(error instanceof DataSourceError));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("rejects as network when the work area's code cannot load, and asks nothing", async () => {
    vi.resetModules();
    vi.doMock("./proxy/work", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    try {
      const fresh = await import("./proxy-source");
      const fetch = stubFetch(() => jsonResponse({ illusts: [], next_url: null }));
      const source = fresh.createProxySource({ fetch });
      const error = await source.getArtwork(1).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ kind: "network" });
      expect(fetch).not.toHaveBeenCalled();
      // The first page's part does not depend on it.
      await source.getRanking({ mode: "day", date: "2026-11-20", page: 1 }).catch(() => undefined);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.doUnmock("./proxy/work");
      vi.resetModules();
    }
  });
});
