/**
 * What signing in keeps in the browser (PRODUCT.md §4, §9), under pxv's own keys, on this device
 * only (sync and the settings export never read them):
 * - the sign-ins (`pxv:accounts`, until each is signed out): the list of session/account-list.ts —
 *   per pixiv user its kind (app token or web session), its credential (the refresh token, or the
 *   PHPSESSID value kept 180 days) and its name and avatar — and which one is active;
 * - for the active app login, the last access token with its user (`pxv:app-auth`, 1800 s, so a
 *   reload does not renew at once; read only while it is the active account's);
 * - for the active web login, the session's CSRF token (`pxv:web-csrf`, sessionStorage: one per
 *   browser session);
 * - OAuth: the PKCE verifier while the login window is open (`pxv:oauth-verifier`, 600 s; kept by
 *   app-login.ts, which alone needs it).
 * Before the list, one sign-in was kept under `pxv:app-login` (refresh token) or `pxv:web-session`;
 * reading the list moves such a value into it, so nobody signs in again.
 * Values are JSON `{data, expires}` (epoch ms, -1 = never); an expired or malformed value reads as
 * absent and is removed. Adding, switching or removing the active account forgets the access token
 * and CSRF token, which belong to the account that was active.
 */
import { CACHE_TTL_SECONDS, isValidRefreshToken, parseSessionValue, type AppAuth } from "@pxv/pixiv";
import {
  activeAccount,
  addAccount,
  dropExpired,
  nameActive,
  NO_ACCOUNTS,
  parseAccountList,
  removeAccount,
  sessionUserId,
  switchAccount,
  UNKNOWN_USER_ID,
  type AccountKind,
  type AccountList,
  type SessionUser,
  type StoredAccount,
} from "./account-list";

export const LOGIN_KEYS = {
  accounts: "pxv:accounts",
  /** The one app sign-in kept before the list (read once, moved into it). */
  appLogin: "pxv:app-login",
  appAuth: "pxv:app-auth",
  /** The one web sign-in kept before the list (read once, moved into it). */
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

const validToken = (data: unknown): string | null => {
  const token = asString(data);
  return token !== null && isValidRefreshToken(token) ? token : null;
};
const validSession = (data: unknown): string | null => parseSessionValue(asString(data) ?? "");

/** When a stored value stops being kept (epoch ms, -1 never), for moving it into the list as it was. */
function expiryOf(key: string): number {
  try {
    const { expires } = JSON.parse(storageOf("local")?.getItem(key) ?? "null") as Stored;
    return typeof expires === "number" ? expires : -1;
  } catch {
    return -1;
  }
}

/** A moved sign-in's user until its first check names it. */
const NOBODY_YET: SessionUser = { id: UNKNOWN_USER_ID, name: "", account: "", avatar: "" };

/** The sign-in kept under the keys from before the list, moved into it (the keys are removed). */
function withLegacySignIns(list: AccountList): AccountList {
  let moved = list;
  const session = readStored("local", LOGIN_KEYS.webSession, validSession);
  if (session !== null) {
    moved = addAccount(moved, {
      ...NOBODY_YET,
      id: sessionUserId(session),
      kind: "web",
      credential: session,
      expires: expiryOf(LOGIN_KEYS.webSession),
    });
    removeStored("local", LOGIN_KEYS.webSession);
  }
  const token = readStored("local", LOGIN_KEYS.appLogin, validToken);
  if (token !== null) {
    // The cached access token names the user when it is still there; else the first check will.
    const user = appAuthOf(null)?.user;
    moved = addAccount(moved, {
      ...NOBODY_YET,
      ...(user === undefined ? {} : { id: user.id, name: user.name, account: user.account }),
      kind: "app",
      credential: token,
      expires: -1,
    });
    removeStored("local", LOGIN_KEYS.appLogin);
  }
  return moved;
}

const asAccountList = (data: unknown): AccountList | null => parseAccountList(data);

/** The access token kept for the active app account (`active` null: whichever account it names). */
function appAuthOf(active: StoredAccount | null): AppAuth | null {
  const auth = readStored("local", LOGIN_KEYS.appAuth, asAuth);
  if (auth === null || active === null) return auth;
  return active.kind === "app" && (active.id === UNKNOWN_USER_ID || active.id === auth.user.id) ? auth : null;
}

/** Forgets what belonged to the account that was active: its access token and CSRF token. */
function forgetActiveTokens(): void {
  removeStored("local", LOGIN_KEYS.appAuth);
  removeStored("session", LOGIN_KEYS.webCsrf);
}

/** The stored sign-ins. Every change is written at once; a change of the active account forgets its tokens. */
export const accountsStorage = {
  read: (): AccountList => {
    const stored = readStored("local", LOGIN_KEYS.accounts, asAccountList) ?? NO_ACCOUNTS;
    const list = dropExpired(withLegacySignIns(stored), Date.now());
    if (list !== stored) accountsStorage.write(list);
    return list;
  },
  write: (list: AccountList): void => {
    if (list.accounts.length === 0) removeStored("local", LOGIN_KEYS.accounts);
    else writeStored("local", LOGIN_KEYS.accounts, list, null);
  },
  /** Applies a change to the list; the active account's tokens go when another becomes active. */
  change: (apply: (list: AccountList) => AccountList): AccountList => {
    const before = accountsStorage.read();
    const after = apply(before);
    if (after.active !== before.active) forgetActiveTokens();
    accountsStorage.write(after);
    return after;
  },
  /** A checked sign-in: added (or replacing the same user's) and made active. */
  add: (kind: AccountKind, credential: string, user: SessionUser): AccountList => {
    const expires = kind === "web" ? Date.now() + CACHE_TTL_SECONDS.sessionCookie * 1000 : -1;
    // Signing in again as the active user keeps nothing of the credential it replaces either.
    forgetActiveTokens();
    return accountsStorage.change((list) =>
      addAccount(list, { ...user, kind, credential: credential.trim(), expires }),
    );
  },
  remove: (id: number): AccountList => accountsStorage.change((list) => removeAccount(list, id)),
  switchTo: (id: number): AccountList => accountsStorage.change((list) => switchAccount(list, id)),
  /** What pixiv answered about the active account (name, avatar; its id when it was not known). */
  nameActive: (user: SessionUser): void => {
    const list = accountsStorage.read();
    const named = nameActive(list, user);
    const before = activeAccount(list);
    if (
      before !== null &&
      (before.id !== user.id ||
        before.name !== user.name ||
        before.account !== user.account ||
        before.avatar !== user.avatar ||
        named.accounts.length !== list.accounts.length)
    )
      accountsStorage.write(named);
  },
};

/** The active account's credential when it is of `kind`. */
function activeCredential(kind: AccountKind, valid: (data: unknown) => string | null): string | null {
  const active = activeAccount(accountsStorage.read());
  return active?.kind === kind ? valid(active.credential) : null;
}

export const appLoginStorage = {
  refreshToken: (): string | null => activeCredential("app", validToken),
  auth: (): AppAuth | null => appAuthOf(activeAccount(accountsStorage.read())),
  saveAuth: (auth: AppAuth): void => {
    writeStored("local", LOGIN_KEYS.appAuth, auth, CACHE_TTL_SECONDS.cachedAuth);
  },
};

export const webLoginStorage = {
  session: (): string | null => activeCredential("web", validSession),
  csrf: (): string | null => readStored("session", LOGIN_KEYS.webCsrf, asString),
  saveCsrf: (token: string): void => {
    writeStored("session", LOGIN_KEYS.webCsrf, token, null);
  },
  clearCsrf: (): void => {
    removeStored("session", LOGIN_KEYS.webCsrf);
  },
};

/** The mode the active account selects. */
export function storedLoginMode(): "none" | AccountKind {
  return activeAccount(accountsStorage.read())?.kind ?? "none";
}
