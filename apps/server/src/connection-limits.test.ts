// Connection limits over raw sockets on loopback: a connection that sends nothing, a head that never
// ends and a body that drips in are answered 408 and closed within their times, a slow download is
// not; one address holds at most its cap of connections, and a freed place can be taken again; the
// `pxv` server (startServer) applies what the environment configures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { limitConnections, type ConnectionLimits } from "./connection-limits.js";
import { startServer } from "./server.js";
import { startHarness, type Harness } from "./test/harness.js";
import { dribble, openRawSocket, type WatchedSocket } from "./test/raw-socket.js";

/** Far below the defaults, so each case takes a second or two. */
const SHORT: ConnectionLimits = { headersTimeoutMs: 500, requestTimeoutMs: 1000, perAddress: 0 };
/** The longest a case waits for the server to close a connection it should close. */
const CLOSE_WITHIN_MS = 5000;

let shared: Harness;
beforeAll(async () => {
  shared = await startHarness();
});
afterAll(() => shared.close());

/** A pxv app on the shared sandbox with `limits`, listening on a free port. */
async function serve(limits: ConnectionLimits): Promise<{ port: number; close(): Promise<void> }> {
  const served = await startHarness({}, { sandbox: shared.sandbox });
  limitConnections(served.app.server, limits, served.app.log);
  await served.app.listen({ host: "127.0.0.1", port: 0 });
  const address = served.app.server.address();
  return { port: typeof address === "object" && address ? address.port : 0, close: () => served.close() };
}

/** The status of a GET /healthz on an open connection kept alive, or 0 when it closes unanswered. */
function healthOn(watched: WatchedSocket): Promise<number> {
  return new Promise((resolve) => {
    const before = watched.text().length;
    const answered = (): void => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(watched.text().slice(before));
      if (status) {
        watched.socket.off("data", answered);
        resolve(Number(status[1]));
      }
    };
    watched.socket.on("data", answered);
    watched.socket.once("close", () => {
      resolve(0);
    });
    watched.socket.write("GET /healthz HTTP/1.1\r\nHost: pxv\r\n\r\n");
  });
}

const TIMEOUT_ANSWER = /^HTTP\/1\.1 408 [^]*"reason":"request_timeout"/;

describe("connection times", () => {
  let server: { port: number; close(): Promise<void> };
  beforeAll(async () => {
    server = await serve(SHORT);
  });
  afterAll(() => server.close());

  it("answers 408 and closes a connection that sends nothing", async () => {
    const silent = await openRawSocket(server.port);
    expect(await silent.closedWithin(CLOSE_WITHIN_MS)).toBe(true);
    expect(silent.text()).toMatch(TIMEOUT_ANSWER);
  });

  it("answers 408 and closes a connection whose head never ends", async () => {
    const slow = await openRawSocket(server.port);
    const lines = [
      "GET /healthz HTTP/1.1\r\n",
      ...Array.from({ length: 100 }, (_, index) => `x-${index}: y\r\n`),
    ];
    dribble(slow.socket, lines, 100);
    expect(await slow.closedWithin(CLOSE_WITHIN_MS)).toBe(true);
    expect(slow.text()).toMatch(TIMEOUT_ANSWER);
  });

  it("answers 408 and closes a connection whose body drips in", async () => {
    const dripping = await openRawSocket(server.port);
    dripping.socket.write(
      "POST /pixiv-oauth/auth/token HTTP/1.1\r\nHost: pxv\r\n" +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n",
    );
    // A byte every 100 ms: the whole body would take 100 s.
    dribble(
      dripping.socket,
      Array.from({ length: 1000 }, () => "a"),
      100,
    );
    expect(await dripping.closedWithin(CLOSE_WITHIN_MS)).toBe(true);
    expect(dripping.text()).toMatch(TIMEOUT_ANSWER);
  });

  it("lets an answer take longer than the request time", async () => {
    const ranking = await shared.app.inject({ url: "/api/pixiv/rank?mode=day" });
    const medium = ranking.json<{ illusts: { image_urls: { medium: string } }[] }>().illusts[1]?.image_urls
      .medium;
    // Half a KiB every 100 ms: the picture (a few KiB) takes longer than the 1 s request time.
    shared.sandbox.faults.set("slow=100 * host=iPximg chunk=512");
    try {
      const response = await fetch(
        `http://127.0.0.1:${String(server.port)}/-${new URL(medium ?? "").pathname}`,
      );
      const started = performance.now();
      const body = await response.arrayBuffer();
      expect(response.status).toBe(200);
      expect(body.byteLength).toBe(Number(response.headers.get("content-length")));
      expect(performance.now() - started).toBeGreaterThan(SHORT.requestTimeoutMs);
    } finally {
      shared.sandbox.faults.clear();
    }
  });
});

describe("connections per address", () => {
  const CAP = 4;
  let server: { port: number; close(): Promise<void> };
  beforeAll(async () => {
    server = await serve({ headersTimeoutMs: 10_000, requestTimeoutMs: 10_000, perAddress: CAP });
  });
  afterAll(() => server.close());

  it("closes connections over the cap at once, and takes a new one when a place is free", async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => openRawSocket(server.port)));
    // Each answers a request, so the server has counted it.
    expect(await Promise.all(held.map(healthOn))).toEqual(Array.from({ length: CAP }, () => 200));
    const over = await Promise.all(Array.from({ length: 3 }, () => openRawSocket(server.port)));
    for (const extra of over) {
      expect(await extra.closedWithin(CLOSE_WITHIN_MS)).toBe(true);
      expect(extra.text()).toBe("");
    }
    expect(await Promise.all(held.map(healthOn))).toEqual(Array.from({ length: CAP }, () => 200));

    held[0]?.socket.destroy();
    await expect
      .poll(async () => healthOn(await openRawSocket(server.port)), { timeout: CLOSE_WITHIN_MS })
      .toBe(200);
    for (const watched of held) watched.socket.destroy();
  });
});

describe("the pxv server", () => {
  it("applies the configured connection limits", async () => {
    const config = loadConfig({
      PXV_PORT: "0",
      PXV_LOG_LEVEL: "silent",
      PXV_WEB_ROOT: "/nonexistent/pxv-web",
      PXV_HEADERS_TIMEOUT_SECONDS: "0.5",
      PXV_REQUEST_TIMEOUT_SECONDS: "1",
      PXV_CONNECTIONS_PER_ADDRESS: "2",
    });
    const running = await startServer(config);
    try {
      const port = Number(new URL(running.url).port);
      // One after the other, so the server counts them in this order.
      const first = await openRawSocket(port);
      const second = await openRawSocket(port);
      const third = await openRawSocket(port);
      expect(await third.closedWithin(CLOSE_WITHIN_MS)).toBe(true);
      expect(third.text()).toBe("");
      expect(await first.closedWithin(CLOSE_WITHIN_MS)).toBe(true);
      expect(first.text()).toMatch(TIMEOUT_ANSWER);
      second.socket.destroy();
    } finally {
      await running.close();
    }
  });
});
