/**
 * pixiv's OAuth grants and the browser's app API client, as a signed-in browser uses them through
 * pxv's relays (`/pixiv-app-api`, `/pixiv-oauth`) or as anything else may use them directly (the
 * server account refreshes with `refreshWithToken`). No DOM or Node APIs: `fetch` is injected. The
 * client keeps the account's access token and renews it with the refresh token shortly before it
 * expires and whenever pixiv answers that the token is no longer valid (the transport then sends
 * the request once more, so nobody notices). Renewals are single-flight. Bodies are returned as
 * parsed JSON for the caller to validate; failures are AppApiClientErrors with a kind.
 */
import { API_TIMEOUT_MS } from "../constants.js";
import { OAUTH_REDIRECT_URI, OAUTH_TOKEN_PATH, PIXIV_CLIENT_ID, PIXIV_CLIENT_SECRET } from "../oauth.js";
import { isValidRefreshToken } from "../validators/auth.js";
import { readTokenBody, type AppAuth } from "./answers.js";
import { AppApiClientError } from "./app-api-error.js";
import {
  answerFailure,
  createAppApiTransport,
  encodeForm,
  sendRequest,
  type FormValue,
  type QueryValue,
  type AppApiCall,
  type Transport,
} from "./app-api-transport.js";

/** A token is renewed this long before pixiv's `expires_in` runs out. */
export const ACCESS_TOKEN_EXPIRY_MARGIN_MS = 60_000;

export interface TokenRequestOptions extends Transport {
  /** Where `/auth/token` is: pixiv's OAuth origin or pxv's `/pixiv-oauth` relay. */
  readonly oauthBase: string;
  readonly now?: () => number;
  /** Headers every token request carries besides the form's (an app's identity, X-Client-Hash). */
  readonly headers?: () => Readonly<Record<string, string>>;
}

async function tokenRequest(options: TokenRequestOptions, fields: Record<string, string>) {
  const url = `${options.oauthBase.replace(/\/+$/, "")}${OAUTH_TOKEN_PATH}`;
  let response;
  try {
    response = await sendRequest(
      options,
      url,
      {
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
      },
      AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS),
    );
  } catch (error) {
    throw new AppApiClientError("network", error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw answerFailure(response.status, response.body, "auth/token");
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
  get(path: string, query?: Readonly<Record<string, QueryValue>>, signal?: AbortSignal): Promise<unknown>;
  /** POST a form to `path`. */
  post(
    path: string,
    form: Readonly<Record<string, FormValue | undefined>>,
    signal?: AbortSignal,
  ): Promise<unknown>;
}

export function createAppApiClient(options: AppApiClientOptions): AppApiClient {
  const now = options.now ?? Date.now;
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

  const transport = createAppApiTransport({
    ...options,
    credentials: {
      token: async () => (await ensureAuth()).accessToken,
      refused: (token) => {
        if (current?.accessToken === token) current = null;
      },
    },
  });

  async function call(method: "GET" | "POST", path: string, extra: Partial<AppApiCall>): Promise<unknown> {
    const answer = await transport.exchange({ method, path, ...extra });
    if (answer.ok) return answer.body;
    throw answerFailure(answer.status, answer.body, path.split("?", 1)[0] ?? path);
  }

  return {
    auth: () => current,
    refresh,
    ensureAuth,
    get: (path, query, signal) =>
      call("GET", path, { ...(query ? { query } : {}), ...(signal ? { signal } : {}) }),
    post: (path, form, signal) => call("POST", path, { form, ...(signal ? { signal } : {}) }),
  };
}
