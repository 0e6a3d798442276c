// The novel markup parser, table-driven over every markup kind (its Markdown writer: markdown.test.ts).
import { describe, expect, it } from "vitest";
import {
  inlinePlainText,
  novelChapters,
  novelPlainText,
  parseInline,
  parseNovelMarkup,
  safeLinkUrl,
} from "./markup.js";

describe("parseInline", () => {
  it.each([
    ["plain", "ただの文", [{ kind: "text", text: "ただの文" }]],
    [
      "ruby",
      "[[rb:漢字 > かんじ]]だ",
      [
        { kind: "ruby", base: "漢字", ruby: "かんじ" },
        { kind: "text", text: "だ" },
      ],
    ],
    [
      "jumpuri",
      "see [[jumpuri:Notes > https://example.com/a?b=1]]",
      [
        { kind: "text", text: "see " },
        { kind: "link", text: "Notes", url: "https://example.com/a?b=1" },
      ],
    ],
    [
      "jumpuri with a javascript: target is text",
      "[[jumpuri:x > javascript:alert(1)]]",
      [{ kind: "text", text: "x" }],
    ],
    ["pixivimage", "[pixivimage:123]", [{ kind: "pixivimage", illustId: 123, page: 1 }]],
    ["pixivimage with page", "[pixivimage:123-2]", [{ kind: "pixivimage", illustId: 123, page: 2 }]],
    ["uploadedimage", "[uploadedimage:200000110]", [{ kind: "uploadedimage", imageId: "200000110" }]],
    ["jump", "[jump:5]", [{ kind: "jump", page: 5 }]],
    ["jump to page 0 stays text", "[jump:0]", [{ kind: "text", text: "[jump:0]" }]],
    ["unclosed tag stays text", "[[rb:漢字 > かんじ", [{ kind: "text", text: "[[rb:漢字 > かんじ" }]],
  ])("%s", (_name, input, expected) => {
    expect(parseInline(input)).toEqual(expected);
  });
});

describe("parseNovelMarkup", () => {
  const text = "[chapter:第一章 [[rb:始 > はじ]]まり]\n\n一行目\n[newpage]\n[chapter:二]\n二頁目[jump:1]";
  const document = parseNovelMarkup(text);

  it("splits pages on [newpage]", () => {
    expect(document.pages).toHaveLength(2);
  });

  it("reads chapters with inline ruby and keeps blank lines", () => {
    expect(document.pages[0]).toEqual([
      {
        kind: "chapter",
        content: [
          { kind: "text", text: "第一章 " },
          { kind: "ruby", base: "始", ruby: "はじ" },
          { kind: "text", text: "まり" },
        ],
      },
      { kind: "line", content: [] },
      { kind: "line", content: [{ kind: "text", text: "一行目" }] },
    ]);
  });

  it("lists chapters with their pages", () => {
    expect(novelChapters(document)).toEqual([
      { title: "第一章 始まり", page: 0 },
      { title: "二", page: 1 },
    ]);
  });

  it("gives the plain text", () => {
    expect(novelPlainText(document)).toBe("第一章 始まり\n\n一行目\n\n二\n二頁目");
    expect(inlinePlainText(parseInline("[[jumpuri:A > https://a.example/]]"))).toBe("A");
  });

  it("parses any string, including hostile markup, without producing HTML", () => {
    const hostile = parseNovelMarkup('[chapter:<script>alert(1)</script>]\n[[rb:<b> > "x"]]');
    expect(hostile.pages[0]?.[0]).toEqual({
      kind: "chapter",
      content: [{ kind: "text", text: "<script>alert(1)</script>" }],
    });
  });
});

describe("safeLinkUrl", () => {
  it.each([
    ["https://example.com/x", "https://example.com/x"],
    ["http://a.example", "http://a.example/"],
    ["javascript:alert(1)", null],
    ["data:text/html,x", null],
    ["/relative", null],
    ["https://user:pw@example.com", null],
  ])("%s", (input, expected) => {
    expect(safeLinkUrl(input)).toBe(expected);
  });
});

describe("splitCommentEmoji", () => {
  it("turns known (name) codes into emoji and leaves everything else as text", async () => {
    const { splitCommentEmoji } = await import("../reading.js");
    expect(splitCommentEmoji("綺麗(heart)です(unknown)<b>")).toEqual([
      { kind: "text", text: "綺麗" },
      { kind: "emoji", name: "heart", id: 301 },
      { kind: "text", text: "です(unknown)<b>" },
    ]);
  });
});

describe("detectNovelLanguage", () => {
  it.each([
    ["雨の匂いが坂道を上ってくる。", "ja"],
    ["他在雨中等了很久。", "zh"],
    ["비가 오는 날이었다.", "ko"],
    ["It was raining.", "en"],
  ])("%s → %s", async (text, expected) => {
    const { detectNovelLanguage } = await import("./language.js");
    expect(detectNovelLanguage(text)).toBe(expected);
  });
});
