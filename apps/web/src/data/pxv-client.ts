/**
 * The typed client of pxv's own API and files, over the one transport (http.ts: deadline, failure
 * classes, retry). Every call from a page to pxv that is not a data source's goes through here or
 * through its part for files (pxv-files.ts, apart so that the feeds Home reads carry none of it):
 *   - `getJson` / `getText`: a whole answer; a failed status is a DataSourceError of its kind, a
 *     body that is not JSON or not of the route's shape (the schemas shared with the server's
 *     routes, @pxv/pixiv pxv/api-schemas.ts, loaded on demand) is `unknown`. GETs are retried
 *     (http.ts GET_RETRY) unless the caller says otherwise;
 *   - `postJson`: a JSON body sent, its JSON answer judged and checked as `getJson`'s (never retried);
 *   - pxv-files.ts `getBytes`: a file's bytes (the image proxy's, a font, a video the server made)
 *     with progress as they arrive; `getStream`: a body read as it comes; the deadline covers the
 *     head, the caller's cancel the whole;
 *   - `send` (http.ts): the response as soon as its head arrives, its status the caller's to judge;
 *   - pxv-files.ts `pxvFetch`: `fetch`'s shape for @pxv/pixiv's OAuth and app-API client, which
 *     judges statuses and times its calls itself.
 * Paths come from @pxv/pixiv's PXV_API_PATHS, shared with the server's routes.
 * The exceptions, named: the service worker (apps/web/pwa/sw.js) and the Web Workers' loading of
 * their own scripts; a worker that asks pxv for bytes does it through here too.
 */
import { DataSourceError } from "./errors";
import { GET_RETRY, httpError, parseJson, request, type HttpOptions } from "./http";
import { validate, type Schema } from "./proxy/client";

export { send } from "./http";

export interface CallOptions {
  readonly signal?: AbortSignal | undefined;
  /** The deadline (http.ts: API_TIMEOUT_MS unless named). */
  readonly timeoutMs?: number | undefined;
  /** GETs are retried by GET_RETRY unless this says otherwise (null: one try). */
  readonly retry?: HttpOptions["retry"] | null;
  readonly headers?: Readonly<Record<string, string>>;
  /** Other parts of the request (`cache`, `referrerPolicy`, `mode`). */
  readonly init?: Omit<RequestInit, "headers" | "signal" | "method" | "body">;
}

export function httpOptions(options: CallOptions): HttpOptions {
  return {
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    retry: options.retry === null ? undefined : (options.retry ?? GET_RETRY),
  };
}

/** The failure of an answer that is not ok: its status's kind, the server's own message when it sent one. */
function failedAnswer(response: Response, text: string, url: string): DataSourceError {
  const body = parseJson(text) as { message?: unknown; detail?: unknown } | undefined;
  const said =
    typeof body?.message === "string" ? body.message : typeof body?.detail === "string" ? body.detail : "";
  return httpError(response, said || `HTTP ${String(response.status)} from ${url}`);
}

async function getWhole(url: string, accept: string, options: CallOptions): Promise<string> {
  const { response, text } = await request(
    url,
    { ...options.init, headers: { accept, ...options.headers } },
    httpOptions(options),
  );
  if (!response.ok) throw failedAnswer(response, text, url);
  return text;
}

/** A text answer (text/plain, text/html). */
export function getText(url: string, options: CallOptions = {}): Promise<string> {
  return getWhole(url, "text/plain, text/html;q=0.9, */*;q=0.1", options);
}

export interface JsonOptions<T> extends CallOptions {
  /** The route's schema (loaded on demand); without one the body is taken as the server sent it. */
  readonly schema?: () => Promise<Schema<T>>;
}

/** An answer's JSON, checked against the route's schema when there is one. */
function checkedJson<T>(text: string, schema: Schema<T> | undefined, url: string): T {
  const body = parseJson(text);
  if (body === undefined) throw new DataSourceError("unknown", `The ${url} response is not JSON`);
  return schema === undefined ? (body as T) : validate(schema, body, url);
}

/** A JSON answer, checked against the route's schema when one is given. */
export async function getJson<T>(url: string, options: JsonOptions<T> = {}): Promise<T> {
  const [text, schema] = await Promise.all([getWhole(url, "application/json", options), options.schema?.()]);
  return checkedJson(text, schema, url);
}

/** `POST`s `body` as JSON and gives the JSON answer, checked as getJson's; not retried (not idempotent). */
export async function postJson<T>(url: string, body: unknown, options: JsonOptions<T> = {}): Promise<T> {
  const [{ response, text }, schema] = await Promise.all([
    request(
      url,
      {
        ...options.init,
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/json", ...options.headers },
        body: JSON.stringify(body),
      },
      httpOptions({ ...options, retry: null }),
    ),
    options.schema?.(),
  ]);
  if (!response.ok) throw failedAnswer(response, text, url);
  return checkedJson(text, schema, url);
}
