/**
 * The catalogue's users. There is a fixed number of them, each generated alone from its index; the
 * index maps to a pixiv-like user id (and back) and to an avatar image number (and back), so a user
 * id or an avatar path can be checked without listing users. Which user posted a work is a
 * bijection on `id mod USER_COUNT`, so a user's works form an arithmetic progression of ids.
 */
import { hexDigits, streamFor } from "./random.js";
import { imageDatePath, jstMidnight } from "./timeline.js";
import { ACCOUNT_STEMS, NAME_DECORATIONS, NAME_STEMS } from "./vocabulary.js";

export const USER_COUNT = 40_000;
const USER_ID_BASE = 1_000_000;
const USER_ID_STRIDE = 2_450;
/** A multiplier coprime with USER_COUNT: spreads consecutive work ids over unrelated users. */
const POSTER_MULTIPLIER = 7_919;
const AVATAR_NUMBER_BASE = 1_000_000;
const AVATAR_NUMBER_STRIDE = 700;
const AVATAR_EPOCH_START = jstMidnight("2008-01-01");
const AVATAR_EPOCH_END = jstMidnight("2025-01-01");

export type AvatarExtension = "jpg" | "png" | "gif";

/** An uploaded profile image: `user-profile/img/<datePath>/<number>_<hex>_<size>.<extension>`. */
export interface Avatar {
  readonly datePath: string;
  readonly number: number;
  readonly hex: string;
  readonly extension: AvatarExtension;
}

export interface CatalogueUser {
  readonly index: number;
  readonly id: number;
  readonly name: string;
  readonly account: string;
  /** null when the user never uploaded one (pixiv then shows `no_profile.png`). */
  readonly avatar: Avatar | null;
  readonly isAcceptRequest: boolean;
}

function userIdJitter(seedHash: number, index: number): number {
  return streamFor(seedHash, "user-id", index).int(0, USER_ID_STRIDE - 1);
}

export function userIdOfIndex(seedHash: number, index: number): number {
  return USER_ID_BASE + index * USER_ID_STRIDE + userIdJitter(seedHash, index);
}

/** The index of the user with this id, or null when no user has it. */
export function userIndexOfId(seedHash: number, id: number): number | null {
  if (!Number.isSafeInteger(id) || id < USER_ID_BASE) return null;
  const index = Math.floor((id - USER_ID_BASE) / USER_ID_STRIDE);
  if (index >= USER_COUNT) return null;
  return userIdOfIndex(seedHash, index) === id ? index : null;
}

/** The index of the user who posted work `workId`. */
export function posterIndexOfWork(seedHash: number, workId: number): number {
  const residue = (workId + (seedHash % USER_COUNT)) % USER_COUNT;
  return (residue * POSTER_MULTIPLIER) % USER_COUNT;
}

function modularInverse(value: number, modulus: number): number {
  let [oldR, r] = [value % modulus, modulus];
  let [oldS, s] = [1, 0];
  while (r !== 0) {
    const quotient = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - quotient * r];
    [oldS, s] = [s, oldS - quotient * s];
  }
  return ((oldS % modulus) + modulus) % modulus;
}
const POSTER_INVERSE = modularInverse(POSTER_MULTIPLIER, USER_COUNT);

/**
 * A work's position in its poster's progression: the poster's works are the ids USER_COUNT apart,
 * numbered by this position. Works and novels use the same scheme on their own id spaces.
 */
export function positionOfWork(seedHash: number, workId: number): number {
  return Math.floor((workId + (seedHash % USER_COUNT)) / USER_COUNT);
}

/** The id at `position` of a poster's progression (the inverse of the two functions above). */
export function workIdAtPosition(seedHash: number, posterIndex: number, position: number): number {
  const residue = (posterIndex * POSTER_INVERSE) % USER_COUNT;
  return position * USER_COUNT + residue - (seedHash % USER_COUNT);
}

/** The user index an avatar image number belongs to, or null when it belongs to none. */
export function userIndexOfAvatarNumber(avatarNumber: number): number | null {
  if (!Number.isSafeInteger(avatarNumber) || avatarNumber < AVATAR_NUMBER_BASE) return null;
  const index = Math.floor((avatarNumber - AVATAR_NUMBER_BASE) / AVATAR_NUMBER_STRIDE);
  return index < USER_COUNT ? index : null;
}

function generateAvatar(seedHash: number, index: number): Avatar | null {
  const random = streamFor(seedHash, "avatar", index);
  if (random.chance(0.08)) return null;
  const uploadedAt = random.int(AVATAR_EPOCH_START, AVATAR_EPOCH_END);
  const roll = random.next();
  return {
    datePath: imageDatePath(uploadedAt),
    number: AVATAR_NUMBER_BASE + index * AVATAR_NUMBER_STRIDE + random.int(0, AVATAR_NUMBER_STRIDE - 1),
    hex: hexDigits(random, 32),
    extension: roll < 0.7 ? "jpg" : roll < 0.98 ? "png" : "gif",
  };
}

function generateAccount(seedHash: number, index: number): string {
  const random = streamFor(seedHash, "account", index);
  if (random.chance(0.35)) {
    const letters = Array.from({ length: 4 }, () => String.fromCharCode(random.int(97, 122))).join("");
    return `user_${letters}${String(random.int(0, 9999)).padStart(4, "0")}`;
  }
  return `${random.pick(ACCOUNT_STEMS)}${random.pick(["", "_", "-"])}${index}`;
}

export function generateUser(seedHash: number, index: number): CatalogueUser {
  const random = streamFor(seedHash, "user", index);
  return {
    index,
    id: userIdOfIndex(seedHash, index),
    name: `${random.pick(NAME_STEMS)}${random.pick(NAME_DECORATIONS)}`,
    account: generateAccount(seedHash, index),
    avatar: generateAvatar(seedHash, index),
    isAcceptRequest: random.chance(0.3),
  };
}
