/**
 * The shared cache on Redis (REDIS_URL): every pxv instance reads and writes the same entries, and
 * the server account's token is kept and its refresh locked here so that one instance refreshes
 * for all. The client never queues commands while Redis is away and gives up on a command after a
 * second, so a stopped Redis turns into misses (answers come from upstream) rather than hangs; it
 * keeps reconnecting in the background. An entry is a hash: its version, its description as JSON,
 * and its body and compressed copies as bytes, so a read decodes nothing but the description, and
 * the version alone can be read to check a copy kept in the process (near-tier.ts).
 */
import { createHash, randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";
import type { AccessToken, SharedTokenStore } from "../../upstream/server-account.js";
import { ENCODINGS, type Encoding } from "../compression/encoding.js";
import { keptEntry, type EntryMeta, type VersionedStore } from "./cache-store.js";

const KEY_PREFIX = "pxv:v1:";
/**
 * Cache entries are hashes with binary fields (v1 kept them as JSON strings with base64 copies, a
 * decode of the whole entry on every read); the old ones expire by themselves.
 */
const ENTRY_PREFIX = "pxv:v2:cache:";
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

/** An entry's hash fields beside its compressed copies (one field per encoding, named by it). */
const VERSION_FIELD = "version";
const META_FIELD = "meta";
const BODY_FIELD = "body";
const ENTRY_FIELDS = [VERSION_FIELD, META_FIELD, BODY_FIELD, ...ENCODINGS] as const;

export function createRedisStore(redis: Redis): VersionedStore {
  return {
    kind: "redis",
    async read(key) {
      const [version, meta, body, ...copies] = await redis.hmgetBuffer(ENTRY_PREFIX + key, ...ENTRY_FIELDS);
      if (!version || !meta || !body) return null;
      const encoded: Partial<Record<Encoding, Buffer>> = {};
      ENCODINGS.forEach((encoding, index) => {
        const copy = copies[index];
        if (copy) encoded[encoding] = copy;
      });
      const described = JSON.parse(meta.toString("utf8")) as EntryMeta;
      const copiesKept = Object.keys(encoded).length > 0 ? encoded : undefined;
      return { version: version.toString("utf8"), entry: keptEntry(described, body, copiesKept) };
    },
    versionOf(key) {
      return redis.hget(ENTRY_PREFIX + key, VERSION_FIELD);
    },
    async write(key, { entry, version }, keepSeconds) {
      const { statusCode, contentType, storedAt, freshUntil } = entry;
      const meta: EntryMeta = { statusCode, contentType, storedAt, freshUntil };
      const fields: Record<string, string | Buffer> = {
        [VERSION_FIELD]: version,
        [META_FIELD]: JSON.stringify(meta),
        [BODY_FIELD]: entry.bytes,
      };
      for (const encoding of ENCODINGS) {
        const copy = entry.encoded?.[encoding];
        if (copy) fields[encoding] = copy;
      }
      const seconds = Math.max(1, Math.ceil(keepSeconds ?? PERMANENT_KEEP_SECONDS));
      const redisKey = ENTRY_PREFIX + key;
      // One transaction: a reader never sees the new body beside the old copies.
      const results = await redis
        .multi()
        .del(redisKey)
        .hset(redisKey, fields)
        .expire(redisKey, seconds)
        .exec();
      const failed = results?.find(([error]) => error !== null)?.[0];
      if (!results || failed)
        throw new Error(`redis did not keep the entry: ${failed?.message ?? "aborted"}`);
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
