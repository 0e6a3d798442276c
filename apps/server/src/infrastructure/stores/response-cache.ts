/**
 * The API response cache: fresh entries are served without an upstream call; concurrent misses for
 * one key share a single upstream call (single-flight); when upstream fails (a network error, a
 * 5xx, a rate limit) an expired entry is served instead (stale-if-error). Only 200 answers are
 * stored. Every answer carries `Cache-Control` and `x-cache` (HIT, MISS, STALE or BYPASS).
 * Answers made with a user's credentials never come here: the relays do not use this module.
 * A stored answer is compressed once, as it is stored (`encode`), and sent in the encoding each
 * request accepts from those copies: a hit costs no compression.
 */
import type { FastifyReply } from "fastify";
import { sendEncoded, type EncodedBodies } from "../compression/encoding.js";
import { HttpError } from "../../errors.js";
import type { CacheStore, CachedResponse } from "./cache-store.js";

/** After going stale an entry is kept this long (at least) to answer when upstream fails. */
export const STALE_IF_ERROR_SECONDS = 86_400;
/** `max-age` for answers that never change (PRODUCT.md §9 "permanent"). */
const PERMANENT_MAX_AGE_SECONDS = 31_536_000;

export type CacheOutcome = "HIT" | "MISS" | "STALE" | "BYPASS";

export interface ProducedResponse {
  readonly statusCode: number;
  readonly contentType: string;
  readonly body: string;
  /**
   * Stores this answer for this many seconds whatever its status (instead of the key's TTL, and
   * only 200s): for answers such as a "not found" that are worth keeping, but not for as long.
   */
  readonly cacheSeconds?: number;
}

/** Makes the compressed copies of a body as it is stored (compressor.ts), or none. */
export type EncodeForCache = (contentType: string, bytes: Buffer) => Promise<EncodedBodies | null>;

export interface CacheAnswer {
  readonly response: ProducedResponse & { readonly bytes?: Buffer; readonly encoded?: EncodedBodies };
  readonly outcome: CacheOutcome;
  /** Seconds a client may keep it; 0 for errors. */
  readonly maxAge: number;
}

export interface ResponseCache {
  readonly store: CacheStore;
  /**
   * Answer `key` from the cache or from `produce`, which is called at most once at a time per key.
   * `refresh` (the client sent `Cache-Control: no-cache`) skips the fresh copy and asks upstream; the
   * kept copy still answers if upstream fails.
   */
  answer(
    key: string,
    ttlSeconds: number,
    produce: () => Promise<ProducedResponse>,
    options?: { readonly refresh?: boolean },
  ): Promise<CacheAnswer>;
  close(): Promise<void>;
}

/** Upstream answers that mean "try again later" rather than "this is the answer". */
function isUpstreamFailure(response: ProducedResponse): boolean {
  return response.statusCode >= 500 || response.statusCode === 429 || isRateLimit(response);
}

function isRateLimit(response: ProducedResponse): boolean {
  return response.statusCode === 403 && response.body.includes('"Rate Limit"');
}

export function createResponseCache(
  store: CacheStore,
  now: () => number = Date.now,
  encode: EncodeForCache | null = null,
): ResponseCache {
  const inFlight = new Map<
    string,
    Promise<{ response: CacheAnswer["response"]; storedAs: CachedResponse | null }>
  >();

  const remainingSeconds = (entry: CachedResponse): number =>
    entry.freshUntil === null
      ? PERMANENT_MAX_AGE_SECONDS
      : Math.max(0, Math.ceil((entry.freshUntil - now()) / 1000));

  function produceOnce(key: string, ttlSeconds: number, produce: () => Promise<ProducedResponse>) {
    let flight = inFlight.get(key);
    if (!flight) {
      flight = (async () => {
        const { cacheSeconds, ...response } = await produce();
        if (cacheSeconds === undefined && response.statusCode !== 200) return { response, storedAs: null };
        const lifetime = cacheSeconds ?? ttlSeconds;
        const storedAt = now();
        const permanent = !Number.isFinite(lifetime);
        const bytes = Buffer.from(response.body, "utf8");
        const encoded = encode ? await encode(response.contentType, bytes) : null;
        const entry: CachedResponse = {
          ...response,
          bytes,
          ...(encoded ? { encoded } : {}),
          storedAt,
          freshUntil: permanent ? null : storedAt + lifetime * 1000,
        };
        await store.set(key, entry, permanent ? null : lifetime + Math.max(lifetime, STALE_IF_ERROR_SECONDS));
        return { response: entry, storedAs: entry };
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, flight);
    }
    return flight;
  }

  return {
    store,
    async answer(key, ttlSeconds, produce, options = {}) {
      const cached = await store.get(key);
      const fresh = cached && (cached.freshUntil === null || now() < cached.freshUntil);
      if (cached && fresh && !options.refresh) {
        return { response: cached, outcome: "HIT", maxAge: remainingSeconds(cached) };
      }
      let produced;
      try {
        produced = await produceOnce(key, ttlSeconds, produce);
      } catch (error) {
        if (cached && error instanceof HttpError && error.statusCode >= 500) {
          return { response: cached, outcome: "STALE", maxAge: 0 };
        }
        throw error;
      }
      if (produced.storedAs) {
        return { response: produced.response, outcome: "MISS", maxAge: remainingSeconds(produced.storedAs) };
      }
      if (cached && isUpstreamFailure(produced.response)) {
        return { response: cached, outcome: "STALE", maxAge: 0 };
      }
      return { response: produced.response, outcome: "MISS", maxAge: 0 };
    },
    close: () => store.close(),
  };
}

/** Whether the client asked for a fresh answer (`Cache-Control: no-cache` or `no-store`). */
export function wantsRefresh(cacheControl: string | string[] | undefined): boolean {
  return /(^|,)\s*(no-cache|no-store)\s*(,|$)/i.test(String(cacheControl ?? ""));
}

/**
 * Sends a cache answer with its `Cache-Control`, `Vary` and `x-cache` headers, compressed from the
 * copies it carries when the request accepts one.
 */
export function sendCacheAnswer(reply: FastifyReply, answer: CacheAnswer): FastifyReply {
  const { response, outcome, maxAge } = answer;
  reply
    .code(response.statusCode)
    .header("content-type", response.contentType)
    .header("x-cache", outcome)
    .header("vary", "accept-language")
    .header(
      "cache-control",
      maxAge > 0 ? `public, max-age=${maxAge}, stale-if-error=${STALE_IF_ERROR_SECONDS}` : "no-store",
    );
  // A kept body goes out as the bytes the store holds; only a fresh answer is encoded here.
  return sendEncoded(reply, response.bytes ?? response.body, response.encoded);
}
