// The arrow keys over a search box's suggestions: down from none to the first, up from none to the
// last, both wrapping; other keys are the box's; an empty list has nothing to reach.
import { describe, expect, it } from "vitest";
import { nextActiveIndex } from "./suggestion-keys";

describe("nextActiveIndex", () => {
  it.each([
    [-1, 3, "ArrowDown", 0],
    [0, 3, "ArrowDown", 1],
    [2, 3, "ArrowDown", 0],
    [-1, 3, "ArrowUp", 2],
    [2, 3, "ArrowUp", 1],
    [0, 3, "ArrowUp", 2],
    [5, 3, "ArrowDown", 0],
    [-1, 0, "ArrowDown", -1],
    [-1, 0, "ArrowUp", -1],
    [1, 3, "Enter", null],
    [1, 3, "Escape", null],
    [1, 3, "a", null],
  ] as const)("from %i of %i, %s → %s", (active, count, key, expected) => {
    expect(nextActiveIndex(active, count, key)).toBe(expected);
  });
});
