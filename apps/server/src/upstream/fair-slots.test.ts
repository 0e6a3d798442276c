// Fair admission's rules on their own: a client's share, the pool's size, turns between clients
// when calls wait, a withdrawn call, and a slot freed once however often its release is called.
import { describe, expect, it } from "vitest";
import { createFairSlots } from "./fair-slots.js";

/** Admits `call` for `client`, noting the order calls start in and keeping their releases. */
function recorder() {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  return {
    started,
    admit(slots: ReturnType<typeof createFairSlots>, client: string, call: string) {
      return slots.admit(client, (release) => {
        started.push(call);
        releases.set(call, release);
      });
    },
    finish(call: string) {
      releases.get(call)?.();
    },
  };
}

describe("fair slots", () => {
  it("runs at most a client's share at once, and others' calls beside it up to the pool", () => {
    const slots = createFairSlots({ slots: 4, perClient: 2 });
    const calls = recorder();
    for (const call of ["a1", "a2", "a3", "a4"]) calls.admit(slots, "A", call);
    calls.admit(slots, "B", "b1");
    calls.admit(slots, "C", "c1");
    calls.admit(slots, "D", "d1");
    expect(calls.started).toEqual(["a1", "a2", "b1", "c1"]);
    expect(slots.runningFor("A")).toBe(2);
    expect(slots.waiting).toBe(3);
  });

  it.each([
    [32, 64, 31],
    [32, 8, 8],
    [2, 5, 1],
    [1, 1, 1],
  ])("a pool of %i with a share of %i lets one client run %i", (size, perClient, expected) => {
    const slots = createFairSlots({ slots: size, perClient });
    const calls = recorder();
    for (let index = 0; index < size + 1; index++) calls.admit(slots, "A", `a${String(index)}`);
    expect(slots.runningFor("A")).toBe(expected);
  });

  it("gives freed slots to waiting clients in turn, each client's calls in order", () => {
    const slots = createFairSlots({ slots: 2, perClient: 1 });
    const calls = recorder();
    calls.admit(slots, "A", "a1");
    calls.admit(slots, "B", "b1");
    calls.admit(slots, "A", "a2");
    calls.admit(slots, "A", "a3");
    calls.admit(slots, "B", "b2");
    calls.admit(slots, "C", "c1");
    calls.finish("a1"); // A's turn came first: a2
    calls.finish("b1"); // then B's: b2
    calls.finish("a2"); // then C's, before A's third call
    calls.finish("b2");
    expect(calls.started).toEqual(["a1", "b1", "a2", "b2", "c1", "a3"]);
    expect(slots.waiting).toBe(0);
  });

  it("drops a withdrawn call from its queue, once", () => {
    const slots = createFairSlots({ slots: 2, perClient: 1 });
    const calls = recorder();
    expect(calls.admit(slots, "A", "a1")).toBeNull(); // started at once: nothing to withdraw
    const withdraw = calls.admit(slots, "A", "a2");
    calls.admit(slots, "A", "a3");
    withdraw?.();
    withdraw?.();
    expect(slots.waiting).toBe(1);
    calls.finish("a1");
    expect(calls.started).toEqual(["a1", "a3"]);
  });

  it("frees a slot once, however often its release is called", () => {
    const slots = createFairSlots({ slots: 2, perClient: 1 });
    const calls = recorder();
    calls.admit(slots, "A", "a1");
    calls.admit(slots, "B", "b1");
    calls.admit(slots, "C", "c1");
    calls.admit(slots, "D", "d1");
    calls.finish("a1");
    calls.finish("a1");
    expect(calls.started).toEqual(["a1", "b1", "c1"]);
    expect(slots.running).toBe(2);
  });
});
