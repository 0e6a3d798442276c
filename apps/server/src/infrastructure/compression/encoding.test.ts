// Which encoding an Accept-Encoding header gets: weights honoured, `identity` and `*` read as the
// HTTP rules say, brotli preferred on a tie, and only text answers worth compressing.
import { describe, expect, it } from "vitest";
import { chooseEncoding, isCompressibleType } from "./encoding.js";

describe("chooseEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["GZIP", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["br;q=1.0, gzip;q=1", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["identity", null],
    ["deflate, zstd", null],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["*;q=0", null],
    ["gzip;q=0.5, identity", null],
    ["gzip;q=0.5, identity;q=0", "gzip"],
    ["br;q=0.5, *;q=0", "br"],
    ["br;q=nonsense, gzip", "gzip"],
    ["br ; q=0.9 , gzip ; q=0.8", "br"],
  ])("%j → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it("chooses only among the copies there are", () => {
    expect(chooseEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBeNull();
  });
});

describe("isCompressibleType", () => {
  it.each([
    ["application/json; charset=utf-8", true],
    ["application/problem+json", true],
    ["text/html; charset=utf-8", true],
    ["text/plain", true],
    ["application/javascript", true],
    ["text/event-stream", false],
    ["image/jpeg", false],
    ["image/svg+xml", false],
    ["video/mp4", false],
    ["video/mp2t", false],
    ["application/zip", false],
    ["application/octet-stream", false],
    [undefined, false],
  ])("%s → %s", (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });
});
