import { describe, expect, it } from "vitest";
import {
  nextState,
  slidesLeft,
  startState,
  stepSlide,
  wantsMore,
  type PlayerState,
  type SlideWork,
} from "./player-state";

const WORKS: readonly SlideWork[] = [
  { id: 1, pages: 1 },
  { id: 2, pages: 3 },
  { id: 3, pages: 1 },
];

describe("slides", () => {
  it("are every page of each work, in order, across works both ways", () => {
    const order = [];
    for (
      let at = { id: 1, page: 0 } as ReturnType<typeof stepSlide>;
      at !== null;
      at = stepSlide(WORKS, at, 1)
    ) {
      order.push(`${String(at.id)}.${String(at.page)}`);
    }
    expect(order).toEqual(["1.0", "2.0", "2.1", "2.2", "3.0"]);
    expect(stepSlide(WORKS, { id: 3, page: 0 }, -1)).toEqual({ id: 2, page: 2 });
    expect(stepSlide(WORKS, { id: 2, page: 0 }, -1)).toEqual({ id: 1, page: 0 });
    expect(stepSlide(WORKS, { id: 1, page: 0 }, -1)).toBeNull();
  });

  it("start again from the first work when the list lost the current one", () => {
    expect(stepSlide(WORKS, { id: 99, page: 0 }, 1)).toEqual({ id: 1, page: 0 });
  });

  it("ask for the list's next page near the end, only when it has one", () => {
    expect(slidesLeft(WORKS, { id: 1, page: 0 })).toBe(4);
    expect(wantsMore(WORKS, { id: 1, page: 0 }, true)).toBe(false);
    expect(wantsMore(WORKS, { id: 2, page: 0 }, true)).toBe(true);
    expect(wantsMore(WORKS, { id: 3, page: 0 }, false)).toBe(false);
  });
});

describe("the player", () => {
  const start = (): PlayerState => startState(WORKS, 2, 5000, 0);

  it("starts on the chosen work's first page, playing", () => {
    expect(start()).toMatchObject({ at: { id: 2, page: 0 }, paused: false, due: 5000 });
    expect(startState(WORKS, 42, 5000, 0).at).toEqual({ id: 1, page: 0 });
  });

  it("advances by itself once the interval is over, not before", () => {
    let state = nextState(WORKS, start(), { type: "tick", now: 4999, hasMore: false });
    expect(state.at).toEqual({ id: 2, page: 0 });
    state = nextState(WORKS, state, { type: "tick", now: 5000, hasMore: false });
    expect(state).toMatchObject({ at: { id: 2, page: 1 }, due: 10_000 });
  });

  it("does not advance while paused, and gets a whole interval on resuming", () => {
    let state = nextState(WORKS, start(), { type: "toggle", now: 1000 });
    expect(state).toMatchObject({ paused: true, due: null });
    state = nextState(WORKS, state, { type: "tick", now: 60_000, hasMore: false });
    expect(state.at).toEqual({ id: 2, page: 0 });
    state = nextState(WORKS, state, { type: "toggle", now: 60_000 });
    expect(state).toMatchObject({ paused: false, due: 65_000 });
  });

  it("steps by hand, restarting the interval; a paused player stays paused", () => {
    let state = nextState(WORKS, start(), { type: "step", delta: -1, now: 2000 });
    expect(state).toMatchObject({ at: { id: 1, page: 0 }, due: 7000 });
    state = nextState(WORKS, state, { type: "step", delta: -1, now: 3000 });
    expect(state.at).toEqual({ id: 1, page: 0 });
    state = nextState(WORKS, nextState(WORKS, state, { type: "toggle", now: 3000 }), {
      type: "step",
      delta: 1,
      now: 4000,
    });
    expect(state).toMatchObject({ at: { id: 2, page: 0 }, paused: true, due: null });
  });

  it("waits at the last slide while the list has more, then continues into the new page", () => {
    let state: PlayerState = { ...startState(WORKS, 3, 5000, 0) };
    state = nextState(WORKS, state, { type: "tick", now: 5000, hasMore: true });
    expect(state).toMatchObject({ at: { id: 3, page: 0 }, ended: false, due: 5000 });
    const grown = [...WORKS, { id: 4, pages: 1 }];
    state = nextState(grown, state, { type: "tick", now: 5200, hasMore: true });
    expect(state).toMatchObject({ at: { id: 4, page: 0 }, due: 10_200 });
  });

  it("ends at the last slide of a list with no more, and plays again from the start", () => {
    let state = nextState(WORKS, startState(WORKS, 3, 5000, 0), { type: "tick", now: 5000, hasMore: false });
    expect(state).toMatchObject({ ended: true, due: null });
    state = nextState(WORKS, nextState(WORKS, state, { type: "toggle", now: 6000 }), {
      type: "toggle",
      now: 6000,
    });
    expect(state).toMatchObject({ at: { id: 1, page: 0 }, paused: false, ended: false, due: 11_000 });
  });

  it("takes a new interval from now", () => {
    const state = nextState(WORKS, start(), { type: "interval", intervalMs: 3000, now: 1000 });
    expect(state).toMatchObject({ intervalMs: 3000, due: 4000 });
  });
});
