// The characters each PDF font has, read from its cmap: the KR font has Hangul, SC has none (the
// defect behind a blank Korean PDF), Noto Sans has Cyrillic and Greek but no kana.
// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { fontCodePoints } from "./ttf-cmap";

const require = createRequire(import.meta.url);
const codePointsOf = (path: string): Set<number> =>
  fontCodePoints(new Uint8Array(readFileSync(require.resolve(path))));
const has = (codePoints: Set<number>, text: string): boolean =>
  Array.from(text).every((char) => codePoints.has(char.codePointAt(0) ?? 0));

describe("fontCodePoints", () => {
  const latin = codePointsOf("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf");
  const kr = codePointsOf("@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf");
  const sc = codePointsOf("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf");

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
