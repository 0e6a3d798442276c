import { describe, expect, it } from "vitest";
import {
  addDays,
  defaultRankDate,
  isIsoDate,
  isRankDateInRange,
  latestRankDate,
  parseRankDate,
  pixivDateOf,
} from "./rank-date.js";

describe("defaultRankDate", () => {
  it.each([
    // [instant (UTC), expected] — JST is UTC+9
    ["2026-11-22T06:00:00Z", "2026-11-21"], // 15:00 JST: yesterday's ranking is out
    ["2026-11-22T05:00:00Z", "2026-11-20"], // 14:00 JST: not after 14, two days ago
    ["2026-11-22T04:59:59Z", "2026-11-20"],
    ["2026-11-21T16:00:00Z", "2026-11-20"], // 01:00 JST on the 22nd
    ["2026-03-01T08:00:00Z", "2026-02-28"], // month boundary
    ["2024-03-01T01:00:00Z", "2024-02-28"], // leap year, early morning JST
  ])("at %s is %s", (instant, expected) => {
    expect(defaultRankDate(new Date(instant))).toBe(expected);
  });
});

describe("dates", () => {
  it("reads the calendar date in Japan", () => {
    expect(pixivDateOf(new Date("2026-11-21T15:00:00Z"))).toBe("2026-11-22");
    expect(pixivDateOf(new Date("2026-11-21T14:59:59Z"))).toBe("2026-11-21");
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });

  it.each([
    ["2025-02-04", true],
    ["2025-02-30", false],
    ["2025-2-4", false],
    ["20250204", false],
    ["", false],
  ])("isIsoDate(%j) is %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it("accepts both documented formats and rejects the rest", () => {
    expect(parseRankDate("20250204")).toBe("2025-02-04");
    expect(parseRankDate("2025-02-04")).toBe("2025-02-04");
    expect(parseRankDate("2025-13-01")).toBeNull();
    expect(parseRankDate("yesterday")).toBeNull();
  });

  it("limits rankings to 2007-09-13 through yesterday in Japan", () => {
    const now = new Date("2026-11-22T06:00:00Z");
    expect(latestRankDate(now)).toBe("2026-11-21");
    expect(isRankDateInRange("2007-09-13", now)).toBe(true);
    expect(isRankDateInRange("2007-09-12", now)).toBe(false);
    expect(isRankDateInRange("2026-11-21", now)).toBe(true);
    expect(isRankDateInRange("2026-11-22", now)).toBe(false);
  });
});
