// The input validators of PRODUCT.md §5, table-driven.
import { describe, expect, it } from "vitest";
import {
  clampNovelText,
  fileNameFromTemplate,
  fileNameTemplateProblem,
  isDigitsOnly,
  isSearchDateRangeValid,
  isValidRefreshToken,
  parseDateInput,
  parseHttpUrl,
  parsePageJump,
  parseSessionValue,
  sanitizeFileName,
  validateSearchInput,
  DEFAULT_FILE_NAME_TEMPLATE,
} from "../index.js";

const HEX32 = "0123456789abcdefABCDEF0123456789";

describe("session value", () => {
  it.each<[string, string | null]>([
    [`12345678_${HEX32}`, `12345678_${HEX32}`],
    [`12_${HEX32}`, `12_${HEX32}`],
    [` PHPSESSID=12_${HEX32}; `, `12_${HEX32}`],
    [`1_${HEX32}`, null],
    [`12_${HEX32.slice(1)}`, null],
    [`12_${HEX32}x`, null],
    [`ab_${HEX32}`, null],
    [`12-${HEX32}`, null],
    ["", null],
  ])("%j → %j", (input, expected) => {
    expect(parseSessionValue(input)).toBe(expected);
  });
});

describe("refresh token", () => {
  it.each([
    ["a".repeat(43), true],
    ["Ab-_9".repeat(8) + "abc", true],
    ["a".repeat(42), false],
    ["a".repeat(44), false],
    ["a".repeat(42) + "!", false],
  ])("%j → %s", (token, ok) => {
    expect(isValidRefreshToken(token)).toBe(ok);
  });
});

describe("search input", () => {
  it.each([
    ["  風景 ", { ok: true, value: "風景" }],
    ["   ", { ok: false, problem: "empty" }],
    ["x".repeat(50), { ok: true, value: "x".repeat(50) }],
    ["x".repeat(51), { ok: false, problem: "too_long" }],
    ["best vpn", { ok: false, problem: "sensitive" }],
  ])("%j → %j", (input, expected) => {
    expect(validateSearchInput(input)).toEqual(expected);
  });

  it("checks the served word list", () => {
    expect(validateSearchInput("forbidden", ["forbidden"])).toEqual({ ok: false, problem: "sensitive" });
  });
});

describe("page jump and numeric settings", () => {
  it.each<[string, number | null]>([
    ["1", 1],
    ["166", 166],
    ["999", 999],
    ["1000", null],
    ["0", null],
    ["1a", null],
    ["", null],
    ["-1", null],
  ])("page %j → %j", (input, page) => {
    expect(parsePageJump(input)).toBe(page);
  });

  it.each([
    ["", true],
    ["500", true],
    ["5.5", false],
    ["five", false],
  ])("digits only %j → %s", (input, ok) => {
    expect(isDigitsOnly(input)).toBe(ok);
  });

  it.each<[Parameters<typeof clampNovelText>[0], number, number]>([
    ["size", 8, 12],
    ["size", 40, 36],
    ["size", 16.4, 16],
    ["height", 2.34, 2.3],
    ["height", 0, 1],
    ["weight", 450, 500],
    ["weight", 1000, 900],
  ])("%s slider %d → %d", (slider, value, expected) => {
    expect(clampNovelText(slider, value)).toBe(expected);
  });
});

describe("file names", () => {
  it.each([
    ["a/b\\c|d?e*f:g<h>i'j\"k l.m", "a_b_c_d_e_f_g_h_i_j_k_l_m"],
    ["作品_123_p0", "作品_123_p0"],
    [
      "x".repeat(100) + "_12345_p0" + "y".repeat(30),
      ("x".repeat(100) + "_12345_p0" + "y".repeat(30)).slice(-128),
    ],
  ])("%j → %j", (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
    expect(Array.from(sanitizeFileName(name)).length).toBeLessThanOrEqual(128);
  });

  it.each([
    [DEFAULT_FILE_NAME_TEMPLATE, null],
    ["{pid}_{index}", null],
    ["{title}_{index}", "missing_pid"],
    ["{pid}", "missing_index"],
    ["{pid}_{index}_{nope}", "unknown_placeholder"],
  ])("template %j → %j", (template, problem) => {
    expect(fileNameTemplateProblem(template)).toBe(problem);
  });

  it("fills a template and cleans the result", () => {
    const values = {
      author: "A/B",
      authorId: 1,
      title: "t.t",
      pid: 9,
      index: 0,
      width: 1,
      height: 1,
      tags: "x",
      createDate: "2025-01-01",
    };
    expect(fileNameFromTemplate(DEFAULT_FILE_NAME_TEMPLATE, values)).toBe("A_B_t_t_9_p0");
  });
});

describe("dates and URLs", () => {
  it.each<[string, string | null]>([
    ["20251101", "2025-11-01"],
    ["2025-11-01", "2025-11-01"],
    [" 2025-02-29", null],
    ["2024-02-29", "2024-02-29"],
    ["2025/11/01", null],
    ["yesterday", null],
  ])("date %j → %j", (input, expected) => {
    expect(parseDateInput(input)).toBe(expected);
  });

  it.each([
    ["2025-06-01", "2025-06-30", true],
    ["2025-06-30", "2025-06-01", false],
    ["2024-01-01", "2025-06-01", false],
    ["2025-06-01", "2025-12-01", false],
  ])("search range %s – %s → %s", (start, end, ok) => {
    expect(isSearchDateRangeValid(start, end, "2025-11-01")).toBe(ok);
  });

  it.each<[string, string | null]>([
    ["https://example.com/api/pixiv/", "https://example.com/api/pixiv"],
    ["http://127.0.0.1:8787", "http://127.0.0.1:8787"],
    [" https://i.pixiv.re ", "https://i.pixiv.re"],
    ["ftp://example.com", null],
    ["example.com", null],
    ["/api/pixiv", null],
    ["https://", null],
    ["", null],
  ])("URL %j → %j", (input, expected) => {
    expect(parseHttpUrl(input)).toBe(expected);
  });
});
