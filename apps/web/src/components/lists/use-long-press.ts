/**
 * Long-press and right-click on a card (PRODUCT.md §2 Image lists: "a long-press on a card can block,
 * download, or bookmark privately depending on settings"). A touch or pen held still for
 * LONG_PRESS_MS, or a right-click, calls `onPress` with where it happened; the click that ends a
 * long press is swallowed so the card does not also open. Disabled, it leaves the browser's own
 * context menu alone.
 */
import { useRef, type MouseEvent, type PointerEvent } from "react";

export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

export interface PressPoint {
  readonly x: number;
  readonly y: number;
}

export function useLongPress(enabled: boolean, onPress: (point: PressPoint) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const origin = useRef<PressPoint | null>(null);
  const fired = useRef(false);

  const cancel = (): void => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    origin.current = null;
  };

  if (!enabled) return {};
  return {
    onPointerDown: (event: PointerEvent) => {
      fired.current = false;
      if (event.pointerType === "mouse") return;
      const point = { x: event.clientX, y: event.clientY };
      origin.current = point;
      timer.current = setTimeout(() => {
        fired.current = true;
        timer.current = null;
        onPress(point);
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event: PointerEvent) => {
      const start = origin.current;
      if (start === null) return;
      if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onContextMenu: (event: MouseEvent) => {
      event.preventDefault();
      cancel();
      if (!fired.current) onPress({ x: event.clientX, y: event.clientY });
    },
    onClickCapture: (event: MouseEvent) => {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
