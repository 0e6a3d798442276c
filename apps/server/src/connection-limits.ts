/**
 * Bounds on the server's connections, so that clients that connect and say nothing, or send a body
 * a byte at a time, cannot hold its sockets (and file handles) without end:
 *
 * - a connection must send a whole request head within `headersTimeoutMs` of opening (or of its
 *   next request's first byte, on a kept-alive connection), and a whole request, body included,
 *   within `requestTimeoutMs`; otherwise it gets a 408 and is closed. These are Node's own
 *   `headersTimeout` and `requestTimeout`: Fastify sets `requestTimeout` to 0 (no bound on a body
 *   at all) and leaves Node's 60 s `headersTimeout`, checked every 30 s, so a silent connection
 *   stayed up to 90 s; here both are set and checked every second;
 * - one remote address may hold at most `perAddress` connections at once; a connection over it is
 *   closed as soon as it opens, before anything is read.
 *
 * Answers are not bounded here: a long download or a live websocket stays open as long as it moves.
 * The per-address count is by the socket's own remote address: behind a reverse proxy every
 * connection comes from the proxy, so the proxy's own per-client cap is the one that matters there
 * (config.ts turns this one off by default with PXV_TRUST_PROXY).
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";

export interface ConnectionLimits {
  /** Time from a connection's opening (or a request's first byte) to the end of its head. */
  readonly headersTimeoutMs: number;
  /** Time from a request's first byte to the end of its body. */
  readonly requestTimeoutMs: number;
  /** Connections one remote address may hold open at once; 0 is no cap. */
  readonly perAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  perAddress: 128,
};

/** Where a refused connection is reported (once per address while it stays at the cap). */
export interface ConnectionLog {
  warn(details: object, message: string): void;
}

/** How often Node looks for connections past their time (its default, 30 s, is coarser than the limits). */
const CHECK_INTERVAL_MS = 1000;

/** Node reads it when the server starts listening; @types/node lists it only as a createServer option. */
interface CheckedServer extends Server {
  connectionsCheckingInterval: number;
}

/** Caps the connections each remote address holds at once on `server`. */
function capPerAddress(server: Server, cap: number, log: ConnectionLog): void {
  const open = new Map<string, number>();
  const atCap = new Set<string>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= cap) {
      if (!atCap.has(address)) {
        atCap.add(address);
        log.warn({ address, cap }, "connection refused: this address holds the most connections allowed");
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < cap) atCap.delete(address);
    });
  });
}

/** Applies `limits` to `server`; call it before the server listens. */
export function limitConnections(server: Server, limits: ConnectionLimits, log: ConnectionLog): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  (server as CheckedServer).connectionsCheckingInterval = Math.min(
    CHECK_INTERVAL_MS,
    limits.headersTimeoutMs,
  );
  if (limits.perAddress > 0) capPerAddress(server, limits.perAddress, log);
}
