// The image proxy's copy of recent pictures: bounded by bytes, filled only by whole plain GETs that
// finished, answered with the right status for conditional and range requests, and never a reason
// to ask the image host again for a picture it already sent whole.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../test/harness.js";
import { startStubUpstream, type StubUpstream } from "../../test/stub-upstream.js";
import {
  answerFromCache,
  cacheFill,
  createImageCache,
  MAX_ENTRY_BYTES,
  type CachedImage,
} from "./image-cache.js";

const picture = (size: number, fill = 1): CachedImage => ({
  bytes: Buffer.alloc(size, fill),
  contentType: "image/jpeg",
  etag: '"abc"',
  lastModified: "Sat, 01 Nov 2025 00:00:00 GMT",
});

describe("the image cache", () => {
  it("keeps the most recently used pictures within its byte budget", () => {
    const cache = createImageCache(3 * 1024 + 3 * 512);
    cache.set("a", picture(1024));
    cache.set("b", picture(1024));
    cache.set("c", picture(1024));
    expect(cache.get("a")).toBeDefined(); // a is now the most recent
    cache.set("d", picture(1024));
    expect(cache.get("b")).toBeUndefined();
    expect(["a", "c", "d"].every((key) => cache.get(key) !== undefined)).toBe(true);
    expect(cache.usedBytes).toBeLessThanOrEqual(3 * 1024 + 3 * 512);
  });

  it("is filled with a body that arrived whole, in order, and never with a short or long one", () => {
    const kept: Buffer[] = [];
    const fill = (expected: number, chunks: string[]): void => {
      const collecting = cacheFill(expected, (bytes) => kept.push(bytes));
      for (const chunk of chunks) collecting.add(Buffer.from(chunk));
      collecting.end();
    };
    fill(6, ["ab", "cd", "ef"]);
    fill(6, ["ab", "cd"]);
    fill(6, ["ab", "cd", "efg"]);
    expect(kept.map(String)).toEqual(["abcdef"]);
  });

  it("does not keep a picture larger than the whole budget", () => {
    const cache = createImageCache(1000);
    cache.set("big", picture(2000));
    expect(cache.get("big")).toBeUndefined();
    expect(cache.usedBytes).toBe(0);
  });
});

describe("answers from a cached picture", () => {
  const image: CachedImage = { ...picture(0), bytes: Buffer.from("0123456789") };
  const answer = (headers: Record<string, string>, method: "GET" | "HEAD" = "GET") =>
    answerFromCache(image, method, headers, "public, max-age=31536000, immutable");
  const headerOf = (headers: readonly string[], name: string): string | undefined =>
    headers[headers.indexOf(name) + 1];

  it("answers the whole picture with its validators, and HEAD without a body", () => {
    const whole = answer({});
    expect(whole.statusCode).toBe(200);
    expect(whole.body?.toString()).toBe("0123456789");
    expect(headerOf(whole.headers, "content-length")).toBe("10");
    expect(headerOf(whole.headers, "etag")).toBe('"abc"');
    expect(answer({}, "HEAD")).toMatchObject({ statusCode: 200, body: null });
  });

  it("answers 304 to a validator that still names it", () => {
    expect(answer({ "if-none-match": 'W/"x", "abc"' }).statusCode).toBe(304);
    expect(answer({ "if-modified-since": "Sun, 02 Nov 2025 00:00:00 GMT" }).statusCode).toBe(304);
    expect(answer({ "if-none-match": '"other"' }).statusCode).toBe(200);
    expect(answer({ "if-modified-since": "Fri, 31 Oct 2025 00:00:00 GMT" }).statusCode).toBe(200);
  });

  it("answers a byte range, 416 outside the picture, and the whole when If-Range no longer holds", () => {
    const part = answer({ range: "bytes=2-4" });
    expect(part.statusCode).toBe(206);
    expect(part.body?.toString()).toBe("234");
    expect(headerOf(part.headers, "content-range")).toBe("bytes 2-4/10");
    expect(headerOf(part.headers, "content-length")).toBe("3");
    expect(answer({ range: "bytes=-3" }).body?.toString()).toBe("789");
    expect(answer({ range: "bytes=20-" })).toMatchObject({ statusCode: 416, body: null });
    expect(answer({ range: "bytes=2-4", "if-range": '"abc"' }).statusCode).toBe(206);
    expect(answer({ range: "bytes=2-4", "if-range": '"old"' }).statusCode).toBe(200);
  });
});

describe("the image proxy with its cache", () => {
  const SMALL = Buffer.from(Array.from({ length: 200_000 }, (_, index) => index % 251));
  const LARGE_BYTES = MAX_ENTRY_BYTES + 1;
  let upstream: StubUpstream;
  let harness: Harness;
  let base: string;

  beforeAll(async () => {
    upstream = await startStubUpstream((request, reply) => {
      if (request.url.startsWith("/large/")) {
        return reply.type("image/png").send(Buffer.alloc(LARGE_BYTES, 7));
      }
      if (request.url.startsWith("/slow/")) {
        // Half the picture, then nothing: the client gives up before the end.
        reply.raw.writeHead(200, { "content-type": "image/jpeg", "content-length": String(SMALL.length) });
        reply.raw.write(SMALL.subarray(0, SMALL.length / 2));
        return reply;
      }
      const range = request.headers.range;
      if (typeof range === "string") {
        return reply
          .code(206)
          .type("image/jpeg")
          .header("content-range", `bytes 0-9/${SMALL.length}`)
          .send(SMALL.subarray(0, 10));
      }
      return reply.type("image/jpeg").header("etag", '"v1"').send(SMALL);
    });
    harness = await startHarness({ iPximg: upstream.url });
    await harness.app.listen({ host: "127.0.0.1", port: 0 });
    const address = harness.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await harness.close();
    await upstream.close();
  });

  const upstreamCalls = (path: string): number =>
    upstream.requests.filter((request) => request.path === path).length;

  it("fetches a picture from the image host once, then answers it and its ranges from memory", async () => {
    const first = await fetch(`${base}/-/img/a.jpg`);
    expect(Buffer.from(await first.arrayBuffer()).equals(SMALL)).toBe(true);
    const second = await fetch(`${base}/-/img/a.jpg`);
    expect(second.status).toBe(200);
    expect(second.headers.get("content-type")).toBe("image/jpeg");
    expect(second.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await second.arrayBuffer()).equals(SMALL)).toBe(true);
    const part = await fetch(`${base}/-/img/a.jpg`, { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(SMALL.subarray(100, 200))).toBe(true);
    const revalidated = await fetch(`${base}/-/img/a.jpg`, { headers: { "if-none-match": '"v1"' } });
    expect(revalidated.status).toBe(304);
    expect(upstreamCalls("/img/a.jpg")).toBe(1);
  });

  it("does not keep a range answer, a picture over the entry limit, or a body the client left", async () => {
    const part = await fetch(`${base}/-/img/b.jpg`, { headers: { range: "bytes=0-9" } });
    expect(part.status).toBe(206);
    await part.arrayBuffer();
    await (await fetch(`${base}/-/img/b.jpg`)).arrayBuffer();
    expect(upstreamCalls("/img/b.jpg")).toBe(2);

    for (let round = 0; round < 2; round++) {
      const large = await fetch(`${base}/-/large/c.png`);
      expect((await large.arrayBuffer()).byteLength).toBe(LARGE_BYTES);
    }
    expect(upstreamCalls("/large/c.png")).toBe(2);

    await new Promise<void>((resolve) => {
      const request = httpRequest(`${base}/-/slow/d.jpg`, (response) => {
        response.once("data", () => {
          request.destroy();
          resolve();
        });
      });
      request.end();
    });
    await (
      await fetch(`${base}/-/slow/d.jpg`, { signal: AbortSignal.timeout(500) }).catch(() => null)
    )
      ?.arrayBuffer()
      .catch(() => null);
    expect(upstreamCalls("/slow/d.jpg")).toBe(2);
  });
});
