// The byte-bounded LRU: least recently used out first, one computation per key.
import { describe, expect, it } from "vitest";
import { createByteLru } from "./byte-lru.js";

const bytes = (size: number): Uint8Array => new Uint8Array(size);
const length = (value: Uint8Array): number => value.length;

describe("createByteLru", () => {
  it("keeps the total under its budget by evicting the least recently used", async () => {
    const cache = createByteLru<Uint8Array>(100);
    let loads = 0;
    const load = (size: number) => () => {
      loads++;
      return Promise.resolve(bytes(size));
    };
    await cache.getOrLoad("a", load(40), length);
    await cache.getOrLoad("b", load(40), length);
    await cache.getOrLoad("a", load(40), length); // a is now the most recent
    await cache.getOrLoad("c", load(40), length); // b goes
    expect(cache.usedBytes).toBe(80);
    expect(loads).toBe(3);
    await cache.getOrLoad("a", load(40), length);
    expect(loads).toBe(3);
    await cache.getOrLoad("b", load(40), length);
    expect(loads).toBe(4);
  });

  it("returns but never keeps a value larger than the budget", async () => {
    const cache = createByteLru<Uint8Array>(10);
    expect((await cache.getOrLoad("big", () => Promise.resolve(bytes(11)), length)).length).toBe(11);
    expect(cache.size).toBe(0);
  });

  it("computes a key once for concurrent callers, and again after a failure", async () => {
    const cache = createByteLru<Uint8Array>(100);
    let loads = 0;
    const slow = () => {
      loads++;
      return new Promise<Uint8Array>((resolve) => {
        setTimeout(() => {
          resolve(bytes(1));
        }, 10);
      });
    };
    const results = await Promise.all([
      cache.getOrLoad("k", slow, length),
      cache.getOrLoad("k", slow, length),
    ]);
    expect(loads).toBe(1);
    expect(results[0]).toBe(results[1]);

    await expect(cache.getOrLoad("bad", () => Promise.reject(new Error("boom")), length)).rejects.toThrow(
      "boom",
    );
    expect((await cache.getOrLoad("bad", () => Promise.resolve(bytes(2)), length)).length).toBe(2);
  });
});
