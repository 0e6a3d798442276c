/**
 * A least-recently-used map bounded by bytes: the server's response cache and image copy, and the
 * sandbox's rendered pictures. Each value's size is given when it is set; reading a value makes it
 * the most recently used; setting past the budget evicts the least recently used values first; a
 * value larger than the whole budget is not kept. `getOrLoad` fills a missing key from a loader,
 * once however many callers wait for it (single flight; a failure is not kept). Isomorphic: no
 * Node or DOM API.
 */
export interface ByteLru<V> {
  get(key: string): V | undefined;
  /** Keeps `value`, counted as `bytes`, replacing any value under `key`. */
  set(key: string, value: V, bytes: number): void;
  /** The value under `key`, or what `load` gives (counted as `bytesOf` it), loaded once at a time. */
  getOrLoad(key: string, load: () => Promise<V>, bytesOf: (value: V) => number): Promise<V>;
  delete(key: string): void;
  clear(): void;
  readonly usedBytes: number;
  /** How many values are kept. */
  readonly size: number;
}

export function createByteLru<V>(maxBytes: number): ByteLru<V> {
  const slots = new Map<string, { readonly value: V; readonly bytes: number }>();
  const loading = new Map<string, Promise<V>>();
  let usedBytes = 0;
  const remove = (key: string): void => {
    const slot = slots.get(key);
    if (slot === undefined) return;
    slots.delete(key);
    usedBytes -= slot.bytes;
  };
  const get = (key: string): V | undefined => {
    const slot = slots.get(key);
    if (slot === undefined) return undefined;
    // A Map keeps insertion order: inserting again makes this the most recently used.
    slots.delete(key);
    slots.set(key, slot);
    return slot.value;
  };
  const set = (key: string, value: V, bytes: number): void => {
    remove(key);
    if (bytes > maxBytes) return;
    slots.set(key, { value, bytes });
    usedBytes += bytes;
    for (const oldest of slots.keys()) {
      if (usedBytes <= maxBytes) break;
      remove(oldest);
    }
  };
  return {
    get usedBytes() {
      return usedBytes;
    },
    get size() {
      return slots.size;
    },
    get,
    set,
    getOrLoad(key, load, bytesOf) {
      const cached = get(key);
      if (cached !== undefined) return Promise.resolve(cached);
      const pending = loading.get(key);
      if (pending !== undefined) return pending;
      const promise = load().then(
        (value) => {
          loading.delete(key);
          set(key, value, bytesOf(value));
          return value;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    delete: remove,
    clear() {
      slots.clear();
      usedBytes = 0;
    },
  };
}
