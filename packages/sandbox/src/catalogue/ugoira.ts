/**
 * An ugoira's frames: how many and how long each shows (ms), a pure function of the work. The
 * metadata endpoint and the zips on i.pximg.net both read it, so the frames in a zip always match.
 * Hand-written works (fixtures.ts) carry their own delays.
 */
import { streamFor } from "./random.js";
import type { CatalogueWork } from "./works.js";

export interface UgoiraFrame {
  readonly file: string;
  readonly delay: number;
}

const frameFile = (index: number): string => `${String(index).padStart(6, "0")}.jpg`;

export function ugoiraFrames(work: CatalogueWork): UgoiraFrame[] {
  if (work.ugoiraDelays !== undefined) {
    return work.ugoiraDelays.map((delay, index) => ({ file: frameFile(index), delay }));
  }
  const random = streamFor(work.seedHash, "ugoira", work.id);
  const count = random.int(4, 24);
  const steady = random.chance(0.6);
  const base = random.int(3, 15) * 10;
  return Array.from({ length: count }, (_, index) => ({
    file: frameFile(index),
    delay: steady ? base : random.int(2, 30) * 10,
  }));
}
