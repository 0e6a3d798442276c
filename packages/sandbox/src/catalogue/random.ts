/**
 * Deterministic randomness for the catalogue. Every generated fact is a pure function of
 * (seed, what is being decided, which item), computed with 32-bit integer hashing, so the catalogue
 * is identical on every machine and any item can be generated alone, without generating the rest.
 */

/** A 32-bit hash of a string (FNV-1a followed by a murmur3 finalizer). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return mix32(hash);
}

/** murmur3's finalizer: spreads every input bit over the whole 32-bit output. */
export function mix32(value: number): number {
  let hash = value >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** Combines hashes and integers (each a 32-bit unsigned value or an integer below 2^53) into one hash. */
export function combine(...parts: readonly number[]): number {
  let hash = 0x9e3779b9;
  for (const part of parts) {
    const low = part >>> 0;
    const high = Math.floor(part / 0x1_0000_0000) >>> 0;
    hash = mix32(hash ^ low) + 0x7f4a7c15;
    if (high !== 0) hash = mix32(hash ^ high) + 0x7f4a7c15;
  }
  return mix32(hash);
}

/** A sequence of random numbers drawn from one hash (mulberry32). */
export interface RandomStream {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements of a list, in random order (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function randomStream(state: number): RandomStream {
  let current = state >>> 0;
  const next = (): number => {
    current = (current + 0x6d2b79f5) >>> 0;
    let value = current;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 0x1_0000_0000;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new RangeError("pick() needs a non-empty list");
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      const [item] = pool.splice(Math.floor(next() * pool.length), 1) as [T];
      chosen.push(item);
    }
    return chosen;
  };
  return { next, int, chance: (probability) => next() < probability, pick, sample };
}

/** A stream for one decision about one item: `stream(seedHash, "title", id)`. */
export function streamFor(seedHash: number, topic: string, ...keys: readonly number[]): RandomStream {
  return randomStream(combine(seedHash, hashString(topic), ...keys));
}

/** `count` lowercase hex digits drawn from a stream (pixiv's 32-hex image names). */
export function hexDigits(random: RandomStream, count: number): string {
  let text = "";
  for (let index = 0; index < count; index++) text += Math.floor(random.next() * 16).toString(16);
  return text;
}
