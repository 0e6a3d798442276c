/**
 * Paging between works of the list the work was opened over — the list the card was clicked in
 * (components/lists/shown-lists.ts), else the cached list that holds it: the work-previous / work-next
 * commands (← / → by default; the page registers them as its work target) and, with the swipe
 * setting on, a horizontal swipe of at least 30 px (PRODUCT.md §9). The overlay state travels with each
 * step, so Back still returns to the list as it was.
 */
import { SWIPE_THRESHOLD_PX, isContentVisible } from "@pxv/pixiv";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { artworkPath } from "../../routing/paths";
import { backgroundLocation, openedFromList } from "../../routing/overlay-route";
import { useShownIds } from "../../components/lists/shown-lists";
import { relatedKeys } from "../../queries/related-artworks";
import { userArtworksKeys } from "../../queries/user-artworks";
import { useVisibilityRules } from "../../settings/content-settings";
import { useSettingsStore } from "../../settings/settings-store";
import { listNeighbours, neighboursIn, type Neighbours } from "./list-neighbours";

/** Lists on the artwork page itself are not the list it was opened from (when none was recorded). */
const OWN_LISTS = [[...relatedKeys.all], [...userArtworksKeys.all]];

export function useWorkPaging(id: number): Neighbours & { go: (to: number | null) => void } {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const swipe = useSettingsStore((state) => state.app.isEnableSwipe);
  const overList = backgroundLocation(location.state) !== null;
  const rules = useVisibilityRules();
  // The list the card was clicked in, while it is mounted under the viewer: exactly what it shows.
  const shownIds = useShownIds(overList ? openedFromList(location.state) : null);
  const neighbours = useMemo(() => {
    if (!overList) return { previous: null, next: null };
    if (shownIds !== null) return neighboursIn(shownIds, id);
    return listNeighbours(queryClient, id, OWN_LISTS, (work) => isContentVisible(work, rules));
  }, [overList, shownIds, queryClient, id, rules]);

  const go = useCallback(
    (to: number | null) => {
      if (to === null) return;
      void navigate(artworkPath(to), { replace: true, state: location.state as unknown });
    },
    [navigate, location.state],
  );

  const start = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    if (!swipe) return undefined;
    const onStart = (event: TouchEvent): void => {
      const touch = event.touches[0];
      start.current =
        event.touches.length === 1 && touch !== undefined ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent): void => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (from === null || touch === undefined || document.querySelector(".yarl__root") !== null) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy) * 2) return;
      go(dx < 0 ? neighbours.next : neighbours.previous);
    };
    window.addEventListener("touchstart", onStart, { passive: true });
    window.addEventListener("touchend", onEnd, { passive: true });
    return () => {
      window.removeEventListener("touchstart", onStart);
      window.removeEventListener("touchend", onEnd);
    };
  }, [swipe, go, neighbours]);

  return { ...neighbours, go };
}
