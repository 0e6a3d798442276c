/**
 * The proxy data source's HTTP client: GET on the server's HibiAPI-compatible API under /api/pixiv.
 * Bodies are raw app-API JSON; the area modules (browse.ts, work.ts) validate them with @pxv/pixiv's
 * zod schemas and normalize them to domain types, with every image URL rewritten to the server's
 * image proxy. Requests go through data/http.ts (one timeout, one classification of failures); an
 * app-API error body (any status) whose message is "Rate Limit" is rate_limited too, and a body that
 * fails validation is unknown.
 * Whose answers are checked: the pxv server this page came from (a same-origin base, the default)
 * relays pixiv's JSON, so its answers are taken as they are — no schemas, and no zod, on the first
 * page's path. A HibiAPI-compatible base on another origin (a setting) is a third party: its answers
 * are checked against the zod schemas, which then load on demand (data/load-wire-schemas.ts).
 */
import {
  HIBI_API_BASE,
  normalizeIllust,
  rewriteImageUrl,
  type Artwork,
  type ImageProxyBases,
} from "@pxv/pixiv";
import { DataSourceError, kindOfStatus, type DataErrorKind } from "../errors";
import type { ArtworkPage } from "../list-pages";
import { httpError, parseJson, request as httpRequest } from "../http";
import { purposeHeader, type RequestOptions } from "../request-options";
import { loadWireSchemas, type WireSchemas } from "../load-wire-schemas";

/** The pxv server's HibiAPI-compatible base; another HibiAPI-compatible base works the same way. */
export const DEFAULT_API_BASE = HIBI_API_BASE;

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

/** What the area modules use: one GET helper and the illust normalizer with this source's image bases. */
export interface ProxyClient {
  /** GET `<base>/<path>?<query>`, parsed JSON; pixiv error bodies and HTTP failures are DataSourceErrors. */
  getJson(path: string, query: Record<string, string>, request?: RequestOptions): Promise<unknown>;
  /** A raw app-API illust → Artwork, image URLs rewritten to this source's image bases. */
  normalize(raw: RawIllust): Artwork;
  /** Rewrites one pixiv image URL to this source's image bases. */
  rewriteImage(url: string): string;
  /** The schema an answer is checked with: the real one for a third-party base, a pass-through for pxv's own. */
  schema<T>(pick: (schemas: WireSchemas) => Schema<T>): Promise<Schema<T>>;
}

export function createProxyClient(options: ProxySourceOptions = {}): ProxyClient {
  const base = (options.baseUrl ?? DEFAULT_API_BASE).replace(/\/+$/, "");
  const bases = options.imageBases ?? {};
  const rewriteImage = (url: string): string => rewriteImageUrl(url, bases);
  const normalize = (raw: RawIllust): Artwork => normalizeIllust(raw, { rewriteImageUrl: rewriteImage });
  const checkBodies = options.checkBodies ?? !isSameOrigin(base);
  const schema = async <T>(pick: (schemas: WireSchemas) => Schema<T>): Promise<Schema<T>> =>
    checkBodies ? pick(await loadWireSchemas()) : (asSent as Schema<T>);

  async function getJson(
    path: string,
    query: Record<string, string>,
    request?: RequestOptions,
  ): Promise<unknown> {
    const url = `${base}/${path}?${new URLSearchParams(query).toString()}`;
    const errorSchema = checkBodies
      ? loadWireSchemas().then((schemas) => schemas.appApiErrorBodySchema)
      : null;
    const { response, text } = await httpRequest(
      url,
      { headers: { accept: "application/json", ...purposeHeader(request) } },
      { fetch: options.fetch, timeoutMs: options.timeoutMs, signal: request?.signal },
    );
    const body = parseJson(text);
    const upstream =
      errorSchema === null
        ? appApiError(body)
        : (await errorSchema).safeParse(body).success
          ? appApiError(body)
          : null;
    if (upstream !== null) {
      const { message, userMessage } = upstream;
      throw httpError(response, userMessage || message, classify(response.status, [message, userMessage]));
    }
    if (!response.ok) throw httpError(response, `HTTP ${response.status} from ${path}`);
    if (body === undefined) {
      throw new DataSourceError("unknown", `The ${path} response is not JSON`, { status: response.status });
    }
    return body;
  }

  return { getJson, normalize, rewriteImage, schema };
}

/** The next page number of a numbered list: none once pixiv gives no next_url or an empty page. */
export const nextPageOf = (nextUrl: string | null | undefined, page: number, count: number): number | null =>
  nextUrl != null && count > 0 ? page + 1 : null;

/** One page of a HibiAPI list of illustrations (`illusts` and `next_url`), normalized. */
export async function illustListPage(
  client: ProxyClient,
  path: string,
  query: Record<string, string>,
  page: number,
  request: RequestOptions | undefined,
): Promise<ArtworkPage> {
  const body = await client.getJson(path, { ...query, page: String(page) }, request);
  const illustListBodySchema = await client.schema((schemas) => schemas.illustListBodySchema);
  const { illusts, next_url: nextUrl } = validate(illustListBodySchema, body, path);
  const artworks = illusts.map((raw) => client.normalize(raw));
  return { artworks, nextPage: nextPageOf(nextUrl, page, artworks.length) };
}
