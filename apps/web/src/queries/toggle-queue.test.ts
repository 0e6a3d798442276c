// The toggle queue: rapid taps send at most one request per item at a time, the last choice wins,
// taps that return to the server's state send nothing more, and a failure settles on the server's state.
import { describe, expect, it } from "vitest";
import { createToggleQueue, type ToggleSettled } from "./toggle-queue";

/** A server whose requests settle only when the test says so. */
function slowServer() {
  const sent: boolean[] = [];
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const send = (state: boolean) => {
    sent.push(state);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise<void>((resolve, reject) => {
      pending.push({
        resolve: () => {
          inFlight -= 1;
          resolve();
        },
        reject: (error) => {
          inFlight -= 1;
          reject(error);
        },
      });
    });
  };
  /** Settles the oldest request and lets the queue react. */
  const answer = async (ok = true) => {
    const next = pending.shift();
    if (next === undefined) throw new Error("no request in flight");
    if (ok) next.resolve();
    else next.reject(new Error("refused"));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { send, sent, answer, pending, mostInFlight: () => mostInFlight };
}

describe("createToggleQueue", () => {
  it("sends 5 rapid toggles as at most 2 requests, one at a time, and ends on the last choice", async () => {
    const queue = createToggleQueue<boolean>();
    const server = slowServer();
    const results: Promise<ToggleSettled<boolean>>[] = [];
    let shown = false;
    for (let tap = 0; tap < 5; tap += 1) {
      shown = !shown;
      results.push(queue.set("illust:1", shown, false, { send: server.send }));
    }
    expect(queue.wanted("illust:1")).toBe(true);
    while (server.pending.length > 0) await server.answer();
    const settled = await Promise.all(results);
    expect(server.sent.length).toBeLessThanOrEqual(2);
    expect(server.sent.at(-1)).toBe(true);
    expect(server.mostInFlight()).toBe(1);
    expect(settled.every((result) => result.state)).toBe(true);
    expect(queue.wanted("illust:1")).toBeUndefined();
  });

  it("sends the last choice after the request in flight when it differs", async () => {
    const queue = createToggleQueue<boolean>();
    const server = slowServer();
    const first = queue.set("k", true, false, { send: server.send });
    void queue.set("k", false, false, { send: server.send });
    void queue.set("k", true, false, { send: server.send });
    const last = queue.set("k", false, false, { send: server.send });
    expect(server.sent).toEqual([true]);
    await server.answer();
    expect(server.sent).toEqual([true, false]);
    await server.answer();
    expect((await first).state).toBe(false);
    expect(await last).toEqual({ state: false, sent: true });
  });

  it("sends nothing more when the taps return to the server's state", async () => {
    const queue = createToggleQueue<boolean>();
    const server = slowServer();
    void queue.set("k", true, false, { send: server.send });
    const back = queue.set("k", true, false, { send: server.send });
    void queue.set("k", false, false, { send: server.send });
    void queue.set("k", true, false, { send: server.send });
    await server.answer();
    expect(server.sent).toEqual([true]);
    expect(await back).toEqual({ state: true, sent: true });
    const none = await queue.set("k", true, true, { send: server.send });
    expect(none).toEqual({ state: true, sent: false });
    expect(server.sent).toEqual([true]);
  });

  it("settles on the server's state when a request fails, dropping what was still wanted", async () => {
    const queue = createToggleQueue<boolean>();
    const server = slowServer();
    const seen: ToggleSettled<boolean>[] = [];
    const handlers = { send: server.send, settled: (result: ToggleSettled<boolean>) => seen.push(result) };
    const result = queue.set("k", true, false, handlers);
    void queue.set("k", false, false, handlers);
    void queue.set("k", true, false, handlers);
    await server.answer(false);
    expect(await result).toMatchObject({ state: false, sent: true, failed: { wanted: true } });
    expect(server.sent).toEqual([true]);
    expect(seen).toHaveLength(1);
    expect(queue.wanted("k")).toBeUndefined();
  });

  it("treats states its comparison calls the same as one (an equal choice sends nothing more)", async () => {
    type Choice = { restrict: string } | null;
    const queue = createToggleQueue<Choice>((a, b) => JSON.stringify(a) === JSON.stringify(b));
    const sent: Choice[] = [];
    let settle = () => {};
    const send = (state: Choice) => {
      sent.push(state);
      return new Promise<void>((resolve) => {
        settle = resolve;
      });
    };
    const result = queue.set("k", { restrict: "public" }, null, { send });
    void queue.set("k", null, null, { send });
    void queue.set("k", { restrict: "public" }, null, { send });
    settle();
    expect(await result).toEqual({ state: { restrict: "public" }, sent: true });
    expect(sent).toEqual([{ restrict: "public" }]);
  });

  it("keeps items apart: each has its own request in flight", () => {
    const queue = createToggleQueue<boolean>();
    const server = slowServer();
    void queue.set("a", true, false, { send: server.send });
    void queue.set("b", true, false, { send: server.send });
    expect(server.sent).toEqual([true, true]);
  });
});
