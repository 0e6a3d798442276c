import { describe, expect, it } from "vitest";
import { framesPerSecond } from "./fps-meter";

describe("framesPerSecond", () => {
  it("turns frames over a window into a whole figure per second", () => {
    expect(framesPerSecond(60, 1000)).toBe(60);
    expect(framesPerSecond(31, 1034)).toBe(30);
    expect(framesPerSecond(10, 0)).toBe(0);
  });
});
