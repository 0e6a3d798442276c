/**
 * The in-process tier in front of the shared cache (Redis): entries this instance read or wrote
 * lately are kept here, in an LRU bounded by bytes, and a hit on one is sent as it is kept (body
 * bytes and compressed copies) with no round trip and no decoding, as fast as the memory cache.
 *
 * Invariants:
 * - a kept copy is trusted for `checkAfterMs` after it was read, written or checked, and only while
 *   it is fresh; then its version is compared with Redis's (a few bytes), and the entry is read
 *   again only when another instance wrote a newer one; an entry gone from Redis is dropped here too;
 * - one read or check per key at a time, however many requests wait for it;
 * - a write goes to both tiers, under a new version;
 * - when Redis cannot answer, the kept copy answers (the response cache still judges whether it is
 *   fresh, and serves it stale only when upstream fails); with no copy, it is a miss.
 */
import { randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";
import {
  keptBytes,
  toKeptEntry,
  type CacheStore,
  type CachedResponse,
  type KeptEntry,
  type VersionedEntry,
  type VersionedStore,
} from "./cache-store.js";

/** How long a kept copy answers before its version is checked: how late another instance's write is seen. */
export const NEAR_CHECK_AFTER_MS = 1000;

export interface NearTierOptions {
  /** Memory the kept copies may use; an entry larger than this is not kept (always read from Redis). */
  readonly maxBytes: number;
  readonly checkAfterMs?: number;
  readonly now?: () => number;
}

interface Slot {
  readonly entry: KeptEntry;
  readonly version: string;
  /** When the copy was last known to be Redis's (read, written or checked). */
  checkedAt: number;
}

export function createNearTier(
  far: VersionedStore,
  options: NearTierOptions,
): CacheStore & { readonly usedBytes: number } {
  const { maxBytes, checkAfterMs = NEAR_CHECK_AFTER_MS, now = Date.now } = options;
  const slots = new LRUCache<string, Slot>({ maxSize: maxBytes });
  const refreshing = new Map<string, Promise<CachedResponse | null>>();

  const keep = (key: string, { entry, version }: VersionedEntry): void => {
    slots.set(key, { entry, version, checkedAt: now() }, { size: keptBytes(key, entry) });
  };

  const trusted = (slot: Slot): boolean => {
    const at = now();
    return (
      at - slot.checkedAt < checkAfterMs && (slot.entry.freshUntil === null || at < slot.entry.freshUntil)
    );
  };

  async function refresh(key: string, slot: Slot | undefined): Promise<CachedResponse | null> {
    try {
      if (slot && (await far.versionOf(key)) === slot.version) {
        slot.checkedAt = now();
        return slot.entry;
      }
      const found = await far.read(key);
      // A write made here while Redis was read is newer than what was read: it stays.
      const unchanged = slots.get(key) === slot;
      if (!found) {
        if (unchanged) slots.delete(key);
        return null;
      }
      if (unchanged) keep(key, found);
      return found.entry;
    } catch {
      return slot?.entry ?? null;
    }
  }

  return {
    kind: far.kind,
    get usedBytes() {
      return slots.calculatedSize;
    },
    get(key) {
      const slot = slots.get(key);
      if (slot && trusted(slot)) return Promise.resolve(slot.entry);
      let pending = refreshing.get(key);
      if (!pending) {
        pending = refresh(key, slot).finally(() => refreshing.delete(key));
        refreshing.set(key, pending);
      }
      return pending;
    },
    async set(key, entry, keepSeconds) {
      const versioned: VersionedEntry = { entry: toKeptEntry(entry), version: randomUUID() };
      keep(key, versioned);
      try {
        await far.write(key, versioned, keepSeconds);
      } catch {
        // Kept here only: the other instances miss it, and this one takes Redis's copy once it answers again.
      }
    },
    async close() {
      slots.clear();
      await far.close();
    },
  };
}
