/**
 * An isomorphic client for pixiv's app API and OAuth host, as a signed-in browser uses them
 * through pxv's relays (`/pixiv-app-api`, `/pixiv-oauth`) or as anything else may use them
 * directly. No DOM or Node APIs: `fetch` is injected. It keeps the account's access token and
 * renews it with the refresh token shortly before it expires and whenever pixiv answers that the
 * token is no longer valid (then the request is sent once more, so nobody notices). Renewals are
 * single-flight. Bodies are returned as parsed JSON for the caller to validate; failures are
 * AppApiClientErrors with a kind.
 */
import { API_TIMEOUT_MS } from "../constants.js";
import { APP_API_ORIGIN } from "../hosts.js";
import { OAUTH_REDIRECT_URI, OAUTH_TOKEN_PATH, PIXIV_CLIENT_ID, PIXIV_CLIENT_SECRET } from "../oauth.js";
import { isValidRefreshToken } from "../validators/auth.js";
import { oauthErrorCode, pixivErrorMessage, readTokenBody, type AppAuth } from "./answers.js";
import { AppApiClientError } from "./app-api-error.js";

/** A token is renewed this long before pixiv's `expires_in` runs out. */
export const ACCESS_TOKEN_EXPIRY_MARGIN_MS = 60_000;

const RATE_LIMIT_MESSAGE = "Rate Limit";
const INVALID_GRANT = "invalid_grant";

interface Transport {
  readonly fetch: typeof fetch;
  readonly timeoutMs?: number;
}

export interface TokenRequestOptions extends Transport {
  /** Where `/auth/token` is: pixiv's OAuth origin or pxv's `/pixiv-oauth` relay. */
  readonly oauthBase: string;
  readonly now?: () => number;
  /** Headers every token request carries besides the form's (an app's identity, X-Client-Hash). */
  readonly headers?: () => Readonly<Record<string, string>>;
}

export type FormValue = string | number | boolean | readonly string[];

/** pixiv's form encoding: arrays as repeated `name[]` fields. */
export function encodeForm(fields: Readonly<Record<string, FormValue | undefined>>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value as readonly string[]) form.append(`${name}[]`, item);
    else form.append(name, String(value));
  }
  return form.toString();
}

async function send(transport: Transport, url: string, init: RequestInit, outer?: AbortSignal) {
  const timeout = AbortSignal.timeout(transport.timeoutMs ?? API_TIMEOUT_MS);
  const signal = outer === undefined ? timeout : AbortSignal.any([outer, timeout]);
  let response: Response;
  let text: string;
  try {
    response = await transport.fetch(url, { ...init, signal });
    text = await response.text();
  } catch (error) {
    if (outer?.aborted === true) throw error;
    throw new AppApiClientError("network", error instanceof Error ? error.message : String(error));
  }
  let body: unknown = undefined;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    // not JSON: judged by the status
  }
  return { status: response.status, ok: response.ok, body, text };
}

function failure(status: number, body: unknown, what: string): AppApiClientError {
  const message = pixivErrorMessage(body);
  const oauthCode = oauthErrorCode(body);
  if (status === 429 || message === RATE_LIMIT_MESSAGE) {
    return new AppApiClientError("rate_limited", RATE_LIMIT_MESSAGE, status);
  }
  if (oauthCode === INVALID_GRANT || message?.includes(INVALID_GRANT) === true) {
    return new AppApiClientError("invalid_grant", message ?? INVALID_GRANT, status);
  }
  if (status === 404) return new AppApiClientError("not_found", message ?? `${what}: not found`, status);
  if (status >= 400 && status < 500) {
    return new AppApiClientError("bad_request", message ?? `${what}: HTTP ${status}`, status);
  }
  return new AppApiClientError(
    status >= 500 ? "server" : "bad_request",
    message ?? `${what}: HTTP ${status}`,
    status,
  );
}

async function tokenRequest(options: TokenRequestOptions, fields: Record<string, string>) {
  const url = `${options.oauthBase.replace(/\/+$/, "")}${OAUTH_TOKEN_PATH}`;
  const response = await send(options, url, {
    method: "POST",
    headers: {
      ...options.headers?.(),
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    body: encodeForm({
      client_id: PIXIV_CLIENT_ID,
      client_secret: PIXIV_CLIENT_SECRET,
      include_policy: "true",
      ...fields,
    }),
  });
  if (!response.ok) throw failure(response.status, response.body, "auth/token");
  return readTokenBody(response.body, (options.now ?? Date.now)());
}

/** The refresh grant: a new access token for a refresh token (PRODUCT.md §7). */
export function refreshWithToken(options: TokenRequestOptions, refreshToken: string) {
  if (!isValidRefreshToken(refreshToken)) {
    return Promise.reject(new AppApiClientError("invalid_grant", "refresh_token required"));
  }
  return tokenRequest(options, {
    grant_type: "refresh_token",
    refresh_token: refreshToken.trim(),
    get_secure_url: "true",
  });
}

/** The authorization-code grant of the PKCE login (PRODUCT.md §7). */
export function exchangeAuthorizationCode(options: TokenRequestOptions, code: string, codeVerifier: string) {
  return tokenRequest(options, {
    grant_type: "authorization_code",
    code,
    code_verifier: codeVerifier,
    redirect_uri: OAUTH_REDIRECT_URI,
  });
}

export interface AppApiClientOptions extends TokenRequestOptions {
  /** Where the app API is: pixiv's origin or pxv's `/pixiv-app-api` relay. */
  readonly appApiBase: string;
  readonly refreshToken: string;
  /** A still-valid session from before (kept by the caller), to start without a renewal. */
  readonly auth?: AppAuth | null;
  /** Called with every new session, so the caller can keep it. */
  readonly onAuth?: (auth: AppAuth) => void;
  readonly acceptLanguage?: string;
}

export interface AppApiClient {
  /** The current session, if one has been opened. */
  readonly auth: () => AppAuth | null;
  /** Renews the access token now (single-flight). */
  refresh(): Promise<AppAuth>;
  /** A token that is valid for a while yet, renewing it first when needed. */
  ensureAuth(): Promise<AppAuth>;
  /** GET `path` (`/v1/…`) with a query, or an absolute `next_url` from a previous answer. */
  get(
    path: string,
    query?: Readonly<Record<string, string | number | undefined>>,
    signal?: AbortSignal,
  ): Promise<unknown>;
  /** POST a form to `path`. */
  post(
    path: string,
    form: Readonly<Record<string, FormValue | undefined>>,
    signal?: AbortSignal,
  ): Promise<unknown>;
}

export function createAppApiClient(options: AppApiClientOptions): AppApiClient {
  const now = options.now ?? Date.now;
  const base = options.appApiBase.replace(/\/+$/, "");
  let current: AppAuth | null = options.auth ?? null;
  let renewing: Promise<AppAuth> | null = null;

  function refresh(): Promise<AppAuth> {
    renewing ??= refreshWithToken(options, options.refreshToken)
      .then(({ auth }) => {
        current = auth;
        options.onAuth?.(auth);
        return auth;
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  }

  function ensureAuth(): Promise<AppAuth> {
    if (current !== null && current.expiresAt - ACCESS_TOKEN_EXPIRY_MARGIN_MS > now()) {
      return Promise.resolve(current);
    }
    return refresh();
  }

  /** `next_url`s name pixiv's origin; they are followed on this client's base. */
  function resolve(path: string, query: Readonly<Record<string, string | number | undefined>> = {}): string {
    const relative = path.startsWith(APP_API_ORIGIN) ? path.slice(APP_API_ORIGIN.length) : path;
    if (!relative.startsWith("/") || relative.startsWith("//")) {
      throw new AppApiClientError("bad_request", "Url cannot be empty");
    }
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) search.set(name, String(value));
    }
    const extra = search.toString();
    if (extra === "") return `${base}${relative}`;
    return `${base}${relative}${relative.includes("?") ? "&" : "?"}${extra}`;
  }

  async function call(
    url: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
    retried: boolean,
  ): Promise<unknown> {
    const auth = await ensureAuth();
    const response = await send(
      options,
      url,
      {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          accept: "application/json",
          authorization: `Bearer ${auth.accessToken}`,
          ...(options.acceptLanguage ? { "accept-language": options.acceptLanguage } : {}),
        },
      },
      signal,
    );
    if (response.ok) return response.body;
    const error = failure(response.status, response.body, url.slice(base.length).split("?", 1)[0] ?? url);
    if (error.kind === "invalid_grant" && !retried) {
      // The access token expired or was revoked: renew it and ask once more.
      if (current?.accessToken === auth.accessToken) current = null;
      return call(url, init, signal, true);
    }
    throw error;
  }

  return {
    auth: () => current,
    refresh,
    ensureAuth,
    get: async (path, query, signal) => call(resolve(path, query), { method: "GET" }, signal, false),
    post: async (path, form, signal) =>
      call(
        resolve(path),
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: encodeForm(form),
        },
        signal,
        false,
      ),
  };
}
