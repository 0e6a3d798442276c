/**
 * Hiding works from a list: the works already seen (the setting "Hide works I have already seen",
 * or the list's own switch in its URL, `?seen=hide|show`) and, in a ranking, the works already
 * bookmarked (`?bookmarked=hide`). A hidden work is hidden when it first comes into the list; once
 * shown it stays while the list is mounted and the choice unchanged (useStickyFilter), so a work
 * opened from the list — now seen — or bookmarked from it does not vanish under the viewer or the
 * finger; turning the switch on again hides them. The seen ids come from storage/seen-works.ts,
 * read only when a list hides seen works. Hidden works count as filtered out, like the content
 * filter's (list-load.ts `useFilteredOutStop`: a list whose pages are all hidden pauses, and asks
 * to go on).
 */
import { useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useSettingsStore } from "../../settings/settings-store";
import type { ListLoad } from "./list-load";
import { useSeenWorks, watchSeenWorks, type SeenKind } from "../../storage/seen-works";

/** The URL parameters of a list's own switches, and their values. */
export const SEEN_PARAM = "seen";
export const BOOKMARKED_PARAM = "bookmarked";
export type SwitchValue = "hide" | "show";

/** Whether a list hides: its URL's choice (`hide` or `show`) over the default. */
export function hidesBy(param: string | null, fallback: boolean): boolean {
  if (param === "hide") return true;
  if (param === "show") return false;
  return fallback;
}

/** A list switch's state: the URL parameter's choice over `fallback`. */
export function useListSwitchState(param: string, fallback: boolean): boolean {
  const { search } = useLocation();
  return hidesBy(new URLSearchParams(search).get(param), fallback);
}

/** Whether this page's lists hide the works already seen (the setting, or the list's switch). */
export function useHidesSeen(): boolean {
  const setting = useSettingsStore((state) => state.app.isHideSeenWorks);
  return useListSwitchState(SEEN_PARAM, setting);
}

/** Whether this ranking hides the works already bookmarked (its switch; off by default). */
export function useHidesBookmarked(): boolean {
  return useListSwitchState(BOOKMARKED_PARAM, false);
}

interface Spared {
  readonly on: boolean;
  readonly ids: ReadonlySet<number>;
}

const NOTHING_SPARED: ReadonlySet<number> = new Set();

/**
 * The items `hidden` does not hide, while `on`; an item shown once stays (it is spared) until `on`
 * turns off. `idOf` and `hidden` should keep their identity between renders (module functions,
 * memoized predicates).
 */
export function useStickyFilter<T>(
  items: readonly T[],
  idOf: (item: T) => number,
  hidden: (item: T) => boolean,
  on: boolean,
): readonly T[] {
  const [spared, setSpared] = useState<Spared>({ on, ids: NOTHING_SPARED });
  const ids = spared.on === on ? spared.ids : NOTHING_SPARED;
  const shown = useMemo(
    () => (on ? items.filter((item) => ids.has(idOf(item)) || !hidden(item)) : items),
    [items, idOf, hidden, on, ids],
  );
  const fresh = on ? shown.filter((item) => !ids.has(idOf(item))) : [];
  if (spared.on !== on || fresh.length > 0) {
    // Adjusted while rendering (React's pattern for state derived from a change of props).
    setSpared({ on, ids: fresh.length === 0 ? ids : new Set([...ids, ...fresh.map(idOf)]) });
  }
  return shown;
}

/**
 * The items not hidden as seen, when `on`, and the list's load state for its first-load view: while
 * the seen ids are still being read the list shows none and reads as pending (its spinner, rather
 * than works it may have to hide).
 */
export function useSeenFilter<T>(
  kind: SeenKind,
  items: readonly T[],
  idOf: (item: T) => number,
  on: boolean,
  load: ListLoad | undefined,
): { readonly shown: readonly T[]; readonly firstLoad: ListLoad | undefined } {
  const seen = useSeenWorks((state) => state[kind]);
  useEffect(() => {
    if (on && seen === null) void watchSeenWorks();
  }, [on, seen]);
  const hidden = useMemo(() => (item: T) => seen?.has(idOf(item)) ?? false, [seen, idOf]);
  const waiting = on && seen === null;
  const shown = useStickyFilter(items, idOf, hidden, on && !waiting);
  if (!waiting) return { shown, firstLoad: load };
  return { shown: [], firstLoad: load === undefined ? undefined : { ...load, isPending: true } };
}
