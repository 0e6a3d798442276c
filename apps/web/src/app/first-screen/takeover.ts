/**
 * The app taking over from the first screen the server rendered into the page (issue 28, render.tsx):
 * a snapshot of the app's own components, shown before any script has run. When the app starts, the
 * snapshot is laid over the page exactly where it was (the body's background behind it, clicks and
 * touches passing through to the app underneath, out of the accessibility tree) while the app renders
 * the same page under it, and taken away once the app's own pictures in view are showing — so
 * nothing flashes or moves — or at the first input, or after SNAPSHOT_LIMIT_MS at most. A snapshot in
 * another language than the app's, or hidden by the page's early script (index.html: saved settings
 * or a stored sign-in, for which it was not made), is removed at once.
 */
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_LANGUAGE_ATTRIBUTE } from "@pxv/pixiv";
import { inViewport } from "../../components/after-first-paint";

/** The longest the snapshot stays once the app has started. */
const SNAPSHOT_LIMIT_MS = 10_000;
/** What a person does that must reach the app at once (the snapshot does not follow a scroll of a strip). */
const INPUTS = ["pointerdown", "wheel", "keydown", "touchstart"] as const;

/** The app shows its first screen: its page is there, and every picture of it in view is fully shown. */
function appShows(root: HTMLElement): boolean {
  const main = root.querySelector("main");
  if (main === null || main.childElementCount === 0) return false;
  const inView = [...main.querySelectorAll("img")].filter(inViewport);
  return (
    inView.length > 0 &&
    inView.every(
      (image) => image.complete && (image.naturalWidth === 0 || getComputedStyle(image).opacity === "1"),
    )
  );
}

/**
 * The snapshot, made an inert picture of itself: no test ids, no ids the app's page repeats, no
 * second `main`, no focus, no clicks.
 */
function layOver(snapshot: HTMLElement, root: HTMLElement): void {
  for (const element of snapshot.querySelectorAll("[data-testid]")) element.removeAttribute("data-testid");
  for (const element of snapshot.querySelectorAll("[id]")) element.removeAttribute("id");
  for (const main of snapshot.querySelectorAll("main")) {
    const frame = document.createElement("div");
    frame.className = main.className;
    frame.append(...main.childNodes);
    main.replaceWith(frame);
  }
  snapshot.inert = true;
  snapshot.setAttribute("aria-hidden", "true");
  Object.assign(snapshot.style, {
    position: "absolute",
    top: "0",
    left: "0",
    right: "0",
    zIndex: "30",
    background: "inherit",
    pointerEvents: "none",
  });
  root.after(snapshot);
}

/**
 * Takes the snapshot out of `root` (before the app renders into it) and keeps it over the page until
 * the app shows its own first screen; `language` is the app's.
 */
export function takeOverFirstScreen(root: HTMLElement, language: string): void {
  const snapshot = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (snapshot === null) return;
  if (
    snapshot.getAttribute(FIRST_SCREEN_LANGUAGE_ATTRIBUTE) !== language ||
    getComputedStyle(snapshot).display === "none"
  ) {
    snapshot.remove();
    return;
  }
  layOver(snapshot, root);
  const startedAt = performance.now();
  const remove = (): void => {
    for (const input of INPUTS) window.removeEventListener(input, remove, true);
    snapshot.remove();
  };
  for (const input of INPUTS) window.addEventListener(input, remove, { capture: true, passive: true });
  const look = (): void => {
    if (!snapshot.isConnected) return;
    if (appShows(root) || performance.now() - startedAt > SNAPSHOT_LIMIT_MS) remove();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
