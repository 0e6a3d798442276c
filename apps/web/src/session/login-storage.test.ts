// What signing in keeps in the browser: the list of sign-ins under one key, the active one's
// credential answering the mode's reads, the access token and CSRF token forgotten when another
// account becomes active, expiry and malformed values, and a sign-in kept under the keys from
// before the list moved into it without signing in again.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppAuth } from "@pxv/pixiv";
import {
  accountsStorage,
  appLoginStorage,
  LOGIN_KEYS,
  storedLoginMode,
  webLoginStorage,
} from "./login-storage";
import { verifierStorage } from "../features/account/app-login";

const TOKEN = "sandbox-refresh-token-demo-0000000000000002";
const OTHER_TOKEN = "sandbox-refresh-token-reader-00000000000004";
const SESSION = "900002_SandboxSessionDemo00000000000002";
const user = (id: number) => ({ id, name: `user ${String(id)}`, account: `user_${String(id)}`, avatar: "" });
const auth = (id: number): AppAuth => ({
  accessToken: `access-${String(id)}`,
  expiresAt: Date.now() + 1000,
  user: { ...user(id), isPremium: false, xRestrict: 0 },
});
const legacy = (key: string, data: unknown): void => {
  localStorage.setItem(key, JSON.stringify({ data, expires: -1 }));
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe("login storage", () => {
  it("answers the active account's credential and mode", () => {
    expect(storedLoginMode()).toBe("none");
    accountsStorage.add("web", SESSION, user(900002));
    expect(storedLoginMode()).toBe("web");
    expect(webLoginStorage.session()).toBe(SESSION);
    accountsStorage.add("app", ` ${TOKEN} `, user(900004));
    expect(storedLoginMode()).toBe("app");
    expect(appLoginStorage.refreshToken()).toBe(TOKEN);
    expect(webLoginStorage.session()).toBeNull();
    accountsStorage.switchTo(900002);
    expect(storedLoginMode()).toBe("web");
    expect(accountsStorage.read().accounts.map((entry) => entry.id)).toEqual([900002, 900004]);
  });

  it("forgets the access token and CSRF token when another account becomes active", () => {
    accountsStorage.add("app", TOKEN, user(900002));
    appLoginStorage.saveAuth(auth(900002));
    accountsStorage.add("app", OTHER_TOKEN, user(900004));
    expect(appLoginStorage.auth()).toBeNull();
    appLoginStorage.saveAuth(auth(900004));
    webLoginStorage.saveCsrf("0".repeat(32));
    accountsStorage.switchTo(900004);
    expect(appLoginStorage.auth()?.user.id).toBe(900004);
    accountsStorage.switchTo(900002);
    expect(localStorage.getItem(LOGIN_KEYS.appAuth)).toBeNull();
    expect(webLoginStorage.csrf()).toBeNull();
  });

  it("never answers another account's access token", () => {
    accountsStorage.add("app", TOKEN, user(900002));
    appLoginStorage.saveAuth(auth(900004));
    expect(appLoginStorage.auth()).toBeNull();
  });

  it("signing out of one account keeps the others; of the last, signs out", () => {
    accountsStorage.add("app", TOKEN, user(900002));
    accountsStorage.add("web", SESSION, user(900003));
    accountsStorage.remove(900003);
    expect(storedLoginMode()).toBe("app");
    expect(appLoginStorage.refreshToken()).toBe(TOKEN);
    accountsStorage.remove(900002);
    expect(storedLoginMode()).toBe("none");
    expect(localStorage.getItem(LOGIN_KEYS.accounts)).toBeNull();
  });

  it("keeps a web session 180 days and the verifier 10 minutes", () => {
    vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
    accountsStorage.add("app", TOKEN, user(900004));
    accountsStorage.add("web", SESSION, user(900002));
    verifierStorage.save("v".repeat(64));
    vi.setSystemTime(new Date("2026-01-01T00:09:59Z"));
    expect(verifierStorage.read()).toBe("v".repeat(64));
    vi.setSystemTime(new Date("2026-01-01T00:10:01Z"));
    expect(verifierStorage.read()).toBeNull();
    expect(localStorage.getItem(LOGIN_KEYS.oauthVerifier)).toBeNull();
    vi.setSystemTime(new Date("2026-06-29T00:00:00Z"));
    expect(webLoginStorage.session()).toBe(SESSION);
    vi.setSystemTime(new Date("2026-06-30T00:00:01Z"));
    expect(webLoginStorage.session()).toBeNull();
    // The app sign-in has no expiry: it becomes the active one.
    expect(appLoginStorage.refreshToken()).toBe(TOKEN);
  });

  it("treats hand-edited or malformed values as absent and removes them", () => {
    legacy(LOGIN_KEYS.appLogin, "short");
    localStorage.setItem(LOGIN_KEYS.webSession, "{not json");
    localStorage.setItem(LOGIN_KEYS.accounts, "{not json");
    legacy(LOGIN_KEYS.appAuth, { accessToken: 1 });
    expect(storedLoginMode()).toBe("none");
    expect(appLoginStorage.auth()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("moves an app sign-in from before the list into it, named by its cached access token", () => {
    legacy(LOGIN_KEYS.appLogin, TOKEN);
    legacy(LOGIN_KEYS.appAuth, auth(900002));
    expect(storedLoginMode()).toBe("app");
    expect(appLoginStorage.refreshToken()).toBe(TOKEN);
    expect(appLoginStorage.auth()?.accessToken).toBe("access-900002");
    expect(accountsStorage.read()).toMatchObject({
      active: 900002,
      accounts: [{ id: 900002, name: "user 900002", kind: "app", credential: TOKEN, expires: -1 }],
    });
    expect(localStorage.getItem(LOGIN_KEYS.appLogin)).toBeNull();
  });

  it("moves both sign-ins from before the list, the app one active as before", () => {
    vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
    localStorage.setItem(
      LOGIN_KEYS.webSession,
      JSON.stringify({ data: SESSION, expires: Date.parse("2026-03-01T00:00:00Z") }),
    );
    legacy(LOGIN_KEYS.appLogin, OTHER_TOKEN);
    expect(storedLoginMode()).toBe("app");
    const list = accountsStorage.read();
    expect(list.accounts).toMatchObject([
      { id: 900002, kind: "web", credential: SESSION, expires: Date.parse("2026-03-01T00:00:00Z") },
      { id: 0, kind: "app", credential: OTHER_TOKEN },
    ]);
    expect(list.active).toBe(0);
    // The first check names the app sign-in.
    accountsStorage.nameActive(user(900004));
    expect(accountsStorage.read()).toMatchObject({
      active: 900004,
      accounts: [{ id: 900002 }, { id: 900004 }],
    });
    expect(localStorage.getItem(LOGIN_KEYS.webSession)).toBeNull();
    expect(localStorage.getItem(LOGIN_KEYS.appLogin)).toBeNull();
  });
});
