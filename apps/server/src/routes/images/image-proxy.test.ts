// The image proxy over real sockets: the sandbox refuses images without a pixiv Referer, the proxy
// adds it and streams the bytes with their type, Range and HEAD pass through, paths cannot escape
// the image host, and an unreachable upstream is a 502 that says so.
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankingBodySchema } from "@pxv/pixiv";
import { startHarness, type Harness } from "../../test/harness.js";
import { upstreamImagePath } from "./image-proxy.js";

let harness: Harness;
let imagePath: string;

beforeAll(async () => {
  harness = await startHarness();
  const ranking = rankingBodySchema.parse(
    (await harness.app.inject({ method: "GET", url: "/api/pixiv/rank?mode=day" })).json(),
  );
  const url = ranking.illusts[0]?.image_urls.medium ?? "";
  imagePath = new URL(url).pathname;
});
afterAll(() => harness.close());

describe("image proxy /-/*", () => {
  it("the sandbox itself refuses the image without a pixiv Referer", async () => {
    const direct = await fetch(`${harness.sandbox.urls.iPximg}${imagePath}`);
    expect(direct.status).toBe(403);
  });

  it("serves the same image through the proxy with its content type and long cache", async () => {
    const response = await harness.app.inject({ method: "GET", url: `/-${imagePath}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/(jpeg|webp|png)/);
    expect(response.headers["cache-control"]).toContain("immutable");
    // An image is no document: nosniff, and none of a page's headers.
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBeUndefined();
    expect(response.headers["referrer-policy"]).toBeUndefined();
    expect(response.rawPayload.length).toBeGreaterThan(100);
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);

    const direct = await fetch(`${harness.sandbox.urls.iPximg}${imagePath}`, {
      headers: { referer: "https://www.pixiv.net/" },
    });
    expect(Buffer.from(await direct.arrayBuffer()).equals(response.rawPayload)).toBe(true);
  });

  it("never compresses an image, whatever the client accepts", async () => {
    const plain = await harness.app.inject({ method: "GET", url: `/-${imagePath}` });
    const asked = await harness.app.inject({
      method: "GET",
      url: `/-${imagePath}`,
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(asked.headers["content-encoding"]).toBeUndefined();
    expect(asked.headers["content-length"]).toBe(plain.headers["content-length"]);
    expect(asked.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it("answers a Range request with 206 and exactly those bytes", async () => {
    const whole = (await harness.app.inject({ method: "GET", url: `/-${imagePath}` })).rawPayload;
    const response = await harness.app.inject({
      method: "GET",
      url: `/-${imagePath}`,
      headers: { range: "bytes=10-49" },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes 10-49/${whole.length}`);
    expect(response.rawPayload.equals(whole.subarray(10, 50))).toBe(true);
  });

  it("passes conditional requests: a known ETag gets 304", async () => {
    const first = await harness.app.inject({ method: "GET", url: `/-${imagePath}` });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const second = await harness.app.inject({
      method: "GET",
      url: `/-${imagePath}`,
      headers: { "if-none-match": String(etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.rawPayload.length).toBe(0);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await harness.app.inject({ method: "HEAD", url: `/-${imagePath}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\//);
    expect(response.rawPayload.length).toBe(0);
  });

  it("proxies s.pximg.net under /~/", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/~/common/images/no_profile.png" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
  });

  it("passes the upstream's 404 for a path that is no image", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/-/img-master/img/nothing.jpg" });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    "/-/../healthz",
    "/-/%2e%2e/healthz",
    "/-//evil.example/x.jpg",
    "/-/a/..%2f..%2fx",
    "/~/..%5chealthz",
  ])("refuses %s sent as-is on the wire, which would leave the image host", async (path) => {
    const response = await rawGet(path);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ error: { reason: "invalid_path" } });
  });
});

/** A GET whose path goes onto the wire exactly as written (no client-side normalization). */
async function rawGet(path: string): Promise<{ statusCode: number; body: string }> {
  if (!harness.app.server.listening) await harness.app.listen({ host: "127.0.0.1", port: 0 });
  const address = harness.app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, method: "GET" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

describe("upstreamImagePath", () => {
  it.each([
    ["/c/540x540_70/img-master/img/2025/02/03/00/03/17/1_p0_master1200.jpg", true],
    ["/img-original/img/2025/02/03/00/03/17/1_p0.png?_t=1", true],
    ["/a/b@c:1/x.jpg?next=//elsewhere/..", true],
    ["/../x", false],
    ["/a/./b", false],
    ["//evil.example/x", false],
    ["/a%2F..%2Fb", false],
    ["/a\\b", false],
    ["/a b.jpg", false],
    ["/a\tb.jpg", false],
    ["/caf\u00e9.jpg", false],
    ["relative", false],
  ])("%s → allowed: %s", (path, allowed) => {
    const upstream = upstreamImagePath("/", path);
    expect(upstream !== null).toBe(allowed);
    if (upstream !== null) expect(upstream).toBe(path);
  });

  it("puts the path under the host's base path", () => {
    expect(upstreamImagePath("/mirror/", "/img/1.jpg?x=1")).toBe("/mirror/img/1.jpg?x=1");
  });
});

describe("when the image host is down", () => {
  it("answers 502 with a body that names the host, and keeps serving", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => {
          resolve(typeof address === "object" && address ? address.port : 1);
        });
      });
    });
    const broken = await startHarness({ iPximg: `http://127.0.0.1:${closedPort}` });
    try {
      const response = await broken.app.inject({ method: "GET", url: `/-${imagePath}` });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        upstream: "i.pximg.net",
        error: { reason: "upstream_unavailable" },
      });
      expect((await broken.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
