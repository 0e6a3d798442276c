// Range header parsing: open, closed and suffix ranges, clamping, and what is ignored or refused.
import { describe, expect, it } from "vitest";
import { parseByteRange } from "./http-range.js";

describe("parseByteRange", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-50", { start: 950, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    [" bytes=1-1 ", { start: 1, end: 1 }],
  ])("reads %s", (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });

  it.each(["bytes=1000-", "bytes=-0", "bytes=5000-6000"])("refuses %s as unsatisfiable", (header) => {
    expect(parseByteRange(header, 1000)).toBe("unsatisfiable");
  });

  it.each(["items=0-1", "bytes=-", "bytes=5-1", "bytes=0-1,5-6", "bytes=a-b"])("ignores %s", (header) => {
    expect(parseByteRange(header, 1000)).toBeNull();
  });
});
