// The emulated sketch.pixiv.net over real sockets: live list, detail and chat log in the shapes the
// Live entity needs, the websocket's messages and finish, the HLS stream (real H.264 MPEG-TS when
// ffmpeg is installed, a clear 503 when not), and the app API's /v1/live/list body.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { connect } from "node:net";
import { join } from "node:path";
import {
  liveListBodySchema,
  sketchErrorBodySchema,
  sketchLiveBodySchema,
  sketchLiveListBodySchema,
  sketchLogsBodySchema,
  sketchSocketMessageSchema,
  type SketchSocketMessage,
} from "@pxv/pixiv";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createCatalogue } from "../catalogue/catalogue.js";
import { createFaultStore } from "../control/fault-store.js";
import { createHlsSource, livePlaylist, SEGMENT_COUNT } from "./hls-stream.js";
import { HOSTILE_FRAMES, sendRawFrame } from "./hostile-frames.js";
import { CHAT_LOG_LENGTH, LIVE_COUNT } from "./lives.js";
import { FFMPEG_MISSING_MESSAGE, createSketchHost } from "./sketch-host.js";
import { answerLiveList, createSketch, LIVE_LIST_PAGE_SIZE } from "./sketch.js";

const catalogue = createCatalogue();
const now = (): Date => new Date();
const sketch = createSketch(catalogue, now);
const faults = createFaultStore();
const hasFfmpeg = spawnSync(process.env["FFMPEG_PATH"] ?? "ffmpeg", ["-version"]).status === 0;
let host: FastifyInstance;
let base: string;

beforeAll(async () => {
  host = createSketchHost({ catalogue, faults, now, logger: false, sketch });
  await host.listen({ host: "127.0.0.1", port: 0 });
  const address = host.server.address();
  if (address === null || typeof address === "string") throw new Error("no address");
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await host.close();
});

const getJson = async (path: string): Promise<{ status: number; body: unknown }> => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.json() };
};
const firstLive = (): string => sketch.lives()[0]?.id ?? "";

describe("sketch.pixiv.net API", () => {
  it("lists 20+ lives on air, most watched first", async () => {
    const { status, body } = await getJson("/api/lives.json");
    expect(status).toBe(200);
    const { lives } = sketchLiveListBodySchema.parse(body).data;
    expect(lives.length).toBe(LIVE_COUNT);
    expect(lives.length).toBeGreaterThanOrEqual(20);
    const audiences = lives.map((live) => live.total_audience_count);
    expect(audiences).toEqual(audiences.toSorted((a, b) => b - a));
    expect(lives.some((live) => live.is_r18) && lives.some((live) => !live.is_adult)).toBe(true);
    expect(new Set(lives.map((live) => live.id)).size).toBe(LIVE_COUNT);
  });

  it("answers a live's detail with owner, stream, thumbnail and performers", async () => {
    const { status, body } = await getJson(`/api/lives/${firstLive()}.json`);
    expect(status).toBe(200);
    const live = sketchLiveBodySchema.parse(body).data;
    expect(live.id).toBe(firstLive());
    expect(live.finished_at).toBeNull();
    expect(live.owner.hls_movie.url).toBe(`https://sketch.pixiv.net/hls/${live.id}/0/index.m3u8`);
    expect(live.owner.thumbnail.original.url).toMatch(/^https:\/\/i\.pximg\.net\//);
    expect(catalogue.user(Number(live.owner.user.pixiv_user_id))?.name).toBe(live.owner.user.name);
    expect(live.performer_count).toBe(live.performers.length);
    expect(Date.parse(live.created_at)).toBeLessThan(Date.now());
  });

  it("answers the chat log", async () => {
    const { body } = await getJson(`/api/lives/${firstLive()}/logs.json`);
    const logs = sketchLogsBodySchema.parse(body).data;
    expect(logs).toHaveLength(CHAT_LOG_LENGTH);
    expect(logs[0]?.data.chat.message).not.toBe("");
  });

  it("answers unknown lives with Sketch's errors body", async () => {
    for (const path of ["/api/lives/123.json", "/api/lives/abc.json", "/api/lives/1/logs.json"]) {
      const { status, body } = await getJson(path);
      expect(status).toBe(404);
      sketchErrorBodySchema.parse(body);
    }
  });

  it("is the same on every run", () => {
    const again = createSketch(createCatalogue(), now);
    expect(again.lives().map((live) => [live.id, live.name])).toEqual(
      sketch.lives().map((live) => [live.id, live.name]),
    );
  });

  it("obeys injected faults with Sketch's error body", async () => {
    faults.set("rate-limit /api/lives/* times=1");
    const { status, body } = await getJson(`/api/lives/${firstLive()}.json`);
    expect(status).toBe(429);
    expect(sketchErrorBodySchema.parse(body).errors[0]?.message).toBe("Rate Limit");
  });
});

function collect(
  url: string,
): Promise<{ messages: SketchSocketMessage[]; closeCode: number; firstAt: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstAt = -1;
    const messages: SketchSocketMessage[] = [];
    const socket = new WebSocket(url);
    socket.on("message", (data: Buffer) => {
      if (firstAt < 0) firstAt = performance.now() - started;
      messages.push(sketchSocketMessageSchema.parse(JSON.parse(data.toString())));
    });
    socket.on("close", (closeCode) => {
      resolve({ messages, closeCode, firstAt });
    });
    socket.on("error", reject);
  });
}

describe("live websocket", () => {
  it("pushes chat, heart and audience messages within a second, then finish and close", async () => {
    const wsBase = base.replace("http:", "ws:");
    const { messages, closeCode, firstAt } = await collect(
      `${wsBase}/ws/lives?live_id=${firstLive()}&finish_after_ms=3000`,
    );
    expect(firstAt).toBeLessThan(1000);
    expect(closeCode).toBe(1000);
    expect(messages.at(-1)?.type).toBe("finish");
    const kinds = new Set(messages.map((message) => message.type));
    expect(kinds).toEqual(new Set(["chat", "heart", "audience_count_updated", "finish"]));
    const hearts = messages.flatMap((message) =>
      message.type === "heart" ? [message.data.total_count] : [],
    );
    expect(hearts).toEqual(hearts.toSorted((a, b) => a - b));
  });

  it("says the same things on every connection, on /live too", async () => {
    const wsBase = base.replace("http:", "ws:");
    const strip = (messages: SketchSocketMessage[]): unknown[] =>
      messages.map((message) => (message.type === "chat" ? message.data.chat.message : message));
    const [one, two] = await Promise.all([
      collect(`${wsBase}/ws/lives?live_id=${firstLive()}&finish_after_ms=1500`),
      collect(`${wsBase}/live?live_id=${firstLive()}&finish_after_ms=1500`),
    ]);
    expect(strip(one.messages)).toEqual(strip(two.messages));
  });

  it("refuses unknown lives and injected faults at the handshake", async () => {
    const wsBase = base.replace("http:", "ws:");
    await expect(collect(`${wsBase}/ws/lives?live_id=1`)).rejects.toThrow(/404/);
    faults.set("error=503 /ws/lives times=1");
    await expect(collect(`${wsBase}/ws/lives?live_id=${firstLive()}`)).rejects.toThrow(/503/);
  });

  // The host runs in pxv's process: without an error listener on each socket, ws throws the first
  // malformed frame as an unhandled 'error' and the whole process ends.
  it.each(HOSTILE_FRAMES.map((frame) => [frame.name, frame] as const))(
    "closes a client that sends a malformed frame (%s) and goes on serving",
    async (_name, frame) => {
      const wsBase = base.replace("http:", "ws:");
      const answer = await sendRawFrame(`${wsBase}/ws/lives?live_id=${firstLive()}`, frame.bytes);
      expect(answer).toEqual({ status: 101, closeCode: frame.closeCode, closed: true });
      const after = await collect(`${wsBase}/ws/lives?live_id=${firstLive()}&finish_after_ms=200`);
      expect(after.closeCode).toBe(1000);
    },
  );

  it("survives a client that resets the connection after a refused handshake", async () => {
    const address = new URL(base);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(address.port), address.hostname);
      socket.on("error", () => undefined);
      socket.on("connect", () => {
        socket.write(
          "GET /elsewhere HTTP/1.1\r\nHost: sketch\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
            "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
        );
      });
      socket.once("data", () => {
        socket.resetAndDestroy();
        resolve();
      });
    });
    const after = await collect(
      `${base.replace("http:", "ws:")}/ws/lives?live_id=${firstLive()}&finish_after_ms=200`,
    );
    expect(after.closeCode).toBe(1000);
  });
});

describe("HLS stream", () => {
  it("slides a live playlist along the clock with discontinuities at the loop", () => {
    const playlist = livePlaylist(0, 41_000);
    expect(playlist).toContain("#EXT-X-MEDIA-SEQUENCE:18");
    expect(playlist).toContain("#EXT-X-DISCONTINUITY-SEQUENCE:4");
    expect(playlist.match(/\.ts$/gm)).toHaveLength(3);
    expect(playlist).toMatch(/#EXT-X-DISCONTINUITY\n#EXTINF:2.000,\n20\.ts/);
  });

  it.skipIf(!hasFfmpeg)(
    "serves a playlist and real H.264 MPEG-TS segments",
    { timeout: 30_000 },
    async () => {
      const playlistResponse = await fetch(`${base}/hls/${firstLive()}/0/index.m3u8`);
      expect(playlistResponse.status).toBe(200);
      expect(playlistResponse.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
      const playlist = await playlistResponse.text();
      const segmentName = /^(\d+\.ts)$/m.exec(playlist)?.[1];
      expect(segmentName).toBeDefined();
      const segment = Buffer.from(
        await (await fetch(`${base}/hls/${firstLive()}/0/${segmentName}`)).arrayBuffer(),
      );
      expect(segment.length).toBeGreaterThan(188 * 10);
      expect(segment.length % 188).toBe(0);
      expect([0, 188, 376].map((offset) => segment[offset])).toEqual([0x47, 0x47, 0x47]);
      const directory = mkdtempSync(join(tmpdir(), "pxv-hls-test-"));
      try {
        writeFileSync(join(directory, "segment.ts"), segment);
        const probe = spawnSync("ffprobe", [
          "-v",
          "error",
          "-show_entries",
          "stream=codec_name",
          "-of",
          "csv=p=0",
          join(directory, "segment.ts"),
        ]);
        if (probe.error === undefined) {
          const codecs = probe.stdout
            .toString()
            .split("\n")
            .filter((line) => line.trim() !== "");
          expect(new Set(codecs)).toEqual(new Set(["h264"]));
        }
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
      const again = await createHlsSource().segments();
      expect(again?.length).toBe(SEGMENT_COUNT);
      expect(again?.[Number(segmentName?.replace(".ts", "")) % SEGMENT_COUNT]?.equals(segment)).toBe(true);
    },
  );

  it("answers 503 with a clear text when ffmpeg is missing", async () => {
    const noFfmpeg = createSketchHost({
      catalogue,
      faults,
      now,
      logger: false,
      sketch,
      hls: createHlsSource("/nonexistent/ffmpeg"),
    });
    const response = await noFfmpeg.inject({ url: `/hls/${firstLive()}/0/index.m3u8` });
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe(FFMPEG_MISSING_MESSAGE);
    await noFfmpeg.close();
  });
});

describe("app API /v1/live/list body", () => {
  it("pages the lives by LIVE_LIST_PAGE_SIZE with an absolute next_url", () => {
    const first = answerLiveList(sketch, { list_type: "popular" });
    const body = liveListBodySchema.parse(first.body);
    expect(body.lives).toHaveLength(Math.min(LIVE_LIST_PAGE_SIZE, LIVE_COUNT));
    expect(body.next_url).toBe(
      `https://app-api.pixiv.net/v1/live/list?list_type=popular&offset=${LIVE_LIST_PAGE_SIZE}`,
    );
    const second = liveListBodySchema.parse(
      answerLiveList(sketch, { list_type: "popular", offset: "30" }).body,
    );
    expect(second.lives).toHaveLength(LIVE_COUNT - LIVE_LIST_PAGE_SIZE);
    expect(second.next_url).toBeNull();
    expect(answerLiveList(sketch, { offset: "6000" }).status).toBe(400);
  });
});
