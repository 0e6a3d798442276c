/**
 * An emulated image host (i.pximg.net or s.pximg.net) as a Fastify instance. In order: a request
 * without a pixiv Referer gets 403 (PIXIV.md §4.1); a path that names no picture gets 404;
 * otherwise the picture is rendered once, kept in a byte-bounded LRU shared by the hosts, and served
 * with validators, conditional requests, byte ranges and HEAD.
 */
import { createHash } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { zipSync } from "fflate";
import { LRUCache } from "lru-cache";
import { deliverImage, type StoredImage } from "./image-delivery.js";
import { contentTypeOf, type PictureOrder } from "./picture-orders.js";
import { renderPicture } from "./picture-renderer.js";

/** Bookkeeping per cached picture besides its bytes. */
const PICTURE_ENTRY_OVERHEAD = 256;

/** What a rendered picture counts against the picture cache. */
const storedBytes = (image: StoredImage): number => image.bytes.length + PICTURE_ENTRY_OVERHEAD;

/** Whether a Referer names a pixiv origin: pixiv.net or any of its subdomains. */
export function isPixivReferer(referer: string | undefined): boolean {
  if (referer === undefined || referer === "") return false;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    (url.protocol === "https:" || url.protocol === "http:") &&
    (host === "pixiv.net" || host.endsWith(".pixiv.net"))
  );
}

const nginxPage = (status: string): string =>
  `<html>\r\n<head><title>${status}</title></head>\r\n<body>\r\n<center><h1>${status}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;

export interface ImageHostOptions {
  /** The picture a path (without its leading slash) names, or null when none. */
  readonly orderPicture: (path: string) => PictureOrder | null;
  readonly cache: PictureCache;
  /** Distinguishes this host's entries in the shared cache. */
  readonly cacheNamespace: string;
  readonly logger: boolean;
}

/** An ugoira zip: its frames rendered one after another and stored (pixiv's zips are not deflated). */
async function renderZip(
  frames: NonNullable<PictureOrder["zipFrames"]>,
  lastModified: Date,
): Promise<Buffer> {
  const entries: Record<string, [Uint8Array, { level: 0; mtime: Date }]> = {};
  for (const frame of frames) {
    entries[frame.file] = [await renderPicture(frame.spec), { level: 0, mtime: lastModified }];
  }
  return Buffer.from(zipSync(entries));
}

async function produceImage(order: PictureOrder): Promise<StoredImage> {
  const bytes =
    order.zipFrames === undefined
      ? await renderPicture(order.spec)
      : await renderZip(order.zipFrames, order.lastModified);
  return {
    bytes,
    contentType: order.zipFrames === undefined ? contentTypeOf(order.spec.format) : "application/zip",
    etag: `"${createHash("md5").update(bytes).digest("hex")}"`,
    lastModified: order.lastModified,
  };
}

/**
 * The rendered pictures the hosts share, bounded by bytes (least recently used out first). `fetch`
 * renders a key once however many requests wait for it, from the order given as its context; a
 * failed render is not kept, and a picture larger than the whole budget is served but not kept.
 */
export type PictureCache = LRUCache<string, StoredImage, PictureOrder>;

export function createPictureCache(maxBytes: number): PictureCache {
  return new LRUCache<string, StoredImage, PictureOrder>({
    maxSize: maxBytes,
    sizeCalculation: storedBytes,
    fetchMethod: (_key, _stale, { context }) => produceImage(context),
  });
}

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * Renders (once, through `cache` under `key`) and sends the picture `order` names, answering
 * validators, conditional requests, byte ranges and HEAD. Shared with the booru hosts.
 */
export async function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PictureCache,
  key: string,
  order: PictureOrder,
): Promise<FastifyReply> {
  const image = await cache.fetch(key, { context: order });
  if (image === undefined) throw new Error(`the picture ${key} was not rendered`);
  const delivery = deliverImage(image, {
    range: header(request.headers.range),
    ifRange: header(request.headers["if-range"]),
    ifNoneMatch: header(request.headers["if-none-match"]),
    ifModifiedSince: header(request.headers["if-modified-since"]),
  });
  reply.code(delivery.status).headers(delivery.headers);
  return delivery.body === null ? reply.send() : reply.send(delivery.body);
}

export function createImageHost(options: ImageHostOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger });

  app.addHook("onRequest", async (request, reply) => {
    if (!isPixivReferer(request.headers.referer)) {
      await reply.code(403).type("text/html").send(nginxPage("403 Forbidden"));
    }
  });

  app.get("/*", async (request, reply) => {
    const path = request.url.replace(/[?#].*$/, "").slice(1);
    const order = options.orderPicture(path);
    if (order === null) return reply.code(404).type("text/html").send(nginxPage("404 Not Found"));
    return sendPicture(request, reply, options.cache, `${options.cacheNamespace}/${path}`, order);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type("text/html").send(nginxPage("404 Not Found")),
  );
  return app;
}
