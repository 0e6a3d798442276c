/**
 * Search-term rules of PRODUCT.md §5: terms that always give an empty finished result, and the suffix
 * that keeps R-18 works out of results while R-18 is off. Also the tag pattern by which ranking
 * lists drop R-18 works outside R-18 menus.
 */

/** Terms asking for adult content: without R-18 on, they give an empty finished result. */
const RESTRICTED_TERM_PATTERNS: readonly RegExp[] = [
  /r-?18/i,
  /18-?r/i,
  /^黄?色情?图$/,
  /^ero$/i,
  /工口/,
  /エロ/,
];

/** Appended to every search while R-18 is off (PRODUCT.md §5). */
export const NON_R18_SEARCH_SUFFIX = " -R-18 -R18 -18+";

/** A tag that marks a work as R-18 in lists that must not show it (PRODUCT.md §5, rank R18 filtering). */
export const R18_TAG_PATTERN = /R-?18|18\+/i;

/** Splits typed text into keyword chips: on ASCII and ideographic spaces, empties dropped. */
export function splitKeywords(text: string): string[] {
  return text.split(/[\s\u3000]+/).filter((part) => part !== "");
}

/**
 * True when the term asks for adult content: one of its keywords matches a restricted pattern.
 * A keyword with a leading "-" excludes (`cat -R-18`), so it never counts.
 */
export function isRestrictedSearchTerm(term: string): boolean {
  return splitKeywords(term)
    .filter((keyword) => !keyword.startsWith("-"))
    .some((keyword) => RESTRICTED_TERM_PATTERNS.some((pattern) => pattern.test(keyword)));
}

/**
 * The term to send upstream, or null when the search must give an empty finished result: a
 * restricted term while R-18 is off, or a term the sensitive-word check rejects.
 */
export function upstreamSearchTerm(
  term: string,
  options: { readonly r18: boolean; readonly isBlocked?: (term: string) => boolean },
): string | null {
  const trimmed = term.trim();
  if (trimmed === "") return null;
  if (options.isBlocked?.(trimmed) === true) return null;
  if (options.r18) return trimmed;
  if (isRestrictedSearchTerm(trimmed)) return null;
  const keywords = new Set(splitKeywords(trimmed));
  const missing = splitKeywords(NON_R18_SEARCH_SUFFIX).filter((part) => !keywords.has(part));
  return [trimmed, ...missing].join(" ");
}

/** True when any of the work's tags marks it as R-18 (for lists that must not show such works). */
export function hasR18Tag(tags: readonly { readonly name: string }[]): boolean {
  return tags.some((tag) => R18_TAG_PATTERN.test(tag.name));
}
