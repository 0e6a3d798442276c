/**
 * The band of a window-scrolled list that belongs in the DOM: the viewport plus an overscan on each
 * side, in px from the list's top. The scroll position is taken in steps, so the list re-renders
 * when the band moves by a step rather than on every scroll event, and nothing is measured: the
 * window's scroll offset and height are all it reads, once per scroll or resize event.
 *
 * The band a list renders is deferred (React's `useDeferredValue`): the scroll event's own render
 * keeps the cards it has, and the cards a new band brings are rendered in the background, in slices
 * the browser can interrupt to paint and scroll, instead of in one task as long as all their mounts.
 */
import { useDeferredValue, useSyncExternalStore } from "react";

/** The band moves in steps of this many px. */
export const BAND_STEP_PX = 100;
/** Kept in the DOM beyond each edge of the viewport, px (more than a step, so no edge shows empty). */
export const BAND_OVERSCAN_PX = 200;

export interface Band {
  /** px from the list's top (may be negative above it). */
  readonly from: number;
  readonly to: number;
}

/**
 * The window's scroll step and height, read once per scroll or resize event and kept here: React
 * asks for the snapshot again while it renders and commits, when the DOM has just changed, and
 * reading `scrollY` then would force a layout each time.
 */
let step = 0;
let height = 0;
const listeners = new Set<() => void>();

function read(): void {
  step = Math.floor(window.scrollY / BAND_STEP_PX);
  height = window.innerHeight;
}

function onWindowChange(): void {
  const before = { step, height };
  read();
  if (step === before.step && height === before.height) return;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    read();
    window.addEventListener("scroll", onWindowChange, { passive: true });
    window.addEventListener("resize", onWindowChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("scroll", onWindowChange);
    window.removeEventListener("resize", onWindowChange);
  };
}

/** The kept values; read afresh only while no list listens (a first mount). */
const scrollStep = (): number => {
  if (listeners.size === 0) read();
  return step;
};
const viewportHeight = (): number => {
  if (listeners.size === 0) read();
  return height;
};
const none = (): number => 0;

/** The band for a viewport scrolled `step` steps, `height` px high, over a list `listTop` px down. */
export function bandAt(step: number, height: number, listTop: number): Band {
  const top = step * BAND_STEP_PX - listTop;
  return { from: top - BAND_OVERSCAN_PX, to: top + height + BAND_STEP_PX + BAND_OVERSCAN_PX };
}

/** The band of the list whose top is `listTop` px down the document. */
export function useWindowBand(listTop: number): Band {
  const step = useDeferredValue(useSyncExternalStore(subscribe, scrollStep, none));
  const height = useDeferredValue(useSyncExternalStore(subscribe, viewportHeight, none));
  return bandAt(step, height, listTop);
}
