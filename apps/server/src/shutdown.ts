/**
 * A bounded, graceful stop for the listening server: stop accepting connections, let requests in
 * flight finish while every answer tells its keep-alive connection to close (`Connection: close`),
 * close connections as soon as they are idle, and when the drain time is up destroy whatever is
 * left — relayed websockets, sockets that never finished a request — so the stop always ends.
 */
import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export interface Drain {
  /** Resolves once every connection is closed, at the latest `limitMs` after the call. */
  drain(limitMs: number): Promise<void>;
}

/** How often connections that went idle during the drain are closed. */
const IDLE_SWEEP_MS = 100;

/** Watches `server`'s connections and answers from now on; call before it listens. */
export function prepareDrain(server: Server): Drain {
  const sockets = new Set<Socket>();
  const unsent = new Set<ServerResponse>();
  let draining = false;

  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (_request, response: ServerResponse) => {
    if (draining) {
      response.shouldKeepAlive = false;
      return;
    }
    unsent.add(response);
    response.once("close", () => unsent.delete(response));
    response.once("finish", () => unsent.delete(response));
  });

  return {
    async drain(limitMs) {
      draining = true;
      for (const response of unsent) if (!response.headersSent) response.shouldKeepAlive = false;
      unsent.clear();
      const closed = new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      server.closeIdleConnections();
      const sweep = setInterval(() => {
        server.closeIdleConnections();
      }, IDLE_SWEEP_MS);
      let deadline: NodeJS.Timeout | undefined;
      await Promise.race([
        closed,
        new Promise<void>((resolve) => {
          deadline = setTimeout(resolve, limitMs);
        }),
      ]);
      clearInterval(sweep);
      clearTimeout(deadline);
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
