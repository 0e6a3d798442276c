/**
 * pixiv's tag suggestions for what is typed in a search box (PRODUCT.md §9: autocomplete once typing
 * pauses, AUTOCOMPLETE_DEBOUNCE_MS; kept 3 days). A word is asked for only after it has rested that
 * long, and a word that changes before its answer arrives cancels the request: the query's signal
 * aborts once no box watches the older word. Nothing is asked for an empty word, a bare number (an
 * id: the boxes offer jumps instead) or a word longer than a search term may be (SEARCH_MAX_LENGTH).
 */
import { AUTOCOMPLETE_DEBOUNCE_MS, SEARCH_MAX_LENGTH, type TagSuggestion } from "@pxv/pixiv";
import { useEffect, useState } from "react";
import { useAutocompleteQuery } from "../../queries/search";

/** Suggestions shown at most. */
export const MAX_TAG_SUGGESTIONS = 8;

const NONE: readonly TagSuggestion[] = [];

/** The word to ask suggestions for, or "" when there is none to ask. */
export function suggestionWord(typed: string): string {
  const word = typed.trim();
  if (/^\d+$/.test(word) || Array.from(word).length > SEARCH_MAX_LENGTH) return "";
  return word;
}

export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(value);
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [value, ms]);
  return debounced;
}

/** The suggestions for `typed` once it has rested; none while `enabled` is false. */
export function useTagSuggestions(typed: string, enabled = true): readonly TagSuggestion[] {
  const word = useDebounced(enabled ? suggestionWord(typed) : "", AUTOCOMPLETE_DEBOUNCE_MS);
  // A word typed since the one asked for: its suggestions no longer fit what the box holds.
  const current = enabled && word === suggestionWord(typed);
  const suggestions = useAutocompleteQuery(current ? word : "").data ?? NONE;
  return current ? suggestions.slice(0, MAX_TAG_SUGGESTIONS) : NONE;
}
