/**
 * The player state (player-state.ts) run over a list: its clock (a quarter-second tick while playing),
 * the interval from the settings, and the list's next page asked for when the slides are about to
 * run out, so the slideshow continues into it.
 */
import type { Artwork } from "@pxv/pixiv";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ShownSource } from "../../components/lists/shown-lists";
import {
  nextState,
  startState,
  wantsMore,
  type PlayerEvent,
  type PlayerState,
  type SlideWork,
} from "./player-state";

/** How often the clock looks whether the slide is due. */
const TICK_MS = 250;

const slideWorkOf = (work: Artwork): SlideWork => ({
  id: work.id,
  pages: work.type === "ugoira" ? 1 : Math.max(1, work.images.length),
});

export interface SlideshowPlayer {
  readonly state: PlayerState;
  readonly slideWorks: readonly SlideWork[];
  readonly dispatch: (event: DistributiveOmit<PlayerEvent, "now">) => void;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export function useSlideshowPlayer(
  works: readonly Artwork[],
  source: ShownSource | null,
  startId: number | null,
  intervalMs: number,
): SlideshowPlayer {
  const slideWorks = useMemo(() => works.map(slideWorkOf), [works]);
  const [state, setState] = useState(() => startState(slideWorks, startId, intervalMs, performance.now()));
  const latest = useRef({ slideWorks, source });
  useEffect(() => {
    latest.current = { slideWorks, source };
  });

  const dispatch = useCallback((event: DistributiveOmit<PlayerEvent, "now">) => {
    const now = performance.now();
    setState((current) => nextState(latest.current.slideWorks, current, { ...event, now }));
  }, []);

  // A new interval in the settings applies from now.
  useEffect(() => {
    setState((current) =>
      current.intervalMs === intervalMs
        ? current
        : nextState(latest.current.slideWorks, current, {
            type: "interval",
            intervalMs,
            now: performance.now(),
          }),
    );
  }, [intervalMs]);

  const playing = state.due !== null;
  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => {
      const hasMore = latest.current.source?.load()?.hasNextPage ?? false;
      dispatch({ type: "tick", hasMore });
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [playing, dispatch]);

  // The list's next page, asked for a few slides before the end (and again as the slides change).
  useEffect(() => {
    const load = source?.load();
    if (load === undefined || load.isFetchingNextPage) return;
    if (wantsMore(slideWorks, state.at, load.hasNextPage)) void load.fetchNextPage();
  }, [source, slideWorks, state.at]);

  return { state, slideWorks, dispatch };
}
