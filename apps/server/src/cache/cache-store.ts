/**
 * The response cache's storage interface, and the entry it stores. Two implementations: an
 * in-memory LRU bounded by bytes (one process) and Redis (shared by every instance). A store
 * never throws on a read or write it cannot do: an unreachable store is a miss, so the API keeps
 * answering from upstream. An entry keeps its compressed copies beside the body, so a hit is sent
 * compressed without compressing it again.
 */
import type { EncodedBodies } from "../compression/encoding.js";

export interface CachedResponse {
  readonly statusCode: number;
  readonly contentType: string;
  readonly body: string;
  /** The body as UTF-8 bytes, when the store keeps it that way (sent as is, not encoded again). */
  readonly bytes?: Buffer;
  /** The body compressed once when it was stored (absent for small or non-text bodies). */
  readonly encoded?: EncodedBodies;
  /** Epoch milliseconds it was produced. */
  readonly storedAt: number;
  /** Epoch milliseconds until which it is fresh; `null` means it never goes stale. */
  readonly freshUntil: number | null;
}

export interface CacheStore {
  readonly kind: "memory" | "redis";
  get(key: string): Promise<CachedResponse | null>;
  /** Keeps `entry` for `keepSeconds` (fresh time plus the stale-if-error window), or for good. */
  set(key: string, entry: CachedResponse, keepSeconds: number | null): Promise<void>;
  close(): Promise<void>;
}
