/**
 * The Sketch relay the live page needs besides the JSON routes of lives.ts: a live's HLS playlist
 * and segments (`GET /api/sketch/hls/{live}/{performer}/{index.m3u8|n.ts}`, streamed, with
 * sketch's Referer) and its websocket (`/api/sketch/ws/lives?live_id=`, live-relay-socket.ts).
 * Nothing is cached.
 */
import type { FastifyInstance } from "fastify";
import { request } from "undici";
import { API_TIMEOUT_MS, SKETCH_ORIGIN } from "@pxv/pixiv";
import { HttpError, UpstreamError } from "../upstream/errors.js";
import { LIVE_ID, registerLiveSocketRelay } from "./live-relay-socket.js";

export { LIVE_SOCKET_RELAY_PATH } from "./live-relay-socket.js";
const HLS_FILE = /^(?:index\.m3u8|\d{1,9}\.ts)$/;
const PASSED_HLS_HEADERS = ["content-type", "content-length", "cache-control"];

export function registerLiveRelay(app: FastifyInstance, sketchBase: string): void {
  app.get("/api/sketch/hls/:id/:performer/:file", async (incoming, reply) => {
    const { id, performer, file } = incoming.params as { id: string; performer: string; file: string };
    if (!LIVE_ID.test(id) || !/^\d{1,3}$/.test(performer) || !HLS_FILE.test(file)) {
      throw new HttpError(
        400,
        "invalid_parameter",
        "Invalid HLS path: /{live id}/{performer}/{index.m3u8|n.ts}",
      );
    }
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
