/**
 * Comments on works and novels, and replies to them, each generated alone from its id. A comment id
 * says what it is on and where: `1000 × workId + n` for works, NOVEL_COMMENT_BASE + `1000 × novelId + n`
 * for novels (n = 0 is the newest), and a reply's id is REPLY_BASE + `100 × parentId + m`. So
 * `/v2/illust/comment/replies?comment_id=` needs no index. Some comments are stamps (empty text), some
 * use emoji codes such as `(heart)`; comments on the hostile ids carry payloads.
 *
 * Dates follow a schedule from the target's posting (a comment about every hour, a reply about every
 * half hour after its comment), kept before the sandbox's now: a target too young for its schedule
 * has it pressed into the time since it was posted (`scheduledBefore`), so nothing is dated ahead.
 */
import { COMMENT_EMOJI, S_PXIMG_ORIGIN } from "@pxv/pixiv";
import { streamFor } from "./random.js";
import { HOSTILE_COMMENTS } from "./hostile.js";
import { scheduledBefore } from "./timeline.js";
import { USER_COUNT } from "./users.js";

export type CommentTargetKind = "illust" | "novel";

/** Comments generated per target at most; `total_comments` says how many a target has. */
export const MAX_COMMENTS_PER_TARGET = 999;
const NOVEL_COMMENT_BASE = 1_000_000_000_000;
const REPLY_BASE = 100_000_000_000_000;
const MAX_REPLIES = 99;
/** The schedule's steps: an hour between comments, half an hour between the replies to one. */
const COMMENT_STEP_SECONDS = 3_600;
const REPLY_STEP_SECONDS = 1_800;

/** A work or novel as its comments need it. */
export interface CommentTarget {
  readonly kind: CommentTargetKind;
  readonly id: number;
  /** How many comments it lists. */
  readonly total: number;
  /** Epoch seconds. */
  readonly postedAt: number;
  readonly hostile: boolean;
}

export interface CatalogueComment {
  readonly id: number;
  readonly text: string;
  /** Epoch seconds. */
  readonly postedAt: number;
  readonly userIndex: number;
  readonly stampId: number | null;
  readonly replyCount: number;
  readonly parentId: number | null;
}

/** pixiv's stamp ids (four sets of ten) and their URL. */
export const STAMP_IDS: readonly number[] = [101, 201, 301, 401].flatMap((base) =>
  Array.from({ length: 10 }, (_, index) => base + index),
);
export const stampUrl = (stampId: number): string =>
  `${S_PXIMG_ORIGIN}/common/images/stamp/generated-stamps/${stampId}_s.jpg?20180605`;

/** Emoji codes written in comment text, and the image number of each on s.pximg.net (pixiv's table). */
export const EMOJI = COMMENT_EMOJI;

const COMMENT_TEXTS: readonly string[] = [
  "素敵です！",
  "色使いがとても綺麗ですね(heart)",
  "続きが楽しみです",
  "背景の描き込みすごい…",
  "Love the colours!(love)",
  "This is amazing (excited)",
  "太好看了！",
  "분위기 너무 좋아요",
  "Magnifique !",
  "ブクマしました(happy)",
  "光の表現が好きです(star)",
  "泣きました(cry)",
];

export const commentIdOf = (kind: CommentTargetKind, targetId: number, index: number): number =>
  (kind === "illust" ? 0 : NOVEL_COMMENT_BASE) + targetId * 1000 + index;

export type CommentAddress =
  | {
      readonly kind: CommentTargetKind;
      readonly targetId: number;
      readonly index: number;
      readonly parentId: null;
    }
  | { readonly parentId: number; readonly index: number };

/** What a generated comment id names, or null when it names no generated comment. */
export function addressOfComment(id: number): CommentAddress | null {
  if (!Number.isSafeInteger(id) || id < 0) return null;
  if (id >= REPLY_BASE) {
    const rest = id - REPLY_BASE;
    return { parentId: Math.floor(rest / 100), index: rest % 100 };
  }
  const kind: CommentTargetKind = id >= NOVEL_COMMENT_BASE ? "novel" : "illust";
  const rest = kind === "novel" ? id - NOVEL_COMMENT_BASE : id;
  return { kind, targetId: Math.floor(rest / 1000), index: rest % 1000, parentId: null };
}

/** Comment `index` (0 = newest) of `target`, dated no later than `now` (epoch seconds). */
export function generateComment(
  seedHash: number,
  target: CommentTarget,
  index: number,
  now: number,
): CatalogueComment {
  const { kind, id: targetId, total, hostile } = target;
  const random = streamFor(seedHash, `comment:${kind}`, targetId, index);
  const stamp = !hostile && random.chance(0.15) ? random.pick(STAMP_IDS) : null;
  const text =
    stamp !== null
      ? ""
      : hostile
        ? (HOSTILE_COMMENTS[index % HOSTILE_COMMENTS.length] as string)
        : random.pick(COMMENT_TEXTS);
  // Older comments first in time: comment `total - 1` is the first one written.
  const offset = (total - index) * COMMENT_STEP_SECONDS + random.int(0, COMMENT_STEP_SECONDS - 1);
  return {
    id: commentIdOf(kind, targetId, index),
    text,
    postedAt: scheduledBefore(target.postedAt, offset, (total + 1) * COMMENT_STEP_SECONDS, now),
    userIndex: random.int(0, USER_COUNT - 1),
    stampId: stamp,
    replyCount: random.chance(0.1) ? random.int(1, 5) : 0,
    parentId: null,
  };
}

/** Reply `index` (0 = oldest, as pixiv lists replies) to `parent`, dated no later than `now`. */
export function generateReply(
  seedHash: number,
  parent: CatalogueComment,
  index: number,
  now: number,
): CatalogueComment | null {
  const count = Math.min(parent.replyCount, MAX_REPLIES);
  if (index < 0 || index >= count) return null;
  const random = streamFor(seedHash, "reply", parent.id, index);
  const stamp = random.chance(0.2) ? random.pick(STAMP_IDS) : null;
  return {
    id: REPLY_BASE + parent.id * 100 + index,
    text: stamp !== null ? "" : random.pick(COMMENT_TEXTS),
    postedAt: scheduledBefore(
      parent.postedAt,
      (index + 1) * REPLY_STEP_SECONDS + random.int(0, REPLY_STEP_SECONDS - 1),
      (count + 1) * REPLY_STEP_SECONDS,
      now,
    ),
    userIndex: random.int(0, USER_COUNT - 1),
    stampId: stamp,
    replyCount: 0,
    parentId: parent.id,
  };
}
