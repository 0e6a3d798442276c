/**
 * The sandbox's catalogue: users, works and rankings generated from a seed, item by item. Pure (no
 * I/O, no clock): whether a work is already published at a given instant is the caller's question
 * (`isPublished`). Nothing is computed up front; answers are memoized in small bounded maps.
 */
import type { IllustRankMode, NovelRankMode } from "@pxv/pixiv";
import { createFixtures } from "./fixtures.js";
import { HOSTILE_NOVELS, HOSTILE_WORKS } from "./hostile.js";
import {
  generateNovel,
  generateNovelRanking,
  novelExists,
  NOVEL_SERIES_POSITIONS,
  type CatalogueNovel,
} from "./novels.js";
import { hashString } from "./random.js";
import { generateRanking } from "./ranking.js";
import { SERIES_SLOTS, seriesSlotOfId, seriesSpec, type SeriesKind, type SeriesSpec } from "./series.js";
import { createSocialGraph, type SocialGraph } from "./social.js";
import {
  generateUser,
  posterIndexOfWork,
  userIndexOfAvatarNumber,
  userIndexOfId,
  USER_COUNT,
  type CatalogueUser,
} from "./users.js";
import { generateWork, WORK_SERIES_POSITIONS, workExists, type CatalogueWork } from "./works.js";

/** The seed used when none is given: `npm start` and the tests see this catalogue. */
export const DEFAULT_SEED = "pxv-sandbox";

export interface Catalogue {
  readonly seed: string;
  /** The work with this id, or null when there is none (never posted, deleted). */
  illust(id: number): CatalogueWork | null;
  /** The user with this id, or null. */
  user(id: number): CatalogueUser | null;
  /** Who posted a work. */
  poster(work: CatalogueWork): CatalogueUser;
  /** The user whose uploaded avatar has this image number, or null. */
  avatarOwner(avatarNumber: number): CatalogueUser | null;
  /** Ids of the ranking of `mode` on `date` (YYYY-MM-DD, JST), best first. */
  ranking(mode: IllustRankMode, date: string): readonly number[];
  /** The novel with this id, or null. */
  novel(id: number): CatalogueNovel | null;
  novelPoster(novel: CatalogueNovel): CatalogueUser;
  novelRanking(mode: NovelRankMode, date: string): readonly number[];
  /**
   * The work ids of a small user (fixtures.ts), newest first, or null for any other user: a
   * generated user's works are the ids of its progression (users.ts), demo accounts have none.
   */
  fixtureWorkIds(userIndex: number): readonly number[] | null;
  /** The user at a catalogue index (0 ≤ index < USER_COUNT). */
  userAt(index: number): CatalogueUser;
  /** An illust or novel series by id, or null. */
  series(kind: SeriesKind, id: number): SeriesSpec | null;
  /** The series slots of a user that hold a series. */
  seriesOfUser(kind: SeriesKind, userIndex: number): SeriesSpec[];
  readonly social: SocialGraph;
  /** Hashed seed, for generators that take it. */
  readonly seedHash: number;
}

/** Whether a work or novel is visible at `now`: works "posted" after it do not exist yet. */
export function isPublished(work: { readonly postedAt: number }, now: Date): boolean {
  return work.postedAt * 1000 <= now.getTime();
}

/**
 * Memo sizes: enough for a page of every list and the works a search walks past, small enough that
 * the sandbox stays well under bench/sandbox.ts's memory goal (novels hold their whole text).
 */
const USER_MEMO = 2048;
const WORK_MEMO = 4096;
const NOVEL_MEMO = 256;

function boundedMemo<K, V>(limit: number, compute: (key: K) => V): (key: K) => V {
  const entries = new Map<K, V>();
  return (key) => {
    if (entries.has(key)) return entries.get(key) as V;
    const value = compute(key);
    if (entries.size >= limit) entries.delete(entries.keys().next().value as K);
    entries.set(key, value);
    return value;
  };
}

export function createCatalogue(seed: string = DEFAULT_SEED): Catalogue {
  const seedHash = hashString(seed);
  const fixtures = createFixtures(seedHash);
  const userAt = boundedMemo(USER_MEMO, (index: number) => generateUser(seedHash, index));
  const workWithId = boundedMemo(WORK_MEMO, (id: number): CatalogueWork | null => {
    const hostile = HOSTILE_WORKS[id];
    if (hostile !== undefined) return { ...generateWork(seedHash, id), ...hostile };
    return workExists(seedHash, id) ? generateWork(seedHash, id) : null;
  });
  const novelWithId = boundedMemo(NOVEL_MEMO, (id: number): CatalogueNovel | null => {
    const hostile = HOSTILE_NOVELS[id];
    if (hostile !== undefined) return { ...generateNovel(seedHash, id), ...hostile };
    return novelExists(seedHash, id) ? generateNovel(seedHash, id) : null;
  });
  const novelRankingOf = boundedMemo(32, (key: string) => {
    const [mode, date] = key.split("@") as [NovelRankMode, string];
    return Object.freeze(generateNovelRanking(seedHash, mode, date));
  });
  const positions = { illust: WORK_SERIES_POSITIONS, novel: NOVEL_SERIES_POSITIONS } as const;
  const social = createSocialGraph(seedHash);
  const rankingOf = boundedMemo(64, (key: string) => {
    const [mode, date] = key.split("@") as [IllustRankMode, string];
    return Object.freeze(generateRanking(seedHash, mode, date));
  });

  return {
    seed,
    illust: (id) => (Number.isSafeInteger(id) ? (fixtures.work(id) ?? workWithId(id)) : null),
    user: (id) => {
      const index = userIndexOfId(seedHash, id);
      return index === null ? fixtures.user(id) : userAt(index);
    },
    poster: (work) => fixtures.userAtIndex(work.posterIndex) ?? userAt(posterIndexOfWork(seedHash, work.id)),
    avatarOwner: (avatarNumber) => {
      const index = userIndexOfAvatarNumber(avatarNumber);
      if (index === null) return null;
      const user = userAt(index);
      return user.avatar?.number === avatarNumber ? user : null;
    },
    ranking: (mode, date) => rankingOf(`${mode}@${date}`),
    novel: (id) => (Number.isSafeInteger(id) ? novelWithId(id) : null),
    novelPoster: (novel) => userAt(novel.posterIndex),
    novelRanking: (mode, date) => novelRankingOf(`${mode}@${date}`),
    fixtureWorkIds: (userIndex) => fixtures.workIdsOf(userIndex),
    userAt: (index) => userAt(((index % USER_COUNT) + USER_COUNT) % USER_COUNT),
    series: (kind, id) => {
      const slot = seriesSlotOfId(kind, id);
      return slot === null ? null : seriesSpec(seedHash, kind, slot.posterIndex, slot.slot, positions[kind]);
    },
    seriesOfUser: (kind, userIndex) =>
      Array.from({ length: SERIES_SLOTS }, (_, slot) => slot).flatMap(
        (slot) => seriesSpec(seedHash, kind, userIndex, slot, positions[kind]) ?? [],
      ),
    social,
    seedHash,
  };
}
