/**
 * A least-recently-used cache bounded by the total size of its values in bytes, with single-flight
 * loading: concurrent requests for a missing key share one computation. Values larger than the
 * whole budget are returned but never kept.
 */

export interface ByteLru<V> {
  /** The cached value, or the result of `load` (computed once however many callers wait). */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V>;
  readonly totalBytes: number;
  readonly size: number;
}

export function createByteLru<V>(maxBytes: number, sizeOf: (value: V) => number): ByteLru<V> {
  const entries = new Map<string, V>();
  const loading = new Map<string, Promise<V>>();
  let totalBytes = 0;

  const remember = (key: string, value: V): void => {
    const bytes = sizeOf(value);
    if (bytes > maxBytes) return;
    totalBytes += bytes;
    entries.set(key, value);
    for (const [oldestKey, oldest] of entries) {
      if (totalBytes <= maxBytes) break;
      entries.delete(oldestKey);
      totalBytes -= sizeOf(oldest);
    }
  };

  return {
    async getOrLoad(key, load) {
      const cached = entries.get(key);
      if (cached !== undefined) {
        // Map keeps insertion order: re-inserting makes this the most recently used.
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const pending = loading.get(key);
      if (pending !== undefined) return pending;
      const promise = load().then(
        (value) => {
          loading.delete(key);
          remember(key, value);
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
    get totalBytes() {
      return totalBytes;
    },
    get size() {
      return entries.size;
    },
  };
}
