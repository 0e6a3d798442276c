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

  it("reads PXV_CORS_ORIGINS (default: any origin on the public routes) and PXV_ACCESS_LOG (default off)", () => {
    expect(loadConfig({})).toMatchObject({
      cors: { anyOriginPublic: true, listed: new Set() },
      accessLog: false,
    });
    const config = loadConfig({ PXV_CORS_ORIGINS: "https://app.example", PXV_ACCESS_LOG: "true" });
    expect(config.cors).toEqual({ anyOriginPublic: false, listed: new Set(["https://app.example"]) });
    expect(config.accessLog).toBe(true);
  });

  it("reads PXV_EARLY_HINTS (default on)", () => {
    expect(loadConfig({}).earlyHints).toBe(true);
    expect(loadConfig({ PXV_EARLY_HINTS: "false" }).earlyHints).toBe(false);
    expect(loadConfig({ PXV_EARLY_HINTS: "1" }).earlyHints).toBe(true);
  });

  it("reads the connection limits and the image pace, with the address cap off behind a proxy", () => {
    expect(loadConfig({})).toMatchObject({
      connections: { headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, perAddress: 128 },
      imagePace: { firstByteMs: 20_000, minBytesPerSecond: 4096 },
    });
    expect(loadConfig({ PXV_TRUST_PROXY: "true" }).connections.perAddress).toBe(0);
    const config = loadConfig({
      PXV_TRUST_PROXY: "true",
      PXV_CONNECTIONS_PER_ADDRESS: "500",
      PXV_HEADERS_TIMEOUT_SECONDS: "5",
      PXV_REQUEST_TIMEOUT_SECONDS: "30",
      PXV_IMAGE_FIRST_BYTE_SECONDS: "8",
      PXV_IMAGE_MIN_KB_PER_SECOND: "0",
    });
    expect(config.connections).toEqual({ headersTimeoutMs: 5000, requestTimeoutMs: 30_000, perAddress: 500 });
    expect(config.imagePace).toMatchObject({ firstByteMs: 8000, minBytesPerSecond: 0 });
    expect(() =>
      loadConfig({ PXV_HEADERS_TIMEOUT_SECONDS: "30", PXV_REQUEST_TIMEOUT_SECONDS: "10" }),
    ).toThrow(/^PXV_REQUEST_TIMEOUT_SECONDS: must be at least PXV_HEADERS_TIMEOUT_SECONDS/);
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
    ["PXV_CORS_ORIGINS", "https://app.example/path"],
    ["PXV_ACCESS_LOG", "yes please"],
    ["PXV_EARLY_HINTS", "sometimes"],
    ["PXV_HEADERS_TIMEOUT_SECONDS", "0"],
    ["PXV_CONNECTIONS_PER_ADDRESS", "-1"],
    ["PXV_IMAGE_MIN_KB_PER_SECOND", "fast"],
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

  it("selects pixiv mode with the server account's refresh token, which it keeps but never prints", () => {
    const token = "a".repeat(REFRESH_TOKEN_LENGTH);
    const config = loadConfig({ PIXIV_REFRESH_TOKEN: token });
    expect(config).toMatchObject({ upstream: "pixiv", refreshToken: token });
  });

  it("refuses PXV_UPSTREAM=pixiv without a refresh token, naming the missing variable", () => {
    expect(() => loadConfig({ PXV_UPSTREAM: "pixiv" })).toThrow(/^PIXIV_REFRESH_TOKEN: /);
  });

  it("ignores the refresh token when the sandbox is chosen explicitly", () => {
    const config = loadConfig({
      PXV_UPSTREAM: "sandbox",
      PIXIV_REFRESH_TOKEN: "a".repeat(REFRESH_TOKEN_LENGTH),
    });
    expect(config).toMatchObject({ upstream: "sandbox", refreshToken: undefined });
  });

  it("reads REDIS_URL, PXV_OAUTH_BASE and the cache budgets", () => {
    const config = loadConfig({
      REDIS_URL: "redis://127.0.0.1:6390/0",
      PXV_OAUTH_BASE: "http://127.0.0.1:9001/",
      PXV_CACHE_MAX_MB: "64",
      PXV_IMAGE_CACHE_MB: "0",
    });
    expect(config.imageCacheMaxBytes).toBe(0);
    expect(loadConfig({}).imageCacheMaxBytes).toBe(128 * 1024 * 1024);
    expect(config.redisUrl).toBe("redis://127.0.0.1:6390/0");
    expect(config.upstreamBases).toEqual({ oauth: "http://127.0.0.1:9001" });
    expect(config.cacheMaxBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({}).redisUrl).toBeNull();
  });

  it.each([
    ["REDIS_URL", "http://127.0.0.1:6379"],
    ["PXV_OAUTH_BASE", "nope"],
    ["PXV_CACHE_MAX_MB", "0"],
    ["PXV_CACHE_MAX_MB", "lots"],
    ["PXV_IMAGE_CACHE_MB", "-1"],
  ])("%s=%s is an error naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name}: `));
  });

  it("reads the secondary hosts, translation, ugoira and safety settings", () => {
    const config = loadConfig({
      PXV_SKETCH_BASE: "http://127.0.0.1:9002",
      PXV_IMAGE_SEARCH_BASE: "http://127.0.0.1:9003/",
      PXV_TRANSLATE_URL: "http://127.0.0.1:9004/v1",
      PXV_TRANSLATE_KEY: "sk-test",
      FFMPEG_PATH: "/opt/ffmpeg",
      PXV_RATE_LIMIT_PER_MINUTE: "0",
      PXV_TRUST_PROXY: "true",
    });
    expect(config.upstreamBases).toEqual({
      sketch: "http://127.0.0.1:9002",
      imageSearch: "http://127.0.0.1:9003",
    });
    expect(config).toMatchObject({
      translateUrl: "http://127.0.0.1:9004/v1",
      translateKey: "sk-test",
      translateModel: "Qwen/Qwen2.5-7B-Instruct",
      ffmpegPath: "/opt/ffmpeg",
      rateLimitPerMinute: 0,
      trustProxy: true,
    });
    expect(loadConfig({})).toMatchObject({
      ffmpegPath: "ffmpeg",
      rateLimitPerMinute: 600,
      trustProxy: false,
    });
  });

  it("needs PXV_TRANSLATE_KEY with PXV_TRANSLATE_URL, and never echoes the key", () => {
    expect(() => loadConfig({ PXV_TRANSLATE_URL: "https://api.example.org/v1" })).toThrow(
      /^PXV_TRANSLATE_KEY: /,
    );
  });

  it.each([
    ["PXV_RATE_LIMIT_PER_MINUTE", "-1"],
    ["PXV_TRUST_PROXY", "maybe"],
    ["PXV_TRANSLATE_MODEL", "bad model"],
    ["PXV_SKETCH_BASE", "sketch"],
    ["PXV_PUBLIC_URL", "pxv.example"],
    ["PXV_PUBLIC_URL", "ftp://pxv.example"],
    ["PXV_PUBLIC_URL", "https://pxv.example/?page=1"],
    ["PXV_PUBLIC_URL", "https://user@pxv.example"],
  ])("%s=%s is an error naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name}: `));
  });

  it("reads PXV_PUBLIC_URL without its trailing slash, and has none by default", () => {
    expect(loadConfig({ PXV_PUBLIC_URL: "https://pxv.example/base/" }).publicUrl).toBe(
      "https://pxv.example/base",
    );
    expect(loadConfig({}).publicUrl).toBeNull();
  });
});
