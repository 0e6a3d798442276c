/**
 * The live websocket relay (`/api/sketch/ws/lives?live_id=`): chat, hearts, audience counts and
 * `finish` from sketch's `/ws/lives`, on this server's own origin (CSP `connect-src 'self'`, and
 * the sandbox's loopback host).
 *
 * pxv ends the browser's websocket itself, on a `ws` server, and opens its own to sketch: messages
 * pass both ways (text as text, binary as binary) and so do close codes, but never raw bytes. So
 * `ws` checks every frame a browser sends, and a malformed one (RFC 6455 §5) closes that browser's
 * socket with the close code §7.4.1 gives it — 1002 for a protocol error — and nothing else: sketch
 * never sees it, no other socket is touched. sketch is asked first; its refusal (404 for an unknown
 * live, any other status, no answer in API_TIMEOUT_MS) becomes pxv's JSON error before the
 * browser's handshake is answered. Every socket has an error listener; every relayed pair is
 * closed when the server closes.
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import { WebSocket, WebSocketServer, type RawData } from "ws";
import { API_TIMEOUT_MS, SKETCH_ORIGIN } from "@pxv/pixiv";
import { answerSocket, HttpError, UpstreamError } from "../../errors.js";

export const LIVE_SOCKET_RELAY_PATH = "/api/sketch/ws/lives";
/** A sketch live's id, in the relay's query and the HLS paths. */
export const LIVE_ID = /^\d{1,20}$/;
/** The browser only listens; anything it sends is small (a message over this closes it, 1009). */
const CLIENT_MAX_MESSAGE_BYTES = 64 * 1024;
/** sketch's messages are small JSON; this bounds what one of them may make pxv hold. */
const UPSTREAM_MAX_MESSAGE_BYTES = 1024 * 1024;
/** A browser that stops reading while this much waits to be sent is dropped. */
const MAX_UNSENT_BYTES = 1024 * 1024;
/** Close code when sketch went away without a close frame (IANA: "Bad Gateway"). */
const UPSTREAM_GONE = 1014;
/** Close code towards sketch when the browser left without a code it can pass on. */
const CLIENT_GONE = 1001;

/** A code a close frame may carry (RFC 6455 §7.4: 1004-1006 are never sent). */
function sendable(code: number): boolean {
  return (
    (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) ||
    (code >= 3000 && code <= 4999)
  );
}

/** Closes `socket` with `code` (or `fallback` when `code` cannot be sent), once. */
function closeWith(socket: WebSocket, code: number, reason: Buffer, fallback: number): void {
  if (socket.readyState === WebSocket.CLOSING || socket.readyState === WebSocket.CLOSED) return;
  if (code === 1005) socket.close();
  else if (sendable(code)) socket.close(code, reason);
  else socket.close(fallback);
}

/** Relays `upstream` and `client` to each other until either closes. */
function relay(app: FastifyInstance, client: WebSocket, upstream: WebSocket): void {
  client.on("error", (error) => {
    // ws has already sent the client its close frame (1002, 1007 or 1009) and will end the socket.
    app.log.debug({ err: error }, "live socket relay: the browser broke the protocol; closed");
  });
  upstream.on("message", (data: RawData, isBinary: boolean) => {
    if (client.bufferedAmount > MAX_UNSENT_BYTES) {
      client.terminate();
      return;
    }
    client.send(data, { binary: isBinary });
  });
  client.on("message", (data: RawData, isBinary: boolean) => {
    upstream.send(data, { binary: isBinary });
  });
  upstream.on("close", (code: number, reason: Buffer) => {
    closeWith(client, code, reason, UPSTREAM_GONE);
  });
  client.on("close", (code: number, reason: Buffer) => {
    closeWith(upstream, code, reason, CLIENT_GONE);
  });
}

export function registerLiveSocketRelay(app: FastifyInstance, sketchBase: string): void {
  const clients = new WebSocketServer({ noServer: true, maxPayload: CLIENT_MAX_MESSAGE_BYTES });
  const upstreams = new Set<WebSocket>();
  const socketBase = `${sketchBase.replace(/^http/, "ws").replace(/\/+$/, "")}/ws/lives`;

  // Node hands every Upgrade request to this listener, whatever its path, without an error listener
  // on the socket: each one is answered here, and a reset from the client only destroys its socket.
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

    const upstream = new WebSocket(`${socketBase}?live_id=${liveId}`, {
      origin: SKETCH_ORIGIN,
      handshakeTimeout: API_TIMEOUT_MS,
      maxPayload: UPSTREAM_MAX_MESSAGE_BYTES,
    });
    upstreams.add(upstream);
    let opened = false;
    let paired = false;
    const refuse = (error: HttpError): void => {
      if (opened) return;
      opened = true;
      answerSocket(socket, error, path);
      upstream.terminate();
    };
    // A browser that leaves before its socket is paired takes sketch's socket with it.
    socket.once("close", () => {
      if (!paired) upstream.terminate();
    });
    upstream.once("unexpected-response", (_request, response: IncomingMessage) => {
      response.resume();
      refuse(
        response.statusCode === 404
          ? new HttpError(404, "not_found", "sketch has no such live")
          : new UpstreamError("sketch", `refused the websocket with ${String(response.statusCode)}`),
      );
    });
    upstream.on("error", (error) => {
      app.log.debug({ err: error }, "live socket relay: sketch's socket failed");
      refuse(new UpstreamError("sketch", error.message));
    });
    upstream.once("close", () => upstreams.delete(upstream));
    upstream.once("open", () => {
      opened = true;
      clients.handleUpgrade(incoming, socket, head, (client) => {
        paired = true;
        relay(app, client, upstream);
      });
    });
  });

  app.addHook("onClose", (_instance, done) => {
    for (const upstream of upstreams) upstream.terminate();
    upstreams.clear();
    for (const client of clients.clients) client.terminate();
    clients.close(() => {
      done();
    });
  });
}
