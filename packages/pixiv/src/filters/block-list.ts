/**
 * Block lists of tags and authors (PRODUCT.md §3 Local stores). One author id is always blocked, whatever
 * the user's list says. Lists are stored as comma-separated text (the reference viewer's
 * PXV_B_TAGS / PXV_B_UIDS format), so parsing and writing them lives here.
 */

/** Authors hidden everywhere, always (PRODUCT.md §B8.2: added in memory, never stored). */
export const ALWAYS_BLOCKED_USER_IDS: readonly number[] = [119489738];

/** Splits a stored tag list: trimmed, empties dropped, duplicates removed, order kept. */
export function parseBlockedTags(text: string): string[] {
  return [...new Set(text.split(",").map((tag) => tag.trim()))].filter((tag) => tag !== "");
}

/** Splits a stored author list into positive integer ids; anything else is dropped. */
export function parseBlockedUserIds(text: string): number[] {
  const ids = text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,14}$/.test(part))
    .map(Number);
  return [...new Set(ids)];
}

export function formatBlockList(values: readonly (string | number)[]): string {
  return values.join(",");
}
