import { afterEach, describe, expect, it, vi } from "vitest";
import { appLoginStorage, LOGIN_KEYS, storedLoginMode, webLoginStorage } from "./login-storage";
import { verifierStorage } from "../features/account/app-login";

const TOKEN = "sandbox-refresh-token-demo-0000000000000002";
const SESSION = "900002_SandboxSessionDemo00000000000002";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe("login storage", () => {
  it("chooses the mode from what is stored: app login over web login over none", () => {
    expect(storedLoginMode()).toBe("none");
    webLoginStorage.saveSession(SESSION);
    expect(storedLoginMode()).toBe("web");
    appLoginStorage.saveRefreshToken(` ${TOKEN} `);
    expect(storedLoginMode()).toBe("app");
    expect(appLoginStorage.refreshToken()).toBe(TOKEN);
  });

  it("keeps the web session 180 days and the verifier 10 minutes", () => {
    vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
    webLoginStorage.saveSession(SESSION);
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
  });

  it("treats hand-edited or malformed values as absent and removes them", () => {
    localStorage.setItem(LOGIN_KEYS.appLogin, JSON.stringify({ data: "short", expires: -1 }));
    localStorage.setItem(LOGIN_KEYS.webSession, "{not json");
    localStorage.setItem(LOGIN_KEYS.appAuth, JSON.stringify({ data: { accessToken: 1 }, expires: -1 }));
    expect(storedLoginMode()).toBe("none");
    expect(appLoginStorage.auth()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("logout of one mode clears only its own keys", () => {
    appLoginStorage.saveRefreshToken(TOKEN);
    appLoginStorage.saveAuth({
      accessToken: "a",
      expiresAt: Date.now() + 1000,
      user: { id: 1, name: "", account: "", avatar: "", isPremium: false, xRestrict: 0 },
    });
    webLoginStorage.saveCsrf("0".repeat(32));
    appLoginStorage.clear();
    expect(localStorage.getItem(LOGIN_KEYS.appLogin)).toBeNull();
    expect(localStorage.getItem(LOGIN_KEYS.appAuth)).toBeNull();
    expect(webLoginStorage.csrf()).toBe("0".repeat(32));
  });
});
