/**
 * The Sketch relay the live page needs besides the JSON routes of lives.ts: a live's HLS playlist
 * and segments (`GET /api/sketch/hls/{live}/{performer}/{index.m3u8|n.ts}`, streamed, with
 * sketch's Referer) and its websocket (`/api/sketch/ws/lives?live_id=`), piped byte for byte to
 * sketch's `/ws/lives` so that chat, hearts, audience counts and `finish` reach the browser from
 * this server's own origin (CSP `connect-src 'self'`, and the sandbox's loopback host). Nothing is
 * cached; every relayed socket is closed when the server closes.
 */
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import { request } from "undici";
import { API_TIMEOUT_MS, SKETCH_ORIGIN } from "@pxv/pixiv";
import { answerSocket } from "../error-answers.js";
import { HttpError, UpstreamError } from "../upstream/errors.js";

export const LIVE_SOCKET_RELAY_PATH = "/api/sketch/ws/lives";
const LIVE_ID = /^\d{1,20}$/;
const HLS_FILE = /^(?:index\.m3u8|\d{1,9}\.ts)$/;
/** Headers of the browser's handshake passed on (the key must match the accept that comes back). */
const HANDSHAKE_HEADERS = ["sec-websocket-key", "sec-websocket-version", "sec-websocket-extensions"];
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

  const open = new Set<Duplex>();
  const target = new URL(sketchBase);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;

  // Node hands every Upgrade request to this listener, whatever its path, without an error handler on
  // the socket: each one is answered here, and a reset from the client only destroys its socket.
  app.server.on("upgrade", (incoming: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    const path = incoming.url ?? "/";
    const url = new URL(path, "http://pxv.invalid");
    if (url.pathname !== LIVE_SOCKET_RELAY_PATH) {
      answerSocket(
        socket,
        new HttpError(400, "upgrade_not_supported", `No websocket here; pxv's is ${LIVE_SOCKET_RELAY_PATH}`),
        path,
      );
      return;
    }
    const liveId = url.searchParams.get("live_id") ?? "";
    if (!LIVE_ID.test(liveId)) {
      answerSocket(
        socket,
        new HttpError(400, "invalid_parameter", 'Invalid query parameter "live_id"'),
        path,
      );
      return;
    }
    const headers: Record<string, string> = {
      connection: "Upgrade",
      upgrade: "websocket",
      origin: SKETCH_ORIGIN,
    };
    for (const name of HANDSHAKE_HEADERS) {
      const value = incoming.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    const upstreamPath = `${target.pathname.replace(/\/+$/, "")}/ws/lives?live_id=${liveId}`;
    const outgoing = send({
      host: target.hostname,
      port: target.port === "" ? undefined : Number(target.port),
      path: upstreamPath,
      method: "GET",
      headers,
      timeout: API_TIMEOUT_MS,
    });
    // A client that leaves before sketch answers takes the pending handshake with it.
    const abandon = (): void => {
      outgoing.destroy();
    };
    socket.once("close", abandon);
    outgoing.on("upgrade", (response: IncomingMessage, upstream: Duplex, upstreamHead: Buffer) => {
      socket.off("close", abandon);
      const lines = [`HTTP/1.1 101 ${response.statusMessage ?? "Switching Protocols"}`];
      for (let index = 0; index < response.rawHeaders.length; index += 2) {
        lines.push(`${response.rawHeaders[index] ?? ""}: ${response.rawHeaders[index + 1] ?? ""}`);
      }
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (upstreamHead.length > 0) socket.write(upstreamHead);
      if (head.length > 0) upstream.write(head);
      open.add(socket);
      const close = (): void => {
        open.delete(socket);
        socket.destroy();
        upstream.destroy();
      };
      socket.on("error", close).on("close", close);
      upstream.on("error", close).on("close", close);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    outgoing.on("response", (response: IncomingMessage) => {
      response.resume();
      answerSocket(
        socket,
        response.statusCode === 404
          ? new HttpError(404, "not_found", "sketch has no such live")
          : new UpstreamError("sketch", `refused the websocket with ${response.statusCode}`),
        path,
      );
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
    outgoing.on("error", (error) => {
      answerSocket(socket, new UpstreamError("sketch", error.message), path);
    });
    outgoing.end();
  });

  app.addHook("onClose", (_instance, done) => {
    for (const socket of open) socket.destroy();
    open.clear();
    done();
  });
}
