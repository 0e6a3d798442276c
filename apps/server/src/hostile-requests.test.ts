// pxv against hostile clients and misbehaving upstreams, in-process on loopback: redirects are never
// followed off an upstream's host (a listener the test owns must see no request), bodies cut short
// are 502s, `__proto__`/`constructor` keys are plain bad keys (400), the translation model and
// pixivision's page are bounded, image-host error pages never reach the browser, a client that
// leaves early costs one short debug line, and every refusal — Fastify's, Node's, a missing route's
// — has pxv's one JSON error shape.
import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./test/harness.js";
import { startStubUpstream, type StubUpstream } from "./test/stub-upstream.js";

/** A loopback HTTP server with a given handler, for upstreams that misbehave below Fastify's level. */
async function rawServer(
  handler: Parameters<typeof createServer>[1],
): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}` };
}

const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => {
      resolve();
    });
  });

/** A JPEG's first bytes: enough for the image search to accept it as a picture. */
const PICTURE = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(256, 1)]);

function multipart(bytes: Buffer) {
  const boundary = "----pxvtest";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

const IMAGE_PATH = "/img-master/img/2020/01/01/00/00/00/1_p0_master1200.jpg";

interface ErrorShape {
  code: number;
  detail: string;
  url: string;
  error: { reason: string; message: string };
}

function expectErrorShape(body: unknown, code: number): ErrorShape {
  const shaped = body as ErrorShape;
  expect(typeof shaped.detail).toBe("string");
  expect(typeof shaped.url).toBe("string");
  expect(shaped.code).toBe(code);
  expect(shaped.error.reason).not.toBe("server_error");
  return shaped;
}

describe("upstream redirects", () => {
  let target: StubUpstream;
  let redirector: { server: Server; url: string };
  let harness: Harness;
  beforeAll(async () => {
    target = await startStubUpstream((_request, reply) => reply.send({ reached: true }));
    const targetHost = target.url.replace(/^http:/, "");
    let count = 0;
    // Half absolute, half protocol-relative Locations, both to the test's own listener.
    redirector = await rawServer((_request, response) => {
      count++;
      response.writeHead(302, { location: count % 2 === 0 ? `${target.url}/hit` : `${targetHost}/hit` });
      response.end();
    });
    const base = redirector.url;
    harness = await startHarness(
      {
        appApi: base,
        oauth: base,
        www: base,
        iPximg: base,
        sPximg: base,
        sketch: base,
        imageSearch: base,
        pixivision: base,
        danbooru: base,
        gelbooru: base,
        yandere: base,
      },
      {
        app: {
          translation: { baseUrl: `${base}/v1`, apiKey: "key", model: "m" },
          feeds: { noticesUrl: `${base}/notices.json` },
        },
      },
    );
  });
  afterAll(async () => {
    await harness.close();
    await closeServer(redirector.server);
    await target.close();
  });

  it("follows none to another host, from any upstream client", async () => {
    const gets = [
      "/api/pixiv/illust?id=1",
      "/api/pixiv/rank",
      "/api/pixivision",
      "/api/sketch/lives/1.json",
      "/api/sketch/lives/1/logs.json",
      "/api/sketch/hls/1/0/index.m3u8",
      "/api/pid-recover/1",
      "/api/pixiv-novel-translate/1.html",
      "/api/ugoira/1.mp4",
      "/api/notices",
      "/api/pixiv-now/user",
      "/pixiv-app-api/v1/illust/detail?illust_id=1",
      `/-${IMAGE_PATH}`,
      "/~/common/images/no_profile.png",
    ];
    const statuses: Record<string, number> = {};
    for (const url of gets) {
      statuses[url] = (
        await harness.app.inject({ method: "GET", url, headers: { "x-auth": "PHPSESSID=1_x" } })
      ).statusCode;
    }
    for (let round = 0; round < 2; round++) {
      statuses[`POST /api/saucenao #${String(round)}`] = (
        await harness.app.inject({ method: "POST", url: "/api/saucenao", ...multipart(PICTURE) })
      ).statusCode;
    }
    expect(target.requests).toHaveLength(0);
    for (const [url, status] of Object.entries(statuses)) expect(status, url).not.toBe(500);
    expect(statuses["POST /api/saucenao #0"]).toBe(502);
  });
});

describe("misbehaving upstreams and hostile parameters", () => {
  let hostile: { server: Server; url: string };
  let harness: Harness;
  const lines: string[] = [];
  let novelId = 0;
  beforeAll(async () => {
    // Image paths answer the host's own error pages; everything else is JSON cut short.
    hostile = await rawServer((request, response) => {
      const path = request.url ?? "/";
      if (path.startsWith("/img-master/")) {
        response.writeHead(404, { "content-type": "text/html" });
        response.end("<html><script>alert(document.cookie)</script></html>");
        return;
      }
      if (path.startsWith("/img-original/")) {
        response.writeHead(503, { "content-type": "text/html" });
        response.end("<html><body>Service Unavailable</body></html>");
        return;
      }
      request.resume();
      response.writeHead(200, { "content-type": "application/json", "content-length": "5000" });
      response.write('{"data":{"lives":[');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    harness = await startHarness(
      { pixivision: hostile.url, sketch: hostile.url, imageSearch: hostile.url, iPximg: hostile.url },
      {
        app: {
          translation: { baseUrl: `${hostile.url}/v1`, apiKey: "key", model: "the-model" },
          rateLimitPerMinute: 600,
          logLevel: "debug",
          logStream: { write: (line: string) => lines.push(line) },
        },
      },
    );
    const ranking = (await harness.app.inject({ method: "GET", url: "/api/pixiv/rank_novel" })).json<{
      novels: { id: number }[];
    }>();
    novelId = ranking.novels[0]?.id ?? 0;
  });
  afterAll(async () => {
    await harness.close();
    await closeServer(hostile.server);
  });

  it.each([
    ["pixivision", "/api/pixivision"],
    ["sketch lives", "/api/sketch/lives/123.json"],
    ["translation", "novel"],
  ])("answers 502 when %s's body is cut short", async (_name, url) => {
    const response = await harness.app.inject({
      method: "GET",
      url: url === "novel" ? `/api/pixiv-novel-translate/${String(novelId)}.html` : url,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(502);
    expect(response.json()).toMatchObject({ error: { reason: "upstream_unavailable" } });
  });

  it("answers 502 when the app API's body is cut short on the user's relays", async () => {
    const relayed = await startHarness({ appApi: hostile.url }, { sandbox: harness.sandbox });
    try {
      for (const url of [
        "/pixiv-app-api/v1/illust/detail?illust_id=1",
        "/api/pixiv/req_get?path=v2/illust/follow&params=%7B%22restrict%22%3A%22public%22%7D",
      ]) {
        const response = await relayed.app.inject({
          method: "GET",
          url,
          headers: { authorization: "Bearer user-token" },
        });
        expect(response.statusCode, `${url} ${response.body.slice(0, 300)}`).toBe(502);
        expect(response.json()).toMatchObject({ error: { reason: "upstream_unavailable" } });
      }
    } finally {
      await relayed.close();
    }
  });

  it("answers 502 when SauceNAO's body is cut short", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/saucenao",
      ...multipart(PICTURE),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(502);
  });

  it.each([
    "/api/pixiv/related?id=118000001&nextUrl=constructor%3D1",
    "/api/pixiv/related?id=118000001&nextUrl=__proto__",
    "/api/pixiv/related?id=118000001&nextUrl=__proto__%3D1%26toString%3D2",
    "/api/pixiv/related?id=118000001&nextUrl=hasOwnProperty%3D1",
    `/api/pixiv/illust_recommended?params=${encodeURIComponent('{"__proto__":{"offset":"1"}}')}`,
    `/api/pixiv/illust_recommended?params=${encodeURIComponent('{"constructor":"1"}')}`,
    `/api/pixiv/req_get?path=v2/illust/follow&params=${encodeURIComponent('{"constructor":"1"}')}`,
    `/api/pixiv/req_get?path=v2/illust/follow&params=${encodeURIComponent('{"__proto__":"1"}')}`,
    `/api/pixiv/req_post?path=v1/user/follow/add&data=${encodeURIComponent('{"toString":"1"}')}`,
    "/api/pixiv/req_get?path=__proto__",
    "/api/pixiv/req_get?path=constructor",
  ])("refuses prototype keys with a 400: %s", async (url) => {
    const response = await harness.app.inject({
      method: "GET",
      url,
      headers: { authorization: "Bearer abcdefghijklmnop" },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  });

  it("accepts only the configured translation model", async () => {
    const other = await harness.app.inject({
      method: "GET",
      url: `/api/pixiv-novel-translate/${String(novelId)}.html?aimd=another-model`,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ parameter: "aimd" });
    const streamed = await harness.app.inject({
      method: "GET",
      url: `/api/pixiv-novel-translate/${String(novelId)}.txt?aimd=gpt-x`,
    });
    expect(streamed.statusCode).toBe(400);
  });

  it("bounds pixivision's page", async () => {
    for (const page of ["1001", "99999999999", "1e9"]) {
      const response = await harness.app.inject({ method: "GET", url: `/api/pixivision?page=${page}` });
      expect(response.statusCode, page).toBe(400);
      expect(response.json()).toMatchObject({ parameter: "page" });
    }
    const list = await harness.app.inject({ method: "GET", url: "/api/pixivision/list?page=5000" });
    expect(list.statusCode).toBe(400);
  });

  it("answers an image host's error pages with pxv's JSON, never their HTML", async () => {
    const missing = await harness.app.inject({ method: "GET", url: `/-${IMAGE_PATH}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/^application\/json/);
    expect(missing.body).not.toContain("<script");
    expectErrorShape(missing.json(), 404);
    const down = await harness.app.inject({
      method: "GET",
      url: "/-/img-original/img/2020/01/01/00/00/00/1_p0.jpg",
    });
    expect(down.statusCode).toBe(502);
    expect(down.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("logs a client that resets right after its request once, short, at debug level", async () => {
    const origin = await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const port = Number(new URL(origin).port);
    lines.length = 0;
    const count = 20;
    for (let index = 0; index < count; index++) {
      const socket = connect({ host: "127.0.0.1", port });
      socket.on("error", () => undefined);
      await new Promise((resolve) => socket.once("connect", resolve));
      socket.write("GET /api/pixiv/rank?mode=week HTTP/1.1\r\nHost: x\r\n\r\n");
      socket.resetAndDestroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
    for (const line of lines) {
      expect(line.length).toBeLessThan(400);
      expect(line).not.toContain("stack");
    }
    expect(entries.filter((entry) => /went away/.test(entry.msg)).length).toBeLessThanOrEqual(count);
  });
});

describe("one error shape", () => {
  let harness: Harness;
  let port = 0;
  beforeAll(async () => {
    harness = await startHarness();
    const origin = await harness.app.listen({ port: 0, host: "127.0.0.1" });
    port = Number(new URL(origin).port);
  });
  afterAll(() => harness.close());

  /** Sends raw bytes and returns the status and JSON body of the answer. */
  function raw(bytes: string): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: "127.0.0.1", port });
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      socket.on("error", reject);
      socket.on("close", () => {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
        const body = text.slice(text.indexOf("\r\n\r\n") + 4);
        try {
          resolve({ status, body: JSON.parse(body) as unknown });
        } catch {
          resolve({ status, body });
        }
      });
      socket.write(bytes);
    });
  }

  it("answers Node's refusals (malformed request, headers too large) in pxv's shape", async () => {
    const malformed = await raw("GET / HTTP/1.1\r\nHost x\r\n\r\n");
    expect(malformed.status).toBe(400);
    expectErrorShape(malformed.body, 400);
    const huge = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    expectErrorShape(huge.body, 431);
  });

  it("answers Fastify's own refusals in pxv's shape, never as server_error", async () => {
    const badUrl = await harness.app.inject({ method: "GET", url: "/api/pixiv/rank/%zz" });
    expect(badUrl.statusCode).toBe(400);
    expectErrorShape(badUrl.json(), 400);
    const longParam = await harness.app.inject({
      method: "GET",
      url: `/api/sketch/lives/${"1".repeat(1100)}.json`,
    });
    expect(longParam.statusCode).toBe(414);
    expectErrorShape(longParam.json(), 414);
    const badJson = await harness.app.inject({
      method: "POST",
      url: "/api/saucenao",
      headers: { "content-type": "application/json" },
      payload: '{"a":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(expectErrorShape(badJson.json(), 400).error.reason).toBe("invalid_body");
    const tooLarge = await harness.app.inject({
      method: "POST",
      url: "/api/saucenao",
      headers: { "content-type": "application/json" },
      payload: `"${"a".repeat(2 * 1024 * 1024)}"`,
    });
    expect(tooLarge.statusCode).toBe(413);
    expectErrorShape(tooLarge.json(), 413);
  });

  it("answers every request with a body to a GET-only route with a JSON 404", async () => {
    const bodies: [string, string | Buffer][] = [
      ["application/json", '{"a":1}'],
      ["application/json", '{"a":'],
      ["application/json", '{"__proto__":{"x":1}}'],
      ["application/json", ""],
      ["text/plain", "hello"],
      ["application/x-www-form-urlencoded", "a=1&__proto__=2"],
      ["multipart/form-data; boundary=x", "--x\r\n"],
      ["application/xml", "<a/>"],
      ["application/json", Buffer.alloc(1_200_000, 0x61)],
    ];
    for (const route of ["/api/pixiv/rank", "/api/pixivision", "/healthz", "/openapi.json", "/api/notices"]) {
      for (const [type, body] of bodies) {
        const response = await fetch(`http://127.0.0.1:${String(port)}${route}`, {
          method: "POST",
          headers: { "content-type": type },
          body,
        });
        const what = `${route} ${type} ${String(body.length)}`;
        expect(response.status, what).toBe(404);
        expectErrorShape(await response.json(), 404);
      }
    }
    // Routes that take a POST and refuse its path once the body has been read (Node has then
    // destroyed the request stream, which must not pass for a client that left).
    for (const route of ["/pixiv-oauth/v1/illust/detail", "/pixiv-app-api/web/v1/login?client=x"]) {
      for (const [type, body] of bodies.slice(0, -1)) {
        const response = await fetch(`http://127.0.0.1:${String(port)}${route}`, {
          method: "POST",
          headers: { "content-type": type },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        expect(response.status, `${route} ${type}`).toBe(404);
        expectErrorShape(await response.json(), 404);
      }
    }
  }, 60_000);
});
