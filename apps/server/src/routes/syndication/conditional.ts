/**
 * A feed's validators and conditional requests: `ETag` is a hash of the body (the compression hook
 * adds `-br`/`-gzip` to it for a compressed copy, which still matches here), `Last-Modified` the
 * newest entry's date. A request whose `If-None-Match` names the current tag, or, without one,
 * whose `If-Modified-Since` is no older than that date, is answered `304 Not Modified`.
 */
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

export interface FeedValidators {
  readonly etag: string;
  /** The newest entry's date as an HTTP date; null for a feed without entries. */
  readonly lastModified: string | null;
}

export function feedValidators(body: string, newest: Date): FeedValidators {
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 32);
  return { etag: `"${hash}"`, lastModified: newest.getTime() > 0 ? newest.toUTCString() : null };
}

/** A tag as `If-None-Match` may carry it, weak or with the compression hook's suffix, as sent. */
const sameTag = (candidate: string, etag: string): boolean =>
  candidate === "*" || candidate.replace(/^W\//, "").replace(/-(br|gzip|deflate|zstd)"$/, '"') === etag;

export function isNotModified(request: FastifyRequest, validators: FeedValidators): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(",").some((candidate) => sameTag(candidate.trim(), validators.etag));
  }
  const ifModifiedSince = request.headers["if-modified-since"];
  if (ifModifiedSince === undefined || validators.lastModified === null) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Date.parse(validators.lastModified) <= since;
}
