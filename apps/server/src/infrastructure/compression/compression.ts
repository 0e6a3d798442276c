/**
 * Compresses dynamic answers on their way out: an API, relay, feed or error answer whose body is a
 * text type of at least 1 KB goes out in the encoding the request accepts, with
 * `Vary: Accept-Encoding`. It leaves alone what is already encoded (the response cache's and the
 * page's copies, the build's precompressed assets), what is streamed (pictures, videos, zips, HLS,
 * translation as it is written: the image proxy never buffers), partial and empty answers.
 * Registered once on the root instance so every route gets it; off (PXV_COMPRESSION=false) when a
 * reverse proxy in front compresses instead.
 */
import type { FastifyInstance } from "fastify";
import type { Dispatcher } from "undici";
import { UpstreamError } from "../../errors.js";
import type { Compressor } from "./compressor.js";
import { appendVary, chooseEncoding, isCompressibleType, MIN_COMPRESSED_BYTES } from "./encoding.js";

/** Statuses whose body must not change encoding: no body, or a byte range of the plain body. */
const UNTOUCHED_STATUSES = new Set([204, 206, 304]);

export function registerCompression(app: FastifyInstance, compressor: Compressor): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader("content-encoding") || UNTOUCHED_STATUSES.has(reply.statusCode)) return payload;
    if (!isCompressibleType(reply.getHeader("content-type"))) return payload;
    const bytes = typeof payload === "string" ? Buffer.from(payload, "utf8") : payload;
    if (bytes.byteLength < MIN_COMPRESSED_BYTES) return payload;
    appendVary(reply, "accept-encoding");
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    if (encoding === null) return payload;
    const compressed = await compressor.compress(encoding, bytes);
    if (compressed.byteLength >= bytes.byteLength) return payload;
    const etag = reply.getHeader("etag");
    // The encoded body is another representation: its validator must differ from the plain one's.
    if (typeof etag === "string") reply.header("etag", etag.replace(/"$/, `-${encoding}"`));
    reply.removeHeader("content-length");
    reply.header("content-encoding", encoding);
    return compressed;
  });
}

/**
 * What a relay sends for `upstream`'s answer: a text body read whole (pixiv's JSON, a few hundred
 * KB at most) so that it can be compressed, anything else streamed through as it arrives. A body
 * the upstream cuts short is its failure (502), not pxv's.
 */
export async function relayedBody(
  upstream: string,
  contentType: unknown,
  body: Dispatcher.ResponseData["body"],
): Promise<Buffer | Dispatcher.ResponseData["body"]> {
  if (!isCompressibleType(contentType)) return body;
  try {
    return Buffer.from(await body.arrayBuffer());
  } catch (error) {
    throw new UpstreamError(upstream, `its answer broke off: ${(error as Error).message}`);
  }
}
