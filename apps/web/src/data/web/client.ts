/**
 * The web-login transport: pixiv's www ajax API through the server's web relay
 * (/api/pixiv-now/http/*), the session sent as `x-auth` and the session's CSRF token as
 * `x-csrf-token` (PRODUCT.md §B4). The relay removes pixiv's envelope and answers pictures on
 * pxv's proxy paths (`/-/…`, `/~/…`); the wire schemas take those as pictures, and the normalizers
 * put them on the configured image host directly, as pixiv's own URLs in other modes.
 * Requests and their failures go through data/http.ts (pixiv's message kept). A refused POST drops the kept CSRF
 * token, so the next one goes without it and the server fetches the session's current token.
 */
import { DataSourceError } from "../errors";
import { httpError, parseJson, request } from "../http";
import { loadWireSchemas, type WireSchemas } from "../load-wire-schemas";
import { validate, type Schema } from "../proxy/client";
import { WEB_RELAY_BASE } from "../web-relay-paths";

export interface WebClientOptions {
  /** The PHPSESSID value. */
  readonly session: string;
  readonly csrf: () => string | null;
  /** Told when pixiv refuses a POST (a stale CSRF token, say): the kept token should go. */
  readonly onPostRefused?: () => void;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

export interface WebClient {
  get<T>(
    pick: (schemas: WireSchemas) => Schema<T>,
    path: string,
    query?: Readonly<Record<string, string | number>>,
    signal?: AbortSignal,
  ): Promise<T>;
  /** POST JSON (`json`) or a form (`form`); resolves with the parsed body. */
  post(
    path: string,
    body: { json: unknown } | { form: Record<string, string> },
    signal?: AbortSignal,
  ): Promise<unknown>;
}

function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : "";
}

export function createWebClient(options: WebClientOptions): WebClient {
  async function send(path: string, init: RequestInit, signal?: AbortSignal): Promise<unknown> {
    const csrf = options.csrf();
    const headers: Record<string, string> = {
      accept: "application/json",
      "x-auth": `PHPSESSID=${options.session}`,
      ...(csrf === null ? {} : { "x-csrf-token": csrf }),
      ...(init.headers as Record<string, string> | undefined),
    };
    const { response, text } = await request(
      `${WEB_RELAY_BASE}${path}`,
      { ...init, headers, referrerPolicy: "origin" },
      { fetch: options.fetch, timeoutMs: options.timeoutMs, signal },
    );
    const body = parseJson(text);
    if (!response.ok) {
      const status = response.status;
      if (init.method === "POST" && (status === 400 || status === 403)) options.onPostRefused?.();
      throw httpError(response, messageOf(body) || `HTTP ${status} from ${path}`);
    }
    if (body === undefined) throw new DataSourceError("unknown", `The ${path} response is not JSON`);
    return body;
  }

  return {
    async get(pick, path, query = {}, signal) {
      const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
      const [body, schemas] = await Promise.all([
        send(`${path}?${search.toString()}`, { method: "GET" }, signal),
        loadWireSchemas(),
      ]);
      return validate(pick(schemas), body, path);
    },
    post(path, body, signal) {
      return "json" in body
        ? send(
            path,
            {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(body.json),
            },
            signal,
          )
        : send(
            path,
            {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams(body.form).toString(),
            },
            signal,
          );
    },
  };
}
