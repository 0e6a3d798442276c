/**
 * How the image hosts answer for one stored image, decided from the request's conditional and Range
 * headers (RFC 9110): 304 when `If-None-Match` (or, without it, `If-Modified-Since`) matches, 206 with
 * `Content-Range` for one satisfiable byte range, 416 when it cannot be satisfied, else 200. Ranges
 * the server does not serve (several ranges, bad syntax, a stale `If-Range`) are ignored, which the
 * RFC allows. Pure: no I/O.
 */
import { parseByteRange } from "@pxv/pixiv";

export interface StoredImage {
  readonly bytes: Buffer;
  readonly contentType: string;
  /** A strong entity tag, quotes included. */
  readonly etag: string;
  readonly lastModified: Date;
}

export interface ConditionalHeaders {
  readonly range?: string | undefined;
  readonly ifRange?: string | undefined;
  readonly ifNoneMatch?: string | undefined;
  readonly ifModifiedSince?: string | undefined;
}

export interface Delivery {
  readonly status: 200 | 206 | 304 | 416;
  readonly headers: Readonly<Record<string, string>>;
  /** null when the status carries no body (304, 416). */
  readonly body: Buffer | null;
}

/** Like pixiv's image hosts: cached by browsers and proxies for a year. */
export const IMAGE_CACHE_CONTROL = "max-age=31536000";

const opaqueTag = (tag: string): string => tag.trim().replace(/^W\//, "");

function matchesIfNoneMatch(header: string, etag: string): boolean {
  return header.split(",").some((candidate) => candidate.trim() === "*" || opaqueTag(candidate) === etag);
}

/** Whole seconds, as HTTP dates carry them. */
const httpSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

function notModifiedSince(header: string, lastModified: Date): boolean {
  const since = Date.parse(header);
  return !Number.isNaN(since) && httpSeconds(lastModified) <= Math.floor(since / 1000);
}

function ifRangeHolds(header: string | undefined, image: StoredImage): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return value === image.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === httpSeconds(image.lastModified);
}

export function deliverImage(image: StoredImage, request: ConditionalHeaders): Delivery {
  const validators = {
    etag: image.etag,
    "last-modified": image.lastModified.toUTCString(),
    "cache-control": IMAGE_CACHE_CONTROL,
  };
  const notModified =
    request.ifNoneMatch !== undefined
      ? matchesIfNoneMatch(request.ifNoneMatch, image.etag)
      : request.ifModifiedSince !== undefined &&
        notModifiedSince(request.ifModifiedSince, image.lastModified);
  if (notModified) return { status: 304, headers: validators, body: null };

  const length = image.bytes.length;
  const entity = { ...validators, "content-type": image.contentType, "accept-ranges": "bytes" };
  const range =
    request.range !== undefined && ifRangeHolds(request.ifRange, image)
      ? parseByteRange(request.range, length)
      : null;
  if (range === "unsatisfiable") {
    return { status: 416, headers: { ...entity, "content-range": `bytes */${length}` }, body: null };
  }
  if (range === null) {
    return { status: 200, headers: { ...entity, "content-length": String(length) }, body: image.bytes };
  }
  return {
    status: 206,
    headers: {
      ...entity,
      "content-range": `bytes ${range.start}-${range.end}/${length}`,
      "content-length": String(range.end - range.start + 1),
    },
    body: image.bytes.subarray(range.start, range.end + 1),
  };
}
