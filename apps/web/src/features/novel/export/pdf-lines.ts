/**
 * Line breaking for the PDF export over characters that each have a font and a width: CJK text
 * breaks between any two characters (it has no spaces), text written with spaces (Latin, Cyrillic,
 * Greek, Hangul) carries its last word over when it can, and a space at a break is dropped. A
 * line is then drawn as runs of one font each.
 */
import type { PdfFontKey, PlacedChar } from "./pdf-scripts";

export interface MeasuredChar extends PlacedChar {
  /** Width at the current size (mm). */
  readonly width: number;
}

export interface FontRun {
  readonly font: PdfFontKey;
  readonly text: string;
  readonly width: number;
}

const isSpace = (char: MeasuredChar): boolean => char.char === " " || char.char === "\u00a0";

/** Characters of scripts written without spaces, where a line may break anywhere. */
const breaksAnywhere = (char: MeasuredChar): boolean =>
  char.script === "han" || char.script === "kana" || char.script === "cjk-symbol";

/** Splits characters into lines no wider than `width`; an empty text is one empty line. */
export function breakLines(chars: readonly MeasuredChar[], width: number): MeasuredChar[][] {
  const lines: MeasuredChar[][] = [];
  let line: MeasuredChar[] = [];
  let lineWidth = 0;
  for (const char of chars) {
    if (line.length > 0 && lineWidth + char.width > width) {
      let space = -1;
      for (let index = line.length - 1; index > 0; index--) {
        const candidate = line[index] as MeasuredChar;
        if (isSpace(candidate)) {
          space = index;
          break;
        }
        if (breaksAnywhere(candidate)) break;
      }
      if (!isSpace(char) && !breaksAnywhere(char) && space > 0 && space < line.length - 1) {
        lines.push(line.slice(0, space));
        line = line.slice(space + 1);
      } else {
        while (line.length > 1 && isSpace(line.at(-1) as MeasuredChar)) line.pop();
        lines.push(line);
        line = [];
      }
      lineWidth = line.reduce((sum, carried) => sum + carried.width, 0);
      if (line.length === 0 && isSpace(char)) continue;
    }
    line.push(char);
    lineWidth += char.width;
  }
  lines.push(line);
  return lines;
}

/** A line as consecutive runs in one font, each with its width. */
export function fontRuns(line: readonly MeasuredChar[]): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of line) {
    const last = runs.at(-1);
    if (last !== undefined && last.font === char.font) {
      runs[runs.length - 1] = {
        font: last.font,
        text: last.text + char.char,
        width: last.width + char.width,
      };
    } else runs.push({ font: char.font, text: char.char, width: char.width });
  }
  return runs;
}
