/**
 * The proxy data source's HTTP client: GET on the server's HibiAPI-compatible API under /api/pixiv.
 * Bodies are raw app-API JSON; the area modules (browse.ts, work.ts) validate them with @pxv/pixiv's
 * zod schemas and normalize them to domain types, with every image URL rewritten to the server's
 * image proxy. Failures become DataSourceErrors:
 *   - an app-API error body (any status) whose message is "Rate Limit", or HTTP 429 → rate_limited
 *   - HTTP 404 → not_found
 *   - no response, a timeout, or 502/503/504 (the server could not get an answer from pixiv),
 *     with or without an error body → network
 *   - anything else, including a body that fails validation → unknown
 * Whose answers are checked: the pxv server this page came from (a same-origin base, the default)
 * relays pixiv's JSON, so its answers are taken as they are — no schemas, and no zod, on the first
 * page's path. A HibiAPI-compatible base on another origin (a setting) is a third party: its answers
 * are checked against the zod schemas, which then load on demand (data/load-wire-schemas.ts).
 */
import {
  API_TIMEOUT_MS,
  normalizeIllust,
  rewriteImageUrl,
  type Artwork,
  type ImageProxyBases,
} from "@pxv/pixiv";
import { DataSourceError, kindOfStatus, retryAfterSeconds, type DataErrorKind } from "../errors";
import { loadWireSchemas, type WireSchemas } from "../load-wire-schemas";

/** The pxv server's HibiAPI-compatible base; another HibiAPI-compatible base works the same way. */
export const DEFAULT_API_BASE = "/api/pixiv";

/** pixiv's message for a rate-limited request (PRODUCT.md §8). */
const RATE_LIMIT_MESSAGE = "Rate Limit";

export interface ProxySourceOptions {
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  /** Where image URLs point (default: this server's /- and /~ proxies). */
  readonly imageBases?: ImageProxyBases;
  /** Check answers against the schemas (default: only for a base on another origin than this page's). */
  readonly checkBodies?: boolean;
}

/** The part of a zod schema used here, so that this module needs no direct zod import. */
export interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

export type RawIllust = Parameters<typeof normalizeIllust>[0];

function classify(status: number, messages: readonly string[] = []): DataErrorKind {
  return messages.includes(RATE_LIMIT_MESSAGE) ? "rate_limited" : kindOfStatus(status);
}

/** A base on this page's own server: a path ("/api/pixiv"), or an absolute URL of this origin. */
function isSameOrigin(base: string): boolean {
  if (base.startsWith("/") && !base.startsWith("//")) return true;
  return typeof window !== "undefined" && base.startsWith(`${window.location.origin}/`);
}

/** Takes a trusted answer as it is. */
const asSent = {
  safeParse: (data: unknown) => ({ success: true as const, data }),
};

/** pixiv's error body (`{ error: { message, user_message } }`), read without a schema. */
function appApiError(body: unknown): { message: string; userMessage: string } | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const { error } = body;
  if (typeof error !== "object" || error === null) return null;
  const message = "message" in error ? error.message : undefined;
  const userMessage = "user_message" in error ? error.user_message : undefined;
  if (typeof message !== "string" || typeof userMessage !== "string") return null;
  return { message, userMessage };
}

/** The body, checked against a schema; a mismatch is an "unknown" DataSourceError naming the route. */
export function validate<T>(schema: Schema<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new DataSourceError("unknown", `Unexpected ${what} response: ${result.error.message}`);
  }
  return result.data;
}

/** One AbortSignal that fires on the caller's cancel or after `ms`, whichever comes first. */
function deadline(outer: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException("The request timed out.", "TimeoutError"));
  }, ms);
  const onAbort = (): void => {
    controller.abort(outer?.reason);
  };
  if (outer?.aborted === true) onAbort();
  else outer?.addEventListener("abort", onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onAbort);
    },
  };
}

/** What the area modules use: one GET helper and the illust normalizer with this source's image bases. */
export interface ProxyClient {
  /** GET `<base>/<path>?<query>`, parsed JSON; pixiv error bodies and HTTP failures are DataSourceErrors. */
  getJson(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<unknown>;
  /** A raw app-API illust → Artwork, image URLs rewritten to this source's image bases. */
  normalize(raw: RawIllust): Artwork;
  /** Rewrites one pixiv image URL to this source's image bases. */
  rewriteImage(url: string): string;
  /** The schema an answer is checked with: the real one for a third-party base, a pass-through for pxv's own. */
  schema<T>(pick: (schemas: WireSchemas) => Schema<T>): Promise<Schema<T>>;
}

export function createProxyClient(options: ProxySourceOptions = {}): ProxyClient {
  const base = (options.baseUrl ?? DEFAULT_API_BASE).replace(/\/+$/, "");
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const bases = options.imageBases ?? {};
  const rewriteImage = (url: string): string => rewriteImageUrl(url, bases);
  const normalize = (raw: RawIllust): Artwork => normalizeIllust(raw, { rewriteImageUrl: rewriteImage });
  const checkBodies = options.checkBodies ?? !isSameOrigin(base);
  const schema = async <T>(pick: (schemas: WireSchemas) => Schema<T>): Promise<Schema<T>> =>
    checkBodies ? pick(await loadWireSchemas()) : (asSent as Schema<T>);

  async function getJson(path: string, query: Record<string, string>, outer?: AbortSignal): Promise<unknown> {
    const url = `${base}/${path}?${new URLSearchParams(query).toString()}`;
    const limit = deadline(outer, timeoutMs);
    const errorSchema = checkBodies
      ? loadWireSchemas().then((schemas) => schemas.appApiErrorBodySchema)
      : null;
    try {
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(url, { signal: limit.signal, headers: { accept: "application/json" } });
        text = await response.text();
      } catch (error) {
        // A cancel by the caller stays a cancel; TanStack Query expects the rejection as it is.
        if (outer?.aborted === true) throw error;
        // The server waits on pixiv: when it is the one too slow, pixiv (or the server) failed.
        if (limit.timedOut()) {
          throw new DataSourceError("upstream", `Timed out after ${timeoutMs} ms`, { cause: error });
        }
        throw new DataSourceError("network", String(error), { cause: error });
      }

      let body: unknown = undefined;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: classified by status below.
      }

      const upstream =
        errorSchema === null
          ? appApiError(body)
          : (await errorSchema).safeParse(body).success
            ? appApiError(body)
            : null;
      if (upstream !== null) {
        const { message, userMessage } = upstream;
        const kind = classify(response.status, [message, userMessage]);
        throw new DataSourceError(kind, userMessage || message, {
          status: response.status,
          retryAfterSeconds: retryAfterSeconds(response.headers.get("retry-after")),
        });
      }
      if (!response.ok) {
        throw new DataSourceError(classify(response.status), `HTTP ${response.status} from ${path}`, {
          status: response.status,
          retryAfterSeconds: retryAfterSeconds(response.headers.get("retry-after")),
        });
      }
      if (body === undefined) {
        throw new DataSourceError("unknown", `The ${path} response is not JSON`, { status: response.status });
      }
      return body;
    } finally {
      limit.dispose();
    }
  }

  return { getJson, normalize, rewriteImage, schema };
}
