/**
 * Malformed WebSocket frames a hostile client can send (RFC 6455 §5), each with the close code a
 * correct endpoint answers it with (§7.4.1: 1002 protocol error, 1007 a text message that is not
 * UTF-8, 1009 a message too big to take), and a raw client that sends them over a plain TCP socket
 * after a real handshake — for the tests and the reliability suite. Whatever a client sends, a
 * server should close that one connection with a close frame and go on serving everyone else.
 */
import { randomBytes } from "node:crypto";
import { connect, type Socket } from "node:net";

export interface HostileFrame {
  readonly name: string;
  readonly bytes: Buffer;
  /** The close code RFC 6455 §7.4.1 gives the failure. */
  readonly closeCode: number;
}

const MASK = Buffer.from([0x01, 0x02, 0x03, 0x04]);

/** A masked frame with a short (< 126 bytes) payload: `first` holds FIN, RSV and the opcode. */
function maskedFrame(first: number, payload: readonly number[]): Buffer {
  const body = Buffer.from(payload.map((byte, index) => byte ^ (MASK[index % 4] ?? 0)));
  return Buffer.concat([Buffer.from([first, 0x80 | body.length]), MASK, body]);
}

export const HOSTILE_FRAMES: readonly HostileFrame[] = [
  { name: "opcode 0xF", bytes: Buffer.from("8f8001020304", "hex"), closeCode: 1002 },
  { name: "reserved opcode 3", bytes: maskedFrame(0x83, [0x61]), closeCode: 1002 },
  { name: "unmasked text frame", bytes: Buffer.from([0x81, 0x02, 0x68, 0x69]), closeCode: 1002 },
  { name: "RSV1-3 bits set", bytes: maskedFrame(0xf1, [0x61]), closeCode: 1002 },
  { name: "text that is not UTF-8", bytes: maskedFrame(0x81, [0xff, 0xfe, 0xfd]), closeCode: 1007 },
  { name: "fragmented ping", bytes: maskedFrame(0x09, [0x61]), closeCode: 1002 },
  {
    name: "length 2^53",
    // 127 announces a 64-bit length; 0x0020000000000000 is 2^53, past what a length can be here.
    bytes: Buffer.concat([Buffer.from("81ff0020000000000000", "hex"), MASK]),
    closeCode: 1009,
  },
  { name: "close code 999", bytes: maskedFrame(0x88, [0x03, 0xe7]), closeCode: 1002 },
];

export interface RawSocketAnswer {
  /** The handshake's status (101 when the socket opened). */
  readonly status: number;
  /** The code of the first close frame the server sent, or null when none came. */
  readonly closeCode: number | null;
  /** The server closed the TCP connection. */
  readonly closed: boolean;
}

/** The code of the first close frame in `bytes` (server frames: unmasked), or undefined. */
function closeCodeIn(bytes: Buffer): number | null | undefined {
  let at = 0;
  while (at + 2 <= bytes.length) {
    const opcode = (bytes[at] ?? 0) & 0x0f;
    let length = (bytes[at + 1] ?? 0) & 0x7f;
    let start = at + 2;
    if (length === 126) {
      if (start + 2 > bytes.length) return undefined;
      length = bytes.readUInt16BE(start);
      start += 2;
    } else if (length === 127) {
      if (start + 8 > bytes.length) return undefined;
      length = Number(bytes.readBigUInt64BE(start));
      start += 8;
    }
    if (start + length > bytes.length) return undefined;
    if (opcode === 0x8) return length >= 2 ? bytes.readUInt16BE(start) : null;
    at = start + length;
  }
  return undefined;
}

/**
 * Opens `url` (ws://host:port/path) with a real handshake, sends `frame` once the socket is open,
 * and resolves when the server has sent a close frame and closed the connection, or after
 * `timeoutMs` with what came so far.
 */
export function sendRawFrame(url: string, frame: Buffer, timeoutMs = 10_000): Promise<RawSocketAnswer> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const socket: Socket = connect(Number(target.port), target.hostname);
    let received = Buffer.alloc(0);
    let status = 0;
    let closeCode: number | null | undefined;
    const finish = (closed: boolean): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, closeCode: closeCode ?? null, closed });
    };
    const timer = setTimeout(() => {
      finish(false);
    }, timeoutMs);
    socket.on("error", () => undefined);
    socket.on("close", () => {
      finish(true);
    });
    socket.on("connect", () => {
      socket.write(
        `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
          `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\n\r\n`,
      );
    });
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (status === 0) {
        const end = received.indexOf("\r\n\r\n");
        if (end === -1) return;
        status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received.subarray(0, end).toString("latin1"))?.[1] ?? 0);
        received = received.subarray(end + 4);
        if (status !== 101) {
          finish(false);
          return;
        }
        socket.write(frame);
      }
      closeCode ??= closeCodeIn(received);
    });
  });
}
