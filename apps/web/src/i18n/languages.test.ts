// Language choice at start-up: saved setting, then the browser's languages, then zh-CN.
import { describe, expect, it } from "vitest";
import { detectLanguage, LANGUAGES, matchLanguage } from "./languages";

describe("matchLanguage", () => {
  it.each([
    ["en-US", "en"],
    ["EN", "en"],
    ["pt-BR", "pt"],
    ["zh", "zh-CN"],
    ["zh-CN", "zh-CN"],
    ["zh-SG", "zh-CN"],
    ["zh-Hans-CN", "zh-CN"],
    ["zh-TW", "zh-TW"],
    ["zh-HK", "zh-TW"],
    ["zh-Hant", "zh-TW"],
    ["ja-JP", "ja"],
    ["el", "el"],
    ["nl-NL", null],
    ["", null],
  ])("maps %s to %s", (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });
});

describe("detectLanguage", () => {
  it("prefers the saved setting", () => {
    expect(detectLanguage("ko", ["en-US"])).toBe("ko");
  });

  it("ignores a saved value that is not a language", () => {
    expect(detectLanguage("xx", ["fr-FR"])).toBe("fr");
    expect(detectLanguage(null, ["fr-FR"])).toBe("fr");
  });

  it("takes the first browser language that matches", () => {
    expect(detectLanguage(null, ["nl-NL", "de-AT", "en"])).toBe("de");
  });

  it("falls back to zh-CN", () => {
    expect(detectLanguage(undefined, ["nl", "sv"])).toBe("zh-CN");
    expect(detectLanguage(undefined, [])).toBe("zh-CN");
  });

  it("knows exactly the twelve product languages", () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual([
      "zh-CN",
      "zh-TW",
      "de",
      "el",
      "en",
      "es",
      "fr",
      "it",
      "ja",
      "ko",
      "pt",
      "ru",
    ]);
  });
});
