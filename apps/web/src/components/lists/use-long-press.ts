/**
 * Long-press and right-click on a card (PRODUCT.md §2 Image lists: "a long-press on a card can block,
 * download, or bookmark privately depending on settings"). A touch or pen held still for
 * LONG_PRESS_MS, or a right-click, calls `onPress` with where it happened.
 *
 * Invariant: a long press is never also a click. Whether or not the press does anything here, the
 * click a browser sends when the finger lifts after a long press is swallowed, so a card does not
 * open its work under someone who only held it. Disabled, the hook leaves the browser's own context
 * menu alone and calls nothing.
 */
import { useRef, type MouseEvent, type PointerEvent } from "react";

export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;
/** How long after a long press's release its click may still arrive (a later click is a new one). */
const RELEASE_CLICK_MS = 1_000;

export interface PressPoint {
  readonly x: number;
  readonly y: number;
}

export function useLongPress(enabled: boolean, onPress: (point: PressPoint) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const origin = useRef<PressPoint | null>(null);
  /** The current press was held long enough: the click that ends it is not a click. */
  const held = useRef(false);
  /** Until when (performance.now) the click ending a long press is swallowed. */
  const swallowUntil = useRef(0);

  const cancel = (): void => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    origin.current = null;
  };

  return {
    onPointerDown: (event: PointerEvent) => {
      held.current = false;
      cancel();
      if (event.pointerType === "mouse") return;
      const point = { x: event.clientX, y: event.clientY };
      origin.current = point;
      timer.current = setTimeout(() => {
        held.current = true;
        timer.current = null;
        if (enabled) onPress(point);
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event: PointerEvent) => {
      const start = origin.current;
      if (start === null) return;
      if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: () => {
      cancel();
      if (held.current) swallowUntil.current = performance.now() + RELEASE_CLICK_MS;
      held.current = false;
    },
    onPointerCancel: () => {
      cancel();
      held.current = false;
    },
    onContextMenu: (event: MouseEvent) => {
      if (!enabled) return;
      event.preventDefault();
      // A phone's own long-press gesture may come before the timer: the press is handled here, once.
      const touching = origin.current !== null;
      cancel();
      if (!held.current) onPress({ x: event.clientX, y: event.clientY });
      if (touching) held.current = true;
    },
    onClickCapture: (event: MouseEvent) => {
      if (performance.now() > swallowUntil.current) return;
      swallowUntil.current = 0;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
