/**
 * The streaming image proxy: `/-/<path>` → i.pximg.net and `/~/<path>` → s.pximg.net, with the pixiv
 * Referer those hosts demand. Bodies are piped, never buffered; Range, HEAD and conditional requests
 * pass through; only allowlisted headers cross in either direction; redirects are followed only
 * while they stay on the same image host. Upstream failure is a 502 with a body that says why.
 *
 * The hot path is cheap on purpose: undici's `stream()` writes the upstream body straight into the
 * client's socket (`reply.hijack()`, backpressure from the socket back to upstream, no intermediate
 * readable), headers are written once as a flat list, allowlisted, with the security headers the
 * app adds elsewhere, each host's base URL is parsed once, and no per-request child logger is made.
 * Images are never compressed (no compression is registered; the bytes pass as they came). Until the upstream's status line arrives
 * nothing is written, so any failure before it is still a normal 502 through the app's handler; a
 * failure mid-body can only cut the connection.
 *
 * With an image cache (image-cache.ts), a picture already fetched whole is answered from memory, and
 * a whole 200 answer of a cacheable size is copied into it while it streams to the first client.
 */
import { Writable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Agent, stream as upstreamStream } from "undici";
import { I_PXIMG_PROXY_PREFIX, S_PXIMG_PROXY_PREFIX } from "@pxv/pixiv";
import { HttpError, UpstreamError } from "../upstream/errors.js";
import { answerFromCache, MAX_ENTRY_BYTES, teeIntoCache, type ImageCache } from "./image-cache.js";
import { COMMON_HEADERS } from "./security-headers.js";

/** The Referer pixiv's image hosts accept. */
export const PIXIV_REFERER = "https://www.pixiv.net/";
/** Image paths are content-addressed (the date in the path changes with the file): cache for a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
const IMAGE_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 3;
/** Upstream connections per image host; browsers open ~6 per page, a few pages at once. */
const UPSTREAM_CONNECTIONS = 64;
const KEEP_ALIVE_MS = 30_000;

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

/**
 * The upstream URL for a proxied path, or null when the path would leave the host (dot segments,
 * encoded slashes, a scheme or an authority smuggled into the path).
 */
export function upstreamImageUrl(base: string | URL, pathAndQuery: string): URL | null {
  if (!pathAndQuery.startsWith("/") || pathAndQuery.startsWith("//")) return null;
  const query = pathAndQuery.indexOf("?");
  const path = query === -1 ? pathAndQuery : pathAndQuery.slice(0, query);
  if (UNSAFE_PATH.test(path)) return null;
  const baseUrl = typeof base === "string" ? new URL(`${base}/`) : base;
  const url = new URL(`.${pathAndQuery}`, baseUrl);
  return url.origin === baseUrl.origin && url.pathname.startsWith(baseUrl.pathname) ? url : null;
}

/** A host with its base parsed once. */
interface ResolvedHost extends ImageHost {
  readonly baseUrl: URL;
}

/** Swallows the body of a redirect (tiny) so its connection is reused. */
const discard = (): Writable =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

async function proxyImage(
  host: ResolvedHost,
  dispatcher: Agent,
  cache: ImageCache | null,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const pathAndQuery = request.url.slice(host.prefix.length);
  const requested = upstreamImageUrl(host.baseUrl, pathAndQuery);
  if (!requested)
    throw new HttpError(400, "invalid_path", `Not an image path on ${host.name}: ${pathAndQuery}`);
  let target: URL = requested;
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

  const headers: Record<string, string> = { referer: PIXIV_REFERER };
  for (const name of REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }

  for (let redirects = 0; ; redirects++) {
    // Set inside the callback, read after it (a holder, so the type is not narrowed to null).
    const seen: { redirect: URL | null } = { redirect: null };
    try {
      await upstreamStream(target, { method, headers, dispatcher }, ({ statusCode, headers: answer }) => {
        const location = answer.location;
        if (statusCode >= 300 && statusCode < 400 && typeof location === "string") {
          seen.redirect = new URL(location, target);
          return discard();
        }
        // A flat [name, value, …] list: Node writes it without building a header object.
        const out: string[] = [...COMMON_HEADER_LIST];
        for (const name of RESPONSE_HEADERS) {
          const value = answer[name];
          if (typeof value === "string") out.push(name, value);
        }
        if (statusCode < 400) out.push("cache-control", IMMUTABLE_CACHE_CONTROL);
        reply.hijack();
        reply.raw.writeHead(statusCode, out);
        const length = Number(answer["content-length"]);
        const contentType = answer["content-type"];
        if (
          fillsCache &&
          statusCode === 200 &&
          typeof contentType === "string" &&
          Number.isInteger(length) &&
          length <= MAX_ENTRY_BYTES
        ) {
          const etag = answer.etag;
          const lastModified = answer["last-modified"];
          return teeIntoCache(reply.raw, length, (bytes) => {
            cache.set(cacheKey, {
              bytes,
              contentType,
              etag: typeof etag === "string" ? etag : null,
              lastModified: typeof lastModified === "string" ? lastModified : null,
            });
          });
        }
        return reply.raw;
      });
    } catch (error) {
      // Mid-body failures: the status line is out, undici has destroyed the client's socket.
      if (reply.raw.headersSent) return reply;
      throw new UpstreamError(host.name, (error as Error).message);
    }
    const next = seen.redirect;
    if (next === null) return reply;
    if (next.origin !== host.baseUrl.origin || redirects >= MAX_REDIRECTS) {
      throw new UpstreamError(host.name, `redirected to ${next.origin}, which this proxy does not fetch`);
    }
    target = next;
  }
}

export function registerImageProxy(
  app: FastifyInstance,
  hosts: readonly ImageHost[],
  cache: ImageCache | null = null,
): void {
  const dispatcher = new Agent({
    connections: UPSTREAM_CONNECTIONS,
    keepAliveTimeout: KEEP_ALIVE_MS,
    headersTimeout: IMAGE_TIMEOUT_MS,
    bodyTimeout: IMAGE_TIMEOUT_MS,
  });
  app.addHook("onClose", async () => {
    await dispatcher.close();
  });
  for (const imageHost of hosts) {
    const host: ResolvedHost = { ...imageHost, baseUrl: new URL(`${imageHost.base}/`) };
    app.route({
      method: ["GET", "HEAD"],
      url: `${host.prefix}/*`,
      exposeHeadRoute: false,
      // No per-request child logger (a pino child per image adds up on a page of thumbnails): the
      // rare failure is logged by the app's handler on the server's own logger.
      childLoggerFactory: (logger) => logger,
      handler: (request, reply) => proxyImage(host, dispatcher, cache, request, reply),
    });
  }
}
