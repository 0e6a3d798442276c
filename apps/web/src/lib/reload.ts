/**
 * Reloading the page after a setting that needs it (PRODUCT.md §4: "many settings reload after about
 * 200 ms"). One function so tests can observe reloads instead of performing them. The settings
 * screens keep their scroll position across these reloads (PRODUCT.md §4): the position is saved for
 * the current path just before reloading and taken back once by `takeSavedScroll`.
 */
export const RELOAD_DELAY_MS = 200;

/** sessionStorage key of the scroll position saved before a reload. */
export const RELOAD_SCROLL_KEY = "pxv:reload-scroll";

function saveScroll(): void {
  try {
    const saved = JSON.stringify({ path: window.location.pathname, y: Math.round(window.scrollY) });
    sessionStorage.setItem(RELOAD_SCROLL_KEY, saved);
  } catch {
    // Storage may be unavailable (private mode, quota): the reload then starts at the top.
  }
}

/** The scroll position saved for `path` by the last reload, once; null when there is none. */
export function takeSavedScroll(path: string): number | null {
  try {
    const raw = sessionStorage.getItem(RELOAD_SCROLL_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(RELOAD_SCROLL_KEY);
    const saved = JSON.parse(raw) as { path?: unknown; y?: unknown };
    return saved.path === path && typeof saved.y === "number" && saved.y > 0 ? saved.y : null;
  } catch {
    return null;
  }
}

export const pageReload = {
  now(): void {
    saveScroll();
    window.location.reload();
  },
};

export function reloadSoon(delayMs: number = RELOAD_DELAY_MS): void {
  setTimeout(() => {
    pageReload.now();
  }, delayMs);
}
