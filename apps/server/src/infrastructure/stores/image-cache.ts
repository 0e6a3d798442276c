/**
 * pxv's own copy of recently proxied images, so a picture many people (or pages) ask for is fetched
 * from pixiv once. A least-recently-used map bounded by bytes (`lru-cache`), in this process's
 * memory (pictures are public and the same for everyone, so the copy is shared). Paths on pixiv's
 * image hosts change with the file, so a copy never goes stale.
 *
 * Kept: whole 200 answers to plain GETs with a stated length of at most MAX_ENTRY_BYTES, filled while
 * the bytes stream to the first client (`cacheFill`). Served from the copy: GET and HEAD, with
 * `Range` (206, or 416 outside the file), `If-Range`, and `If-None-Match` / `If-Modified-Since` (304).
 */
import { parseByteRange } from "@pxv/pixiv";
import { LRUCache } from "lru-cache";

/** A larger picture streams through every time (originals of long manga pages can be 30 MB+). */
export const MAX_ENTRY_BYTES = 8 * 1024 * 1024;
/** Bookkeeping per entry besides its bytes. */
const ENTRY_OVERHEAD_BYTES = 512;

export interface CachedImage {
  readonly bytes: Buffer;
  readonly contentType: string;
  readonly etag: string | null;
  readonly lastModified: string | null;
}

export interface ImageCache {
  get(key: string): CachedImage | undefined;
  set(key: string, image: CachedImage): void;
  readonly usedBytes: number;
}

export function createImageCache(maxBytes: number): ImageCache {
  const entries = new LRUCache<string, CachedImage>({
    maxSize: maxBytes,
    sizeCalculation: (image) => image.bytes.length + ENTRY_OVERHEAD_BYTES,
  });
  return {
    get usedBytes() {
      return entries.calculatedSize;
    },
    get: (key) => entries.get(key),
    set(key, image) {
      entries.set(key, image);
    },
  };
}

/** Collects a body as it streams past; `end` keeps it if exactly the stated length arrived. */
export interface CacheFill {
  add(chunk: Buffer): void;
  /** The upstream body ended (not called when it broke or the client left: nothing is kept). */
  end(): void;
}

export function cacheFill(expectedBytes: number, keep: (bytes: Buffer) => void): CacheFill {
  const chunks: Buffer[] = [];
  let received = 0;
  return {
    add(chunk) {
      chunks.push(chunk);
      received += chunk.length;
    },
    end() {
      if (received === expectedBytes) keep(Buffer.concat(chunks, received));
    },
  };
}

export interface CachedAnswer {
  readonly statusCode: 200 | 206 | 304 | 416;
  /** Besides the common ones: content type, length, validators, range. */
  readonly headers: readonly string[];
  /** What to write (none for 304, 416 and HEAD). */
  readonly body: Buffer | null;
}

type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

const header = (headers: RequestHeaders, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === "string" ? value : undefined;
};

/** Whether a validator from the client still names this copy. */
function stillCurrent(image: CachedImage, validator: string): boolean {
  if (image.etag !== null && (validator === image.etag || validator === "*")) return true;
  if (image.lastModified === null) return false;
  const since = Date.parse(validator);
  return Number.isFinite(since) && Date.parse(image.lastModified) <= since;
}

/** The answer to a GET or HEAD from a cached copy, with pixiv's conditional and range rules. */
export function answerFromCache(
  image: CachedImage,
  method: "GET" | "HEAD",
  requestHeaders: RequestHeaders,
  cacheControl: string,
): CachedAnswer {
  const length = image.bytes.length;
  const validators = [
    "content-type",
    image.contentType,
    "accept-ranges",
    "bytes",
    "cache-control",
    cacheControl,
    ...(image.etag === null ? [] : ["etag", image.etag]),
    ...(image.lastModified === null ? [] : ["last-modified", image.lastModified]),
  ];
  const ifNoneMatch = header(requestHeaders, "if-none-match");
  const ifModifiedSince = header(requestHeaders, "if-modified-since");
  const notModified =
    ifNoneMatch !== undefined
      ? ifNoneMatch.split(",").some((tag) => stillCurrent(image, tag.trim()))
      : ifModifiedSince !== undefined && image.lastModified !== null && stillCurrent(image, ifModifiedSince);
  if (notModified) return { statusCode: 304, headers: validators, body: null };

  const rangeHeader = header(requestHeaders, "range");
  const ifRange = header(requestHeaders, "if-range");
  const range =
    rangeHeader === undefined || (ifRange !== undefined && !stillCurrent(image, ifRange))
      ? null
      : parseByteRange(rangeHeader, length);
  if (range === "unsatisfiable") {
    return {
      statusCode: 416,
      headers: ["content-range", `bytes */${length}`, "content-length", "0"],
      body: null,
    };
  }
  if (range !== null) {
    return {
      statusCode: 206,
      headers: [
        ...validators,
        "content-range",
        `bytes ${range.start}-${range.end}/${length}`,
        "content-length",
        String(range.end - range.start + 1),
      ],
      body: method === "HEAD" ? null : image.bytes.subarray(range.start, range.end + 1),
    };
  }
  return {
    statusCode: 200,
    headers: [...validators, "content-length", String(length)],
    body: method === "HEAD" ? null : image.bytes,
  };
}
