// The Sketch relay: a live's HLS playlist through this server, and its websocket relayed to the
// sandbox's sketch host so that pushed messages (chat, hearts, audience, finish) arrive here; a
// browser's malformed frame closes that browser's socket only and never reaches sketch.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { HOSTILE_FRAMES, sendRawFrame } from "@pxv/sandbox";
import { startHarness, type Harness } from "../../test/harness.js";
import { LIVE_SOCKET_RELAY_PATH } from "./live-relay.js";

let harness: Harness;
let origin = "";
let liveId = "";
beforeAll(async () => {
  harness = await startHarness();
  origin = await harness.app.listen({ port: 0, host: "127.0.0.1" });
  const list = (await (await fetch(`${harness.sandbox.urls.sketch}/api/lives.json`)).json()) as {
    data: { lives: { id: string }[] };
  };
  liveId = list.data.lives[0]?.id ?? "";
});
afterAll(() => harness.close());

function collect(url: string, count: number): Promise<{ type: string }[]> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: { type: string }[] = [];
    socket.on("message", (data: Buffer) => {
      messages.push(JSON.parse(data.toString()) as { type: string });
      if (messages.length === count) {
        socket.close();
        resolve(messages);
      }
    });
    socket.on("error", reject);
  });
}

describe("live relay", () => {
  it("relays the live websocket's pushed messages", async () => {
    const messages = await collect(
      `${origin.replace("http", "ws")}${LIVE_SOCKET_RELAY_PATH}?live_id=${liveId}`,
      4,
    );
    expect(messages).toHaveLength(4);
    for (const message of messages) {
      expect(["chat", "heart", "audience_count_updated", "finish"]).toContain(message.type);
    }
  });

  it("refuses a malformed live id and an unknown live", async () => {
    const statusOf = (id: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(
          `${origin.replace("http", "ws")}${LIVE_SOCKET_RELAY_PATH}?live_id=${id}`,
        );
        socket.on("unexpected-response", (_request, response) => {
          resolve(response.statusCode ?? 0);
        });
        socket.on("error", () => undefined);
      });
    expect(await statusOf("abc")).toBe(400);
    expect(await statusOf("1")).toBe(404);
  });

  it("streams the HLS playlist with sketch's Referer and refuses other paths", async () => {
    const playlist = await harness.app.inject({
      method: "GET",
      url: `/api/sketch/hls/${liveId}/0/index.m3u8`,
    });
    expect([200, 503]).toContain(playlist.statusCode);
    if (playlist.statusCode === 200) expect(playlist.body).toContain("#EXTM3U");
    const bad = await harness.app.inject({ method: "GET", url: `/api/sketch/hls/${liveId}/0/passwd` });
    expect(bad.statusCode).toBe(400);
  });
});

/**
 * A sketch that says "heart" every 20 ms and records what reaches it: frames its own `ws` server
 * finds malformed, and the close codes of sockets that end.
 */
interface RecordingSketch {
  readonly url: string;
  readonly malformed: string[];
  readonly closeCodes: number[];
  /** Ends every socket without a close frame. */
  dropAll(): void;
  close(): Promise<void>;
}

async function startRecordingSketch(): Promise<RecordingSketch> {
  const server: Server = createServer();
  const sockets = new WebSocketServer({ server, path: "/ws/lives" });
  const malformed: string[] = [];
  const closeCodes: number[] = [];
  sockets.on("connection", (socket) => {
    const timer = setInterval(() => {
      socket.send(JSON.stringify({ type: "heart", data: { total_count: 1 } }));
    }, 20);
    socket.on("error", (error) => {
      malformed.push(error.message);
    });
    socket.on("close", (code) => {
      clearInterval(timer);
      closeCodes.push(code);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    malformed,
    closeCodes,
    dropAll() {
      for (const socket of sockets.clients) socket.terminate();
    },
    async close() {
      for (const socket of sockets.clients) socket.terminate();
      await new Promise<void>((resolve) => {
        sockets.close(() => {
          resolve();
        });
      });
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("live relay against malformed frames", () => {
  let sketch: RecordingSketch;
  let relay: Harness;
  let socketUrl = "";
  beforeAll(async () => {
    sketch = await startRecordingSketch();
    relay = await startHarness({ sketch: sketch.url });
    const relayOrigin = await relay.app.listen({ port: 0, host: "127.0.0.1" });
    socketUrl = `${relayOrigin.replace("http", "ws")}${LIVE_SOCKET_RELAY_PATH}?live_id=5`;
  });
  afterAll(async () => {
    await relay.close();
    await sketch.close();
  });

  it.each(HOSTILE_FRAMES.map((frame) => [frame.name, frame] as const))(
    "closes the browser that sends %s with its close code; sketch never sees the frame",
    async (_name, frame) => {
      // A second browser on the same relay keeps receiving while the first is closed.
      const bystander = new WebSocket(socketUrl);
      bystander.on("error", () => undefined);
      await new Promise((resolve) => bystander.once("message", resolve));

      const closedBefore = sketch.closeCodes.length;
      const answer = await sendRawFrame(socketUrl, frame.bytes);
      expect(answer).toEqual({ status: 101, closeCode: frame.closeCode, closed: true });
      // The relay closes its own socket to sketch normally (1001, the browser went away).
      await expect.poll(() => sketch.closeCodes.length).toBe(closedBefore + 1);
      expect(sketch.closeCodes.at(-1)).toBe(1001);
      expect(sketch.malformed).toEqual([]);

      await new Promise((resolve) => bystander.once("message", resolve));
      expect(bystander.readyState).toBe(WebSocket.OPEN);
      // Its own socket to sketch ends too before the next case counts.
      bystander.close();
      await expect.poll(() => sketch.closeCodes.length).toBe(closedBefore + 2);
    },
  );

  it("tells the browser 1014 when sketch's socket drops without a close frame", async () => {
    const browser = new WebSocket(socketUrl);
    browser.on("error", () => undefined);
    await new Promise((resolve) => browser.once("message", resolve));
    const closed = new Promise<number>((resolve) => browser.once("close", resolve));
    sketch.dropAll();
    expect(await closed).toBe(1014);
  });
});
