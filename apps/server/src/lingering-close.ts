/**
 * Lingering close. When pxv answers before it has read a request's whole body (a 413 to a client
 * still uploading, a refusal of a route that takes no body) and the connection is to close, Node
 * closes the socket with body bytes still unread; the kernel then sends a reset, which wipes the
 * answer out of the client's receive buffer if the client has not read it yet — the client sees no
 * answer at all. As web servers do, pxv keeps reading (and throwing away) what is still coming
 * after its answer, for a bounded time and number of bytes, then closes.
 */
import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";

/** The longest a closing connection keeps reading a body nobody will use. */
const LINGER_MS = 2_000;
/** The most it reads; a client sending more is cut off. */
const LINGER_BYTES = 16 * 1024 * 1024;

function linger(socket: Socket): void {
  let received = 0;
  const stop = (): void => {
    socket.destroy();
  };
  const timer = setTimeout(stop, LINGER_MS);
  timer.unref();
  socket.once("close", () => {
    clearTimeout(timer);
  });
  socket.once("end", stop);
  socket.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received > LINGER_BYTES) stop();
  });
  socket.end();
  socket.resume();
}

/** Makes `server`'s connections linger after answering a request whose body is still arriving. */
export function lingerOnUnreadBodies(server: Server): void {
  const lastRequest = new WeakMap<Socket, IncomingMessage>();
  server.on("request", (request: IncomingMessage) => {
    lastRequest.set(request.socket, request);
  });
  server.on("connection", (socket: Socket) => {
    // Node's http server calls it to close a connection once the answer is written.
    const closeSoon = socket.destroySoon.bind(socket);
    socket.destroySoon = () => {
      const request = lastRequest.get(socket);
      if (request === undefined || request.complete || socket.destroyed) {
        closeSoon();
        return;
      }
      linger(socket);
    };
  });
}
