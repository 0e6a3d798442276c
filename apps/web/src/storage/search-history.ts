/**
 * Search history (PRODUCT.md §3, §9): up to 20 terms, newest first, no duplicates.
 */
import { SEARCH_HISTORY_MAX } from "@pxv/pixiv";
import { localDb } from "./local-db";

/** The kv row holding the list (sync hears changes to it). */
export const SEARCH_HISTORY_KEY = "searchHistory";
const KEY = SEARCH_HISTORY_KEY;

export function withSearchTerm(history: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (trimmed === "") return [...history];
  return [trimmed, ...history.filter((entry) => entry !== trimmed)].slice(0, SEARCH_HISTORY_MAX);
}

export async function readSearchHistory(): Promise<string[]> {
  const row = await localDb().kv.get(KEY);
  const value = row?.value;
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}

export async function addSearchTerm(term: string): Promise<void> {
  const next = withSearchTerm(await readSearchHistory(), term);
  await localDb().kv.put({ key: KEY, value: next });
}

export async function clearSearchHistory(): Promise<void> {
  await localDb().kv.delete(KEY);
}

/** Replaces the list (sync's merged list: newest first, at most SEARCH_HISTORY_MAX). */
export async function writeSearchHistory(terms: readonly string[]): Promise<void> {
  await localDb().kv.put({ key: KEY, value: terms.slice(0, SEARCH_HISTORY_MAX) });
}
