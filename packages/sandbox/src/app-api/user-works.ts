/**
 * A user's own works and novels, newest first, found without any index: a user's works are the ids
 * at the positions of their progression (users.ts), so listing walks the positions down from the
 * newest published id. Small users (catalogue/fixtures.ts) list the works the catalogue names for
 * them. Totals for `/v1/user/detail` walk them all once and are memoized per user.
 */
import { isPublished, type Catalogue } from "../catalogue/catalogue.js";
import { firstNovelIdPostedFrom, FIRST_NOVEL_ID, novelExists } from "../catalogue/novels.js";
import { firstIdPostedFrom, FIRST_WORK_ID } from "../catalogue/timeline.js";
import { positionOfWork, workIdAtPosition } from "../catalogue/users.js";
import { workExists, workTraits, type WorkType } from "../catalogue/works.js";

export type WorkFilter = "illust" | "manga" | "any";

export interface UserCounts {
  readonly illusts: number;
  readonly manga: number;
  readonly novels: number;
  readonly following: number;
  readonly mypixiv: number;
  readonly illustBookmarks: number;
  readonly illustSeries: number;
  readonly novelSeries: number;
}

/** pixiv's `type=illust` lists ugoira with illusts. */
const fitsFilter = (type: WorkType, filter: WorkFilter): boolean =>
  filter === "any" || (filter === "manga" ? type === "manga" : type !== "manga");

/**
 * A generated user's ids on one timeline (works or novels), walking the progression's positions down
 * from `newest` (no id above it or below `first`): the first `limit` that `accept` takes.
 */
function userIdsDown(
  seedHash: number,
  userIndex: number,
  range: { readonly newest: number; readonly first: number; readonly limit: number },
  accept: (id: number) => boolean,
): number[] {
  const ids: number[] = [];
  for (
    let position = positionOfWork(seedHash, range.newest);
    position >= 0 && ids.length < range.limit;
    position--
  ) {
    const id = workIdAtPosition(seedHash, userIndex, position);
    if (id <= range.newest && id >= range.first && accept(id)) ids.push(id);
  }
  return ids;
}

/** The first `limit` ids of a user's works that fit `filter`, newest first, posted before `now`. */
export function userWorkIds(
  catalogue: Catalogue,
  userIndex: number,
  now: Date,
  filter: WorkFilter,
  limit: number,
): number[] {
  const fixed = catalogue.fixtureWorkIds(userIndex);
  if (fixed !== null) {
    return fixed
      .filter((id) => {
        const work = catalogue.illust(id);
        return work !== null && isPublished(work, now) && fitsFilter(work.type, filter);
      })
      .slice(0, limit);
  }
  if (userIndex < 0) return [];
  const { seedHash } = catalogue;
  const newest = firstIdPostedFrom(Math.floor(now.getTime() / 1000)) - 1;
  return userIdsDown(
    seedHash,
    userIndex,
    { newest, first: FIRST_WORK_ID, limit },
    (id) =>
      workExists(seedHash, id) && (filter === "any" || fitsFilter(workTraits(seedHash, id).type, filter)),
  );
}

/** The first `limit` ids of a user's novels, newest first, posted before `now`. */
export function userNovelIds(catalogue: Catalogue, userIndex: number, now: Date, limit: number): number[] {
  if (userIndex < 0) return [];
  const { seedHash } = catalogue;
  const newest = firstNovelIdPostedFrom(Math.floor(now.getTime() / 1000)) - 1;
  return userIdsDown(seedHash, userIndex, { newest, first: FIRST_NOVEL_ID, limit }, (id) =>
    novelExists(seedHash, id),
  );
}

const countsMemo = new Map<string, UserCounts>();
const COUNTS_MEMO_LIMIT = 1024;

export function userCounts(catalogue: Catalogue, userIndex: number, now: Date): UserCounts {
  if (userIndex < 0) {
    // Demo accounts and small users: outside the generated graph, with only their own works.
    const count = (filter: WorkFilter): number =>
      userWorkIds(catalogue, userIndex, now, filter, Number.MAX_SAFE_INTEGER).length;
    return {
      illusts: count("illust"),
      manga: count("manga"),
      novels: 0,
      following: 0,
      mypixiv: 0,
      illustBookmarks: 0,
      illustSeries: 0,
      novelSeries: 0,
    };
  }
  // Counts change only when new works appear: memoize per day.
  const key = `${catalogue.seed}\u0000${userIndex}\u0000${Math.floor(now.getTime() / 86_400_000)}`;
  const memo = countsMemo.get(key);
  if (memo !== undefined) return memo;
  const works = userWorkIds(catalogue, userIndex, now, "any", Number.MAX_SAFE_INTEGER);
  let manga = 0;
  for (const id of works) if (workTraits(catalogue.seedHash, id).type === "manga") manga++;
  const counts: UserCounts = {
    illusts: works.length - manga,
    manga,
    novels: userNovelIds(catalogue, userIndex, now, Number.MAX_SAFE_INTEGER).length,
    following: catalogue.social.following(userIndex).length,
    mypixiv: 0,
    illustBookmarks: catalogue.social.bookmarkCount(userIndex, "illust"),
    illustSeries: catalogue.seriesOfUser("illust", userIndex).length,
    novelSeries: catalogue.seriesOfUser("novel", userIndex).length,
  };
  if (countsMemo.size >= COUNTS_MEMO_LIMIT) countsMemo.delete(countsMemo.keys().next().value as string);
  countsMemo.set(key, counts);
  return counts;
}
