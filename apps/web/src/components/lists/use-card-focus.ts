/**
 * The keyboard's place in one list: the focused card's index, kept in state (not in the DOM, since
 * a virtual list may have dropped that card's element). Moving asks the layout to bring the card
 * into view (each view scrolls by its own geometry), then focuses the card's link as soon as it is
 * rendered; near the end it asks for the next page. A card focused any other way (Tab, a click)
 * becomes the list's place without scrolling anything (a click must land where it was aimed: a view
 * that scrolled the clicked card's row in between press and release would swallow the click). A
 * render that replaces the focused card's element gives the new element the focus. A card is an
 * artwork card, an expanded work's page tile, or the element a novel or user card marks `data-card-focus` (its link), inside the
 * cell the layout marks `data-index`.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import type { ListTarget } from "../command-targets";
import { useFocusableList } from "./focusable-lists";
import type { ListLoad } from "./list-load";

/** How close to the end the next page is asked for. */
const LOAD_AHEAD = 4;

const cardIn = (list: HTMLElement, index: number): HTMLElement | null => {
  const cell = `[data-index="${String(index)}"]`;
  return list.querySelector<HTMLElement>(
    `${cell} [data-testid=artwork-card], ${cell} [data-testid=inline-page], ${cell} [data-card-focus]`,
  );
};

/** Nothing has the focus: the element that had it was removed, or the page was clicked outside any control. */
const focusFellToBody = (): boolean =>
  document.activeElement === null || document.activeElement === document.body;

/** The first card whose top is in the viewport, for a first move from wherever the page is. */
function firstCardInView(list: HTMLElement): number {
  const indices = [...list.querySelectorAll<HTMLElement>("[data-index]")]
    .filter((cell) => {
      const box = cell.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    })
    .map((cell) => Number(cell.dataset["index"]));
  return indices.length === 0 ? 0 : Math.min(...indices);
}

export interface CardFocus {
  /** The card the keyboard moved to, for the view to scroll in; null when none or focused otherwise. */
  readonly focusIndex: number | null;
  readonly listRef: (element: HTMLDivElement | null) => void;
  readonly onFocus: (event: FocusEvent) => void;
}

/**
 * `onExpand` (a list that shows multi-page works' pages inline) expands or collapses the work at an
 * index and answers the index the focus should go to (the work's card, when a page tile collapsed it).
 */
export function useCardFocus(
  count: number,
  load: ListLoad | undefined,
  onExpand?: (index: number) => number | null,
): CardFocus {
  const [place, setPlace] = useState<{ index: number; moved: boolean } | null>(null);
  const focusIndex = place?.index ?? null;
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const listElement = useCallback(() => element, [element]);

  // The place as the keys left it, read and written at once: two presses before React renders
  // again still move two cards.
  const latest = useRef<number | null>(null);
  const target = useRef<ListTarget>({
    move: () => undefined,
    open: () => undefined,
    expand: () => undefined,
  });
  useEffect(() => {
    target.current = {
      move: (delta) => {
        if (count === 0 || element === null) return;
        const next =
          latest.current === null
            ? firstCardInView(element)
            : Math.max(0, Math.min(count - 1, latest.current + delta));
        if (next >= count - LOAD_AHEAD && load?.hasNextPage === true && !load.isFetchingNextPage) {
          void load.fetchNextPage();
        }
        latest.current = next;
        setPlace({ index: next, moved: true });
      },
      open: () => {
        if (element !== null && latest.current !== null) cardIn(element, latest.current)?.click();
      },
      expand: () => {
        if (onExpand === undefined || latest.current === null) return;
        const next = onExpand(latest.current);
        if (next === null || next === latest.current) return;
        latest.current = next;
        setPlace({ index: next, moved: true });
      },
    };
  });
  useFocusableList(listElement, target);

  // Focus the card once it is rendered (at once, or after the view has scrolled it in), and again
  // if a render replaces its element while it has the focus (the focus would fall to the page's body
  // and the keys lose their place).
  useEffect(() => {
    if (focusIndex === null || element === null) return undefined;
    let focused: HTMLElement | null = null;
    const focus = (): void => {
      const card = cardIn(element, focusIndex);
      if (card === null) return;
      if (document.activeElement !== card) card.focus({ preventScroll: true });
      focused = card;
    };
    focus();
    const observer = new MutationObserver(() => {
      if (focused === null) focus();
      else if (!focused.isConnected && focusFellToBody()) {
        focused = null;
        focus();
      }
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
    };
  }, [focusIndex, element]);

  const onFocus = useCallback((event: FocusEvent) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>("[data-index]");
    const index = cell === null ? Number.NaN : Number(cell.dataset["index"]);
    if (Number.isInteger(index)) {
      latest.current = index;
      setPlace((current) => (current?.index === index ? current : { index, moved: false }));
    }
  }, []);

  return { focusIndex: place?.moved === true ? place.index : null, listRef: setElement, onFocus };
}
