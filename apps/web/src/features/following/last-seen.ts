/**
 * The follow feed's last-seen marker (PRODUCT.md §4): the newest illust id seen in the feed is kept
 * (saved when page 1 is shown and on leaving), and on the next visit the marker "seen up to here" is
 * put above the first work no newer than it, so the works above it are the new ones. Seen means shown:
 * a work the content rules hide (R-18, AI, a blocked tag or author) was never seen, so the newest
 * shown work is kept, not the newest loaded one. The feed is newest first and ids grow with time.
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

/**
 * The shown feed split at the last-seen work: `fresh` are the works newer than it, `seen` the rest
 * (from the last-seen work on, or the first older one when it is no longer shown); null when there is
 * no last-seen work or nothing shown is that old yet.
 */
export function splitAtLastSeen<T extends { readonly artwork: { readonly id: number } }>(
  items: readonly T[],
  lastSeen: number | null,
): { fresh: readonly T[]; seen: readonly T[] } | null {
  if (lastSeen === null) return null;
  const index = items.findIndex((item) => item.artwork.id <= lastSeen);
  return index === -1 ? null : { fresh: items.slice(0, index), seen: items.slice(index) };
}
