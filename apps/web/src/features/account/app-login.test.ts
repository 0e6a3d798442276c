// The OAuth code exchange's failures as the login page explains them: no verifier kept (the login
// began elsewhere or too long ago), a code pixiv refuses (invalid_grant: used, stale or mistyped),
// and other failures passed on as they are; a refused code saves nothing and keeps the verifier.
import { afterEach, describe, expect, it, vi } from "vitest";
import { completeOAuthLogin, MissingVerifierError, RefusedCodeError, verifierStorage } from "./app-login";
import { appLoginStorage } from "../../session/login-storage";

const CODE = "NotTheCodePixivGaveThisLogin0000";

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function tokenEndpointAnswers(status: number, body: unknown): string[] {
  const bodies: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(init?.body as string);
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  return bodies;
}

describe("completeOAuthLogin", () => {
  it("needs the verifier the login began with", async () => {
    await expect(completeOAuthLogin(CODE)).rejects.toBeInstanceOf(MissingVerifierError);
  });

  it("calls a code pixiv refuses a refused code, and saves nothing", async () => {
    verifierStorage.save("v".repeat(64));
    const sent = tokenEndpointAnswers(400, {
      has_error: true,
      errors: { system: { message: "Invalid authorization code", code: 1508 } },
      error: "invalid_grant",
    });
    await expect(completeOAuthLogin(CODE)).rejects.toBeInstanceOf(RefusedCodeError);
    expect(new URLSearchParams(sent[0]).get("code")).toBe(CODE);
    expect(new URLSearchParams(sent[0]).get("grant_type")).toBe("authorization_code");
    expect(appLoginStorage.refreshToken()).toBeNull();
    expect(verifierStorage.read()).toBe("v".repeat(64));
  });

  it("passes other failures on as they are", async () => {
    verifierStorage.save("v".repeat(64));
    tokenEndpointAnswers(503, { message: "down" });
    await expect(completeOAuthLogin(CODE)).rejects.not.toBeInstanceOf(RefusedCodeError);
  });
});
