/**
 * The embedded response cache: an LRU bounded by bytes (bodies are kept and counted as UTF-8 bytes,
 * plus a fixed overhead per entry). Reading an entry makes it the most recently used; writing past
 * the budget evicts the least recently used entries first; an entry larger than the whole budget is
 * not kept. Bodies are kept encoded so that a hit is written to the socket as it is, without
 * encoding a large JSON string again on every request; `body` decodes them only when asked. The
 * compressed copies an entry carries count against the budget too.
 */
import { LRUCache } from "lru-cache";
import { keptBytes, toKeptEntry, type CacheStore, type KeptEntry } from "./cache-store.js";

interface Slot {
  readonly entry: KeptEntry;
  /** Epoch milliseconds after which the entry is dropped, or null to keep it until evicted. */
  readonly dropAt: number | null;
}

export function createMemoryStore(
  maxBytes: number,
  now: () => number = Date.now,
): CacheStore & {
  readonly usedBytes: number;
} {
  const slots = new LRUCache<string, Slot>({ maxSize: maxBytes });

  return {
    kind: "memory",
    get usedBytes() {
      return slots.calculatedSize;
    },
    get(key) {
      const slot = slots.get(key);
      if (!slot) return Promise.resolve(null);
      if (slot.dropAt !== null && now() >= slot.dropAt) {
        slots.delete(key);
        return Promise.resolve(null);
      }
      return Promise.resolve(slot.entry);
    },
    set(key, entry, keepSeconds) {
      const kept = toKeptEntry(entry);
      const dropAt = keepSeconds === null ? null : now() + keepSeconds * 1000;
      slots.set(key, { entry: kept, dropAt }, { size: keptBytes(key, kept) });
      return Promise.resolve();
    },
    close() {
      slots.clear();
      return Promise.resolve();
    },
  };
}
