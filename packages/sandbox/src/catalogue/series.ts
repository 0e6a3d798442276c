/**
 * Illust (manga) series and novel series. A series belongs to one user and is a run of that user's
 * works: its members are the user's works at positions `start, start + gap, …` of the user's own id
 * progression (a user's works are USER_COUNT ids apart, see users.ts). So a work knows in O(1)
 * whether, and where, it is in a series, and a series lists its members without any scan. Each user
 * has a few series slots, most of them empty. Pure functions of (seed, user, slot).
 */
import { streamFor } from "./random.js";
import { USER_COUNT } from "./users.js";
import { NOVEL_SERIES_TITLES, SERIES_CAPTIONS, SERIES_TITLES } from "./vocabulary.js";

export type SeriesKind = "illust" | "novel";

/** Series ids: kind base + posterIndex × SERIES_SLOTS + slot. */
const SERIES_ID_BASE: Readonly<Record<SeriesKind, number>> = { illust: 10_000, novel: 2_000_000 };
export const SERIES_SLOTS = 4;
const ACTIVE_SHARE: Readonly<Record<SeriesKind, number>> = { illust: 0.3, novel: 0.35 };

export interface SeriesSpec {
  readonly kind: SeriesKind;
  readonly id: number;
  readonly posterIndex: number;
  readonly slot: number;
  readonly title: string;
  readonly caption: string;
  /** The first member's position in the poster's progression; members are `gap` positions apart. */
  readonly start: number;
  readonly gap: number;
  /** Members planned; those not yet posted or deleted are skipped when listing. */
  readonly length: number;
  readonly isConcluded: boolean;
}

/** The positions a series can start at: the poster's works from about 2010 to 2026. */
export interface PositionRange {
  readonly first: number;
  readonly last: number;
}

export function seriesSpec(
  seedHash: number,
  kind: SeriesKind,
  posterIndex: number,
  slot: number,
  positions: PositionRange,
): SeriesSpec | null {
  if (slot < 0 || slot >= SERIES_SLOTS || posterIndex < 0 || posterIndex >= USER_COUNT) return null;
  const random = streamFor(seedHash, `series:${kind}`, posterIndex, slot);
  if (!random.chance(ACTIVE_SHARE[kind])) return null;
  const length = random.chance(0.9) ? random.int(2, 24) : random.int(25, 100);
  const gap = random.int(1, 3);
  const start = random.int(positions.first, Math.max(positions.first, positions.last - gap * length));
  const titles = kind === "illust" ? SERIES_TITLES : NOVEL_SERIES_TITLES;
  const volume = random.chance(0.3) ? ` ${random.int(2, 5)}` : "";
  return {
    kind,
    id: SERIES_ID_BASE[kind] + posterIndex * SERIES_SLOTS + slot,
    posterIndex,
    slot,
    title: `${random.pick(titles)}${volume}`,
    caption: random.chance(0.4) ? "" : random.pick(SERIES_CAPTIONS),
    start,
    gap,
    length,
    isConcluded: random.chance(0.4),
  };
}

/** Which (poster, slot) a series id names, or null. */
export function seriesSlotOfId(kind: SeriesKind, id: number): { posterIndex: number; slot: number } | null {
  const offset = id - SERIES_ID_BASE[kind];
  if (!Number.isSafeInteger(offset) || offset < 0 || offset >= USER_COUNT * SERIES_SLOTS) return null;
  return { posterIndex: Math.floor(offset / SERIES_SLOTS), slot: offset % SERIES_SLOTS };
}

/** The series (and 0-based order in it) the work at `position` of a poster's progression is in. */
export function seriesAtPosition(
  seedHash: number,
  kind: SeriesKind,
  posterIndex: number,
  position: number,
  positions: PositionRange,
): { spec: SeriesSpec; order: number } | null {
  for (let slot = 0; slot < SERIES_SLOTS; slot++) {
    const spec = seriesSpec(seedHash, kind, posterIndex, slot, positions);
    if (spec === null) continue;
    const steps = position - spec.start;
    if (steps >= 0 && steps % spec.gap === 0 && steps / spec.gap < spec.length) {
      return { spec, order: steps / spec.gap };
    }
  }
  return null;
}

/** The position of member `order` of a series. */
export const memberPosition = (spec: SeriesSpec, order: number): number => spec.start + order * spec.gap;
