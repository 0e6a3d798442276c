/**
 * The shared cache on Redis (REDIS_URL): every pxv instance reads and writes the same entries, and
 * the server account's token is kept and its refresh locked here so that one instance refreshes
 * for all. The client never queues commands while Redis is away and gives up on a command after a
 * second, so a stopped Redis turns into misses (answers come from upstream) rather than hangs; it
 * keeps reconnecting in the background. An entry is kept as JSON, its compressed copies in base64.
 */
import { createHash, randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";
import type { AccessToken, SharedTokenStore } from "../upstream/server-account.js";
import { ENCODINGS, type EncodedBodies, type Encoding } from "../compression/encoding.js";
import type { CacheStore, CachedResponse } from "./cache-store.js";

const KEY_PREFIX = "pxv:v1:";
const COMMAND_TIMEOUT_MS = 1000;
/** Entries with no lifetime (detail pages) are still dropped after this long without a write. */
const PERMANENT_KEEP_SECONDS = 30 * 86_400;

export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let reported = false;
  redis.on("error", (error: Error) => {
    // One line per outage, not one per reconnect attempt; the URL may hold a password, so it is
    // never logged.
    if (!reported)
      log.warn({ err: { message: error.message } }, "redis unavailable; answering from upstream");
    reported = true;
  });
  redis.on("ready", () => {
    if (reported) log.info("redis reachable again");
    reported = false;
  });
  return redis;
}

/**
 * Waits until the connection is ready, at most `timeoutMs`: commands are not queued while
 * connecting, so the first requests would otherwise miss the cache and the shared limits. A Redis
 * that is down at start-up does not stop pxv; it connects when Redis comes.
 */
export function waitForRedis(redis: Redis, timeoutMs = 2000): Promise<boolean> {
  if (redis.status === "ready") return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean): void => {
      clearTimeout(timer);
      redis.off("ready", onReady);
      resolve(ready);
    };
    const onReady = (): void => {
      done(true);
    };
    const timer = setTimeout(() => {
      done(false);
    }, timeoutMs);
    redis.on("ready", onReady);
  });
}

/** An entry as Redis keeps it: the body as text, its compressed copies as base64. */
interface StoredEntry extends Omit<CachedResponse, "bytes" | "encoded"> {
  readonly encoded?: Partial<Record<Encoding, string>>;
}

function toStored(entry: CachedResponse): StoredEntry {
  const { statusCode, contentType, body, storedAt, freshUntil, encoded } = entry;
  const stored: StoredEntry = { statusCode, contentType, body, storedAt, freshUntil };
  if (!encoded) return stored;
  const copies: Partial<Record<Encoding, string>> = {};
  for (const encoding of ENCODINGS) {
    const copy = encoded[encoding];
    if (copy) copies[encoding] = copy.toString("base64");
  }
  return { ...stored, encoded: copies };
}

function fromStored(stored: StoredEntry): CachedResponse {
  const { encoded, ...entry } = stored;
  if (!encoded) return entry;
  const copies: Partial<Record<Encoding, Buffer>> = {};
  for (const encoding of ENCODINGS) {
    const copy = encoded[encoding];
    if (typeof copy === "string") copies[encoding] = Buffer.from(copy, "base64");
  }
  return { ...entry, encoded: copies satisfies EncodedBodies };
}

export function createRedisStore(redis: Redis): CacheStore {
  return {
    kind: "redis",
    async get(key) {
      try {
        const text = await redis.get(KEY_PREFIX + key);
        return text === null ? null : fromStored(JSON.parse(text) as StoredEntry);
      } catch {
        return null;
      }
    },
    async set(key, entry, keepSeconds) {
      try {
        const seconds = Math.max(1, Math.ceil(keepSeconds ?? PERMANENT_KEEP_SECONDS));
        await redis.set(KEY_PREFIX + key, JSON.stringify(toStored(entry)), "EX", seconds);
      } catch {
        // An unreachable cache is only a miss next time.
      }
    },
    async close() {
      // The connection is shared; its owner closes it.
    },
  };
}

const UNLOCK_SCRIPT = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/** The server account's token, shared by all instances; keyed by a hash of the refresh token. */
export function createRedisTokenStore(redis: Redis, refreshToken: string): SharedTokenStore {
  const id = createHash("sha256").update(refreshToken).digest("hex").slice(0, 16);
  const tokenKey = `${KEY_PREFIX}account:${id}:token`;
  const lockKey = `${KEY_PREFIX}account:${id}:refresh-lock`;
  const owner = randomUUID();
  return {
    async read() {
      const text = await redis.get(tokenKey);
      return text === null ? null : (JSON.parse(text) as { accessToken: AccessToken; refreshToken: string });
    },
    async write(value) {
      const ttlMs = Math.max(1000, value.accessToken.expiresAt - Date.now());
      await redis.set(tokenKey, JSON.stringify(value), "PX", ttlMs);
    },
    async lock(ttlMs) {
      return (await redis.set(lockKey, owner, "PX", ttlMs, "NX")) === "OK";
    },
    async unlock() {
      await redis.eval(UNLOCK_SCRIPT, 1, lockKey, owner);
    },
  };
}
