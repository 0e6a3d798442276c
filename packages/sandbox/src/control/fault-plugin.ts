/**
 * The Fastify plugin every sandbox host registers (first, before its routes) to misbehave on
 * request. On each request it asks the shared FaultStore which rules fire for (host, method, path),
 * then: waits for `latency`; answers `error` / `rate-limit` with the host's own error body (see
 * fault-bodies.ts) without running the route; resets the TCP connection for `reset`; or lets the
 * route answer and then sends only the first bytes of the body for `truncate` (Content-Length
 * still announces the whole body, then the socket closes) or dribbles it out for `slow`.
 *
 *   await app.register(faultInjection, { faults, host: "appApi", responder: appApiFaultBodies });
 */
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyPluginCallback, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { appApiFaultBodies, type FaultResponder } from "./fault-bodies.js";
import { FAULT_DEFAULTS, type FaultRule } from "./fault-rules.js";
import type { FaultStore } from "./fault-store.js";
import { pacedStream } from "../http/paced-stream.js";

export interface FaultInjectionOptions {
  readonly faults: FaultStore;
  /** This host's name as rules spell it in `host=`, e.g. `appApi`, `pixivision`. */
  readonly host: string;
  /** Error bodies in this host's format; default pixiv's app API body. */
  readonly responder?: FaultResponder;
}

async function payloadBytes(payload: unknown): Promise<Buffer> {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === "string") return Buffer.from(payload);
  if (payload instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    return Buffer.concat(chunks);
  }
  return Buffer.from(JSON.stringify(payload));
}

/** The first `kept` bytes, then an error: the server closes the connection mid-body. */
function truncatedStream(bytes: Buffer, kept: number): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) return;
      sent = true;
      if (kept > 0) this.push(bytes.subarray(0, kept));
      // Let the bytes leave before the connection is cut.
      setTimeout(() => this.destroy(new Error("sandbox fault: truncated body")), 20);
    },
  });
}

/** The body in chunks of `chunk` bytes, `intervalMs` apart. */
function slowStream(bytes: Buffer, chunk: number, intervalMs: number): Readable {
  const pieces: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += chunk)
    pieces.push(bytes.subarray(offset, offset + chunk));
  return pacedStream(pieces, intervalMs);
}

const TERMINAL = new Set(["error", "rate-limit", "reset"]);
const BODY_FAULTS = new Set(["truncate", "slow"]);

const faultInjectionPlugin: FastifyPluginCallback<FaultInjectionOptions> = (app, options, done) => {
  const responder = options.responder ?? appApiFaultBodies;
  const bodyFaults = new WeakMap<FastifyRequest, FaultRule>();

  app.addHook("onRequest", async (request, reply) => {
    const path = request.url.replace(/[?#].*$/, "");
    const fired = options.faults.match(options.host, request.method, path);
    if (fired.length === 0) return;

    const latency = fired
      .filter((rule) => rule.kind === "latency")
      .reduce((total, rule) => total + (rule.ms ?? FAULT_DEFAULTS.latencyMs), 0);
    if (latency > 0) await sleep(latency);

    const terminal = fired.find((rule) => TERMINAL.has(rule.kind));
    if (terminal?.kind === "reset") {
      reply.hijack();
      request.raw.socket.resetAndDestroy();
      return;
    }
    if (terminal !== undefined) {
      const kind = terminal.kind === "rate-limit" ? "rate-limit" : "error";
      const answer = responder(kind, terminal.status ?? FAULT_DEFAULTS.errorStatus);
      await reply.code(answer.status).type(answer.contentType).send(answer.body);
      return;
    }
    const bodyFault = fired.find((rule) => BODY_FAULTS.has(rule.kind));
    if (bodyFault !== undefined) bodyFaults.set(request, bodyFault);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const rule = bodyFaults.get(request);
    if (rule === undefined) return payload;
    bodyFaults.delete(request);
    const bytes = await payloadBytes(payload);
    // Nothing to cut or dribble: an empty body, a HEAD or a 304 leaves as it is.
    if (bytes.length === 0 || request.method === "HEAD") return bytes;
    reply.header("content-length", bytes.length);
    if (rule.kind === "truncate") {
      return truncatedStream(bytes, Math.min(rule.bytes ?? FAULT_DEFAULTS.truncateBytes, bytes.length - 1));
    }
    return slowStream(
      bytes,
      Math.max(1, rule.bytes ?? FAULT_DEFAULTS.slowChunkBytes),
      rule.ms ?? FAULT_DEFAULTS.slowIntervalMs,
    );
  });
  done();
};

/** Registered with fastify-plugin, so its hooks cover every route of the host. */
export const faultInjection = fastifyPlugin(faultInjectionPlugin, {
  fastify: "5.x",
  name: "pxv-sandbox-faults",
});
