// Whether this browser has the View Transitions API (document.startViewTransition).
export function supportsViewTransitions(): boolean {
  return typeof document !== "undefined" && "startViewTransition" in document;
}
