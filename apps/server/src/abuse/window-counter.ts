/**
 * Amounts per key over a fixed window (image bytes per client per minute), kept in Redis when the
 * instance has one — so every instance adds to the same total — and in this process otherwise. A
 * failed Redis call falls back to the process's own count, so an outage keeps a limit in place.
 */
import type { Redis } from "ioredis";

export interface WindowTotal {
  readonly total: number;
  /** Milliseconds until the window ends and the total starts again from 0. */
  readonly resetInMs: number;
}

export interface WindowCounter {
  /** Adds `amount` (0 only reads) to the key's total in the current window. */
  add(key: string, amount: number): Promise<WindowTotal>;
}

const KEY_PREFIX = "pxv:v1:window:";
/** Adds, starts the window on the first add, and answers the total and the time left. */
const ADD_SCRIPT = `local total = redis.call("incrby", KEYS[1], ARGV[1])
if redis.call("pttl", KEYS[1]) < 0 then redis.call("pexpire", KEYS[1], ARGV[2]) end
return {total, redis.call("pttl", KEYS[1])}`;
/** Memory entries are swept once there are this many. */
const SWEEP_AT = 10_000;

export function createMemoryWindowCounter(windowMs: number, now: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { total: number; endsAt: number }>();
  const sweep = (time: number): void => {
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
  };
  return {
    add(key, amount) {
      const time = now();
      if (windows.size >= SWEEP_AT) sweep(time);
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { total: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.total += amount;
      return Promise.resolve({ total: window.total, resetInMs: window.endsAt - time });
    },
  };
}

export function createWindowCounter(redis: Redis | null, windowMs: number): WindowCounter {
  const memory = createMemoryWindowCounter(windowMs);
  if (!redis) return memory;
  return {
    async add(key, amount) {
      try {
        const [total, ttl] = (await redis.eval(ADD_SCRIPT, 1, KEY_PREFIX + key, amount, windowMs)) as [
          number,
          number,
        ];
        return { total, resetInMs: ttl > 0 ? ttl : windowMs };
      } catch {
        return memory.add(key, amount);
      }
    },
  };
}
