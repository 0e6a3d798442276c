/**
 * The Sketch relay the live page needs besides the JSON routes of lives.ts: a live's HLS playlist
 * and segments (`GET /api/sketch/hls/{live}/{performer}/{index.m3u8|n.ts}`, streamed, with
 * sketch's Referer) and its websocket (`/api/sketch/ws/lives?live_id=`, live-relay-socket.ts).
 * Nothing is cached.
 */
import type { FastifyInstance } from "fastify";
import { request } from "undici";
import { API_TIMEOUT_MS, SKETCH_ORIGIN } from "@pxv/pixiv";
import { z } from "zod";
import { UpstreamError } from "../../errors.js";
import { binaryBody, refused } from "../../route-schema/answers.js";
import { LIVE_ID, LIVE_SOCKET_RELAY_PATH, registerLiveSocketRelay } from "./live-relay-socket.js";

export { LIVE_SOCKET_RELAY_PATH } from "./live-relay-socket.js";
const HLS_FILE = /^(?:index\.m3u8|\d{1,9}\.ts)$/;
const PASSED_HLS_HEADERS = ["content-type", "content-length", "cache-control"];

const hlsPath = z.object({
  id: z.string().regex(LIVE_ID, "must be a live id (digits)"),
  performer: z.string().regex(/^\d{1,3}$/, "must be a performer number (1 to 3 digits)"),
  file: z.string().regex(HLS_FILE, "must be index.m3u8 or {n}.ts"),
});

/** The websocket is not a Fastify route (an upgrade on the HTTP server): its OpenAPI path item. */
export const LIVE_SOCKET_PATH_ITEM = {
  [LIVE_SOCKET_RELAY_PATH]: {
    get: {
      tags: ["sketch"],
      summary: "A Sketch live's websocket (chat, hearts, audience, finish), piped to sketch's /ws/lives.",
      parameters: [
        { name: "live_id", in: "query", required: true, schema: { type: "string", pattern: LIVE_ID.source } },
      ],
      responses: {
        "101": { description: "Switching protocols." },
        "400": { description: "No valid live_id." },
      },
    },
  },
};

export function registerLiveRelay(app: FastifyInstance, sketchBase: string): void {
  const schema = {
    tags: ["sketch"],
    summary: "A Sketch live's HLS playlist (index.m3u8) or segment ({n}.ts), streamed; never cached.",
    params: hlsPath,
    answers: {
      "200": {
        description: "The playlist or segment.",
        body: binaryBody,
        type: ["application/vnd.apple.mpegurl", "video/mp2t"],
      },
      "400": refused("Not /{live id}/{performer}/{index.m3u8|n.ts}."),
      "502": refused("Sketch failed."),
    },
  };
  app.get("/api/sketch/hls/:id/:performer/:file", { schema }, async (incoming, reply) => {
    const { id, performer, file } = incoming.params as z.output<typeof hlsPath>;
    let upstream;
    try {
      upstream = await request(`${sketchBase}/hls/${id}/${performer}/${file}`, {
        headers: { referer: `${SKETCH_ORIGIN}/` },
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch (error) {
      throw new UpstreamError("sketch", (error as Error).message);
    }
    reply.code(upstream.statusCode);
    for (const name of PASSED_HLS_HEADERS) {
      const value = upstream.headers[name];
      if (typeof value === "string") reply.header(name, value);
    }
    return reply.send(upstream.body);
  });

  registerLiveSocketRelay(app, sketchBase);
}
