/**
 * The one place where pxv compresses an answer while serving (static assets are compressed by the
 * build, scripts/precompress-assets.mjs). Brotli at a moderate quality and gzip at zlib's default
 * level: a dynamic answer is compressed once (then kept in the response cache) or once per request
 * (answers made with a user's credentials), so speed matters as much as size. The work runs on
 * libuv's thread pool, not on the event loop. `onCompress` lets tests count the work done.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import {
  ENCODINGS,
  isCompressibleType,
  MIN_COMPRESSED_BYTES,
  type EncodedBodies,
  type Encoding,
} from "./encoding.js";

/** Brotli 4 is about as fast as gzip 6 and smaller; 11 is for the build, not for a request. */
const DYNAMIC_BROTLI_QUALITY = 4;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface Compressor {
  readonly compress: (encoding: Encoding, bytes: Buffer) => Promise<Buffer>;
  /**
   * Every encoding of a body worth compressing (a text type, at least 1 KB), keeping only copies
   * smaller than the body; null when none is.
   */
  readonly encodeAll: (contentType: string, bytes: Buffer) => Promise<EncodedBodies | null>;
}

export interface CompressorOptions {
  /** Called once per compression made (tests count them). */
  readonly onCompress?: (encoding: Encoding) => void;
}

export function createCompressor(options: CompressorOptions = {}): Compressor {
  const compress = async (encoding: Encoding, bytes: Buffer): Promise<Buffer> => {
    options.onCompress?.(encoding);
    if (encoding === "gzip") return gzipAsync(bytes);
    return brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    });
  };
  return {
    compress,
    encodeAll: async (contentType, bytes) => {
      if (!isCompressibleType(contentType) || bytes.byteLength < MIN_COMPRESSED_BYTES) return null;
      const copies = await Promise.all(ENCODINGS.map((encoding) => compress(encoding, bytes)));
      const encoded: Partial<Record<Encoding, Buffer>> = {};
      ENCODINGS.forEach((encoding, index) => {
        const copy = copies[index];
        if (copy && copy.byteLength < bytes.byteLength) encoded[encoding] = copy;
      });
      return Object.keys(encoded).length > 0 ? encoded : null;
    },
  };
}
