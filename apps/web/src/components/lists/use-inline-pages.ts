/**
 * A list's inline pages (issue 29): which multi-page works are expanded — the "Expand multi-page works
 * in lists" setting's default, changed per card by its page-count control or the `e` key — and the
 * entries the list's layout then places (inline-pages.ts). The state lives with the list, not the
 * card, so a work stays expanded when its card is virtualized away and comes back.
 *
 * The scroll position holds when entries change above the viewport: before a change (a toggle, a
 * pages answer arriving) the earliest entry in view is noted with its place in the document; when the
 * list's height then changes, the window scrolls by as much as that entry moved, before the frame is
 * painted (a ResizeObserver). Entries before a change never move, so a card expanded in view stays put.
 */
import type { Artwork } from "@pxv/pixiv";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useArtworkPagesQueries } from "../../queries/artwork-pages";
import { useSettingsStore } from "../../settings/settings-store";
import { toggleExpansion, withInlinePages, worksAwaitingPages, type Expansion } from "./inline-pages";
import type { GridItem } from "./list-item";

/** Where the earliest entry in view sat, from the top of the document. */
interface Anchor {
  readonly key: string;
  readonly work: string;
  readonly top: number;
}

function anchorIn(list: HTMLElement): Anchor | null {
  let best: { index: number; cell: HTMLElement; top: number } | null = null;
  for (const cell of list.querySelectorAll<HTMLElement>("[data-entry]")) {
    const box = cell.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
    const index = Number(cell.dataset["index"]);
    if (best === null || index < best.index) best = { index, cell, top: box.top };
  }
  if (best === null) return null;
  const key = best.cell.dataset["entry"] ?? "";
  return { key, work: key.split(":")[0] ?? key, top: best.top + window.scrollY };
}

function cellOf(list: HTMLElement, key: string): HTMLElement | null {
  return list.querySelector<HTMLElement>(`[data-entry="${CSS.escape(key)}"]`);
}

export interface InlinePages {
  /** The items with each expanded work's later pages after it. */
  readonly entries: readonly GridItem[];
  readonly expansion: Expansion;
  readonly toggle: (artwork: Artwork) => void;
  /** The list element, whose height changes are watched to keep the scroll position. */
  readonly listRef: (element: HTMLElement | null) => void;
}

export function useInlinePages(items: readonly GridItem[]): InlinePages {
  const byDefault = useSettingsStore((state) => state.app.isExpandMultiPage);
  const [overrides, setOverrides] = useState<Expansion["overrides"]>(() => new Map());
  const expansion = useMemo(() => ({ byDefault, overrides }), [byDefault, overrides]);
  const [list, setList] = useState<HTMLElement | null>(null);
  const anchor = useRef<Anchor | null>(null);

  const hold = useCallback(() => {
    if (list !== null) anchor.current = anchorIn(list);
  }, [list]);

  const awaiting = useMemo(() => worksAwaitingPages(items, expansion), [items, expansion]);
  const picturesOf = useArtworkPagesQueries(awaiting, hold);
  const entries = useMemo(
    () => withInlinePages(items, expansion, picturesOf),
    [items, expansion, picturesOf],
  );

  const toggle = useCallback(
    (artwork: Artwork) => {
      hold();
      setOverrides((current) => toggleExpansion({ byDefault, overrides: current }, artwork).overrides);
    },
    [hold, byDefault],
  );

  useEffect(() => {
    if (list === null || typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(() => {
      const held = anchor.current;
      if (held === null) return;
      anchor.current = null;
      const cell = cellOf(list, held.key) ?? cellOf(list, held.work);
      if (cell === null) return;
      const moved = cell.getBoundingClientRect().top + window.scrollY - held.top;
      if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    });
    observer.observe(list);
    return () => {
      observer.disconnect();
    };
  }, [list]);

  return { entries, expansion, toggle, listRef: setList };
}
