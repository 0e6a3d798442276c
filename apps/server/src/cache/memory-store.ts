/**
 * The embedded response cache: an LRU bounded by bytes (bodies are kept and counted as UTF-8 bytes,
 * plus a fixed overhead per entry). Reading an entry makes it the most recently used; writing past
 * the budget evicts the least recently used entries first; an entry larger than the whole budget is
 * not kept. Bodies are kept encoded so that a hit is written to the socket as it is, without
 * encoding a large JSON string again on every request; `body` decodes them only when asked. The
 * compressed copies an entry carries count against the budget too.
 */
import { createByteLru } from "@pxv/pixiv";
import type { CacheStore, CachedResponse } from "./cache-store.js";

/** Bookkeeping per entry besides its body (key, headers, Map slot). */
const ENTRY_OVERHEAD_BYTES = 256;

interface Slot {
  readonly entry: Omit<CachedResponse, "body"> & { readonly bytes: Buffer };
  /** Epoch milliseconds after which the entry is dropped, or null to keep it until evicted. */
  readonly dropAt: number | null;
}

export function createMemoryStore(
  maxBytes: number,
  now: () => number = Date.now,
): CacheStore & {
  readonly usedBytes: number;
} {
  const slots = createByteLru<Slot>(maxBytes);

  return {
    kind: "memory",
    get usedBytes() {
      return slots.usedBytes;
    },
    get(key) {
      const slot = slots.get(key);
      if (!slot) return Promise.resolve(null);
      if (slot.dropAt !== null && now() >= slot.dropAt) {
        slots.delete(key);
        return Promise.resolve(null);
      }
      const { bytes } = slot.entry;
      return Promise.resolve({
        ...slot.entry,
        get body() {
          return bytes.toString("utf8");
        },
      });
    },
    set(key, entry, keepSeconds) {
      const { body, ...meta } = entry;
      const encoded = entry.bytes ?? Buffer.from(body, "utf8");
      const dropAt = keepSeconds === null ? null : now() + keepSeconds * 1000;
      const copiesBytes = Object.values(entry.encoded ?? {}).reduce((sum, copy) => sum + copy.byteLength, 0);
      slots.set(
        key,
        { entry: { ...meta, bytes: encoded }, dropAt },
        encoded.byteLength + copiesBytes + key.length + ENTRY_OVERHEAD_BYTES,
      );
      return Promise.resolve();
    },
    close() {
      slots.clear();
      return Promise.resolve();
    },
  };
}
