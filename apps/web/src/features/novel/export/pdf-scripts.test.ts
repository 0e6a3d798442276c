// Which font each character of a novel is set in: a font per script, neutral characters with the
// text around them, and a loaded font that really has the glyph before anything else.
import { describe, expect, it } from "vitest";
import { cjkFontOf, fontsForText, placeChars, scriptOf, type Coverage, type PdfFontKey } from "./pdf-scripts";

describe("scriptOf", () => {
  it.each([
    ["A", "western"],
    ["é", "western"],
    ["Ж", "western"],
    ["ё", "western"],
    ["Ω", "western"],
    ["ά", "western"],
    ["가", "hangul"],
    ["ㄱ", "hangul"],
    ["あ", "kana"],
    ["ヴ", "kana"],
    ["ｱ", "kana"],
    ["灯", "han"],
    ["这", "han"],
    ["𠀋", "han"],
    ["「", "cjk-symbol"],
    ["。", "cjk-symbol"],
    ["！", "cjk-symbol"],
    [" ", "neutral"],
    ["7", "neutral"],
    [",", "neutral"],
    ["…", "neutral"],
    ["—", "neutral"],
    ["😀", "other"],
  ])("%s is %s", (char, script) => {
    expect(scriptOf(char.codePointAt(0) ?? 0)).toBe(script);
  });
});

describe("fontsForText", () => {
  it.each([
    ["그날 아침, 등대의 창문은", "kr", ["kr"]],
    ["В то утро окно маяка", "sc", ["latin"]],
    ["Εκείνο το πρωί", "sc", ["latin"]],
    ["その朝、灯台の窓は", "jp", ["jp"]],
    ["那天早上，灯塔的窗户", "sc", ["sc"]],
    ["「Москва」と彼女は言った。", "jp", ["jp", "latin"]],
    ["123 …", "sc", ["latin"]],
  ] as const)("%s needs %j", (text, cjk, fonts) => {
    expect([...fontsForText(text, cjk)].sort()).toEqual([...fonts].sort());
  });

  it("takes the CJK font of the novel's language", () => {
    expect([cjkFontOf("ja"), cjkFontOf("ko"), cjkFontOf("zh"), cjkFontOf("en")]).toEqual([
      "jp",
      "kr",
      "sc",
      "sc",
    ]);
  });
});

describe("placeChars", () => {
  const everything: Coverage = () => true;
  const fontsOf = (text: string, loaded: readonly PdfFontKey[], covers: Coverage = everything): string =>
    placeChars(text, "jp", loaded, covers)
      .map((placed) => placed.font)
      .join(" ");

  it("sets each script in its font and neutral characters with the text before them", () => {
    expect(fontsOf("あ, Ab 가", ["jp", "latin", "kr"])).toBe("jp jp jp latin latin latin kr");
  });

  it("gives neutral characters at the start the font of the text after them", () => {
    expect(fontsOf("…가", ["latin", "kr"])).toBe("kr kr");
  });

  it("falls back to a loaded font that has the glyph", () => {
    const noHanInJp: Coverage = (font, codePoint) => !(font === "jp" && codePoint === "这".codePointAt(0));
    expect(fontsOf("の这の", ["jp", "sc"], noHanInJp)).toBe("jp sc jp");
  });

  it("keeps a character no font has in a loaded font", () => {
    expect(fontsOf("😀", ["kr"], () => false)).toBe("kr");
  });
});
