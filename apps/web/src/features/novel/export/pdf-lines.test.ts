// Line breaking over measured characters: anywhere in CJK text, at spaces in text written with
// them (Cyrillic, Hangul, Latin), and runs of one font for drawing.
import { describe, expect, it } from "vitest";
import { breakLines, fontRuns, type MeasuredChar } from "./pdf-lines";
import { scriptOf, type PdfFontKey } from "./pdf-scripts";

const measured = (text: string, font: PdfFontKey = "latin"): MeasuredChar[] =>
  Array.from(text, (char) => ({ char, script: scriptOf(char.codePointAt(0) ?? 0), font, width: 1 }));

const linesOf = (text: string, width: number): string[] =>
  breakLines(measured(text), width).map((line) => line.map((char) => char.char).join(""));

describe("breakLines", () => {
  it.each([
    ["CJK text breaks between any two characters", "その朝灯台の窓は", 3, ["その朝", "灯台の", "窓は"]],
    ["Cyrillic carries the last word over", "окно маяка было", 8, ["окно", "маяка", "было"]],
    ["Hangul carries the last word over", "등대의 창문은 평소보다", 8, ["등대의 창문은", "평소보다"]],
    ["a space at a break is dropped", "abc def", 3, ["abc", "def"]],
    ["a word longer than the line is cut", "abcdefgh", 3, ["abc", "def", "gh"]],
    ["an empty text is one empty line", "", 5, [""]],
  ])("%s", (_name, text, width, lines) => {
    expect(linesOf(text, width)).toEqual(lines);
  });
});

describe("fontRuns", () => {
  it("joins neighbouring characters of one font and adds their widths", () => {
    const line = [...measured("가나", "kr"), ...measured(" ab", "latin"), ...measured("다", "kr")];
    expect(fontRuns(line)).toEqual([
      { font: "kr", text: "가나", width: 2 },
      { font: "latin", text: " ab", width: 3 },
      { font: "kr", text: "다", width: 1 },
    ]);
  });
});
