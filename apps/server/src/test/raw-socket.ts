/**
 * Raw TCP sockets for tests that must see a connection itself, not an HTTP answer: open one and
 * watch what the server sends and whether it closes the connection, or write to one a piece at a
 * time (a client or a host that dribbles).
 */
import { connect, type Socket } from "node:net";

export interface WatchedSocket {
  readonly socket: Socket;
  /** Everything the server sent so far, as latin1 text. */
  text(): string;
  /** Resolves true once the server has closed the connection, false if it had not after `ms`. */
  closedWithin(ms: number): Promise<boolean>;
}

/** Connects to 127.0.0.1:`port`; resolves once connected. */
export function openRawSocket(port: number): Promise<WatchedSocket> {
  return new Promise((resolve, reject) => {
    let text = "";
    const socket = connect(port, "127.0.0.1");
    const closed = new Promise<true>((done) => {
      socket.once("close", () => {
        done(true);
      });
    });
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
    });
    socket.once("error", reject);
    socket.once("connect", () => {
      socket.off("error", reject);
      socket.on("error", () => undefined);
      resolve({
        socket,
        text: () => text,
        async closedWithin(ms) {
          let timer: NodeJS.Timeout | undefined;
          const late = new Promise<false>((done) => {
            timer = setTimeout(() => {
              done(false);
            }, ms);
          });
          const result = await Promise.race([closed, late]);
          clearTimeout(timer);
          return result;
        },
      });
    });
  });
}

/** Writes `pieces` to `socket` one every `intervalMs`, until they run out or the socket closes. */
export function dribble(socket: Socket, pieces: readonly (string | Buffer)[], intervalMs: number): void {
  let next = 0;
  const timer = setInterval(() => {
    const piece = pieces[next++];
    if (piece === undefined || socket.destroyed) clearInterval(timer);
    else socket.write(piece);
  }, intervalMs);
  socket.once("close", () => {
    clearInterval(timer);
  });
}
