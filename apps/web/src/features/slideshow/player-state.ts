/**
 * The slideshow's player state, pure (issue 29): the slides are every page of each work of the list in
 * order, → and ← step across works, the slide advances by itself once its interval is over unless
 * paused, and at the last slide it waits while the list can load its next page (`wantsMore` says when to
 * ask for it), or ends when the list has no more. Times are the caller's clock (ms); nothing here reads one.
 */

/** A work as the slideshow sees it: its id and how many pages it has. */
export interface SlideWork {
  readonly id: number;
  readonly pages: number;
}

/** One slide: a page of a work. */
export interface Slide {
  readonly id: number;
  readonly page: number;
}

export interface PlayerState {
  readonly at: Slide;
  readonly paused: boolean;
  /** When the slide advances by itself; null while paused or ended. */
  readonly due: number | null;
  readonly intervalMs: number;
  /** The last slide of a list with no more pages was reached by the timer. */
  readonly ended: boolean;
}

/** Slides ahead of the last loaded one at which the list's next page is asked for. */
export const LOOKAHEAD_SLIDES = 3;

/** The position of a slide's work in the list, or -1 when the list no longer holds it. */
export function workIndex(works: readonly SlideWork[], at: Slide): number {
  return works.findIndex((work) => work.id === at.id);
}

/** The slide `delta` steps away (every page of each work, in order), or null past either end. */
export function stepSlide(works: readonly SlideWork[], at: Slide, delta: 1 | -1): Slide | null {
  const index = workIndex(works, at);
  if (index === -1) {
    const first = works[0];
    return first === undefined ? null : { id: first.id, page: 0 };
  }
  const work = works[index] as SlideWork;
  const page = at.page + delta;
  if (page >= 0 && page < work.pages) return { id: work.id, page };
  const neighbour = works[index + delta];
  if (neighbour === undefined) return null;
  return { id: neighbour.id, page: delta === 1 ? 0 : Math.max(0, neighbour.pages - 1) };
}

/** Slides from `at` to the end of what is loaded (0 on the last slide). */
export function slidesLeft(works: readonly SlideWork[], at: Slide): number {
  const index = workIndex(works, at);
  if (index === -1) return 0;
  let left = (works[index] as SlideWork).pages - 1 - at.page;
  for (const work of works.slice(index + 1)) left += work.pages;
  return left;
}

/** Whether the list's next page should be asked for now. */
export function wantsMore(works: readonly SlideWork[], at: Slide, hasMore: boolean): boolean {
  return hasMore && slidesLeft(works, at) <= LOOKAHEAD_SLIDES;
}

/** The state at the start: on `startId`'s first page (the first work when it is not in the list), playing. */
export function startState(
  works: readonly SlideWork[],
  startId: number | null,
  intervalMs: number,
  now: number,
): PlayerState {
  const start = works.find((work) => work.id === startId) ?? works[0];
  return {
    at: { id: start?.id ?? startId ?? 0, page: 0 },
    paused: false,
    due: now + intervalMs,
    intervalMs,
    ended: false,
  };
}

function moveTo(state: PlayerState, at: Slide, now: number): PlayerState {
  return { ...state, at, ended: false, due: state.paused ? null : now + state.intervalMs };
}

export type PlayerEvent =
  | { readonly type: "step"; readonly delta: 1 | -1; readonly now: number }
  | { readonly type: "toggle"; readonly now: number }
  | { readonly type: "tick"; readonly now: number; readonly hasMore: boolean }
  | { readonly type: "interval"; readonly intervalMs: number; readonly now: number };

/** The state after an event, over the works loaded now. */
export function nextState(works: readonly SlideWork[], state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case "step": {
      const to = stepSlide(works, state.at, event.delta);
      // Past either end a manual step stays (the timer waits for the next page or ends).
      return to === null ? moveTo(state, state.at, event.now) : moveTo(state, to, event.now);
    }
    case "toggle": {
      if (!state.paused) return { ...state, paused: true, due: null };
      const resumed = { ...state, paused: false };
      // Played again at the end: from the first slide.
      const first = works[0];
      if (state.ended && first !== undefined) return moveTo(resumed, { id: first.id, page: 0 }, event.now);
      return moveTo(resumed, state.at, event.now);
    }
    case "interval": {
      const due = state.paused || state.ended ? null : event.now + event.intervalMs;
      return { ...state, intervalMs: event.intervalMs, due };
    }
    case "tick": {
      if (state.due === null || event.now < state.due) return state;
      const to = stepSlide(works, state.at, 1);
      if (to !== null) return moveTo(state, to, event.now);
      // At the last loaded slide: wait for the next page (the due time stays passed), or end.
      return event.hasMore ? state : { ...state, due: null, ended: true };
    }
  }
}
