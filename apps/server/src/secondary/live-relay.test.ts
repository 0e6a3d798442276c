// The Sketch relay: a live's HLS playlist through this server, and its websocket piped to the
// sandbox's sketch host so that pushed messages (chat, hearts, audience, finish) arrive here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startHarness, type Harness } from "../test/harness.js";
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
