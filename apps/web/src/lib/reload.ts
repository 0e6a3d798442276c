/**
 * Reloading the page after a setting that needs it (spec §4: "many settings reload after about
 * 200 ms"). One function so tests can observe reloads instead of performing them.
 */
export const RELOAD_DELAY_MS = 200;

export const pageReload = {
  now(): void {
    window.location.reload();
  },
};

export function reloadSoon(delayMs: number = RELOAD_DELAY_MS): void {
  setTimeout(() => {
    pageReload.now();
  }, delayMs);
}
