/**
 * The streaming image proxy: `/-/<path>` → i.pximg.net and `/~/<path>` → s.pximg.net, with the pixiv
 * Referer those hosts demand; `/proxy/https://<one of those hosts>/<path>` (proxy-url.ts) is the
 * same picture by the same code. Bodies are relayed chunk by chunk, never buffered; Range, HEAD and
 * conditional requests pass through; only allowlisted headers cross in either direction; redirects
 * are followed only while they stay on the same image host (image-proxy-upstream.ts). The host's
 * error answers (4xx, 5xx) become pxv's own JSON errors, never its pages. Upstream failure before
 * the status line is a 502 with a body that says why; a failure mid-body cuts the client's
 * connection (the status line is out). No answer, or a stalled body, for IMAGE_TIMEOUT_MS is a
 * failure; so is a head later than the pace's first-byte deadline, or a body slower than its
 * minimum rate (image-proxy-pace.ts).
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
import type { ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import { I_PXIMG_PROXY_PREFIX, S_PXIMG_PROXY_PREFIX } from "@pxv/pixiv";
import { binaryBody, refused, type Answers } from "../../route-schema/answers.js";
import { HttpError, UpstreamError } from "../../errors.js";
import {
  answerFromCache,
  cacheFill,
  MAX_ENTRY_BYTES,
  type CacheFill,
  type ImageCache,
} from "../../infrastructure/stores/image-cache.js";
import { DEFAULT_IMAGE_PACE, watchPace, type ImagePace, type PaceWatch } from "./image-proxy-pace.js";
import {
  createImageAgents,
  openFinalAnswer,
  resolveImageHost,
  type Exchange,
  type ImageHost,
  type ResolvedHost,
} from "./image-proxy-upstream.js";
import { GENERIC_PROXY_PREFIX } from "../../route-schema/route-prefixes.js";
import { proxiedTarget } from "./proxy-url.js";
import { EVERY_ANSWER_HEADERS } from "../../infrastructure/security-headers.js";

/** What every image path answers. */
const IMAGE_ANSWERS: Answers = {
  "200": { description: "The image.", body: binaryBody, type: "image/*" },
  "206": "A byte range.",
  "304": "Not modified (a conditional request).",
  "502": refused("The image host failed."),
};

/** The Referer pixiv's image hosts accept. */
export const PIXIV_REFERER = "https://www.pixiv.net/";
/** Image paths are content-addressed (the date in the path changes with the file): cache for a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** How long upstream may stay silent, before its status line or between body chunks. */
export const IMAGE_TIMEOUT_MS = 30_000;

/** An image is no document: nosniff only (security-headers.ts). */
const COMMON_HEADER_LIST: readonly string[] = Object.entries(EVERY_ANSWER_HEADERS).flat();
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

export type { ImageHost } from "./image-proxy-upstream.js";

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

/**
 * Writes an upstream body into the client's response as it arrives, pausing upstream while the
 * client's socket is full. A body that breaks off (or that `watch` finds too slow) cuts the client's
 * connection; a client that goes away drops the upstream request. `fill`, when given, sees every
 * chunk and the end of a whole body.
 */
function relayBody(
  { request, response }: Exchange,
  out: ServerResponse,
  fill: CacheFill | null,
  watch: PaceWatch,
): void {
  if (out.destroyed) {
    // The client went away while upstream was answering.
    watch.stop();
    request.destroy();
    return;
  }
  const resume = (): void => {
    watch.resumed();
    response.resume();
  };
  response.on("data", (chunk: Buffer) => {
    watch.received(chunk.length);
    fill?.add(chunk);
    if (!out.write(chunk)) {
      watch.paused();
      response.pause();
      out.once("drain", resume);
    }
  });
  response.once("end", () => {
    fill?.end();
    out.end();
  });
  response.once("close", () => {
    watch.stop();
    if (!response.complete) out.destroy();
  });
  out.once("close", () => {
    if (!response.complete) request.destroy();
  });
}

/** What every proxied picture shares: the image cache and the upstream time limits. */
interface ProxySettings {
  readonly cache: ImageCache | null;
  readonly timeoutMs: number;
  readonly pace: ImagePace;
}

async function proxyImage(
  host: ResolvedHost,
  pathAndQuery: string,
  settings: ProxySettings,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { cache, pace } = settings;
  const requested = upstreamImagePath(host.basePath, pathAndQuery);
  if (requested === null)
    throw new HttpError(400, "invalid_path", `Not an image path on ${host.name}: ${pathAndQuery}`);
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

  const { exchange, target } = await openFinalAnswer(
    host,
    requested,
    method,
    headers,
    settings.timeoutMs,
    pace.firstByteMs,
  );
  const { response } = exchange;
  const statusCode = response.statusCode ?? 502;
  const answer = response.headers;
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
  const watch = watchPace(pace, (bytes, ms) => {
    request.log.warn(
      { upstream: host.name, path: target, bytes, ms: Math.round(ms) },
      "image host too slow: the picture was cut",
    );
    exchange.request.destroy();
  });
  relayBody(exchange, reply.raw, fill, watch);
  return reply;
}

export interface ImageProxyOptions {
  /** Upstream silence that counts as failure (IMAGE_TIMEOUT_MS; shorter in tests). */
  readonly timeoutMs?: number;
  /** The head's deadline and the body's minimum rate (DEFAULT_IMAGE_PACE). */
  readonly pace?: ImagePace;
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
  const settings: ProxySettings = { cache, timeoutMs, pace: options.pace ?? DEFAULT_IMAGE_PACE };
  const agents = createImageAgents(timeoutMs, options.ca);
  app.addHook("onClose", () => {
    agents.destroy();
    return Promise.resolve();
  });
  const resolved = hosts.map((imageHost) => resolveImageHost(imageHost, agents));
  const route = (
    url: string,
    schema: FastifySchema,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
  ) =>
    app.route({
      method: ["GET", "HEAD"],
      url,
      schema,
      exposeHeadRoute: false,
      // No per-request child logger (a pino child per image adds up on a page of thumbnails): the
      // rare failure is logged by the app's handler on the server's own logger.
      childLoggerFactory: (logger) => logger,
      handler,
    });
  for (const host of resolved) {
    const schema = {
      operationId: `image_${host.name.replace(/\.net$/, "").replace(/\W/g, "_")}`,
      tags: ["images"],
      summary: `Streams an image from ${host.name} with the Referer pixiv requires.`,
      description:
        "Range, HEAD and conditional requests pass through. Immutable paths are cached for a year.",
      answers: IMAGE_ANSWERS,
    };
    route(`${host.prefix}/*`, schema, (request, reply) =>
      proxyImage(host, request.url.slice(host.prefix.length), settings, request, reply),
    );
  }
  const byAddress = {
    operationId: "image_proxy_address",
    tags: ["images"],
    summary: "Streams a picture named by its whole address, as the reference viewer's generic proxy.",
    description:
      "`/proxy/https://i.pximg.net/<path>` and `/proxy/https://s.pximg.net/<path>` answer exactly as " +
      "`/-/<path>` and `/~/<path>` (same allowlist, limits and cache); no other host is proxied.",
    answers: {
      ...IMAGE_ANSWERS,
      "400": refused("Not an https://host/path address."),
      "403": refused("A host other than the image proxy's."),
    },
  };
  route(`${GENERIC_PROXY_PREFIX}*`, byAddress, (request, reply) => {
    const { host, pathAndQuery } = proxiedTarget(request.url, resolved);
    return proxyImage(host, pathAndQuery, settings, request, reply);
  });
}
