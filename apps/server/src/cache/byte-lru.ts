/**
 * A least-recently-used map bounded by bytes, the core of pxv's in-process caches (the response
 * cache's memory store and the image proxy's copy of recent pictures). Each value's size is given
 * when it is set; reading a value makes it the most recently used; setting past the budget evicts
 * the least recently used values first; a value larger than the whole budget is not kept.
 */
export interface ByteLru<V> {
  get(key: string): V | undefined;
  /** Keeps `value`, counted as `bytes`, replacing any value under `key`. */
  set(key: string, value: V, bytes: number): void;
  delete(key: string): void;
  clear(): void;
  readonly usedBytes: number;
}

export function createByteLru<V>(maxBytes: number): ByteLru<V> {
  const slots = new Map<string, { readonly value: V; readonly bytes: number }>();
  let usedBytes = 0;
  const remove = (key: string): void => {
    const slot = slots.get(key);
    if (slot === undefined) return;
    slots.delete(key);
    usedBytes -= slot.bytes;
  };
  return {
    get usedBytes() {
      return usedBytes;
    },
    get(key) {
      const slot = slots.get(key);
      if (slot === undefined) return undefined;
      // A Map keeps insertion order: inserting again makes this the most recently used.
      slots.delete(key);
      slots.set(key, slot);
      return slot.value;
    },
    set(key, value, bytes) {
      remove(key);
      if (bytes > maxBytes) return;
      slots.set(key, { value, bytes });
      usedBytes += bytes;
      for (const oldest of slots.keys()) {
        if (usedBytes <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    clear() {
      slots.clear();
      usedBytes = 0;
    },
  };
}
