/**
 * The embedded response cache: an LRU bounded by bytes (bodies are kept and counted as UTF-8 bytes,
 * plus a fixed overhead per entry). Reading an entry makes it the most recently used; writing past
 * the budget evicts the least recently used entries first; an entry larger than the whole budget is
 * not kept. Bodies are kept encoded so that a hit is written to the socket as it is, without
 * encoding a large JSON string again on every request; `body` decodes them only when asked.
 */
import type { CacheStore, CachedResponse } from "./cache-store.js";

/** Bookkeeping per entry besides its body (key, headers, Map slot). */
const ENTRY_OVERHEAD_BYTES = 256;

interface Slot {
  readonly entry: Omit<CachedResponse, "body"> & { readonly bytes: Buffer };
  readonly bytes: number;
  /** Epoch milliseconds after which the entry is dropped, or null to keep it until evicted. */
  readonly dropAt: number | null;
}

export function createMemoryStore(
  maxBytes: number,
  now: () => number = Date.now,
): CacheStore & {
  readonly usedBytes: number;
} {
  const slots = new Map<string, Slot>();
  let usedBytes = 0;

  const remove = (key: string): void => {
    const slot = slots.get(key);
    if (!slot) return;
    slots.delete(key);
    usedBytes -= slot.bytes;
  };

  return {
    kind: "memory",
    get usedBytes() {
      return usedBytes;
    },
    get(key) {
      const slot = slots.get(key);
      if (!slot) return Promise.resolve(null);
      if (slot.dropAt !== null && now() >= slot.dropAt) {
        remove(key);
        return Promise.resolve(null);
      }
      slots.delete(key);
      slots.set(key, slot);
      const { bytes } = slot.entry;
      return Promise.resolve({
        ...slot.entry,
        get body() {
          return bytes.toString("utf8");
        },
      });
    },
    set(key, entry, keepSeconds) {
      remove(key);
      const { body, ...meta } = entry;
      const encoded = entry.bytes ?? Buffer.from(body, "utf8");
      const bytes = encoded.byteLength + key.length + ENTRY_OVERHEAD_BYTES;
      if (bytes > maxBytes) return Promise.resolve();
      const dropAt = keepSeconds === null ? null : now() + keepSeconds * 1000;
      slots.set(key, { entry: { ...meta, bytes: encoded }, bytes, dropAt });
      usedBytes += bytes;
      for (const oldest of slots.keys()) {
        if (usedBytes <= maxBytes) break;
        remove(oldest);
      }
      return Promise.resolve();
    },
    close() {
      slots.clear();
      usedBytes = 0;
      return Promise.resolve();
    },
  };
}
