/**
 * The streaming image proxy: `/-/<path>` → i.pximg.net and `/~/<path>` → s.pximg.net, with the pixiv
 * Referer those hosts demand. Bodies are piped, never buffered; Range, HEAD and conditional requests
 * pass through; only allowlisted headers cross in either direction; redirects are followed only
 * while they stay on the same image host. Upstream failure is a 502 with a body that says why.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Agent, request as upstreamRequest } from "undici";
import { I_PXIMG_PROXY_PREFIX, S_PXIMG_PROXY_PREFIX } from "@pxv/pixiv";
import { HttpError, UpstreamError } from "../upstream/errors.js";

/** The Referer pixiv's image hosts accept. */
export const PIXIV_REFERER = "https://www.pixiv.net/";
/** Image paths are content-addressed (the date in the path changes with the file): cache for a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
const IMAGE_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 3;

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

/**
 * The upstream URL for a proxied path, or null when the path would leave the host (dot segments,
 * encoded slashes, a scheme or an authority smuggled into the path).
 */
export function upstreamImageUrl(base: string, pathAndQuery: string): URL | null {
  if (!pathAndQuery.startsWith("/") || pathAndQuery.startsWith("//")) return null;
  const [path = ""] = pathAndQuery.split("?", 1);
  if (/(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i.test(path)) return null;
  const baseUrl = new URL(`${base}/`);
  const url = new URL(`.${pathAndQuery}`, baseUrl);
  return url.origin === baseUrl.origin && url.pathname.startsWith(baseUrl.pathname) ? url : null;
}

function isSameHost(location: URL, host: ImageHost): boolean {
  return location.origin === new URL(host.base).origin;
}

async function proxyImage(
  host: ImageHost,
  dispatcher: Agent,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const pathAndQuery = request.url.slice(host.prefix.length);
  const requested = upstreamImageUrl(host.base, pathAndQuery);
  if (!requested)
    throw new HttpError(400, "invalid_path", `Not an image path on ${host.name}: ${pathAndQuery}`);
  let target: URL = requested;

  const headers: Record<string, string> = { referer: PIXIV_REFERER };
  for (const name of REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  const method = request.method === "HEAD" ? "HEAD" : "GET";

  for (let redirects = 0; ; redirects++) {
    let response;
    try {
      response = await upstreamRequest(target, { method, headers, dispatcher });
    } catch (error) {
      throw new UpstreamError(host.name, (error as Error).message);
    }
    const location: unknown = response.headers.location;
    if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === "string") {
      await response.body.dump();
      const next: URL = new URL(location, target);
      if (!isSameHost(next, host) || redirects >= MAX_REDIRECTS) {
        throw new UpstreamError(host.name, `redirected to ${next.origin}, which this proxy does not fetch`);
      }
      target = next;
      continue;
    }

    reply.code(response.statusCode);
    for (const name of RESPONSE_HEADERS) {
      const value = response.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    if (response.statusCode < 400) reply.header("cache-control", IMMUTABLE_CACHE_CONTROL);
    reply.header("x-content-type-options", "nosniff");
    if (method === "HEAD") {
      await response.body.dump();
      return reply.send();
    }
    return reply.send(response.body);
  }
}

export function registerImageProxy(app: FastifyInstance, hosts: readonly ImageHost[]): void {
  const dispatcher = new Agent({
    connections: 64,
    headersTimeout: IMAGE_TIMEOUT_MS,
    bodyTimeout: IMAGE_TIMEOUT_MS,
  });
  app.addHook("onClose", async () => {
    await dispatcher.close();
  });
  for (const host of hosts) {
    app.route({
      method: ["GET", "HEAD"],
      url: `${host.prefix}/*`,
      exposeHeadRoute: false,
      handler: (request, reply) => proxyImage(host, dispatcher, request, reply),
    });
  }
}
