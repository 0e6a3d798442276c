// The characters each PDF font has, read from its cmap: the KR font has Hangul, SC has none (the
// defect behind a blank Korean PDF), Noto Sans has Cyrillic and Greek but no kana.
// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fontCodePoints } from "./ttf-cmap";

/** A font of ./fonts/ (scripts/pdf-fonts.mjs puts them there at set-up). */
const codePointsOf = (file: string): Set<number> =>
  fontCodePoints(new Uint8Array(readFileSync(new URL(`fonts/${file}`, import.meta.url))));
const has = (codePoints: Set<number>, text: string): boolean =>
  Array.from(text).every((char) => codePoints.has(char.codePointAt(0) ?? 0));

describe("fontCodePoints", () => {
  const latin = codePointsOf("NotoSans-Regular.ttf");
  const kr = codePointsOf("NotoSansKR-Regular.ttf");
  const sc = codePointsOf("NotoSansSC-Regular.ttf");

  it("reads Noto Sans: Latin, Cyrillic and Greek, no kana", () => {
    expect(has(latin, "Aé Жё Ωά")).toBe(true);
    expect(has(latin, "あ")).toBe(false);
  });

  it("reads the KR font's Hangul and the SC font's lack of it", () => {
    expect(has(kr, "그날 아침, 등대의 창문은")).toBe(true);
    expect(has(sc, "가")).toBe(false);
    expect(has(sc, "那天早上灯塔的窗户")).toBe(true);
  });

  it("rejects a file that is not a font", () => {
    expect(() => fontCodePoints(new Uint8Array(64))).toThrow();
  });
});
