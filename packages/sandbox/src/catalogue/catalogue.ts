/**
 * The sandbox's catalogue: users, works and rankings generated from a seed, item by item. Pure (no
 * I/O, no clock): whether a work is already published at a given instant is the caller's question
 * (`isPublished`). Nothing is computed up front; answers are memoized in small bounded maps.
 */
import type { IllustRankMode } from "@pxv/pixiv";
import { hashString } from "./random.js";
import { generateRanking } from "./ranking.js";
import {
  generateUser,
  posterIndexOfWork,
  userIndexOfAvatarNumber,
  userIndexOfId,
  type CatalogueUser,
} from "./users.js";
import { generateWork, workExists, type CatalogueWork } from "./works.js";

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
}

/** Whether a work is visible at `now`: works "posted" after it do not exist yet. */
export function isPublished(work: CatalogueWork, now: Date): boolean {
  return work.postedAt * 1000 <= now.getTime();
}

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
  const userAt = boundedMemo(4096, (index: number) => generateUser(seedHash, index));
  const workWithId = boundedMemo(8192, (id: number) =>
    workExists(seedHash, id) ? generateWork(seedHash, id) : null,
  );
  const rankingOf = boundedMemo(64, (key: string) => {
    const [mode, date] = key.split("@") as [IllustRankMode, string];
    return Object.freeze(generateRanking(seedHash, mode, date));
  });

  return {
    seed,
    illust: (id) => (Number.isSafeInteger(id) ? workWithId(id) : null),
    user: (id) => {
      const index = userIndexOfId(seedHash, id);
      return index === null ? null : userAt(index);
    },
    poster: (work) => userAt(posterIndexOfWork(seedHash, work.id)),
    avatarOwner: (avatarNumber) => {
      const index = userIndexOfAvatarNumber(avatarNumber);
      if (index === null) return null;
      const user = userAt(index);
      return user.avatar?.number === avatarNumber ? user : null;
    },
    ranking: (mode, date) => rankingOf(`${mode}@${date}`),
  };
}
