/**
 * What each login mode keeps in the browser (PRODUCT.md §4, §9), under pxv's own keys:
 * - app mode: the refresh token (`pxv:app-login`, until logout) and the last access token with its
 *   user (`pxv:app-auth`, 1800 s, so a reload does not renew at once);
 * - web mode: the PHPSESSID value (`pxv:web-session`, 180 days) and its CSRF token
 *   (`pxv:web-csrf`, sessionStorage: one per browser session);
 * - OAuth: the PKCE verifier while the login window is open (`pxv:oauth-verifier`, 600 s; kept by
 *   app-login.ts, which alone needs it).
 * Values are JSON `{data, expires}` (epoch ms, -1 = never); an expired or malformed value reads as
 * absent and is removed. Logout clears only the keys of its own mode.
 */
import { CACHE_TTL_SECONDS, isValidRefreshToken, parseSessionValue, type AppAuth } from "@pxv/pixiv";

export const LOGIN_KEYS = {
  appLogin: "pxv:app-login",
  appAuth: "pxv:app-auth",
  webSession: "pxv:web-session",
  webCsrf: "pxv:web-csrf",
  oauthVerifier: "pxv:oauth-verifier",
} as const;

interface Stored {
  readonly data: unknown;
  readonly expires: number;
}

function storageOf(kind: "local" | "session"): Storage | null {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A stored value, or null when absent, expired or not accepted (then it is removed). */
export function readStored<T>(
  kind: "local" | "session",
  key: string,
  accept: (data: unknown) => T | null,
): T | null {
  const storage = storageOf(kind);
  const raw = storage?.getItem(key) ?? null;
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    const value = stored.expires !== -1 && stored.expires <= Date.now() ? null : accept(stored.data);
    if (value !== null) return value;
  } catch {
    // malformed: removed below
  }
  storage?.removeItem(key);
  return null;
}

export function writeStored(
  kind: "local" | "session",
  key: string,
  data: unknown,
  ttlSeconds: number | null,
): void {
  const expires = ttlSeconds === null ? -1 : Date.now() + ttlSeconds * 1000;
  storageOf(kind)?.setItem(key, JSON.stringify({ data, expires } satisfies Stored));
}

export function removeStored(kind: "local" | "session", key: string): void {
  storageOf(kind)?.removeItem(key);
}

export const asString = (data: unknown): string | null => (typeof data === "string" ? data : null);

function asAuth(data: unknown): AppAuth | null {
  const auth = data as Partial<AppAuth> | null;
  return typeof auth?.accessToken === "string" &&
    typeof auth.expiresAt === "number" &&
    typeof auth.user?.id === "number"
    ? (auth as AppAuth)
    : null;
}

export const appLoginStorage = {
  refreshToken: (): string | null =>
    readStored("local", LOGIN_KEYS.appLogin, (data) => {
      const token = asString(data);
      return token !== null && isValidRefreshToken(token) ? token : null;
    }),
  auth: (): AppAuth | null => readStored("local", LOGIN_KEYS.appAuth, asAuth),
  saveRefreshToken: (token: string): void => {
    writeStored("local", LOGIN_KEYS.appLogin, token.trim(), null);
  },
  saveAuth: (auth: AppAuth): void => {
    writeStored("local", LOGIN_KEYS.appAuth, auth, CACHE_TTL_SECONDS.cachedAuth);
  },
  clear: (): void => {
    removeStored("local", LOGIN_KEYS.appLogin);
    removeStored("local", LOGIN_KEYS.appAuth);
  },
};

export const webLoginStorage = {
  session: (): string | null =>
    readStored("local", LOGIN_KEYS.webSession, (data) => parseSessionValue(asString(data) ?? "")),
  csrf: (): string | null => readStored("session", LOGIN_KEYS.webCsrf, asString),
  saveSession: (value: string): void => {
    writeStored("local", LOGIN_KEYS.webSession, value, CACHE_TTL_SECONDS.sessionCookie);
  },
  saveCsrf: (token: string): void => {
    writeStored("session", LOGIN_KEYS.webCsrf, token, null);
  },
  clearCsrf: (): void => {
    removeStored("session", LOGIN_KEYS.webCsrf);
  },
  clear: (): void => {
    removeStored("local", LOGIN_KEYS.webSession);
    removeStored("session", LOGIN_KEYS.webCsrf);
  },
};

/** The mode the stored values select: app mode wins over web mode when both are present. */
export function storedLoginMode(): "none" | "app" | "web" {
  if (appLoginStorage.refreshToken() !== null) return "app";
  if (webLoginStorage.session() !== null) return "web";
  return "none";
}
