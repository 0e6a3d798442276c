// A region's text as a translator gets it: its lines joined as its script writes them (Japanese
// without spaces, other words with one), and a text's non-blank lines.
import { describe, expect, it } from "vitest";
import { regionTextLine, textLines } from "./picture-translation.js";

describe("regionTextLine", () => {
  it("joins Japanese lines without a space and other words with one", () => {
    expect(regionTextLine("今日は本当に\nいい天気だね")).toBe("今日は本当にいい天気だね");
    expect(regionTextLine("ＯＫ\r\nだよ")).toBe("ＯＫだよ");
    expect(regionTextLine("Good\nmorning")).toBe("Good morning");
    expect(regionTextLine("Hello\n世界")).toBe("Hello世界");
    expect(regionTextLine("  本当に \n\n  ありがとう\u2028!")).toBe("本当にありがとう!");
    expect(regionTextLine("a\t  b")).toBe("a b");
  });

  it("is empty when nothing is on the text", () => {
    expect(regionTextLine(" \n\u0085\r\n ")).toBe("");
  });
});

describe("textLines", () => {
  it("keeps the non-blank lines, trimmed", () => {
    expect(textLines("\n one \r\n\ntwo  \n")).toEqual(["one", "two"]);
  });
});
