/**
 * What a small pop-up menu does with focus and keys (the card menu, the account menu): focus moves to
 * its first item when it opens and back to what had it when it closes; Escape or a press outside
 * closes it (a press on `keep`, the button that toggles it, is left to that button); ↑/↓, Tab and
 * Home/End move between its items (`role="menuitem…"`), wrapping around.
 */
import { useEffect, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from "react";

const ITEMS = "[role^=menuitem]:not(:disabled)";

export function useMenuFocus(
  menuRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  keep?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const opener = document.activeElement;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === "Escape") onClose();
    };
    const onDown = (event: PointerEvent): void => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !keep?.current?.contains(target)) onClose();
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("pointerdown", onDown, true);
    menuRef.current?.querySelector<HTMLElement>(ITEMS)?.focus();
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("pointerdown", onDown, true);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [menuRef, onClose, keep]);
}

/** The menu's keydown handler: moves focus between its items. */
export function onMenuKey(menu: HTMLElement | null, event: ReactKeyboardEvent): void {
  const forward = event.key === "ArrowDown" || (event.key === "Tab" && !event.shiftKey);
  const backward = event.key === "ArrowUp" || (event.key === "Tab" && event.shiftKey);
  if (!forward && !backward && event.key !== "Home" && event.key !== "End") return;
  event.preventDefault();
  const items = [...(menu?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? items.length - 1
        : (at + (forward ? 1 : -1) + items.length) % items.length;
  items[next]?.focus();
}
