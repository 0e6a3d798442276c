/**
 * Where the web-login relay keeps each session's CSRF token and user (`{token, userData}` read from
 * the www page): in this process (a bounded map) by default, or in Redis when `REDIS_URL` is set, so
 * that every instance reuses the token one of them fetched. Keys are a SHA-256 of the session: the
 * PHPSESSID itself is never a key, never stored, never logged. Entries live CSRF_TOKEN_TTL_MS. A Redis
 * that cannot answer is a miss (the page is fetched again), never an error.
 */
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";

/** How long a session's CSRF token is reused before the page is fetched again. */
export const CSRF_TOKEN_TTL_MS = 30 * 60 * 1000;
/** Sessions kept at once in one process; the oldest is dropped beyond it. */
const MEMORY_ENTRIES = 5000;
const REDIS_PREFIX = "pxv:v1:web-session:";

export interface WebSessionData {
  readonly token: string;
  readonly userData: Record<string, unknown> | null;
}

export interface WebSessionStore {
  readonly kind: "memory" | "redis";
  get(session: string): Promise<WebSessionData | null>;
  set(session: string, data: WebSessionData): Promise<void>;
  delete(session: string): Promise<void>;
}

/** The store key of a session: its SHA-256, hex. */
export const webSessionKey = (session: string): string => createHash("sha256").update(session).digest("hex");

export function createMemoryWebSessionStore(now: () => number = Date.now): WebSessionStore {
  const entries = new Map<string, { data: WebSessionData; expires: number }>();
  return {
    kind: "memory",
    get(session) {
      const kept = entries.get(webSessionKey(session));
      return Promise.resolve(kept && kept.expires > now() ? kept.data : null);
    },
    set(session, data) {
      const key = webSessionKey(session);
      entries.delete(key);
      entries.set(key, { data, expires: now() + CSRF_TOKEN_TTL_MS });
      if (entries.size > MEMORY_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return Promise.resolve();
    },
    delete(session) {
      entries.delete(webSessionKey(session));
      return Promise.resolve();
    },
  };
}

export function createRedisWebSessionStore(redis: Redis): WebSessionStore {
  const keyOf = (session: string): string => REDIS_PREFIX + webSessionKey(session);
  return {
    kind: "redis",
    async get(session) {
      try {
        const text = await redis.get(keyOf(session));
        return text === null ? null : (JSON.parse(text) as WebSessionData);
      } catch {
        return null;
      }
    },
    async set(session, data) {
      try {
        await redis.set(keyOf(session), JSON.stringify(data), "PX", CSRF_TOKEN_TTL_MS);
      } catch {
        // Not kept: the next request fetches the page again.
      }
    },
    async delete(session) {
      try {
        await redis.del(keyOf(session));
      } catch {
        // It expires on its own.
      }
    },
  };
}
