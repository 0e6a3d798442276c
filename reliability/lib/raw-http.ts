/**
 * A raw HTTP/1.1 client over a TCP socket, so the suite can send what fetch refuses to (CRLF and
 * traversal in the path, any method, broken bodies) and tell "no answer at all" from an error.
 */
import { connect } from "node:net";

export interface RawAnswer {
  /** 0 when the connection closed (or timed out) without a status line. */
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface RawRequest {
  readonly method: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString(), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export function rawRequest(port: number, request: RawRequest, timeoutMs = 15_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const body = request.body === undefined ? null : Buffer.from(request.body);
    const headers: Record<string, string> = {
      host: `127.0.0.1:${port}`,
      connection: "close",
      ...(body ? { "content-length": String(body.length) } : {}),
      ...request.headers,
    };
    const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("")}\r\n`;
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on("connect", () => {
      socket.write(head);
      if (body) socket.write(body);
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf("\r\n\r\n");
      const statusLine = /^HTTP\/1\.[01] (\d{3})/.exec(all.subarray(0, 20).toString());
      if (split === -1 || !statusLine) {
        resolve({ status: 0, headers: {}, body: "" });
        return;
      }
      const answerHeaders: Record<string, string> = {};
      for (const line of all.subarray(0, split).toString("latin1").split("\r\n").slice(1)) {
        const colon = line.indexOf(":");
        if (colon > 0)
          answerHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const rest = all.subarray(split + 4);
      const decoded = answerHeaders["transfer-encoding"]?.includes("chunked") ? dechunk(rest) : rest;
      resolve({ status: Number(statusLine[1]), headers: answerHeaders, body: decoded.toString("utf8") });
    });
  });
}
