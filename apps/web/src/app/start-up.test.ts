// Start-up checks (PRODUCT.md §4), the start-page redirect and the http-query redirect (PRODUCT.md §2).
import { describe, expect, it } from "vitest";
import { nextNavHidden } from "./use-hide-on-scroll";
import { httpQueryTarget, startPageTarget } from "./start-page";
import { blockedBrowser, chromeMajorVersion, isOutdatedChrome, nsfwDecision } from "./start-up";

const CHROME = (version: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;

describe("blocked browsers", () => {
  it.each([
    [`${CHROME(120)} MicroMessenger/8.0.40`, "WeChat"],
    [`${CHROME(120)} QQ/9.0.0`, "QQ"],
    [`${CHROME(120)} Weibo (iPhone)`, "Weibo"],
    [`${CHROME(120)} aweme_27.0`, "Douyin"],
    [CHROME(120), null],
    ["Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15", null],
  ])("%s → %s", (ua, name) => {
    expect(blockedBrowser(ua)).toBe(name);
  });
});

describe("old Chrome", () => {
  it.each([
    [CHROME(105), true],
    [CHROME(106), false],
    [CHROME(140), false],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0", false],
  ])("%s → %s", (ua, old) => {
    expect(isOutdatedChrome(ua)).toBe(old);
  });

  it("reads Chrome on iOS too", () => {
    expect(chromeMajorVersion("Mozilla/5.0 (iPhone) CriOS/99.0.1 Mobile")).toBe(99);
  });
});

describe("NSFW flag", () => {
  const off = { r18: false, r18g: false, ai: false };
  const r18 = { r18: true, r18g: false, ai: false };
  it.each<[string, typeof off, 0 | 1 | null, string, ReturnType<typeof nsfwDecision>]>([
    ["nothing on", off, null, "en", { action: "continue", flag: null }],
    ["R-18 on sets an unset flag", r18, null, "en", { action: "continue", flag: 1 }],
    ["R-18G on sets it too", { ...off, r18g: true }, null, "ja", { action: "continue", flag: 1 }],
    ["a flag of 0 stays", r18, 0, "zh-CN", { action: "continue", flag: 0 }],
    ["a set flag in zh-CN stops", r18, 1, "zh-CN", { action: "stop" }],
    ["R-18 on in zh-CN with the flag unset stops", r18, null, "zh-CN", { action: "stop" }],
    ["zh-TW is not stopped", r18, 1, "zh-TW", { action: "continue", flag: 1 }],
  ])("%s", (_name, content, flag, language, expected) => {
    expect(nsfwDecision(content, flag, language)).toEqual(expected);
  });
});

describe("start page", () => {
  it.each<[string, boolean, boolean, string | null]>([
    ["", false, false, null],
    ["/", false, false, null],
    ["/rank/daily", false, false, "/rank/daily"],
    ["/rank/daily", true, false, null],
    ["/following", false, false, null],
    ["/following", false, true, "/following"],
  ])("%j (done %s, signed in %s) → %j", (page, done, loggedIn, target) => {
    expect(startPageTarget(page, done, loggedIn)).toBe(target);
  });
});

describe("http query", () => {
  it.each<[string, string | null]>([
    ["?https://www.pixiv.net/artworks/1", "https://www.pixiv.net/artworks/1"],
    ["?https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc", "https://example.com/a?b=c"],
    ["?http://example.com", "http://example.com/"],
    ["?date=2025-01-01", null],
    ["?javascript:alert(1)", null],
    ["", null],
  ])("%s → %s", (search, target) => {
    expect(httpQueryTarget(search)).toBe(target);
  });
});

describe("navigation hiding", () => {
  it.each([
    [false, 0, 100, false],
    [false, 150, 200, true],
    [true, 300, 250, false],
    [true, 300, 300, true],
    [true, 200, 120, false],
  ])("hidden %s, from %d to %d → %s", (hidden, from, to, expected) => {
    expect(nextNavHidden(hidden, from, to)).toBe(expected);
  });
});
