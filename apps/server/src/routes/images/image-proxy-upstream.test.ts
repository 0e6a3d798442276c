// The image proxy against an image host that misbehaves on the wire (a raw TCP/TLS server, so every
// byte and every cut is exact): silence and stalls hit the timeout, a body cut mid-way cuts the
// client's connection, same-host redirects are followed at most MAX_REDIRECTS times, a request on a
// kept-alive connection the host closed is sent again, a host's Keep-Alive hint never shortens the
// timeout of a later request, and https image hosts work. With a pace, a head that dribbles in past
// the first-byte deadline is a 502 and a body that trickles under the minimum rate is cut, while a
// slow but steady body, or one held back by a slow client, completes.
import { get as httpGet } from "node:http";
import { createServer as createTcpServer, type Server, type Socket } from "node:net";
import { createServer as createTlsServer } from "node:tls";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dribble } from "../../test/raw-socket.js";
import { imageHosts, registerImageProxy, type ImageProxyOptions } from "./image-proxy.js";

// A self-signed certificate for 127.0.0.1 (valid 2000–2125), made for this test only: the key guards
// nothing but a loopback server that lives as long as the test.
const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgvtWvM02hQjQD01HC
RX5prKUxJAl3isXdjwAK0LRpTmmhRANCAAQqWf6562k4xCZc5vXyd1aO9GVN9b3F
5eM8cafoJzpQRIpwe13BH0SDEr1ErU0KTPPP1myTG43lxiDGgGKlgYP9
-----END PRIVATE KEY-----`;
const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBXDCCAQKgAwIBAgIBATAKBggqhkjOPQQDAjAUMRIwEAYDVQQDDAkxMjcuMC4w
LjEwIBcNMDAwMTAxMDAwMDAwWhgPMjEyNTAxMDEwMDAwMDBaMBQxEjAQBgNVBAMM
CTEyNy4wLjAuMTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABCpZ/rnraTjEJlzm
9fJ3Vo70ZU31vcXl4zxxp+gnOlBEinB7XcEfRIMSvUStTQpM88/WbJMbjeXGIMaA
YqWBg/2jQzBBMA8GA1UdEwEB/wQFMAMBAf8wDwYDVR0RBAgwBocEfwAAATAdBgNV
HQ4EFgQU39aq/0CZ+fUosopZzqtCqYjbI6cwCgYIKoZIzj0EAwIDSAAwRQIgUl4f
IqOKL7i/9iWjp6aTpeZ7/+qcxzz1k9dulSO8DQACIQDvrAv9JX0BTcFdAl4PNA4G
lNoUpAd1zNaIpgbutGCXgw==
-----END CERTIFICATE-----`;

const TIMEOUT_MS = 300;
const BODY = Buffer.alloc(1000, 0x5a);
/** Short enough for a test; the idle timeout stays at 30 s, so only the pace can cut. */
const PACE = { firstByteMs: 400, minBytesPerSecond: 2000, windowMs: 400 };
/** More than loopback socket buffers hold, so a client that stops reading makes the proxy pause. */
const LARGE_BODY = Buffer.alloc(32 * 1024 * 1024, 0x5a);

const head = (status: string, headers: Record<string, string | number>): string =>
  `HTTP/1.1 ${status}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${String(value)}\r\n`)
    .join("")}\r\n`;

/** Requests seen, by path, and connections opened. */
const seen = { paths: [] as string[], connections: 0 };
/** Called when the connection that asked for /late.jpg is closed. */
let onLateClosed = (): void => undefined;

/** Answers each request on a connection by its path; see the tests for what each path does. */
function handleConnection(socket: Socket): void {
  seen.connections++;
  let buffered = "";
  let requestsOnSocket = 0;
  socket.on("error", () => undefined);
  socket.on("data", (data: Buffer) => {
    buffered += data.toString("latin1");
    for (let end = buffered.indexOf("\r\n\r\n"); end !== -1; end = buffered.indexOf("\r\n\r\n")) {
      const [requestLine = ""] = buffered.slice(0, end).split("\r\n");
      buffered = buffered.slice(end + 4);
      requestsOnSocket++;
      const path = requestLine.split(" ")[1] ?? "";
      seen.paths.push(path);
      answer(socket, path, requestsOnSocket);
    }
  });
}

function answer(socket: Socket, path: string, requestsOnSocket: number): void {
  const whole = head("200 OK", { "content-type": "image/jpeg", "content-length": BODY.length });
  if (path === "/silent.jpg") return;
  if (path === "/late.jpg") {
    socket.once("close", () => {
      onLateClosed();
    });
    setTimeout(() => {
      socket.write(whole);
      socket.write(BODY.subarray(0, 100));
    }, 200);
    return;
  }
  if (path === "/stall.jpg" || path === "/cut.jpg") {
    socket.write(whole);
    socket.write(BODY.subarray(0, 100));
    if (path === "/cut.jpg") setTimeout(() => socket.destroy(), 20);
    return;
  }
  const hop = /^\/hop\/(\d+)\.jpg$/.exec(path);
  if (hop && Number(hop[1]) > 0) {
    const location = `/hop/${String(Number(hop[1]) - 1)}.jpg`;
    socket.write(head("302 Found", { location, "content-length": 0 }));
    return;
  }
  if (path === "/short-keep-alive.jpg") {
    // Node keeps this connection idle for at most 1 s (the hint less its 1 s margin).
    socket.write(
      head("200 OK", {
        "content-type": "image/jpeg",
        "content-length": BODY.length,
        "keep-alive": "timeout=2",
      }),
    );
    socket.write(BODY);
    return;
  }
  if (path === "/after-1.5-s.jpg") {
    socket.write(whole);
    setTimeout(() => socket.write(BODY), 1500);
    return;
  }
  if (path === "/dribbled-head.jpg") {
    // Its head takes 1 s, a line every 100 ms.
    dribble(socket, [...whole.split(/(?<=\r\n)/), BODY], 100);
    return;
  }
  if (path === "/trickle.jpg") {
    // 10 bytes every 50 ms: 200 B/s, the whole body in 5 s.
    socket.write(whole);
    dribble(
      socket,
      Array.from({ length: 100 }, (_, index) => BODY.subarray(index * 10, index * 10 + 10)),
      50,
    );
    return;
  }
  if (path === "/steady.jpg") {
    // 20 kB at 10 kB/s: slower than any real host, faster than the pace's minimum.
    const steady = Buffer.alloc(20_000, 0x5a);
    socket.write(head("200 OK", { "content-type": "image/jpeg", "content-length": steady.length }));
    dribble(
      socket,
      Array.from({ length: 20 }, (_, index) => steady.subarray(index * 1000, index * 1000 + 1000)),
      100,
    );
    return;
  }
  if (path === "/large.jpg") {
    socket.write(head("200 OK", { "content-type": "image/jpeg", "content-length": LARGE_BODY.length }));
    socket.write(LARGE_BODY);
    return;
  }
  if (path === "/bad-redirect.jpg") {
    socket.write(head("302 Found", { location: "http://[not-a-host/x.jpg", "content-length": 0 }));
    return;
  }
  if (path === "/reset-when-reused.jpg" && requestsOnSocket > 1) {
    // The host dropped this kept-alive connection just as the next request came in.
    socket.resetAndDestroy();
    return;
  }
  socket.write(whole);
  socket.write(BODY);
}

let tcpHost: Server;
let tlsHost: Server;
let proxy: FastifyInstance;
let tlsProxy: FastifyInstance;
let patientProxy: FastifyInstance;
let pacedProxy: FastifyInstance;
let pacedProxyUrl: string;
let proxyUrl: string;
let tlsProxyUrl: string;
let patientProxyUrl: string;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return `127.0.0.1:${String(typeof address === "object" && address ? address.port : 0)}`;
}

async function startProxy(base: string, options: ImageProxyOptions): Promise<[FastifyInstance, string]> {
  const app = Fastify();
  registerImageProxy(app, imageHosts({ iPximg: base, sPximg: base }), null, options);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  return [app, `http://127.0.0.1:${String(typeof address === "object" && address ? address.port : 0)}`];
}

beforeAll(async () => {
  tcpHost = createTcpServer(handleConnection);
  tlsHost = createTlsServer({ key: TEST_KEY, cert: TEST_CERT }, handleConnection);
  const tcpBase = `http://${await listen(tcpHost)}`;
  [proxy, proxyUrl] = await startProxy(tcpBase, { timeoutMs: TIMEOUT_MS });
  // With the real 30 s timeout, so only the proxy itself can close a connection early.
  [patientProxy, patientProxyUrl] = await startProxy(tcpBase, {});
  [pacedProxy, pacedProxyUrl] = await startProxy(tcpBase, { pace: PACE });
  [tlsProxy, tlsProxyUrl] = await startProxy(`https://${await listen(tlsHost)}`, {
    timeoutMs: TIMEOUT_MS,
    ca: TEST_CERT,
  });
});
afterAll(async () => {
  await proxy.close();
  await tlsProxy.close();
  await patientProxy.close();
  await pacedProxy.close();
  tcpHost.close();
  tlsHost.close();
});

interface Received {
  readonly status: number;
  readonly bytes: number;
  /** Whether the whole stated body arrived before the connection ended. */
  readonly complete: boolean;
  readonly body: string;
}

function get(url: string): Promise<Received> {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", () => undefined);
      response.on("close", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          bytes: body.length,
          complete: response.complete,
          body: body.toString("utf8"),
        });
      });
    }).on("error", reject);
  });
}

describe("the image proxy against a misbehaving image host", () => {
  it("answers 502 when the host sends no status line within the timeout", async () => {
    const started = Date.now();
    const response = await get(`${proxyUrl}/-/silent.jpg`);
    expect(response.status).toBe(502);
    expect(response.body).toContain("no answer for 0.3 s");
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it("cuts the client's connection when the body stalls past the timeout", async () => {
    const response = await get(`${proxyUrl}/-/stall.jpg`);
    expect(response.status).toBe(200);
    expect(response.bytes).toBe(100);
    expect(response.complete).toBe(false);
  });

  it("cuts the client's connection when the host breaks off mid-body, and keeps serving", async () => {
    const response = await get(`${proxyUrl}/-/cut.jpg`);
    expect(response.status).toBe(200);
    expect(response.bytes).toBe(100);
    expect(response.complete).toBe(false);
    const next = await get(`${proxyUrl}/-/whole.jpg`);
    expect(next).toMatchObject({ status: 200, bytes: BODY.length, complete: true });
  });

  it("follows up to three redirects on the same host, and refuses a fourth or an invalid one", async () => {
    seen.paths.length = 0;
    expect(await get(`${proxyUrl}/-/hop/3.jpg`)).toMatchObject({ status: 200, bytes: BODY.length });
    expect(seen.paths).toEqual(["/hop/3.jpg", "/hop/2.jpg", "/hop/1.jpg", "/hop/0.jpg"]);
    const tooMany = await get(`${proxyUrl}/-/hop/4.jpg`);
    expect(tooMany.status).toBe(502);
    expect(tooMany.body).toContain("redirected more than 3 times");
    const invalid = await get(`${proxyUrl}/-/bad-redirect.jpg`);
    expect(invalid.status).toBe(502);
    expect(invalid.body).toContain("redirected to an invalid URL");
  });

  it("sends a request again when the kept-alive connection it went out on was closed", async () => {
    expect(await get(`${proxyUrl}/-/reset-when-reused.jpg`)).toMatchObject({ status: 200, complete: true });
    const connections = seen.connections;
    const again = await get(`${proxyUrl}/-/reset-when-reused.jpg`);
    expect(again).toMatchObject({ status: 200, bytes: BODY.length, complete: true });
    expect(seen.connections).toBe(connections + 1);
  });

  it("drops the upstream request when the client left before the host answered", async () => {
    const upstreamClosed = new Promise<void>((resolve) => {
      onLateClosed = resolve;
    });
    await new Promise<void>((resolve) => {
      const request = httpGet(`${patientProxyUrl}/-/late.jpg`, { agent: false });
      request.on("error", () => {
        resolve();
      });
      setTimeout(() => request.destroy(), 50);
    });
    // Without the proxy closing it, this connection would stay open for the 30 s timeout.
    await upstreamClosed;
  });

  it("gives a reused connection the full timeout back after a host's shorter Keep-Alive hint", async () => {
    const connections = seen.connections;
    expect(await get(`${patientProxyUrl}/-/short-keep-alive.jpg`)).toMatchObject({ complete: true });
    // The same connection, silent mid-body for longer than the hint but well within the timeout.
    const slow = await get(`${patientProxyUrl}/-/after-1.5-s.jpg`);
    expect(slow).toMatchObject({ status: 200, bytes: BODY.length, complete: true });
    expect(seen.connections).toBe(connections + 1);
  });

  it("fetches from an https image host", async () => {
    const response = await get(`${tlsProxyUrl}/-/whole.jpg`);
    expect(response).toMatchObject({ status: 200, bytes: BODY.length, complete: true });
  });
});

describe("the image proxy's pace", () => {
  it("answers 502 when the head takes longer than the first-byte deadline, even if it keeps coming", async () => {
    const response = await get(`${pacedProxyUrl}/-/dribbled-head.jpg`);
    expect(response.status).toBe(502);
    expect(response.body).toContain("no answer within 0.4 s");
  });

  it("cuts a body that trickles in under the minimum rate", async () => {
    const response = await get(`${pacedProxyUrl}/-/trickle.jpg`);
    expect(response.status).toBe(200);
    expect(response.complete).toBe(false);
    expect(response.bytes).toBeLessThan(BODY.length);
  });

  it("lets a slow but steady body complete", async () => {
    const response = await get(`${pacedProxyUrl}/-/steady.jpg`);
    expect(response).toMatchObject({ status: 200, bytes: 20_000, complete: true });
  });

  it("does not count the time a slow client holds the body back against the host", async () => {
    const received = await new Promise<{ bytes: number; complete: boolean }>((resolve, reject) => {
      httpGet(`${pacedProxyUrl}/-/large.jpg`, { agent: false }, (response) => {
        let bytes = 0;
        let paused = false;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (paused) return;
          // Stop reading for longer than two windows of the pace, once.
          paused = true;
          response.pause();
          setTimeout(() => response.resume(), PACE.windowMs * 3);
        });
        response.on("error", () => undefined);
        response.on("close", () => {
          resolve({ bytes, complete: response.complete });
        });
      }).on("error", reject);
    });
    expect(received).toEqual({ bytes: LARGE_BODY.length, complete: true });
  });
});
