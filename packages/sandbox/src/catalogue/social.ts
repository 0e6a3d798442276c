/**
 * The follow graph and the bookmarks of catalogue users, generated without storing either. Following
 * uses one global list of index offsets: user u follows u + o (mod USER_COUNT) for each offset o that
 * a hash of (u, o) accepts at u's activity level. So a user's followers are found from the same
 * offsets backwards, and the graph is consistent both ways. A user's bookmarks are a deterministic
 * draw of works (or novels) posted before the catalogue's anchor date; some of them were deleted
 * since, as on pixiv, and show as placeholders.
 */
import { combine, hashString, streamFor } from "./random.js";
import { USER_COUNT } from "./users.js";

const FOLLOW_OFFSETS_COUNT = 400;
/** The newest bookmark's id; older ones count down. */
export const GENERATED_BOOKMARK_TOP = 9_000_000_000;

export interface SocialGraph {
  /** 0 to 1: how much a user follows and bookmarks. */
  activity(userIndex: number): number;
  /** Indexes of the users `userIndex` follows, in the order pixiv would list them. */
  following(userIndex: number): number[];
  /** Indexes of the users who follow `userIndex`. */
  followers(userIndex: number): number[];
  follows(follower: number, followed: number): boolean;
  /** How many works (or novels) a user has bookmarked publicly. */
  bookmarkCount(userIndex: number, kind: "illust" | "novel"): number;
}

export function createSocialGraph(seedHash: number): SocialGraph {
  const offsetStream = streamFor(seedHash, "follow-offsets");
  const offsets: number[] = [];
  const seen = new Set<number>();
  while (offsets.length < FOLLOW_OFFSETS_COUNT) {
    const offset = offsetStream.int(1, USER_COUNT - 1);
    if (!seen.has(offset)) {
      seen.add(offset);
      offsets.push(offset);
    }
  }
  const offsetSlot = new Map(offsets.map((offset, slot) => [offset, slot]));
  const followTopic = hashString("follow");
  // Users outside the generated catalogue (negative indexes: demo accounts, small users) follow,
  // are followed by and bookmark nobody here.
  const activity = (userIndex: number): number =>
    userIndex < 0 ? 0 : streamFor(seedHash, "activity", userIndex).next() ** 2.5;
  const accepts = (userIndex: number, slot: number): boolean =>
    combine(seedHash, followTopic, userIndex, slot) / 0x1_0000_0000 < activity(userIndex) * 0.6;

  return {
    activity,
    following: (userIndex) =>
      offsets.flatMap((offset, slot) =>
        accepts(userIndex, slot) ? [(userIndex + offset) % USER_COUNT] : [],
      ),
    followers: (userIndex) =>
      offsets.flatMap((offset, slot) => {
        if (userIndex < 0) return [];
        const follower = (userIndex - offset + USER_COUNT) % USER_COUNT;
        return accepts(follower, slot) ? [follower] : [];
      }),
    follows: (follower, followed) => {
      if (followed < 0) return false;
      const slot = offsetSlot.get((followed - follower + USER_COUNT) % USER_COUNT);
      return slot !== undefined && accepts(follower, slot);
    },
    bookmarkCount: (userIndex, kind) => Math.floor(activity(userIndex) * (kind === "illust" ? 3_000 : 400)),
  };
}

/** The id of bookmark `index` (0 = newest) of a generated list. */
export const generatedBookmarkId = (index: number): number => GENERATED_BOOKMARK_TOP - index;
export const generatedBookmarkIndex = (bookmarkId: number): number => GENERATED_BOOKMARK_TOP - bookmarkId;

/** The work or novel id bookmark `index` of a user points at, drawn from [firstId, lastId]. */
export function bookmarkedId(
  seedHash: number,
  kind: "illust" | "novel",
  userIndex: number,
  index: number,
  firstId: number,
  lastId: number,
): number {
  const random = streamFor(seedHash, `bookmark:${kind}`, userIndex, index);
  return random.int(firstId, lastId);
}
