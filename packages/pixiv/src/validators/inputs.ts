/**
 * Text inputs of PRODUCT.md §5: the search box (trimmed, 1 to 50 characters, no sensitive words), the
 * page-jump field (digits only, at most 3), numeric settings (digits only) and the novel text
 * sliders (size, line height, weight) with their ranges.
 */
import { SEARCH_MAX_LENGTH, PAGE_JUMP_MAX_DIGITS, NOVEL_TEXT_LIMITS } from "../constants.js";
import { containsSensitiveWord } from "../filters/sensitive-words.js";

export type SearchInputProblem = "empty" | "too_long" | "sensitive";

export type SearchInputResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly problem: SearchInputProblem };

export function validateSearchInput(input: string, wordList: readonly string[] = []): SearchInputResult {
  const value = input.trim();
  if (value === "") return { ok: false, problem: "empty" };
  if (Array.from(value).length > SEARCH_MAX_LENGTH) return { ok: false, problem: "too_long" };
  if (containsSensitiveWord(value, wordList)) return { ok: false, problem: "sensitive" };
  return { ok: true, value };
}

/** A page number typed into the page-jump field: 1 to 3 digits, not zero; else null. */
export function parsePageJump(input: string): number | null {
  const value = input.trim();
  if (!new RegExp(`^\\d{1,${PAGE_JUMP_MAX_DIGITS}}$`).test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

/** Numeric settings take digits only (an empty field is allowed: "not set"). */
export function isDigitsOnly(input: string): boolean {
  return /^\d*$/.test(input);
}

export type NovelTextSlider = keyof typeof NOVEL_TEXT_LIMITS;

/** Clamps a slider value into its range and onto its step. */
export function clampNovelText(slider: NovelTextSlider, value: number): number {
  const { min, max, step } = NOVEL_TEXT_LIMITS[slider];
  if (!Number.isFinite(value)) return min;
  const stepped = Math.round((value - min) / step) * step + min;
  return Math.min(max, Math.max(min, Number(stepped.toFixed(4))));
}
