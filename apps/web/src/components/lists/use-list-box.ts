/**
 * The box a virtual list lays out in: its own width and its distance from the top of the document
 * (the window virtualizer's scroll margin), plus the window's width, which picks the column count.
 * The last measured box is remembered across mounts: when Back returns to a list, its full height
 * is there on the first render, so the router's scroll restoration lands on the same cards.
 */
import { useCallback, useState, useSyncExternalStore } from "react";

export interface ListBoxState {
  readonly width: number;
  /** Distance from the top of the document to the top of the list. */
  readonly top: number;
}

let lastBox: ListBoxState = { width: 0, top: 0 };

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => {
    window.removeEventListener("resize", onChange);
  };
}

const viewportWidth = (): number => window.innerWidth;

export function useViewportWidth(): number {
  return useSyncExternalStore(subscribeToResize, viewportWidth, () => 0);
}

/** The list element's box; a callback ref, so no effect sets state. */
export function useListBox(): [ListBoxState, (element: HTMLDivElement | null) => (() => void) | undefined] {
  const [box, setBox] = useState<ListBoxState>(lastBox);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (element === null) return undefined;
    const measure = (): void => {
      const next = { width: element.clientWidth, top: element.getBoundingClientRect().top + window.scrollY };
      lastBox = next;
      setBox((previous) => (previous.width === next.width && previous.top === next.top ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return [box, ref];
}
