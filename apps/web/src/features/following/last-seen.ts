/**
 * The follow feed's last-seen marker (PRODUCT.md §4): the newest illust id seen in the feed is kept
 * (saved when page 1 loads and on leaving), and on the next visit the card with that id is marked
 * "seen up to here", so the works above it are the new ones.
 */
export const LAST_SEEN_KEY = "pxv:feed-last-seen";

export function readLastSeen(): number | null {
  try {
    const value = Number(window.localStorage.getItem(LAST_SEEN_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function saveLastSeen(id: number): void {
  try {
    window.localStorage.setItem(LAST_SEEN_KEY, String(id));
  } catch {
    // storage unavailable: the marker is only a convenience
  }
}

/** The feed split at the last-seen work: `fresh` above it, `seen` from it on; null when absent. */
export function splitAtLastSeen<T extends { readonly id: number }>(
  items: readonly T[],
  lastSeen: number | null,
): { fresh: readonly T[]; seen: readonly T[] } | null {
  if (lastSeen === null) return null;
  const index = items.findIndex((item) => item.id === lastSeen);
  return index === -1 ? null : { fresh: items.slice(0, index), seen: items.slice(index) };
}
