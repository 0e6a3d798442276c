// Configuration from the environment: defaults that start the sandbox, and one clear error naming
// the variable for each bad value.
import { describe, expect, it } from "vitest";
import { REFRESH_TOKEN_LENGTH } from "@pxv/pixiv";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("defaults to the sandbox on 127.0.0.1:8787", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: "127.0.0.1", port: 8787, upstream: "sandbox", logLevel: "info" });
  });

  it("reads bases and strips trailing slashes", () => {
    const config = loadConfig({ PXV_I_PXIMG_BASE: "http://127.0.0.1:9000/", PXV_PORT: "0" });
    expect(config.upstreamBases).toEqual({ iPximg: "http://127.0.0.1:9000" });
    expect(config.port).toBe(0);
  });

  it.each([
    ["PXV_PORT", "eighty"],
    ["PXV_PORT", "70000"],
    ["PXV_PORT", "80.5"],
    ["PXV_UPSTREAM", "mirror"],
    ["PXV_APP_API_BASE", "ftp://example.org"],
    ["PXV_I_PXIMG_BASE", "not a url"],
    ["PXV_LOG_LEVEL", "loud"],
    ["PIXIV_REFRESH_TOKEN", "too-short"],
  ])("%s=%s is an error naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name}: `));
  });

  it("never echoes a refresh token in its error", () => {
    const secret = "s3cr3t-token-value";
    let message = "";
    try {
      loadConfig({ PIXIV_REFRESH_TOKEN: secret });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^PIXIV_REFRESH_TOKEN: /);
    expect(message).not.toContain(secret);
  });

  it("refuses pixiv mode until the server account exists, rather than calling pixiv without it", () => {
    expect(() => loadConfig({ PIXIV_REFRESH_TOKEN: "a".repeat(REFRESH_TOKEN_LENGTH) })).toThrow(/^PXV_UPSTREAM: /);
  });
});
