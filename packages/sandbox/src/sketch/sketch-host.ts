/**
 * The emulated sketch.pixiv.net as a Fastify instance:
 *   GET /api/lives.json                       {data: {lives: [live…], next_url: null}}, most watched first
 *   GET /api/lives/<id>.json                  {data: live}, or 404 {errors: [{message}]}
 *   GET /api/lives/<id>/logs.json             {data: [chat…]} (the last CHAT_LOG_LENGTH messages)
 *   GET /hls/<id>/<performer>/index.m3u8      a live HLS playlist (503 text without ffmpeg)
 *   GET /hls/<id>/<performer>/<n>.ts          its MPEG-TS (H.264) segments
 *   WS  /ws/lives?live_id=<id>                chat / heart / audience_count_updated / finish
 *       (also /ws/live and /live, the spellings clients use)
 * Injected faults apply to the HTTP routes and to the websocket handshake (any error, rate limit
 * or reset refuses the upgrade). The host runs inside pxv's process in sandbox mode, so nothing a
 * client does may end it: every socket has an error listener, and a malformed frame closes only
 * its own connection (with the close code `ws` gives it, RFC 6455 §7.4.1).
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { WebSocketServer, type WebSocket } from "ws";
import type { Catalogue } from "../catalogue/catalogue.js";
import { hashString } from "../catalogue/random.js";
import { sketchFaultBodies } from "../control/fault-bodies.js";
import { faultInjection } from "../control/fault-plugin.js";
import type { FaultStore } from "../control/fault-store.js";
import { createHlsSource, livePlaylist, SEGMENT_COUNT, type HlsSource } from "./hls-stream.js";
import {
  FIRST_MESSAGE_MS,
  initialSocketState,
  MESSAGE_INTERVAL_MS,
  sessionSteps,
  socketMessage,
} from "./live-socket.js";
import { chatJson, sketchLiveJson, type Live } from "./lives.js";
import { createSketch, type Sketch } from "./sketch.js";

export interface SketchHostOptions {
  readonly catalogue: Catalogue;
  readonly faults: FaultStore;
  readonly now: () => Date;
  readonly logger: boolean;
  /** Shared with the app API's `/v1/live/list` when given. */
  readonly sketch?: Sketch;
  /** The video source; default ffmpeg from FFMPEG_PATH or PATH. */
  readonly hls?: HlsSource;
}

export const SOCKET_PATHS: readonly string[] = ["/ws/lives", "/ws/live", "/live"];
export const FFMPEG_MISSING_MESSAGE =
  "HLS needs ffmpeg: install it (apt-get install ffmpeg) or set FFMPEG_PATH to its binary.\n";
const LIVE_NOT_FOUND = "ライブが見つかりませんでした";

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function createSketchHost(options: SketchHostOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger });
  const sketch = options.sketch ?? createSketch(options.catalogue, options.now);
  const hls = options.hls ?? createHlsSource();
  const seedHash = hashString(options.catalogue.seed);
  void app.register(faultInjection, { faults: options.faults, host: "sketch", responder: sketchFaultBodies });

  const notFound = (reply: FastifyReply): FastifyReply =>
    reply.code(404).send({ errors: [{ message: LIVE_NOT_FOUND }] });
  const liveOf = (id: string): Live | null => (/^\d{1,20}$/.test(id) ? sketch.live(id) : null);

  app.get("/api/lives.json", () => ({ data: { lives: sketch.lives().map(sketchLiveJson), next_url: null } }));
  app.get<{ Params: { file: string } }>("/api/lives/:file", (request, reply) => {
    const live = liveOf(request.params.file.replace(/\.json$/, ""));
    return live === null || !request.params.file.endsWith(".json")
      ? notFound(reply)
      : reply.send({ data: sketchLiveJson(live) });
  });
  app.get<{ Params: { id: string } }>("/api/lives/:id/logs.json", (request, reply) => {
    const live = liveOf(request.params.id);
    return live === null ? notFound(reply) : reply.send({ data: sketch.chatLog(live).map(chatJson) });
  });

  app.get<{ Params: { id: string; performer: string; file: string } }>(
    "/hls/:id/:performer/:file",
    async (request, reply) => {
      const live = liveOf(request.params.id);
      const performer = Number(request.params.performer);
      if (
        live === null ||
        !Number.isInteger(performer) ||
        performer < 0 ||
        performer > live.performers.length
      ) {
        return notFound(reply);
      }
      const segments = await hls.segments();
      if (segments === null)
        return reply.code(503).type("text/plain; charset=utf-8").send(FFMPEG_MISSING_MESSAGE);
      const { file } = request.params;
      if (file === "index.m3u8") {
        return reply
          .header("cache-control", "no-cache")
          .type("application/vnd.apple.mpegurl")
          .send(livePlaylist(live.createdAt * 1000, options.now().getTime()));
      }
      const sequence = /^(\d{1,9})\.ts$/.exec(file)?.[1];
      if (sequence === undefined) return notFound(reply);
      return reply
        .header("cache-control", "public, max-age=60")
        .type("video/mp2t")
        .send(segments[Number(sequence) % SEGMENT_COUNT]);
    },
  );

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ errors: [{ message: "Not Found" }] }));

  // ---- the live websocket -----------------------------------------------------------------------
  const sockets = new WebSocketServer({ noServer: true });
  const timers = new Set<NodeJS.Timeout>();

  const talk = (socket: WebSocket, live: Live, finishAfterMs: number | null): void => {
    const steps = sessionSteps(seedHash, live, finishAfterMs);
    const state = initialSocketState(live);
    let step = 0;
    const next = (delay: number): void => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (socket.readyState !== socket.OPEN) return;
        const message = socketMessage(sketch, seedHash, live, step, steps, state, options.now());
        socket.send(JSON.stringify(message));
        step++;
        if (message["type"] === "finish") socket.close(1000, "finished");
        else next(MESSAGE_INTERVAL_MS);
      }, delay);
      timers.add(timer);
    };
    next(FIRST_MESSAGE_MS);
  };

  app.server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node hands the socket over without its own error listener: a reset would otherwise be thrown.
    socket.on("error", (error) => {
      app.log.debug({ err: error }, "live socket: connection failed");
      socket.destroy();
    });
    const url = new URL(request.url ?? "/", "http://sketch.pixiv.net");
    if (!SOCKET_PATHS.includes(url.pathname)) {
      refuseUpgrade(socket, 404, "Not Found");
      return;
    }
    const fired = options.faults.match("sketch", "GET", url.pathname);
    const refusal = fired.find(
      (rule) => rule.kind === "error" || rule.kind === "rate-limit" || rule.kind === "reset",
    );
    if (refusal !== undefined) {
      if (refusal.kind === "reset") socket.destroy();
      else refuseUpgrade(socket, refusal.kind === "rate-limit" ? 429 : (refusal.status ?? 500), "Refused");
      return;
    }
    const live = liveOf(url.searchParams.get("live_id") ?? "");
    if (live === null) {
      refuseUpgrade(socket, 404, "Not Found");
      return;
    }
    const finishText = url.searchParams.get("finish_after_ms");
    const finishAfterMs = finishText !== null && /^\d{1,7}$/.test(finishText) ? Number(finishText) : null;
    sockets.handleUpgrade(request, socket, head, (client) => {
      // ws reports a client's malformed frame here after closing that socket with a close frame;
      // without a listener the error would be thrown and end the process.
      client.on("error", (error) => {
        app.log.debug({ err: error }, "live socket: client broke the protocol; closed");
      });
      talk(client, live, finishAfterMs);
    });
  });

  app.addHook("preClose", (done) => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const client of sockets.clients) client.terminate();
    sockets.close(() => {
      done();
    });
  });
  return app;
}
