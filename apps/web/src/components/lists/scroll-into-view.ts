/**
 * Brings a card of a window-scrolled list into view for the keyboard focus: nothing when it is
 * wholly visible below the top bar, else scrolled so it sits in the middle of the window. Instant:
 * each key press moves once, and users who prefer reduced motion see no animation.
 */

/** The fixed top bar's height: a card under it is not in view. */
const TOP_BAR_PX = 64;

/** `top` is the card's distance from the top of the document, `height` its height (px). */
export function scrollWindowTo(top: number, height: number): void {
  const viewTop = window.scrollY + TOP_BAR_PX;
  const viewBottom = window.scrollY + window.innerHeight;
  if (top >= viewTop && top + height <= viewBottom) return;
  window.scrollTo({ top: Math.max(0, top - (window.innerHeight - height) / 2), behavior: "instant" });
}
