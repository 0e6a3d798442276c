/**
 * The slideshow's input: keys (→ next, ← previous, Space pause/play, Escape close, + and - zoom,
 * 0 actual zoom), a sideways swipe of at least SWIPE_THRESHOLD_PX (left: next), and the wheel (down:
 * next, up: previous, one step per gesture; with Ctrl, zoom). The keys are taken before the app's
 * command handler sees them (window, capture phase), so the list or work under the slideshow does
 * not move as well.
 */
import { SWIPE_THRESHOLD_PX } from "@pxv/pixiv";
import { useEffect, useRef } from "react";

export interface SlideshowControls {
  readonly step: (delta: 1 | -1) => void;
  readonly toggle: () => void;
  readonly close: () => void;
  readonly zoom: (direction: 1 | -1 | 0) => void;
}

/** A wheel gesture: events closer than this belong to the one step. */
const WHEEL_GESTURE_GAP_MS = 350;

/** The control a key press asks for, or null for keys the slideshow leaves alone. */
export function keyAction(key: string): ((controls: SlideshowControls) => void) | null {
  switch (key) {
    case "ArrowRight":
    case "PageDown":
      return (c) => {
        c.step(1);
      };
    case "ArrowLeft":
    case "PageUp":
      return (c) => {
        c.step(-1);
      };
    case " ":
      return (c) => {
        c.toggle();
      };
    case "Escape":
      return (c) => {
        c.close();
      };
    case "+":
    case "=":
      return (c) => {
        c.zoom(1);
      };
    case "-":
      return (c) => {
        c.zoom(-1);
      };
    case "0":
      return (c) => {
        c.zoom(0);
      };
    default:
      return null;
  }
}

export function useSlideshowInput(element: HTMLElement | null, controls: SlideshowControls): void {
  const latest = useRef(controls);
  useEffect(() => {
    latest.current = controls;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      const target = event.target;
      if (target instanceof HTMLSelectElement) return;
      const action = keyAction(event.key);
      if (action === null) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      action(latest.current);
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => {
      window.removeEventListener("keydown", onKey, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (element === null) return undefined;
    let start: { x: number; y: number } | null = null;
    let lastWheel = Number.NEGATIVE_INFINITY;
    const onTouchStart = (event: TouchEvent): void => {
      const touch = event.touches[0];
      start =
        event.touches.length === 1 && touch !== undefined ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onTouchEnd = (event: TouchEvent): void => {
      const touch = event.changedTouches[0];
      const from = start;
      start = null;
      if (from === null || touch === undefined) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy) * 2) return;
      latest.current.step(dx < 0 ? 1 : -1);
    };
    const onWheel = (event: WheelEvent): void => {
      event.preventDefault();
      const delta = Math.abs(event.deltaY) >= Math.abs(event.deltaX) ? event.deltaY : event.deltaX;
      if (delta === 0) return;
      const gap = event.timeStamp - lastWheel;
      lastWheel = event.timeStamp;
      if (gap < WHEEL_GESTURE_GAP_MS) return;
      if (event.ctrlKey) latest.current.zoom(delta < 0 ? 1 : -1);
      else latest.current.step(delta > 0 ? 1 : -1);
    };
    element.addEventListener("touchstart", onTouchStart, { passive: true });
    element.addEventListener("touchend", onTouchEnd, { passive: true });
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      element.removeEventListener("touchstart", onTouchStart);
      element.removeEventListener("touchend", onTouchEnd);
      element.removeEventListener("wheel", onWheel);
    };
  }, [element]);
}
