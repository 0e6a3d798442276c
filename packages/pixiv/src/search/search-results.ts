/**
 * Client-side search result filters (PRODUCT.md §5): minimum likes, the users-count tier (more than n
 * likes), the age filter (all / all-ages / R-18), hiding AI works, the aspect ratio of the first
 * page, and words of the sensitive-word list in a result's title or tags. The content rule of
 * PRODUCT.md §4 (blocked tags and authors, disabled restrictions) is applied separately by every list.
 */
import { isAiWork, type AiCheckable } from "../filters/ai.js";
import type { SearchFilters } from "./search-query.js";

export interface SearchResultItem extends AiCheckable {
  readonly title: string;
  readonly like: number;
  readonly x_restrict: number;
  /** Artworks have a size; novels do not (0), and skip the ratio filter. */
  readonly width?: number;
  readonly height?: number;
}

function fold(text: string): string {
  return text.toLowerCase().replace(/\s+/g, "");
}

/** True when a listed word occurs in the title or a tag (case and spaces ignored). */
export function hasListedWord(item: SearchResultItem, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const haystacks = [item.title, ...item.tags.map((tag) => tag.name)].map(fold);
  return words.some((word) => {
    const needle = fold(word);
    return needle !== "" && haystacks.some((text) => text.includes(needle));
  });
}

function ratioMatches(item: SearchResultItem, ratio: SearchFilters["ratio"]): boolean {
  const { width = 0, height = 0 } = item;
  if (ratio === "all" || width <= 0 || height <= 0) return true;
  if (ratio === "landscape") return width > height;
  if (ratio === "square") return width === height;
  return width < height;
}

/** Whether a search result stays in the list under the filters (and the blocked-word list). */
export function keepsSearchResult(
  item: SearchResultItem,
  filters: SearchFilters,
  blockedWords: readonly string[] = [],
): boolean {
  if (item.like < filters.minLikes) return false;
  if (filters.usersTier !== null && item.like <= filters.usersTier) return false;
  if (filters.age === "safe" && item.x_restrict !== 0) return false;
  if (filters.age === "r18" && item.x_restrict === 0) return false;
  if (filters.ai === "hide" && isAiWork(item)) return false;
  if (!ratioMatches(item, filters.ratio)) return false;
  return !hasListedWord(item, blockedWords);
}
