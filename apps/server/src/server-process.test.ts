// The pxv process against hostile connections, over real sockets on loopback: an Upgrade request
// followed by a TCP reset does not end it, idle Upgrade sockets on paths without a websocket are
// answered and closed (so they cannot use up its file handles), and SIGTERM ends it within the
// configured drain time even while sockets are held open.
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startChildServer, type ChildServer } from "./test/child-server.js";

const UPGRADE_PATHS = [
  "/api/pixiv/rank",
  "/",
  "/healthz",
  "/no/such/path",
  "/api/sketch/ws/lives?live_id=abc",
  "/api/sketch/ws/lives?live_id=1",
];

function upgradeRequest(path: string): string {
  return `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port }, () => {
      resolve(socket);
    });
    socket.once("error", reject);
  });
}

/** What the server wrote before it closed the socket, or null if it had not closed it by `withinMs`. */
function answerAndClose(socket: Socket, withinMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    let text = "";
    const timer = setTimeout(() => {
      resolve(null);
    }, withinMs);
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(text);
    });
  });
}

const wait = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

describe("the pxv process against hostile sockets", () => {
  let server: ChildServer;
  beforeAll(async () => {
    server = await startChildServer();
  }, 60_000);
  afterAll(() => server.stop());

  it("stays up after an Upgrade request and a TCP reset on any path", async () => {
    for (const path of UPGRADE_PATHS) {
      const socket = await open(server.port);
      socket.on("error", () => undefined);
      socket.write(upgradeRequest(path));
      await wait(150);
      socket.resetAndDestroy();
    }
    await wait(300);
    expect(server.process.exitCode, server.output()).toBeNull();
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });

  it("answers idle Upgrade sockets on other paths with a JSON error and closes them", async () => {
    const count = 300;
    const sockets = await Promise.all(Array.from({ length: count }, () => open(server.port)));
    const answers = sockets.map((socket) => answerAndClose(socket, 10_000));
    sockets.forEach((socket, index) => {
      socket.write(upgradeRequest(index % 2 === 0 ? "/api/pixiv/rank" : "/"));
    });
    const texts = await Promise.all(answers);
    expect(texts.filter((text) => text === null)).toHaveLength(0);
    const first = texts[0] ?? "";
    expect(first).toMatch(/^HTTP\/1\.1 400 /);
    expect(first).toMatch(/content-type: application\/json/i);
    const body = JSON.parse(first.slice(first.indexOf("\r\n\r\n") + 4)) as { error: { reason: string } };
    expect(body.error.reason).toBe("upgrade_not_supported");
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 30_000);
});

describe("SIGTERM", () => {
  it("drains, then closes what is left and exits within the drain limit", async () => {
    const drainSeconds = 2;
    const server = await startChildServer({ PXV_SHUTDOWN_DRAIN_SECONDS: String(drainSeconds) });
    try {
      // Held open: an Upgrade request on another path, a request whose headers never end, and a
      // relayed live websocket.
      const upgrade = await open(server.port);
      upgrade.on("error", () => undefined);
      upgrade.write(upgradeRequest("/api/pixiv/rank"));
      const partial = await open(server.port);
      partial.on("error", () => undefined);
      partial.write("GET /healthz HTTP/1.1\r\nHost: x\r\n");
      const lives = (await (await fetch(`${server.url}/api/pixiv/live_list`)).json()) as {
        lives: { id: string }[];
      };
      const live = new WebSocket(
        `${server.url.replace("http", "ws")}/api/sketch/ws/lives?live_id=${lives.lives[0]?.id ?? ""}`,
      );
      live.on("error", () => undefined);
      await new Promise((resolve) => live.once("open", resolve));

      const signalled = Date.now();
      server.process.kill("SIGTERM");
      const code = await Promise.race([server.exited, wait((drainSeconds + 8) * 1000).then(() => "alive")]);
      expect(code, server.output()).toBe(0);
      expect(Date.now() - signalled).toBeLessThan((drainSeconds + 8) * 1000);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
