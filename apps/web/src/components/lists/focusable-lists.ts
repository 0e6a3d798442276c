/**
 * Keyboard focus across the lists on screen. Every mounted artwork list registers here; the one
 * list target the commands see (card-next, card-previous, card-open, card-expand) acts on the active list: the
 * one holding the focused card, else the one used last while it is still in view, else the first
 * in view in document order (Home's carousels, a user's works…).
 */
import { useEffect, type RefObject } from "react";
import { provideTarget, type ListTarget } from "../command-targets";

interface FocusableList {
  readonly element: () => HTMLElement | null;
  readonly target: RefObject<ListTarget>;
}

const lists = new Set<FocusableList>();
let lastUsed: FocusableList | null = null;
let removeTarget: (() => void) | null = null;

function inView(list: FocusableList): boolean {
  const box = list.element()?.getBoundingClientRect();
  return box !== undefined && box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
}

function activeList(): FocusableList | undefined {
  const focused = document.activeElement;
  const all = [...lists];
  const holding = all.find((list) => list.element()?.contains(focused) === true);
  if (holding !== undefined) return holding;
  if (lastUsed !== null && lists.has(lastUsed) && inView(lastUsed)) return lastUsed;
  const shown = all.filter(inView).sort((a, b) => {
    const [first, second] = [a.element(), b.element()];
    if (first === null || second === null) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return shown[0] ?? all[0];
}

const sharedTarget: ListTarget = {
  move: (delta) => {
    lastUsed = activeList() ?? null;
    lastUsed?.target.current.move(delta);
  },
  open: () => {
    activeList()?.target.current.open();
  },
  expand: () => {
    activeList()?.target.current.expand();
  },
};

/** Registers a list for keyboard focus while it is mounted (`target` always holds its latest moves). */
export function useFocusableList(element: () => HTMLElement | null, target: RefObject<ListTarget>): void {
  useEffect(() => {
    const entry: FocusableList = { element, target };
    lists.add(entry);
    removeTarget ??= provideTarget("list", sharedTarget);
    return () => {
      lists.delete(entry);
      if (lastUsed === entry) lastUsed = null;
      if (lists.size === 0) {
        removeTarget?.();
        removeTarget = null;
      }
    };
  }, [element, target]);
}
