// The hybrid logical clock: ticks always move forward (even when the wall clock stands still or goes
// back), a received clock pushes the next tick past it, and clock strings order as clocks.
import { describe, expect, it } from "vitest";
import { compareHlc, HybridClock, parseHlc } from "./hlc";

describe("HybridClock", () => {
  it("ticks forward within one millisecond and when the wall clock goes back", () => {
    let now = 1_764_220_800_000;
    const clock = new HybridClock("devA", () => now);
    const a = clock.tick();
    const b = clock.tick();
    now -= 5_000;
    const c = clock.tick();
    expect(compareHlc(a, b)).toBeLessThan(0);
    expect(compareHlc(b, c)).toBeLessThan(0);
    expect(parseHlc(c)).toEqual({ wall: 1_764_220_800_000, counter: 2, node: "devA" });
  });

  it("orders its next tick after a clock it received from a device ahead of it", () => {
    const clock = new HybridClock("devA", () => 1_000);
    const ahead = new HybridClock("devB", () => 9_000).tick();
    clock.observe(ahead);
    expect(compareHlc(clock.tick(), ahead)).toBeGreaterThan(0);
  });

  it("compares by time, then counter, then node, as text", () => {
    expect(compareHlc("000000000000002:00000:a", "000000000000010:00000:a")).toBeLessThan(0);
    expect(compareHlc("000000000000010:00002:a", "000000000000010:00010:a")).toBeLessThan(0);
    expect(compareHlc("000000000000010:00001:b", "000000000000010:00001:a")).toBeGreaterThan(0);
    expect(compareHlc("000000000000010:00001:a", "000000000000010:00001:a")).toBe(0);
  });

  it("refuses text that is not a clock", () => {
    expect(parseHlc("yesterday")).toBeNull();
  });
});
