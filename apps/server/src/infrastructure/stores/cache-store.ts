/**
 * The response cache's storage interfaces, and the entry they keep. Two implementations of
 * `CacheStore`: an in-memory LRU bounded by bytes (one process), and Redis (shared by every
 * instance) behind an in-process tier of recent entries (near-tier.ts). A `CacheStore` never throws
 * on a read or write it cannot do: an unreachable store is a miss, so the API keeps answering from
 * upstream. An entry keeps its body as bytes and its compressed copies beside it, so a hit is sent
 * as it is kept, without encoding or compressing it again.
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

/** What describes an entry besides its body and copies. */
export type EntryMeta = Pick<CachedResponse, "statusCode" | "contentType" | "storedAt" | "freshUntil">;

/** An entry as a store keeps it: the body as bytes, decoded to text only when `body` is read. */
export interface KeptEntry extends CachedResponse {
  readonly bytes: Buffer;
}

export interface CacheStore {
  readonly kind: "memory" | "redis";
  get(key: string): Promise<CachedResponse | null>;
  /** Keeps `entry` for `keepSeconds` (fresh time plus the stale-if-error window), or for good. */
  set(key: string, entry: CachedResponse, keepSeconds: number | null): Promise<void>;
  close(): Promise<void>;
}

/** An entry with the version its writer gave it: two copies with one version are the same answer. */
export interface VersionedEntry {
  readonly entry: KeptEntry;
  readonly version: string;
}

/**
 * A shared store whose entries carry versions (Redis), so that a copy kept in the process can be
 * checked by its version, a few bytes, instead of reading the entry again. Unlike `CacheStore`,
 * these calls reject when the store cannot answer: the tier in front decides what that means.
 */
export interface VersionedStore {
  readonly kind: CacheStore["kind"];
  read(key: string): Promise<VersionedEntry | null>;
  versionOf(key: string): Promise<string | null>;
  write(key: string, value: VersionedEntry, keepSeconds: number | null): Promise<void>;
  close(): Promise<void>;
}

/** Bookkeeping per entry besides its body and copies (key, headers, Map slot). */
const ENTRY_OVERHEAD_BYTES = 256;

export function keptEntry(meta: EntryMeta, bytes: Buffer, encoded: EncodedBodies | undefined): KeptEntry {
  const { statusCode, contentType, storedAt, freshUntil } = meta;
  return {
    statusCode,
    contentType,
    storedAt,
    freshUntil,
    bytes,
    ...(encoded ? { encoded } : {}),
    get body() {
      return bytes.toString("utf8");
    },
  };
}

/** `entry` in the kept form; an entry that already has its bytes is not decoded and encoded again. */
export function toKeptEntry(entry: CachedResponse): KeptEntry {
  return keptEntry(entry, entry.bytes ?? Buffer.from(entry.body, "utf8"), entry.encoded);
}

/** What keeping `entry` under `key` costs in memory: body, compressed copies, key and bookkeeping. */
export function keptBytes(key: string, entry: KeptEntry): number {
  const copies = Object.values(entry.encoded ?? {}).reduce((sum, copy) => sum + copy.byteLength, 0);
  return entry.bytes.byteLength + copies + key.length + ENTRY_OVERHEAD_BYTES;
}
