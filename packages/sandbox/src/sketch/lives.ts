/**
 * pixiv Sketch's lives, generated from the seed: LIVE_COUNT lives on air, each a function of its
 * index (owner, name, flags, counts, performers, chat log). Live ids are 19-digit strings as on
 * Sketch. Start times are relative to the hour the sandbox is asked in (`now`), so the lives are
 * always "on air"; everything else is the same on every run. Owners and chatters are catalogue
 * users; thumbnails are catalogue pictures, so the image hosts serve them.
 */
import { I_PXIMG_ORIGIN, S_PXIMG_ORIGIN, SKETCH_ORIGIN } from "@pxv/pixiv";
import type { Catalogue } from "../catalogue/catalogue.js";
import { HOSTILE_COMMENTS } from "../catalogue/hostile.js";
import { combine, hashString, streamFor, type RandomStream } from "../catalogue/random.js";
import { formatPixivDateTime } from "../catalogue/timeline.js";
import { USER_COUNT, userIdOfIndex, type CatalogueUser } from "../catalogue/users.js";
import type { CatalogueWork } from "../catalogue/works.js";
import { avatarPath, masterPath, sizedPath } from "../pximg-paths.js";

export const LIVE_COUNT = 36;
/** Messages kept in a live's chat log. */
export const CHAT_LOG_LENGTH = 30;
const HOUR = 3600;

const LIVE_NAMES: readonly string[] = [
  "げんこう配信",
  "作業配信",
  "お絵かき雑談",
  "ラクガキ",
  "厚塗り練習",
  "Drawing stream",
  "線画やります",
  "色塗り配信",
  "まったり作業",
  "リクエスト募集中",
  "Live sketching — come say hi",
  "板絵练习",
];
const DESCRIPTIONS: readonly string[] = [
  "のんびり描きます。コメント歓迎！",
  "今日は背景を描きます",
  "Just doodling, ask me anything.",
  "BGMあり・マイクなし",
  "",
];
const CHAT_LINES: readonly string[] = [
  "こんばんは！",
  "色きれい",
  "いつも見てます",
  "線がすごい…",
  "888888",
  "Hello from abroad!",
  "好厉害",
  "おつかれさまです",
  "背景すき",
  "What brush is that?",
  "(heart)",
];

export interface Live {
  readonly index: number;
  readonly id: string;
  readonly owner: CatalogueUser;
  readonly performers: readonly CatalogueUser[];
  readonly name: string;
  readonly description: string;
  readonly isR18: boolean;
  readonly isR15: boolean;
  readonly isEnabledMicInput: boolean;
  /** Epoch seconds. */
  readonly createdAt: number;
  readonly memberCount: number;
  readonly totalAudienceCount: number;
  readonly chatCount: number;
  readonly heartCount: number;
  /** The work whose picture is the live's thumbnail. */
  readonly thumbnailWork: CatalogueWork;
}

export interface ChatEntry {
  readonly id: string;
  /** Epoch seconds. */
  readonly createdAt: number;
  readonly user: CatalogueUser;
  readonly message: string;
}

/** A 19-digit id, like Sketch's. */
function liveIdOf(seedHash: number, index: number): string {
  const high = combine(seedHash, hashString("live-id-high"), index) % 1_000_000_000;
  const low = combine(seedHash, hashString("live-id-low"), index) % 1_000_000_000;
  return `4${String(high).padStart(9, "0")}${String(low).padStart(9, "0")}`;
}

function userAt(catalogue: Catalogue, seedHash: number, index: number): CatalogueUser {
  return catalogue.user(userIdOfIndex(seedHash, index % USER_COUNT)) as CatalogueUser;
}

function someWork(catalogue: Catalogue, random: RandomStream): CatalogueWork {
  for (;;) {
    const work = catalogue.illust(random.int(90_000_000, 120_000_000));
    if (work?.xRestrict === 0 && work.type !== "ugoira") return work;
  }
}

export function generateLive(catalogue: Catalogue, seedHash: number, index: number, now: Date): Live {
  const random = streamFor(seedHash, "live", index);
  const owner = userAt(catalogue, seedHash, random.int(0, USER_COUNT - 1));
  const performers = Array.from({ length: random.chance(0.3) ? random.int(1, 3) : 0 }, () =>
    userAt(catalogue, seedHash, random.int(0, USER_COUNT - 1)),
  );
  const adultRoll = random.next();
  const hour = Math.floor(now.getTime() / 1000 / HOUR) * HOUR;
  const memberCount = Math.floor(10 ** (random.next() * 3));
  return {
    index,
    id: liveIdOf(seedHash, index),
    owner,
    performers,
    name: random.pick(LIVE_NAMES),
    description: random.pick(DESCRIPTIONS),
    isR18: adultRoll < 0.06,
    isR15: adultRoll >= 0.06 && adultRoll < 0.12,
    isEnabledMicInput: random.chance(0.4),
    createdAt: hour - random.int(5 * 60, 5 * HOUR),
    memberCount,
    totalAudienceCount: memberCount * random.int(3, 40),
    chatCount: random.int(CHAT_LOG_LENGTH, 2000),
    heartCount: random.int(0, 20_000),
    thumbnailWork: someWork(catalogue, random),
  };
}

export const isAdult = (live: Live): boolean => live.isR18 || live.isR15;

export function chatLog(catalogue: Catalogue, seedHash: number, live: Live): ChatEntry[] {
  return Array.from({ length: CHAT_LOG_LENGTH }, (_, position) =>
    chatMessage(catalogue, seedHash, live, position),
  );
}

/** The `position`-th chat message of a live (the log's, then the websocket's). */
export function chatMessage(catalogue: Catalogue, seedHash: number, live: Live, position: number): ChatEntry {
  const random = streamFor(seedHash, "live-chat", live.index, position);
  // One message in twelve is a hostile payload, so chat rendering is tested for safety.
  const message = random.chance(1 / 12) ? random.pick(HOSTILE_COMMENTS) : random.pick(CHAT_LINES);
  return {
    id: String(combine(seedHash, live.index, position)),
    createdAt: live.createdAt + 30 + position * 20,
    user: userAt(catalogue, seedHash, random.int(0, USER_COUNT - 1)),
    message,
  };
}

// ---- JSON as Sketch sends it ------------------------------------------------------------------

export const hlsUrl = (live: Live, performer = 0): string =>
  `${SKETCH_ORIGIN}/hls/${live.id}/${performer}/index.m3u8`;

function iconUrl(user: CatalogueUser): string {
  const path = avatarPath(user, 170);
  return path === null ? `${S_PXIMG_ORIGIN}/common/images/no_profile.png` : `${I_PXIMG_ORIGIN}/${path}`;
}

export const thumbnailUrl = (live: Live): string =>
  `${I_PXIMG_ORIGIN}/${sizedPath("540x540_70", masterPath(live.thumbnailWork, 0, "master1200"))}`;

export function sketchUserJson(user: CatalogueUser): Record<string, unknown> {
  return {
    id: user.id + 10_000_000,
    name: user.name,
    pixiv_user_id: String(user.id),
    unique_name: user.account,
    icon: { photo: { original: { url: iconUrl(user) } } },
  };
}

function performerJson(live: Live, user: CatalogueUser, position: number): Record<string, unknown> {
  return {
    user: sketchUserJson(user),
    hls_movie: { url: hlsUrl(live, position) },
    thumbnail: { original: { url: thumbnailUrl(live) } },
  };
}

export function sketchLiveJson(live: Live): Record<string, unknown> {
  return {
    id: live.id,
    name: live.name,
    description: live.description,
    is_r18: live.isR18,
    is_r15: live.isR15,
    is_adult: isAdult(live),
    member_count: live.memberCount,
    total_audience_count: live.totalAudienceCount,
    performer_count: live.performers.length,
    chat_count: live.chatCount,
    heart_count: live.heartCount,
    is_enabled_mic_input: live.isEnabledMicInput,
    created_at: formatPixivDateTime(live.createdAt),
    finished_at: null,
    owner: performerJson(live, live.owner, 0),
    performers: live.performers.map((user, position) => performerJson(live, user, position + 1)),
  };
}

export function chatJson(entry: ChatEntry): Record<string, unknown> {
  return {
    id: entry.id,
    type: "chat",
    created_at: formatPixivDateTime(entry.createdAt),
    data: { chat: { message: entry.message, user: sketchUserJson(entry.user) } },
  };
}

const appUserJson = (user: CatalogueUser): Record<string, unknown> => ({
  id: user.id,
  name: user.name,
  account: user.account,
  profile_image_urls: { medium: iconUrl(user) },
  is_followed: false,
});

/** A live as the app API's `/v1/live/list` lists it (PIXIV.md §3.0.6). */
export function appLiveJson(live: Live): Record<string, unknown> {
  return {
    id: live.id,
    created_at: formatPixivDateTime(live.createdAt),
    owner: { user: appUserJson(live.owner) },
    performers: live.performers.map((user) => ({ user: appUserJson(user) })),
    name: live.name,
    is_single: live.performers.length === 0,
    is_adult: isAdult(live),
    is_r18: live.isR18,
    is_r15: live.isR15,
    publicity: "open",
    is_closed: false,
    mode: "screencast",
    server: "wss://sfu1.pixivsketch.net/signaling",
    channel_id: `sketch-live-${live.id}-${live.owner.id}`,
    is_enabled_mic_input: live.isEnabledMicInput,
    thumbnail_image_url: thumbnailUrl(live),
    member_count: live.memberCount,
    total_audience_count: live.totalAudienceCount,
    performer_count: live.performers.length,
    is_muted: false,
  };
}
