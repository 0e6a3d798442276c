import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  authorizationCodeFrom,
  codeChallengeS256,
  createCodeVerifier,
  isValidCodeVerifier,
  oauthLoginUrl,
} from "./pkce.js";

describe("PKCE", () => {
  it("makes verifiers of the asked length from the unreserved alphabet", () => {
    for (const length of [43, 64, 128]) {
      const verifier = createCodeVerifier(length);
      expect(verifier).toHaveLength(length);
      expect(isValidCodeVerifier(verifier)).toBe(true);
    }
    expect(createCodeVerifier()).not.toBe(createCodeVerifier());
  });

  it("refuses lengths outside 43–128", () => {
    expect(() => createCodeVerifier(42)).toThrow(RangeError);
    expect(() => createCodeVerifier(129)).toThrow(RangeError);
  });

  it("drops biased bytes instead of folding them onto the alphabet", () => {
    // 255 is above the last multiple of 66, so it is skipped; 0 maps to "A".
    let call = 0;
    const verifier = createCodeVerifier(43, (size) => new Uint8Array(size).fill(call++ === 0 ? 255 : 0));
    expect(verifier).toBe("A".repeat(43));
  });

  it("computes the S256 challenge the OAuth host checks (base64url SHA-256, no padding)", async () => {
    const verifier = createCodeVerifier(100);
    const expected = createHash("sha256").update(verifier, "ascii").digest("base64url");
    await expect(codeChallengeS256(verifier)).resolves.toBe(expected);
    await expect(codeChallengeS256("short")).rejects.toThrow(RangeError);
  });

  it("builds the login address on any base", () => {
    expect(oauthLoginUrl("/pixiv-app-api/", "c".repeat(43))).toBe(
      `/pixiv-app-api/web/v1/login?code_challenge=${"c".repeat(43)}&code_challenge_method=S256&client=pixiv-android`,
    );
  });

  it("finds the code in pasted callbacks, app links and bare codes", () => {
    const code = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
    expect(authorizationCodeFrom(code)).toBe(code);
    expect(
      authorizationCodeFrom(
        `https://app-api.pixiv.net/web/v1/users/auth/pixiv/callback?state=x&code=${code}`,
      ),
    ).toBe(code);
    expect(authorizationCodeFrom(` pixiv://account/login?code=${code}&via=login `)).toBe(code);
    expect(authorizationCodeFrom("https://example.com/?state=1")).toBeNull();
    expect(authorizationCodeFrom("code=<script>")).toBeNull();
  });

  it("answers null for a paste whose code has a broken %-escape, rather than throwing", () => {
    expect(authorizationCodeFrom("pixiv://account/login?code=abc%E0%A4%A")).toBeNull();
    expect(authorizationCodeFrom("pixiv://account/login?code=%zz")).toBeNull();
  });
});
