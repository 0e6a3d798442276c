// The content-visibility rule (PRODUCT.md §4), AI detection, block lists, search terms and sensitive words.
import { describe, expect, it } from "vitest";
import {
  ALWAYS_BLOCKED_USER_IDS,
  DEFAULT_VISIBILITY_RULES,
  containsSensitiveWord,
  hasR18Tag,
  hiddenReason,
  isAiWork,
  isContentVisible,
  parseBlockedTags,
  parseBlockedUserIds,
  parseSensitiveWordList,
  upstreamSearchTerm,
  type VisibilityItem,
  type VisibilityRules,
} from "../index.js";

function work(
  overrides: Partial<{ x: number; ai: number; tags: string[]; author: number }> = {},
): VisibilityItem {
  return {
    author: { id: overrides.author ?? 11 },
    tags: (overrides.tags ?? ["オリジナル"]).map((name) => ({ name })),
    x_restrict: overrides.x ?? 0,
    illust_ai_type: overrides.ai ?? 1,
  };
}

function rules(overrides: Partial<VisibilityRules> = {}): VisibilityRules {
  return { ...DEFAULT_VISIBILITY_RULES, ...overrides };
}

describe("content visibility", () => {
  it.each<[string, VisibilityItem, Partial<VisibilityRules>, ReturnType<typeof hiddenReason>]>([
    ["an all-ages work by default", work(), {}, null],
    ["R-18 with r18 off", work({ x: 1 }), {}, "r18"],
    ["R-18 with r18 on", work({ x: 1 }), { r18: true }, null],
    ["R-18G with only r18 on", work({ x: 2 }), { r18: true }, "r18g"],
    ["R-18G with r18g on", work({ x: 2 }), { r18g: true }, null],
    ["R-18 AI with r18 on but ai off", work({ x: 1, ai: 2 }), { r18: true }, "ai"],
    ["R-18 AI with r18 and ai on", work({ x: 1, ai: 2 }), { r18: true, ai: true }, null],
    ["R-18G AI with r18g and ai on", work({ x: 2, ai: 2 }), { r18g: true, ai: true }, null],
    ["AI by flag with ai off", work({ ai: 2 }), {}, "ai"],
    ["AI by tag with ai off", work({ tags: ["NovelAI"] }), {}, "ai"],
    ["AI with ai on", work({ ai: 2 }), { ai: true }, null],
    ["a blocked author", work({ author: 5 }), { blockedUserIds: new Set([5]) }, "blocked_user"],
    [
      "the always-blocked author even with an empty list",
      work({ author: ALWAYS_BLOCKED_USER_IDS[0] ?? 0 }),
      { r18: true, r18g: true, ai: true },
      "blocked_user",
    ],
    ["a blocked tag", work({ tags: ["a", "猫"] }), { blockedTags: new Set(["猫"]) }, "blocked_tag"],
    ["a tag only similar to a blocked one", work({ tags: ["猫耳"] }), { blockedTags: new Set(["猫"]) }, null],
    [
      "a blocked author before anything enabled",
      work({ author: 5, x: 1 }),
      { r18: true, blockedUserIds: new Set([5]) },
      "blocked_user",
    ],
  ])("%s", (_name, item, overrides, reason) => {
    expect(hiddenReason(item, rules(overrides))).toBe(reason);
    expect(isContentVisible(item, rules(overrides))).toBe(reason === null);
  });
});

describe("AI detection", () => {
  it.each([
    [{ tags: [], illust_ai_type: 2 }, true],
    [{ tags: [], novel_ai_type: 2 }, true],
    [{ tags: [{ name: "AI生成" }] }, true],
    [{ tags: [{ name: "StableDiffusion" }] }, true],
    [{ tags: [{ name: "AIart" }], illust_ai_type: 1 }, false],
    [{ tags: [{ name: "オリジナル" }], illust_ai_type: 0 }, false],
  ])("%j → %s", (item, ai) => {
    expect(isAiWork(item)).toBe(ai);
  });
});

describe("block lists", () => {
  it.each([
    ["", []],
    ["猫, 犬,,猫", ["猫", "犬"]],
    [" R-18G ", ["R-18G"]],
  ])("tags %j → %j", (text, tags) => {
    expect(parseBlockedTags(text)).toEqual(tags);
  });

  it.each([
    ["", []],
    ["12, 34,abc,0,-5,12", [12, 34]],
  ])("user ids %j → %j", (text, ids) => {
    expect(parseBlockedUserIds(text)).toEqual(ids);
  });
});

describe("search terms", () => {
  it.each<[string, boolean, string | null]>([
    ["landscape", false, "landscape -R-18 -R18 -18+"],
    ["landscape", true, "landscape"],
    ["  ", true, null],
    ["R-18", false, null],
    ["r18 original", false, null],
    ["R-18", true, "R-18"],
    ["エロ", false, null],
    ["ero", false, null],
    ["hero", false, "hero -R-18 -R18 -18+"],
    ["黄色图", false, null],
    ["cat -R-18", false, "cat -R-18 -R18 -18+"],
    ["cat -R-18", true, "cat -R-18"],
    ["-R-18 R-18", false, null],
  ])("%j with r18=%s → %j", (term, r18, expected) => {
    expect(upstreamSearchTerm(term, { r18 })).toBe(expected);
  });

  it("gives an empty result for blocked terms even with R-18 on", () => {
    expect(upstreamSearchTerm("bad", { r18: true, isBlocked: (term) => term === "bad" })).toBeNull();
  });

  it.each([
    [["R-18"], true],
    [["R18"], true],
    [["18+"], true],
    [["風景"], false],
  ])("R-18 tag %j → %s", (tags, expected) => {
    expect(hasR18Tag(tags.map((name) => ({ name })))).toBe(expected);
  });
});

describe("sensitive words", () => {
  it.each<[string, readonly string[], boolean]>([
    ["free VPN here", [], true],
    ["Good To Use proxy", [], true],
    ["机场推荐", [], true],
    ["v p n", [], true],
    ["風景", [], false],
    ["", ["x"], false],
    ["some badword inside", ["BadWord"], true],
    ["clean text", ["badword"], false],
  ])("%j with list %j → %s", (text, list, expected) => {
    expect(containsSensitiveWord(text, list)).toBe(expected);
  });

  it("parses the served list: one word per line, blanks and comments skipped", () => {
    expect(parseSensitiveWordList("# comment\nfoo\r\n\n bar \nfoo\n")).toEqual(["foo", "bar"]);
  });
});
