/**
 * The streaming image proxy: `/-/<path>` → i.pximg.net and `/~/<path>` → s.pximg.net, with the pixiv
 * Referer those hosts demand. Bodies are relayed chunk by chunk, never buffered; Range, HEAD and
 * conditional requests pass through; only allowlisted headers cross in either direction; redirects
 * are followed only while they stay on the same image host (at most MAX_REDIRECTS). The host's error
 * answers (4xx, 5xx) become pxv's own JSON errors, never its pages. Upstream failure
 * before the status line is a 502 with a body that says why; a failure mid-body cuts the client's
 * connection (the status line is out). No answer, or a stalled body, for IMAGE_TIMEOUT_MS is a failure.
 *
 * The hot path is cheap on purpose, measured by bench/image-proxy-throughput.ts in CPU time per MB of
 * the proxy's process: upstream requests go through node:http's own client (native HTTP parser) on
 * keep-alive connections rather than undici (WebAssembly parser) — a bare node:http proxy costs ~10%
 * less CPU per MB than the same proxy on undici.stream(), and this route ~5–10% less than it did on
 * undici; request headers go up as a flat list with the path as is (no URL object per request); each
 * upstream chunk is written straight into the client's socket (`reply.hijack()`), pausing upstream
 * while the socket is full, with no stream in between (in a bare proxy, pipe() measured 10–25% and
 * stream.pipeline() ~50% more CPU per MB); response headers are written once as a flat list,
 * allowlisted, with the security headers the app adds elsewhere; each host's base is parsed once; no
 * per-request child logger is made. Images are never compressed (no compression is registered; the
 * bytes pass as they came). What is left is mostly Node's own HTTP server and client per request (the
 * sandbox's ~114 KiB originals take 2–3 socket reads and writes each).
 *
 * With an image cache (image-cache.ts), a picture already fetched whole is answered from memory, and
 * a whole 200 answer of a cacheable size is copied into it while it streams to the first client.
 */
import {
  Agent as HttpAgent,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { Socket } from "node:net";
import { urlToHttpOptions } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { I_PXIMG_PROXY_PREFIX, S_PXIMG_PROXY_PREFIX } from "@pxv/pixiv";
import { HttpError, UpstreamError } from "../upstream/errors.js";
import {
  answerFromCache,
  cacheFill,
  MAX_ENTRY_BYTES,
  type CacheFill,
  type ImageCache,
} from "./image-cache.js";
import { COMMON_HEADERS } from "./security-headers.js";

/** The Referer pixiv's image hosts accept. */
export const PIXIV_REFERER = "https://www.pixiv.net/";
/** Image paths are content-addressed (the date in the path changes with the file): cache for a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** How long upstream may stay silent, before its status line or between body chunks. */
export const IMAGE_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 3;
/** Upstream connections per image host; browsers open ~6 per page, a few pages at once. */
const UPSTREAM_CONNECTIONS = 64;
/** Errors of a kept-alive connection the host closed just as it was reused: worth sending again. */
const STALE_CONNECTION = new Set(["ECONNRESET", "EPIPE"]);

const COMMON_HEADER_LIST: readonly string[] = Object.entries(COMMON_HEADERS).flat();
const REQUEST_HEADERS = ["range", "if-range", "if-none-match", "if-modified-since", "accept"] as const;
const RESPONSE_HEADERS = [
  "content-type",
  "content-length",
  "content-range",
  "accept-ranges",
  "etag",
  "last-modified",
  "expires",
] as const;

export interface ImageHost {
  /** The proxy path prefix, `/-` or `/~`. */
  readonly prefix: string;
  /** Where the host is reached (the real origin or the sandbox). */
  readonly base: string;
  readonly name: string;
}

export function imageHosts(bases: { iPximg: string; sPximg: string }): ImageHost[] {
  return [
    { prefix: I_PXIMG_PROXY_PREFIX, base: bases.iPximg, name: "i.pximg.net" },
    { prefix: S_PXIMG_PROXY_PREFIX, base: bases.sPximg, name: "s.pximg.net" },
  ];
}

const UNSAFE_PATH = /(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i;
/** Visible ASCII only: what browsers send (anything else percent-encoded). */
const VISIBLE_ASCII_PATH = /^\/[\x21-\x7e]*$/;

/**
 * The path (and query) to ask the image host for, under its base path (which ends in `/`), or null
 * when the proxied path would leave it (dot segments, encoded slashes or backslashes, an authority
 * smuggled in with `//`) or holds anything but visible ASCII. The result goes as is on the request
 * line sent to the host's own address (fixed per host), so nothing in it can name another host.
 */
export function upstreamImagePath(basePath: string, pathAndQuery: string): string | null {
  if (!VISIBLE_ASCII_PATH.test(pathAndQuery) || pathAndQuery.startsWith("//")) return null;
  const query = pathAndQuery.indexOf("?");
  const path = query === -1 ? pathAndQuery : pathAndQuery.slice(0, query);
  if (UNSAFE_PATH.test(path)) return null;
  return `${basePath}${pathAndQuery.slice(1)}`;
}

/** A host with its base parsed once and its client chosen by protocol. */
interface ResolvedHost extends ImageHost {
  readonly origin: string;
  /** The base URL's path, ending in `/`: proxied paths go under it. */
  readonly basePath: string;
  /** Where to connect (protocol, hostname and port of the base). */
  readonly address: { readonly protocol: string; readonly hostname: string; readonly port?: number };
  readonly hostHeader: string;
  readonly request: typeof httpRequest;
  readonly agent: HttpAgent;
}

/** An upstream exchange whose status line and headers have arrived. */
interface Exchange {
  readonly request: ClientRequest;
  readonly response: IncomingMessage;
}

/**
 * Sends one request upstream and resolves at its status line; rejects on any failure before it (a
 * refused or reset connection, a timeout). A request that failed on a kept-alive connection the host
 * had just closed never reached it: it is sent again (each such failure drops that connection from
 * the pool, so this ends, at the latest on a new connection).
 */
function openUpstream(
  host: ResolvedHost,
  path: string,
  method: "GET" | "HEAD",
  headers: readonly string[],
  timeoutMs: number,
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const attempt = (): void => {
      let answered = false;
      const request = host.request({
        ...host.address,
        agent: host.agent,
        path,
        method,
        // A flat [name, value, …] list: Node writes it as is (the host header is in it).
        headers: headers as string[],
      });
      request.once("response", (response) => {
        answered = true;
        resolve({ request, response });
      });
      request.on("error", (error: NodeJS.ErrnoException) => {
        // After the status line a failure shows as the body's early close (see relayBody).
        if (answered) return;
        if (request.reusedSocket && STALE_CONNECTION.has(error.code ?? "")) attempt();
        else reject(error);
      });
      // The connection's idle timer (see keepTimeoutOnReuse): before the status line and between chunks.
      request.once("timeout", () => {
        request.destroy(new Error(`no answer for ${String(timeoutMs / 1000)} s`));
      });
      request.end();
    };
    attempt();
  });
}

/**
 * Writes an upstream body into the client's response as it arrives, pausing upstream while the
 * client's socket is full. A body that breaks off cuts the client's connection; a client that goes
 * away drops the upstream request. `fill`, when given, sees every chunk and the end of a whole body.
 */
function relayBody({ request, response }: Exchange, out: ServerResponse, fill: CacheFill | null): void {
  if (out.destroyed) {
    // The client went away while upstream was answering.
    request.destroy();
    return;
  }
  const resume = (): void => {
    response.resume();
  };
  response.on("data", (chunk: Buffer) => {
    fill?.add(chunk);
    if (!out.write(chunk)) {
      response.pause();
      out.once("drain", resume);
    }
  });
  response.once("end", () => {
    fill?.end();
    out.end();
  });
  response.once("close", () => {
    if (!response.complete) out.destroy();
  });
  out.once("close", () => {
    if (!response.complete) request.destroy();
  });
}

async function proxyImage(
  host: ResolvedHost,
  cache: ImageCache | null,
  timeoutMs: number,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const pathAndQuery = request.url.slice(host.prefix.length);
  const requested = upstreamImagePath(host.basePath, pathAndQuery);
  if (requested === null)
    throw new HttpError(400, "invalid_path", `Not an image path on ${host.name}: ${pathAndQuery}`);
  let target = requested;
  const method = request.method === "HEAD" ? "HEAD" : "GET";

  const cacheKey = `${host.prefix}${pathAndQuery}`;
  const cached = cache?.get(cacheKey);
  if (cached !== undefined) {
    const answer = answerFromCache(cached, method, request.headers, IMMUTABLE_CACHE_CONTROL);
    reply.hijack();
    reply.raw.writeHead(answer.statusCode, [...COMMON_HEADER_LIST, ...answer.headers]);
    reply.raw.end(answer.body ?? undefined);
    return reply;
  }
  // Only a plain GET of the whole picture fills the cache.
  const fillsCache =
    cache !== null &&
    method === "GET" &&
    REQUEST_HEADERS.every((name) => request.headers[name] === undefined || name === "accept");

  const headers: string[] = ["host", host.hostHeader, "referer", PIXIV_REFERER];
  for (const name of REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string") headers.push(name, value);
  }

  for (let redirects = 0; ; redirects++) {
    let exchange: Exchange;
    try {
      exchange = await openUpstream(host, target, method, headers, timeoutMs);
    } catch (error) {
      throw new UpstreamError(host.name, (error as Error).message);
    }
    const { response } = exchange;
    const statusCode = response.statusCode ?? 502;
    const answer = response.headers;
    const location = answer.location;
    if (statusCode >= 300 && statusCode < 400 && typeof location === "string") {
      // Drain the (tiny) redirect body so its connection is reused.
      response.resume();
      const current = `${host.origin}${target}`;
      if (!URL.canParse(location, current)) {
        throw new UpstreamError(host.name, `redirected to an invalid URL: ${location}`);
      }
      const next = new URL(location, current);
      if (next.origin !== host.origin) {
        throw new UpstreamError(host.name, `redirected to ${next.origin}, which this proxy does not fetch`);
      }
      if (redirects >= MAX_REDIRECTS) {
        throw new UpstreamError(host.name, `redirected more than ${String(MAX_REDIRECTS)} times`);
      }
      target = `${next.pathname}${next.search}`;
      continue;
    }
    if (statusCode >= 400) {
      // The host's error page (HTML, often) is never served from pxv's origin: pxv answers its own.
      response.resume();
      const range = answer["content-range"];
      if (statusCode === 416 && typeof range === "string") reply.header("content-range", range);
      throw statusCode >= 500
        ? new UpstreamError(host.name, `answered ${String(statusCode)}`)
        : new HttpError(
            statusCode,
            "image_unavailable",
            `${host.name} answered ${String(statusCode)} for ${target}`,
          );
    }
    // A flat [name, value, …] list: Node writes it without building a header object.
    const out: string[] = [...COMMON_HEADER_LIST];
    for (const name of RESPONSE_HEADERS) {
      const value = answer[name];
      if (typeof value === "string") out.push(name, value);
    }
    out.push("cache-control", IMMUTABLE_CACHE_CONTROL);
    reply.hijack();
    reply.raw.writeHead(statusCode, out);
    const length = Number(answer["content-length"]);
    const contentType = answer["content-type"];
    const fill =
      fillsCache &&
      statusCode === 200 &&
      typeof contentType === "string" &&
      Number.isInteger(length) &&
      length <= MAX_ENTRY_BYTES
        ? cacheFill(length, (bytes) => {
            cache.set(cacheKey, {
              bytes,
              contentType,
              etag: answer.etag ?? null,
              lastModified: answer["last-modified"] ?? null,
            });
          })
        : null;
    relayBody(exchange, reply.raw, fill);
    return reply;
  }
}

/**
 * Node arms an upstream connection's idle timer with the agent's `timeout` when the connection opens,
 * and shortens it to a host's Keep-Alive hint while the connection waits in the pool, but does not
 * arm it again when the connection is reused (not even for a request's own `timeout` equal to the
 * agent's): this puts the full timeout back for every request on a reused connection.
 */
function keepTimeoutOnReuse(agent: HttpAgent, timeoutMs: number): void {
  const reuse = agent.reuseSocket.bind(agent);
  agent.reuseSocket = (socket, request) => {
    reuse(socket, request);
    if (socket instanceof Socket && socket.timeout !== timeoutMs) socket.setTimeout(timeoutMs);
  };
}

export interface ImageProxyOptions {
  /** Upstream silence that counts as failure (IMAGE_TIMEOUT_MS; shorter in tests). */
  readonly timeoutMs?: number;
  /** Extra certificate authorities to trust for https image hosts (tests). */
  readonly ca?: string;
}

export function registerImageProxy(
  app: FastifyInstance,
  hosts: readonly ImageHost[],
  cache: ImageCache | null = null,
  options: ImageProxyOptions = {},
): void {
  const timeoutMs = options.timeoutMs ?? IMAGE_TIMEOUT_MS;
  // Idle kept-alive connections close after the same time (sooner when the host announces less).
  const agentOptions = {
    keepAlive: true,
    maxSockets: UPSTREAM_CONNECTIONS,
    maxFreeSockets: UPSTREAM_CONNECTIONS,
    timeout: timeoutMs,
  };
  const httpAgent = new HttpAgent(agentOptions);
  const httpsAgent = new HttpsAgent({ ...agentOptions, ...(options.ca ? { ca: options.ca } : {}) });
  keepTimeoutOnReuse(httpAgent, timeoutMs);
  keepTimeoutOnReuse(httpsAgent, timeoutMs);
  app.addHook("onClose", () => {
    httpAgent.destroy();
    httpsAgent.destroy();
    return Promise.resolve();
  });
  for (const imageHost of hosts) {
    const baseUrl = new URL(imageHost.base);
    const https = baseUrl.protocol === "https:";
    const { protocol, hostname, port } = urlToHttpOptions(baseUrl);
    const host: ResolvedHost = {
      ...imageHost,
      origin: baseUrl.origin,
      basePath: baseUrl.pathname.endsWith("/") ? baseUrl.pathname : `${baseUrl.pathname}/`,
      address: {
        protocol: protocol ?? "http:",
        hostname: hostname ?? "",
        ...(port ? { port: Number(port) } : {}),
      },
      hostHeader: baseUrl.host,
      request: https ? httpsRequest : httpRequest,
      agent: https ? httpsAgent : httpAgent,
    };
    app.route({
      method: ["GET", "HEAD"],
      url: `${host.prefix}/*`,
      exposeHeadRoute: false,
      // No per-request child logger (a pino child per image adds up on a page of thumbnails): the
      // rare failure is logged by the app's handler on the server's own logger.
      childLoggerFactory: (logger) => logger,
      handler: (request, reply) => proxyImage(host, cache, timeoutMs, request, reply),
    });
  }
}
