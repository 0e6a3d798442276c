/**
 * How the arrow keys move through a search box's suggestions (the WAI-ARIA combobox pattern): the
 * active option is an index into the list, -1 when none is (the typing stays in the box). Down from
 * none goes to the first, Up from none to the last, and both wrap; any other key moves nothing. Pure,
 * shared by the search page's box and Home's.
 */

/** The active index after `key`, or null when the key is not an arrow (the box handles it). */
export function nextActiveIndex(active: number, count: number, key: string): number | null {
  if (key !== "ArrowDown" && key !== "ArrowUp") return null;
  if (count === 0) return -1;
  if (key === "ArrowDown") return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** The element id of an option, for the box's aria-activedescendant. */
export const optionId = (listId: string, index: number): string => `${listId}-option-${String(index)}`;
